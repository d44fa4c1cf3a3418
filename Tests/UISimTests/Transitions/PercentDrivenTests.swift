// PercentDrivenTests: the swipe's percent-driven interaction — its duration, percent, completion
// speed and curve; the time the rest takes to finish or cancel, measured on the world clock; the
// linear mapping while interactive; calls that come too late; one completion; one animator
// (rules 6.1–6.4).
import Testing
@testable import UISim

@Suite("Interactive pop: the percent-driven interaction")
struct PercentDrivenTests {
    @Test("defaults: duration read at the start, completion speed 1, curve ease-in-out", arguments: everyEra)
    func defaults(ios: Int) throws {
        // rule 6.1
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        s.nav.transitionDuration = 1   // read when the transition started: no effect now
        #expect(swipe.duration == 0.35)
        #expect(swipe.completionSpeed == 1 && swipe.completionCurve == .easeInOut)
        #expect(swipe.percentComplete == 0)
        swipe.update(0.42)
        #expect(swipe.percentComplete == 0.42, "the last value passed to update")
        swipe.update(0.2)
        #expect(swipe.percentComplete == 0.2)
    }

    @Test("finishing takes (1 − p) × duration ÷ completionSpeed", arguments: everyEra, [0.2, 0.5, 0.8])
    func finishTime(ios: Int, p: Double) throws {
        // rule 6.1
        for speed in [0.5, 1.0, 2.0] {
            let s = NavScene(ios: ios)
            let swipe = try #require(s.nav.beginInteractivePop())
            swipe.completionSpeed = speed
            swipe.update(p)
            s.world.advance(by: 0.7)
            swipe.finish()
            expectHappens(at: (1 - p) * 0.35 / speed, in: s.world, "finish from \(p) at speed \(speed)") {
                swipe.isComplete
            }
            #expect(s.nav.topViewController === s.a)
        }
    }

    @Test("[SIM] cancelling takes p × duration ÷ completionSpeed", arguments: everyEra, [0.2, 0.5, 0.8])
    func cancelTime(ios: Int, p: Double) throws {
        // rule 6.1
        for speed in [0.5, 1.0, 2.0] {
            let s = NavScene(ios: ios)
            let swipe = try #require(s.nav.beginInteractivePop())
            swipe.completionSpeed = speed
            swipe.update(p)
            swipe.cancel()
            expectHappens(at: p * 0.35 / speed, in: s.world, "cancel from \(p) at speed \(speed)") {
                swipe.isComplete
            }
            #expect(s.nav.topViewController === s.b)
        }
    }

    @Test("while interactive the views move linearly with the percent", arguments: everyEra)
    func linearWhileInteractive(ios: Int) throws {
        // rule 6.1
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        for p in [0.1, 0.25, 0.5, 0.9, 0.4] {
            swipe.update(p)
            expectClose(s.b.view.presentationFrame.minX, s.width * p, "B at \(p)")
            expectClose(s.a.view.presentationFrame.minX, -s.width / 3 * (1 - p), "A at \(p)")
        }
        swipe.update(0.5)
        swipe.finish()
        try s.world.settle()
        expectClose(s.a.view.presentationFrame.minX, 0)
    }

    @Test("after the finger lifts, update, finish and cancel change nothing", arguments: everyEra)
    func lateCalls(ios: Int) throws {
        // rule 6.2
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.7)
        swipe.finish()
        swipe.update(0.1)
        swipe.cancel()
        #expect(swipe.percentComplete == 0.7)
        #expect(!(s.nav.transitionCoordinator?.isCancelled ?? true))
        try s.world.settle()
        #expect(s.nav.topViewController === s.a)
    }

    @Test("pause while the finger is down does nothing: it is interactive already", arguments: everyEra)
    func pause(ios: Int) throws {
        // rule 6.2 (pause after a release: PauseTests)
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.3)
        #expect(!swipe.pause())
        #expect(swipe.isInteractive && swipe.percentComplete == 0.3)
        swipe.update(0.6)
        expectClose(s.b.view.presentationFrame.minX, s.width * 0.6, "still driven by update")
    }

    @Test("the transition completes exactly once, however often it is ended", arguments: everyEra)
    func completesOnce(ios: Int) throws {
        // rule 6.3
        let s = NavScene(ios: ios)
        var completions = 0
        let swipe = try #require(s.nav.beginInteractivePop())
        s.nav.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completions += 1 }
        swipe.update(0.5)
        swipe.cancel()
        swipe.cancel()
        swipe.finish()
        try s.world.settle()
        #expect(swipe.isComplete && completions == 1)
        #expect(s.calls.filter { $0 == "B.viewDidAppear(true)" }.count == 1)
        #expect(s.nav.topViewController === s.b, "complete(false): the original controller is still shown")
    }

    @Test("one animator for the whole swipe in the modern era; none (the layer is scrubbed) in the legacy one",
          arguments: everyEra)
    func sameAnimator(ios: Int) throws {
        // rule 6.4
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        let transition = swipe.transition
        let first = (transition.driver as? AnimatorDriver)?.animator
        swipe.update(0.4)
        #expect((transition.driver as? AnimatorDriver)?.animator === first)
        swipe.finish()
        s.world.advance(by: 0.1)
        #expect((transition.driver as? AnimatorDriver)?.animator === first)
        if s.world.uikit.interactiveTransitionsScrubTheContainerLayer {
            #expect(first == nil && transition.driver is LayerScrubDriver)
        } else {
            #expect(first?.duration == 0.35)
        }
    }
}
