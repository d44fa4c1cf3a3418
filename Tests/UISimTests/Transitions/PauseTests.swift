// PauseTests: `UIPercentDrivenInteractiveTransition.pause()` — the finger catching a pop whose
// completion is animating (rule 6.2), on an interruptible animator (rule 6.4).
import Testing
@testable import UISim

@Suite("Pausing an interactive pop")
struct PauseTests {
    /// A pop released at 0.4 with `finish()`, then 0.1 s into its completion; interruptible if
    /// asked (only the animator machinery of iOS ≥ 11 can be).
    private func releasedPop(ios: Int, interruptible: Bool) throws -> (NavScene, InteractivePop) {
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.isInterruptible = interruptible
        swipe.update(0.4)
        swipe.finish()
        s.world.advance(by: 0.1)
        return (s, swipe)
    }

    // rule 6.2
    @Test("an interruptible pop: pause stops the completion where it is and the finger drives it again",
          arguments: everyEra)
    func pauseCatchesTheCompletion(ios: Int) throws {
        let (s, swipe) = try releasedPop(ios: ios, interruptible: true)
        guard !s.world.uikit.interactiveTransitionsScrubTheContainerLayer else {
            // iOS ≤ 10: the paused container layer has no animator to interrupt
            #expect(!swipe.isInterruptible && !(s.nav.transitionCoordinator?.isInterruptible ?? true))
            #expect(!swipe.pause())
            try s.world.settle()
            #expect(s.nav.topViewController === s.a)
            return
        }
        #expect(s.nav.transitionCoordinator?.isInterruptible == true)
        var switches: [Bool] = []
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { switches.append($0.isInteractive) }
        let caught = s.b.view.presentationFrame.minX
        #expect(caught > s.width * 0.4 && caught < s.width, "on its way out: \(caught)")
        #expect(swipe.pause())
        #expect(swipe.isInteractive)
        // the progress it stopped at: past the release, short of the end (the views show it
        // through the completion curve, so their position is not p × width until the finger moves)
        #expect(swipe.percentComplete > 0.4 && swipe.percentComplete < 1, "\(swipe.percentComplete)")
        #expect(switches == [true], "the interaction-change handlers run on the switch back")
        s.world.advance(by: 1)
        expectClose(s.b.view.presentationFrame.minX, caught, tolerance: 1e-6, "held by the finger, not the clock")
        #expect(s.nav.transitionCoordinator != nil, "not complete while paused")
        swipe.update(0.2)
        expectClose(s.b.view.presentationFrame.minX, s.width * 0.2, "scrubbed linearly again")
        swipe.cancel()
        try s.world.settle()
        #expect(switches == [true, false])
        #expect(s.nav.topViewController === s.b, "the finger took it back and cancelled")
        #expect(s.calls.filter { $0 == "B.viewDidAppear(true)" }.count == 1)
    }

    // rule 6.2: [SIM] the built-in pop is not interruptible (rule 5.1), so pause changes nothing
    @Test("a non-interruptible pop: pause after release changes nothing", arguments: everyEra)
    func nonInterruptible(ios: Int) throws {
        let (s, swipe) = try releasedPop(ios: ios, interruptible: false)
        let before = s.b.view.presentationFrame.minX
        #expect(!swipe.pause())
        #expect(!swipe.isInteractive)
        s.world.advance(by: 0.05)
        #expect(s.b.view.presentationFrame.minX > before, "the completion keeps running")
        try s.world.settle()
        #expect(s.nav.topViewController === s.a)
    }

    // rule 6.2: pausing while the finger is down, or after the end, does nothing
    @Test("pause while interactive or after completion does nothing", arguments: [11, 17])
    func pauseWhenNothingRuns(ios: Int) throws {
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.isInterruptible = true
        swipe.update(0.3)
        #expect(!swipe.pause())
        #expect(swipe.isInteractive && swipe.percentComplete == 0.3)
        swipe.finish()
        try s.world.settle()
        #expect(!swipe.pause())
        #expect(swipe.isComplete && !swipe.isInteractive)
    }
}
