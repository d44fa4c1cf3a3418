// InteractivePopRefusalTests: why no swipe begins, and the recognizer's state through a swipe
// (rule 4.10).
import Testing
@testable import UISim

@Suite("Interactive pop: refusals and the recognizer's state")
struct InteractivePopRefusalTests {
    @Test("each cause, in order: disabled, off screen, a transition running, only the root")
    func causes() {
        // rule 4.10
        let root = NavScene(ios: 17, pushB: false)
        #expect(root.nav.interactivePopRefusal == .onlyRoot)
        #expect(root.nav.beginInteractivePop() == nil)

        let s = NavScene(ios: 17)
        #expect(s.nav.interactivePopRefusal == nil)
        s.nav.interactivePopGestureRecognizer?.isEnabled = false
        #expect(s.nav.interactivePopRefusal == .gestureDisabled)
        #expect(s.nav.beginInteractivePop() == nil)
        s.nav.interactivePopGestureRecognizer?.isEnabled = true
        #expect(s.nav.beginInteractivePop() != nil)
        #expect(s.nav.interactivePopRefusal == .transitionRunning)

        let world = World()
        let nav = NavigationController(rootViewController: ViewController(world: world))
        nav.pushViewController(ViewController(world: world), animated: false)
        #expect(nav.interactivePopRefusal == .notOnScreen)
    }

    @Test("the recognizer goes began, changed, ended, then possible once the pop is over")
    func states() throws {
        // rule 4.10
        for ios in everyEra {
            let s = NavScene(ios: ios)
            let g = try #require(s.nav.interactivePopGestureRecognizer)
            #expect(g.state == .possible)
            let pop = try #require(s.nav.beginInteractivePop())
            #expect(g.state == .began)
            pop.update(0.3)
            #expect(g.state == .changed)
            pop.cancel()
            #expect(g.state == .ended)
            try s.world.settle()
            #expect(g.state == .possible)
        }
    }
}
