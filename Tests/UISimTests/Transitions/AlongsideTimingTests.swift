// AlongsideTimingTests: a block given to `animate(alongsideTransition:)` runs in the transition's
// animation context — its duration and curve, nested blocks inheriting them, scrubbed with the
// finger and run back on a cancel — and views outside the container need the `in:` form to be
// driven in the legacy era (rule 5.4).
import Testing
@testable import UISim

@Suite("Coordinator: alongside animations follow the transition")
struct AlongsideTimingTests {
    /// Registers, from A's `viewWillAppear`, an alongside block fading `view` out.
    private func fadeAlongside(_ view: View, from probe: Probe, in container: View? = nil,
                               nested duration: Double? = nil) {
        probe.seen = { c, name, _ in
            guard name == "viewWillAppear", let coordinator = c.transitionCoordinator else { return }
            let fade: (TransitionCoordinator) -> Void = { _ in
                if let duration {
                    c.world.animate(withDuration: duration, animations: { view.alpha = 0 })
                } else {
                    view.alpha = 0
                }
            }
            if let container {
                coordinator.animateAlongsideTransition(in: container, animation: fade)
            } else {
                coordinator.animate(alongsideTransition: fade)
            }
        }
    }

    @Test("a pop's alongside block takes the pop's 0.35 s and ease-in-out curve",
          arguments: everyEra, [0.2, 0.5, 0.9])
    func durationAndCurve(ios: Int, fraction: Double) {
        // rule 5.4
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        fadeAlongside(marker, from: s.a)
        s.nav.popViewController(animated: true)
        s.world.advance(by: 0.35 * fraction)
        expectClose(marker.presentationAlpha, 1 - referenceEaseInOut(fraction), "alpha at \(fraction)")
        s.world.advance(by: 0.35 * (1 - fraction))
        expectClose(marker.presentationAlpha, 0)
    }

    @Test("a UIView.animate nested in the block inherits the transition's duration, not its own",
          arguments: everyEra)
    func nestedInherits(ios: Int) {
        // rule 5.4
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        fadeAlongside(marker, from: s.a, nested: 2.0)
        s.nav.popViewController(animated: true)
        s.world.advance(by: 0.175)
        expectClose(marker.presentationAlpha, 0.5, "half-way through 0.35 s, not through 2 s")
        s.world.advance(by: 0.175)
        expectClose(marker.presentationAlpha, 0)
    }

    @Test("during a swipe the block follows the finger, linearly, and waits while it rests",
          arguments: everyEra)
    func scrubbed(ios: Int) throws {
        // rule 5.4
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        fadeAlongside(marker, from: s.a, nested: ListCell.selectionAnimationDuration)
        let swipe = try #require(s.nav.beginInteractivePop())
        for p in [0.25, 0.6, 0.3] {
            swipe.update(p)
            expectClose(marker.presentationAlpha, 1 - p, "at \(p)")
            s.world.advance(by: 1)
            expectClose(marker.presentationAlpha, 1 - p, "still, with the finger still")
        }
        swipe.finish()
        try s.world.settle()
        expectClose(marker.presentationAlpha, 0)
    }

    @Test("a cancel runs the block back; then the animator restores the start (modern), Core Animation shows the model (legacy)",
          arguments: everyEra)
    func cancelled(ios: Int) throws {
        // rule 5.4
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        fadeAlongside(marker, from: s.a)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.6)
        swipe.cancel()
        expectClose(marker.presentationAlpha, 0.4, "no jump at finger lift")
        s.world.advance(by: 0.6 * 0.35 / 2)
        let back = marker.presentationAlpha
        #expect(back > 0.45 && back < 0.95, "on its way back to 1: \(back)")
        try s.world.settle()
        if s.world.uikit.interactiveTransitionsScrubTheContainerLayer {
            // the cancelled animations are removed and the model value (the block's) shows:
            // legacy apps had to restore it in the completion
            expectClose(marker.presentationAlpha, 0)
        } else {
            // the animator finishes at its start and puts the start values back
            expectClose(marker.presentationAlpha, 1)
            expectClose(marker.alpha, 1)
        }
    }

    @Test("a view outside the container follows the swipe with the in: form; without it only the modern animator drives it",
          arguments: everyEra)
    func outsideContainer(ios: Int) throws {
        // rule 5.4
        let s = NavScene(ios: ios)
        let plain = makeView(s.world)
        let driven = makeView(s.world)
        s.world.window.addSubview(plain)
        s.world.window.addSubview(driven)
        s.a.seen = { c, name, _ in
            guard name == "viewWillAppear", let coordinator = c.transitionCoordinator else { return }
            coordinator.animate(alongsideTransition: { _ in plain.alpha = 0 })
            coordinator.animateAlongsideTransition(in: driven, animation: { _ in driven.alpha = 0 })
        }
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.2)
        s.world.advance(by: 1)
        expectClose(driven.presentationAlpha, 0.8, "in: — scrubbed in both eras")
        if s.world.uikit.interactiveTransitionsScrubTheContainerLayer {
            expectClose(plain.presentationAlpha, 0, "outside the paused container: ran on the clock")
        } else {
            expectClose(plain.presentationAlpha, 0.8, "the animator owns the block wherever the view is")
        }
        swipe.finish()
        try s.world.settle()
        expectClose(driven.presentationAlpha, 0)
        expectClose(plain.presentationAlpha, 0)
    }
}
