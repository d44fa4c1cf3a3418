// NavigationDelegateTests: `navigationController(_:willShow:animated:)` when a transition starts,
// interactive ones included, and `didShow` when it completes — never for a cancelled swipe
// (rule 4.7).
import Testing
@testable import UISim

@Suite("Navigation: willShow and didShow")
struct NavigationDelegateTests {
    @Test("push and pop: willShow at the start, didShow at the end, in the log too",
          arguments: everyEra, [true, false])
    func pushAndPop(ios: Int, animated: Bool) throws {
        // rule 4.7
        let s = NavScene(ios: ios)
        let delegate = NavigationDelegateProbe()
        s.nav.delegate = delegate
        s.nav.popViewController(animated: animated)
        #expect(delegate.calls.first == "willShow(A, animated: \(animated))")
        try s.world.settle()
        s.nav.pushViewController(s.b, animated: animated)
        try s.world.settle()
        let expected = ["willShow(A, animated: \(animated))", "didShow(A, animated: \(animated))",
                        "willShow(B, animated: \(animated))", "didShow(B, animated: \(animated))"]
        #expect(delegate.calls == expected)
        #expect(s.calls.filter { $0.hasPrefix("Navigation.") } == expected.map { "Navigation." + $0 })
    }

    @Test("willShow comes before the will calls; didShow after the did calls", arguments: everyEra)
    func orderAroundAppearance(ios: Int) throws {
        // rule 4.7
        let s = NavScene(ios: ios)
        s.nav.popViewController(animated: true)
        try s.world.settle()
        #expect(s.calls.first == "Navigation.willShow(A, animated: true)")
        #expect(s.calls.last == "Navigation.didShow(A, animated: true)")
    }

    @Test("an interactive pop calls willShow when the gesture begins", arguments: everyEra)
    func interactiveWillShow(ios: Int) throws {
        // rule 4.7
        let s = NavScene(ios: ios)
        let delegate = NavigationDelegateProbe()
        s.nav.delegate = delegate
        let swipe = try #require(s.nav.beginInteractivePop())
        #expect(delegate.calls == ["willShow(A, animated: true)"])
        #expect(delegate.hadCoordinator == [true])
        swipe.update(0.6)
        swipe.finish()
        #expect(delegate.calls.count == 1, "didShow waits for the end")
        try s.world.settle()
        #expect(delegate.calls == ["willShow(A, animated: true)", "didShow(A, animated: true)"])
    }

    @Test("[SIM] a cancelled swipe calls no didShow at all", arguments: everyEra)
    func noDidShowOnCancel(ios: Int) throws {
        // rule 4.7
        let s = NavScene(ios: ios)
        let delegate = NavigationDelegateProbe()
        s.nav.delegate = delegate
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.4)
        swipe.cancel()
        try s.world.settle()
        #expect(delegate.calls == ["willShow(A, animated: true)"], "neither didShow(B) nor didShow(A)")
        #expect(!s.calls.contains { $0.hasPrefix("Navigation.didShow") })
        s.nav.popViewController(animated: true)
        try s.world.settle()
        #expect(delegate.calls.last == "didShow(A, animated: true)", "the next pop reports as usual")
    }
}
