// InteractivePopGestureTests: the navigation controller's swipe-back recognizer — a screen-edge
// pan from the left edge with UIKit's private target and action — and turning it off (rule 4.9).
import Testing
@testable import UISim

@Suite("Navigation: the interactive pop gesture recognizer")
struct InteractivePopGestureTests {
    @Test("it is a screen-edge pan from the left edge, targeting UIKit's private transition")
    func recognizer() throws {
        // rule 4.9
        let s = NavScene(ios: 17)
        let pan = try #require(s.nav.interactivePopGestureRecognizer)
        #expect(type(of: pan) == ScreenEdgePanGestureRecognizer.self)
        #expect(pan.edges == .left)
        #expect(pan.targetClassName == "_UINavigationInteractiveTransition")
        #expect(pan.action == "handleNavigationTransition:")
        #expect(pan.isEnabled)
    }

    @Test("while it is disabled no swipe begins and nothing is called", arguments: everyEra)
    func disabled(ios: Int) throws {
        // rule 4.9
        let s = NavScene(ios: ios)
        s.nav.interactivePopGestureRecognizer?.isEnabled = false
        #expect(s.nav.beginInteractivePop() == nil)
        #expect(s.calls.isEmpty)
        #expect(s.nav.viewControllers.map(\.logName) == ["A", "B"])
        s.nav.interactivePopGestureRecognizer?.isEnabled = true
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.finish()
        try s.world.settle()
        #expect(s.nav.topViewController === s.a)
    }

    @Test("each navigation controller has its own recognizer")
    func ownRecognizer() {
        // rule 4.9
        let s = NavScene(ios: 11)
        let other = NavigationController(rootViewController: ViewController(world: s.world, title: "C"))
        #expect(other.interactivePopGestureRecognizer !== s.nav.interactivePopGestureRecognizer)
    }
}
