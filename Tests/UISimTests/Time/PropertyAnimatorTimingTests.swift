// PropertyAnimatorTimingTests: fraction complete, added animations, continueAnimation and
// reversal of a property animator (rule 7.10).
import Testing
@testable import UISim

@Suite("Property animator: timing")
struct PropertyAnimatorTimingTests {
    @Test("fractionComplete follows the world clock while running")
    func fractionFollowsClock() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 2, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        world.advance(by: 0.5)
        expectClose(animator.fractionComplete, 0.25)
        expectClose(animator.localTime, 0.5)
        world.advance(by: 1)
        expectClose(animator.fractionComplete, 0.75)
    }

    @Test("animations added to a running animator last (1 − fractionComplete) × duration")
    func addedToRunningLastWhatIsLeft() throws {
        // rule 7.10
        let world = World()
        let a = makeView(world), b = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 2, curve: .linear) { a.alpha = 0 }
        animator.startAnimation()
        world.advance(by: 1)
        animator.addAnimations { b.alpha = 0 }
        let added = try #require(b.layer.animation(for: .alpha))
        expectClose(added.duration, 1)
        world.advance(by: 0.5)
        expectClose(b.presentationAlpha, 0.5)
        world.advance(by: 0.5)
        #expect(animator.state == .inactive)
        #expect(b.layer.animation(for: .alpha) == nil)
        expectClose(b.presentationAlpha, 0)
    }

    @Test("addAnimations(_:delayFactor:) starts at delayFactor × duration and lasts the rest")
    func delayFactor() {
        // rule 7.10
        let world = World()
        let a = makeView(world), b = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 2, curve: .linear) { a.alpha = 0 }
        animator.addAnimations({ b.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        world.advance(by: 1)
        expectClose(b.presentationAlpha, 1, "not started before 1 s")
        world.advance(by: 0.5)
        expectClose(b.presentationAlpha, 0.5)
        world.advance(by: 0.5)
        expectClose(b.presentationAlpha, 0)
    }

    @Test("continueAnimation: what is left takes durationFactor × the original duration",
          arguments: [(1.0, 2.0), (0.5, 1.0), (2.0, 4.0)])
    func continueDurationFactor(factor: Double, seconds: Double) {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 2, curve: .linear) { view.alpha = 0 }
        var endedAt: Double?
        animator.addCompletion { _ in endedAt = world.time }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let start = world.time
        animator.continueAnimation(durationFactor: factor)
        #expect(animator.isRunning)
        world.advance(by: seconds / 2)
        expectClose(animator.fractionComplete, 0.75)
        world.advance(by: seconds)
        expectClose(endedAt ?? .nan, start + seconds, "end time")
    }

    @Test("a reversed animator runs back to the start and puts the start values back")
    func reversedRunsToStart() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [AnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        #expect(!animator.isRunning, "setting isReversed does not start it")
        animator.startAnimation()
        world.advance(by: 0.25)
        expectClose(animator.fractionComplete, 0.25)
        expectClose(view.presentationAlpha, 0.75)
        world.advance(by: 0.25)
        #expect(positions == [.start])
        expectClose(view.alpha, 1)
        expectClose(view.presentationAlpha, 1)
    }

    @Test("setting isReversed on a running animator turns it round")
    func reverseWhileRunning() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 1, curve: .linear) { view.alpha = 0 }
        var ended: (AnimatingPosition, Double)?
        animator.addCompletion { ended = ($0, world.time) }
        animator.startAnimation()
        world.advance(by: 0.6)
        animator.isReversed = true
        #expect(animator.isRunning)
        world.advance(by: 0.2)
        expectClose(animator.fractionComplete, 0.4)
        expectClose(view.presentationAlpha, 0.6)
        world.advance(by: 0.5)
        #expect(ended?.0 == .start)
        expectClose(ended?.1 ?? .nan, 1.2, "end time")
        expectClose(view.presentationAlpha, 1)
    }

    @Test("continueAnimation follows isReversed")
    func continueReversed() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 2, curve: .linear) { view.alpha = 0 }
        var ended: (AnimatingPosition, Double)?
        animator.addCompletion { ended = ($0, world.time) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        animator.continueAnimation(durationFactor: 0.5)
        world.advance(by: 0.5)
        expectClose(animator.fractionComplete, 0.25)
        world.advance(by: 0.5)
        #expect(ended?.0 == .start)
        expectClose(ended?.1 ?? .nan, 1, "end time")
        expectClose(view.alpha, 1)
    }

    @Test("a running animator's own curve paces its animations")
    func curvePacesWhileRunning() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 1, curve: .easeInOut) { view.alpha = 0 }
        animator.startAnimation()
        world.advance(by: 0.25)
        expectClose(view.presentationAlpha, 1 - referenceEaseInOut(0.25))
    }

    @Test("a paused animator keeps the world busy; a running one lets it settle")
    func pausedAnimatorKeepsWorldBusy() {
        // rule 7.10
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 1) { view.alpha = 0 }
        animator.pauseAnimation()
        #expect(throws: WorldError.self) { try world.settle(maxSeconds: 2) }
        animator.startAnimation()
        #expect(throws: Never.self) { try world.settle(maxSeconds: 2) }
        #expect(animator.state == .inactive)
    }
}
