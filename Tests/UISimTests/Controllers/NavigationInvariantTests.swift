// NavigationInvariantTests: the navigation controller's internal checks catch a broken stack, and
// the swipe's precondition on completionSpeed stops with its message (STYLE.md practices 11, 12).
import Testing
@testable import UISim

@Suite("Navigation: invariants and preconditions")
struct NavigationInvariantTests {
    @Test("a controller in the stack whose parent is not the navigation controller is caught")
    func strayParentIsCaught() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let s = NavScene(ios: 17)
            s.b.parent = nil
            s.nav._checkInvariants()
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("B is in the stack but its parent is nil"))
        }
    }

    @Test("the checks hold through pushes, pops, swipes and stack replacement", arguments: everyEra)
    func holdThroughOperations(ios: Int) throws {
        let s = NavScene(ios: ios)
        let c = ViewController(world: s.world, title: "C")
        s.nav.pushViewController(c, animated: true)
        try s.world.settle()
        s.nav.beginInteractivePop()?.cancel()
        try s.world.settle()
        s.nav.setViewControllers([s.a, c, s.b], animated: true)
        s.nav._checkInvariants()
        try s.world.settle()
        s.nav.popToRootViewController(animated: false)
        s.nav._checkInvariants()
        #expect(s.nav.viewControllers.map(\.logName) == ["A"])
        #expect(c.navigationController == nil && s.b.navigationController == nil)
    }

    @Test("completionSpeed must be greater than 0")
    func completionSpeedPrecondition() async {
        // rule 6.1
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let s = NavScene(ios: 11)
            s.nav.beginInteractivePop()?.completionSpeed = 0
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("completionSpeed must be > 0, got 0.0"))
        }
    }
}
