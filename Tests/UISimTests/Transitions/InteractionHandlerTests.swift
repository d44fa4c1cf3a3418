// InteractionHandlerTests: `notifyWhenInteractionChanges` (and the older `...Ends`) handlers run
// once, in registration order, when the finger lifts, seeing the decided context and running
// before a cancel's will calls; never for a transition that was not interactive (rules 5.9,
// 5.10, 5.11).
import Testing
@testable import UISim

@Suite("Coordinator: interaction handlers")
struct InteractionHandlerTests {
    @Test("handlers run once each, in registration order, when the finger lifts",
          arguments: everyEra, [true, false])
    func orderAndOnce(ios: Int, finish: Bool) throws {
        // rule 5.10
        // rule 5.9
        let s = NavScene(ios: ios)
        var ran: [String] = []
        let swipe = try #require(s.nav.beginInteractivePop())
        let c = try #require(s.nav.transitionCoordinator)
        c.notifyWhenInteractionChanges { _ in ran.append("first") }
        c.notifyWhenInteractionEnds { _ in ran.append("second (iOS 7–10 name)") }
        c.notifyWhenInteractionChanges { _ in ran.append("third") }
        swipe.update(0.5)
        s.world.advance(by: 1)
        #expect(ran.isEmpty, "not while the finger is down")
        if finish { swipe.finish() } else { swipe.cancel() }
        #expect(ran == ["first", "second (iOS 7–10 name)", "third"], "at finger lift, before any time passes")
        try s.world.settle()
        #expect(ran.count == 3, "once")
    }

    @Test("[SIM] at finger lift the context is already decided: not interactive, cancelled or not, percent frozen",
          arguments: everyEra, [true, false])
    func decidedContext(ios: Int, finish: Bool) throws {
        // rule 5.11
        let s = NavScene(ios: ios)
        var seen: (interactive: Bool, cancelled: Bool, percent: Double, time: Double)?
        let swipe = try #require(s.nav.beginInteractivePop())
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { [unowned world = s.world] ctx in
            seen = (ctx.isInteractive, ctx.isCancelled, ctx.percentComplete, world.time)
        }
        swipe.update(0.35)
        s.world.advance(by: 0.4)
        if finish { swipe.finish() } else { swipe.cancel() }
        let got = try #require(seen)
        #expect(!got.interactive)
        #expect(got.cancelled == !finish)
        #expect(got.percent == 0.35)
        expectClose(got.time, 0.4, "before the completion animation starts")
    }

    @Test("[SIM] the full order at finger lift and end: handlers, will calls, animation, did calls, completions",
          arguments: everyEra)
    func fullCancelOrder(ios: Int) throws {
        // rule 5.11
        // rule 5.9
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        let c = try #require(s.nav.transitionCoordinator)
        c.animate(alongsideTransition: nil) { [unowned world = s.world] _ in world.record("completion") }
        c.notifyWhenInteractionChanges { [unowned world = s.world] _ in world.record("handler") }
        swipe.update(0.4)
        s.world.clearLog()
        swipe.cancel()
        #expect(s.calls == ["handler", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        expectHappens(at: 0.4 * 0.35, in: s.world, "the end") { s.calls.contains("completion") }
        #expect(s.calls == ["handler", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                            "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "completion"])
    }

    @Test("[SIM] a finishing swipe: handlers, no will calls, then did calls, completions, didShow",
          arguments: everyEra)
    func fullFinishOrder(ios: Int) throws {
        // rule 5.11
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        let c = try #require(s.nav.transitionCoordinator)
        c.animate(alongsideTransition: nil) { [unowned world = s.world] _ in world.record("completion") }
        c.notifyWhenInteractionChanges { [unowned world = s.world] _ in world.record("handler") }
        swipe.update(0.4)
        s.world.clearLog()
        swipe.finish()
        #expect(s.calls == ["handler"])
        try s.world.settle()
        #expect(s.calls == ["handler", "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "completion",
                            "Navigation.didShow(A, animated: true)"])
    }

    @Test("never called for a transition that was not interactive", arguments: everyEra)
    func neverForNonInteractive(ios: Int) throws {
        // rule 5.10
        // rule 5.9
        let s = NavScene(ios: ios)
        var ran = 0
        s.nav.popViewController(animated: true)
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { _ in ran += 1 }
        s.nav.transitionCoordinator?.notifyWhenInteractionEnds { _ in ran += 1 }
        try s.world.settle()
        s.nav.pushViewController(s.b, animated: true)
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { _ in ran += 1 }
        try s.world.settle()
        #expect(ran == 0)
    }

    @Test("[SIM] pausing the non-interruptible swipe makes no switch, so no handler runs",
          arguments: everyEra)
    func pauseIsNoSwitch(ios: Int) throws {
        // rule 5.10
        let s = NavScene(ios: ios)
        var ran = 0
        let swipe = try #require(s.nav.beginInteractivePop())
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { _ in ran += 1 }
        swipe.update(0.3)
        swipe.pause()
        #expect(ran == 0 && swipe.isInteractive)
        swipe.finish()
        #expect(ran == 1)
    }

    @Test("a handler registered after the switch is kept but never called", arguments: everyEra)
    func registeredAfterSwitch(ios: Int) throws {
        // rule 5.10
        let s = NavScene(ios: ios)
        var ran = 0
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.5)
        swipe.finish()
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { _ in ran += 1 }
        try s.world.settle()
        #expect(ran == 0)
    }
}
