// ScrubbingTests: scrubbing a paused property animator tracks the finger linearly, and
// continuing goes back to the animator's curve without a jump (rules 7.10, 7.11).
import Testing
@testable import UISim

@Suite("Property animator: scrubbing")
struct ScrubbingTests {
    /// A paused ease-in-out animator fading `view` 1 → 0 over 1 s.
    private func pausedFader(_ world: World, _ view: View) -> PropertyAnimator {
        let animator = PropertyAnimator(world: world, duration: 1, curve: .easeInOut) { view.alpha = 0 }
        animator.pauseAnimation()
        return animator
    }

    @Test("with scrubsLinearly, setting fractionComplete maps linearly", arguments: [0.1, 0.25, 0.5, 0.8])
    func linearScrub(fraction: Double) {
        // rule 7.11
        let world = World()
        let view = makeView(world)
        let animator = pausedFader(world, view)
        animator.fractionComplete = fraction
        expectClose(view.presentationAlpha, 1 - fraction)
    }

    @Test("without scrubsLinearly, scrubbing goes through the animator's curve")
    func curvedScrub() {
        // rule 7.11
        let world = World()
        let view = makeView(world)
        let animator = pausedFader(world, view)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.25
        expectClose(view.presentationAlpha, 1 - referenceEaseInOut(0.25))
    }

    @Test("continueAnimation after a linear scrub restarts the curve from where the finger left it")
    func continueRestartsCurve() {
        // rule 7.11
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let animator = pausedFader(world, view)
        animator.fractionComplete = 0.25
        animator.continueAnimation(durationFactor: 1)
        expectClose(view.presentationAlpha, 0.75, "no jump")
        world.advance(by: 0.25)                // a quarter of the remaining 1 s
        expectClose(animator.fractionComplete, 0.4375)
        expectClose(view.presentationAlpha, 1 - (0.25 + 0.75 * referenceEaseInOut(0.25)))
        world.advance(by: 0.75)
        #expect(animator.state == .inactive)
        expectClose(view.presentationAlpha, 0)
    }

    @Test("startAnimation after a linear scrub goes back to the curve without a jump")
    func startAfterScrub() {
        // rule 7.11
        let world = World()
        let view = makeView(world)
        let animator = pausedFader(world, view)
        animator.fractionComplete = 0.5
        animator.startAnimation()
        expectClose(view.presentationAlpha, 0.5)
        world.advance(by: 0.25)
        // the remaining half restarts the curve: 0.5 + 0.5 × ease(0.5 of the way) = 0.75
        expectClose(view.presentationAlpha, 0.25)
        world.advance(by: 0.125)
        expectClose(view.presentationAlpha, 1 - (0.5 + 0.5 * referenceEaseInOut(0.75)))
    }

    @Test("scrubbing again after running pauses linearly again, and animations added meanwhile too")
    func scrubAgain() {
        // rule 7.11
        let world = World()
        let a = makeView(world), b = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 1, curve: .easeInOut) { a.alpha = 0 }
        animator.startAnimation()
        world.advance(by: 0.2)
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        expectClose(a.presentationAlpha, 0.4)
        animator.addAnimations { b.alpha = 0 }    // 0.6 → 1 of the animator: 0.4 s long
        animator.fractionComplete = 0.7         // a quarter of b's span
        expectClose(b.presentationAlpha, 0.75)
    }

    @Test("pausing a running animator (no scrub) keeps the curve's value")
    func pauseKeepsCurve() {
        // rule 7.11
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 1, curve: .easeInOut) { view.alpha = 0 }
        animator.startAnimation()
        world.advance(by: 0.25)
        animator.pauseAnimation()
        expectClose(view.presentationAlpha, 1 - referenceEaseInOut(0.25))
        world.advance(by: 1)
        expectClose(view.presentationAlpha, 1 - referenceEaseInOut(0.25))
    }
}
