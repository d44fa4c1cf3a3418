// CompletionOrderTests: when a transition completes, the appearance "did" calls come first,
// then the alongside completions in registration order, then the navigation delegate's didShow
// — a fixed order the simulation chose ([SIM] rule 5.7).
import Testing
@testable import UISim

@Suite("Coordinator: the order at completion")
struct CompletionOrderTests {
    /// Registers two completions from A's and B's `viewWillAppear`/`viewWillDisappear`.
    private func recordCompletions(_ s: NavScene) {
        for probe in [s.a, s.b] {
            probe.seen = { c, name, _ in
                guard name.hasPrefix("viewWill") else { return }
                c.transitionCoordinator?.animate(alongsideTransition: nil) { [unowned world = c.world] _ in
                    world.record("completion from \(c.logName).\(name)")
                }
            }
        }
    }

    @Test("[SIM] animated pop: did calls, completions in registration order, then didShow",
          arguments: everyEra)
    func pop(ios: Int) throws {
        // rule 5.7
        let s = NavScene(ios: ios)
        recordCompletions(s)
        s.nav.popViewController(animated: true)
        try s.world.settle()
        #expect(s.calls == ["Navigation.willShow(A, animated: true)", "B.viewWillDisappear(true)",
                            "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                            "completion from B.viewWillDisappear", "completion from A.viewWillAppear",
                            "Navigation.didShow(A, animated: true)"])
    }

    @Test("[SIM] animated push: the same order", arguments: everyEra)
    func push(ios: Int) throws {
        // rule 5.7
        let s = NavScene(ios: ios, pushB: false)
        recordCompletions(s)
        s.nav.pushViewController(s.b, animated: true)
        try s.world.settle()
        #expect(Array(s.calls.suffix(5)) == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                                             "completion from A.viewWillDisappear",
                                             "completion from B.viewWillAppear",
                                             "Navigation.didShow(B, animated: true)"])
    }

    @Test("[SIM] cancelled swipe: the reverse did calls, then the completions (no didShow)",
          arguments: everyEra)
    func cancelled(ios: Int) throws {
        // rule 5.7
        let s = NavScene(ios: ios)
        recordCompletions(s)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.5)
        swipe.cancel()
        try s.world.settle()
        #expect(s.calls == ["Navigation.willShow(A, animated: true)", "B.viewWillDisappear(true)",
                            "A.viewWillAppear(true)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                            "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                            "completion from B.viewWillDisappear", "completion from A.viewWillAppear",
                            "completion from A.viewWillDisappear", "completion from B.viewWillAppear"],
                "the cancel's will calls register too, and their completions run in order")
    }
}
