// PropertyAnimatorStateTests: UIViewPropertyAnimator's states and what starting, pausing,
// stopping and finishing do to them (rule 7.10).
import Testing
@testable import UISim

@Suite("Property animator: states")
struct PropertyAnimatorStateTests {
    /// An animator fading `view` to 0 over `duration`, with its completions logged.
    private func fader(_ world: World, _ view: View, duration: Double = 1, curve: AnimationCurve = .linear)
        -> (PropertyAnimator, () -> [AnimatingPosition]) {
        let animator = PropertyAnimator(world: world, duration: duration, curve: curve) { view.alpha = 0 }
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        return (animator, { positions })
    }

    @Test("a new animator is inactive, not running, and has not run its block")
    func newIsInactive() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, _) = fader(world, view)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(!animator.isReversed)
        #expect(animator.fractionComplete == 0)
        #expect(view.alpha == 1)
        world.advance(by: 5)
        #expect(view.alpha == 1)
        #expect(!world.isBusy)
    }

    @Test("defaults: interruptible, scrubs linearly")
    func defaults() {
        // rule 7.10
        let world = World()
        let animator = PropertyAnimator(world: world, duration: 1)
        #expect(animator.isInterruptible)
        #expect(animator.scrubsLinearly)
    }

    @Test("isInterruptible may be set only while the animator is inactive")
    func interruptibleOnlyWhileInactive() {
        // rule 7.13
        let world = World()
        let view = makeView(world)
        let (animator, _) = fader(world, view)
        #expect(animator.canSetInterruptible)
        animator.isInterruptible = false
        #expect(!animator.isInterruptible)
        animator.startAnimation()
        #expect(!animator.canSetInterruptible, "active: UIKit raises")
        animator.pauseAnimation()
        #expect(!animator.canSetInterruptible, "paused is still active")
        animator.stopAnimation(false)
        #expect(!animator.canSetInterruptible, "stopped")
        animator.finishAnimation(at: .current)
        #expect(animator.canSetInterruptible, "inactive again")
        animator.isInterruptible = true
        #expect(animator.isInterruptible)
    }

    @Test("startAnimation runs it active to the end, then it is inactive and completes once at .end")
    func startRunsToEnd() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, positions) = fader(world, view)
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.alpha == 0)
        expectClose(view.presentationAlpha, 1)
        world.advance(by: 0.5)
        #expect(animator.state == .active, "a running animator is always active")
        expectClose(view.presentationAlpha, 0.5)
        world.advance(by: 0.5)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(positions() == [.end])
        expectClose(view.presentationAlpha, 0)
        world.advance(by: 5)
        #expect(positions() == [.end])
    }

    @Test("pauseAnimation on an inactive animator starts it paused")
    func pauseStartsPaused() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, positions) = fader(world, view)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(view.alpha == 0)
        world.advance(by: 3)
        #expect(animator.fractionComplete == 0)
        expectClose(view.presentationAlpha, 1)
        #expect(positions().isEmpty)
    }

    @Test("pausing a running animator holds its fraction; starting again resumes")
    func pauseThenResume() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, positions) = fader(world, view, duration: 2)
        animator.startAnimation()
        world.advance(by: 0.5)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        world.advance(by: 10)
        expectClose(animator.fractionComplete, 0.25)
        expectClose(view.presentationAlpha, 0.75)
        animator.startAnimation()
        world.advance(by: 1.499)
        #expect(positions().isEmpty)
        world.advance(by: 0.001)
        #expect(positions() == [.end])
    }

    @Test("setting fractionComplete makes an inactive animator active; it is a no-op while running")
    func fractionSetter() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, _) = fader(world, view)
        animator.fractionComplete = 0.4
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        expectClose(animator.fractionComplete, 0.4)
        animator.startAnimation()
        world.advance(by: 0.1)
        animator.fractionComplete = 0.9
        expectClose(animator.fractionComplete, 0.5)
    }

    @Test("stopAnimation(true): inactive at once, values as last drawn, no completion")
    func stopWithoutFinishing() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, positions) = fader(world, view)
        animator.startAnimation()
        world.advance(by: 0.3)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        expectClose(view.presentationAlpha, 0.7)
        expectClose(view.alpha, 0.7)
        world.advance(by: 2)
        expectClose(view.presentationAlpha, 0.7)
        #expect(positions().isEmpty)
        #expect(animator.state == .inactive)
    }

    @Test("stopAnimation(false): stopped, nothing more happens until finishAnimation(at:)")
    func stopThenFinish() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, positions) = fader(world, view)
        animator.startAnimation()
        world.advance(by: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        expectClose(view.presentationAlpha, 0.7)
        world.advance(by: 2)
        #expect(animator.state == .stopped)
        #expect(positions().isEmpty)
        expectClose(view.presentationAlpha, 0.7)
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
        #expect(positions() == [.end])
        expectClose(view.alpha, 0)
        expectClose(view.presentationAlpha, 0)
    }

    @Test("finishAnimation(at:) puts the start values back, or keeps the current ones",
          arguments: [(AnimatingPosition.start, 1.0), (.current, 0.7), (.end, 0.0)])
    func finishPositions(position: AnimatingPosition, alpha: Double) {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, positions) = fader(world, view)
        animator.startAnimation()
        world.advance(by: 0.3)
        animator.stopAnimation(false)
        animator.finishAnimation(at: position)
        expectClose(view.alpha, alpha)
        expectClose(view.presentationAlpha, alpha)
        #expect(positions() == [position])
    }

    @Test("starting with no animation blocks waits, paused, for the first block")
    func transientPausedState() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 1, curve: .linear)
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        world.advance(by: 5)
        #expect(positions.isEmpty)
        #expect(animator.state == .active)
        animator.addAnimations { view.alpha = 0 }
        #expect(animator.isRunning)
        world.advance(by: 0.5)
        expectClose(view.presentationAlpha, 0.5)
        world.advance(by: 0.5)
        #expect(positions == [.end])
    }

    @Test("a finished animator can run new animations from the start")
    func reuse() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, _) = fader(world, view)
        animator.startAnimation()
        world.advance(by: 1)
        #expect(animator.state == .inactive)
        animator.addAnimations { view.alpha = 1 }
        animator.startAnimation()
        expectClose(animator.fractionComplete, 0)
        world.advance(by: 0.5)
        expectClose(view.presentationAlpha, 0.5)
        world.advance(by: 0.5)
        #expect(animator.state == .inactive)
        expectClose(view.presentationAlpha, 1)
    }

    @Test("an animator of zero duration still completes, on the world's next turn")
    func zeroDuration() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let (animator, positions) = fader(world, view, duration: 0)
        animator.startAnimation()
        #expect(positions().isEmpty)
        world.advance(by: 0)
        #expect(positions() == [.end])
        #expect(animator.state == .inactive)
        expectClose(view.presentationAlpha, 0)
    }
}
