// InheritanceTests: a UIView animation begun inside another inherits its duration and curve,
// unless the options override them (rule 7.8).
import Testing
@testable import UISim

@Suite("Nested animation blocks")
struct InheritanceTests {
    /// Runs a nested block (duration 3, ease-in, `options`) inside an outer one (1 s, linear),
    /// returning the nested view's animation.
    private func nested(_ world: World, _ view: View, options: AnimationOptions) throws -> Animation {
        world.perform {
            View.animate(withDuration: 1, options: .curveLinear, animations: {
                View.animate(withDuration: 3, options: options.union(.curveEaseIn), animations: { view.alpha = 0 })
            })
        }
        return try #require(view.layer.animation(for: .alpha))
    }

    @Test("a nested block takes the outer duration and curve")
    func inheritsDurationAndCurve() throws {
        // rule 7.8
        let world = World()
        let view = makeView(world)
        let animation = try nested(world, view, options: [])
        #expect(animation.duration == 1)
        #expect(animation.timing == .linear)
        world.advance(by: 0.5)
        expectClose(view.presentationAlpha, 0.5)
        world.advance(by: 0.5)
        #expect(view.layer.animation(for: .alpha) == nil)
    }

    @Test(".overrideInheritedDuration keeps the nested duration and still inherits the curve")
    func overrideDuration() throws {
        // rule 7.8
        let world = World()
        let view = makeView(world)
        let animation = try nested(world, view, options: .overrideInheritedDuration)
        #expect(animation.duration == 3)
        #expect(animation.timing == .linear)
        world.advance(by: 1.5)
        expectClose(view.presentationAlpha, 0.5)
    }

    @Test(".overrideInheritedCurve keeps the nested curve and still inherits the duration")
    func overrideCurve() throws {
        // rule 7.8
        let world = World()
        let view = makeView(world)
        let animation = try nested(world, view, options: .overrideInheritedCurve)
        #expect(animation.duration == 1)
        #expect(animation.timing == .easeIn)
        world.advance(by: 0.5)
        expectClose(view.presentationAlpha, 1 - 0.3153568126)
    }

    @Test("both overrides make the nested block independent")
    func overrideBoth() throws {
        // rule 7.8
        let world = World()
        let view = makeView(world)
        let animation = try nested(world, view, options: [.overrideInheritedDuration, .overrideInheritedCurve])
        #expect(animation.duration == 3)
        #expect(animation.timing == .easeIn)
    }

    @Test("each block's completion waits for its own animations only")
    func completionsPerBlock() {
        // rule 7.8
        let world = World()
        let a = makeView(world), b = makeView(world)
        var log: [String] = []
        world.perform {
            View.animate(withDuration: 1, animations: {
                a.alpha = 0
                View.animate(withDuration: 2, options: .overrideInheritedDuration, animations: { b.alpha = 0 },
                             completion: { _ in log.append("inner \(world.time)") })
            }, completion: { _ in log.append("outer \(world.time)") })
        }
        world.advance(by: 3)
        #expect(log == ["outer 1.0", "inner 2.0"])
    }

    @Test("a block nested in a property animator's block follows the animator")
    func nestedInAnimatorFollowsAnimator() {
        // rule 7.8
        let world = World()
        let view = makeView(world)
        let animator = PropertyAnimator(world: world, duration: 2, curve: .linear) {
            View.animate(withDuration: 0.1, options: .curveEaseIn, animations: { view.alpha = 0 })
        }
        animator.fractionComplete = 0.25
        expectClose(view.presentationAlpha, 0.75)
        world.advance(by: 5)
        expectClose(view.presentationAlpha, 0.75, "paused animator: the clock does not move it")
    }

    @Test("a block with a positive duration inside performWithoutAnimation does not animate")
    func withoutAnimationWins() {
        // rule 7.8
        let world = World()
        let view = makeView(world)
        world.perform {
            View.animate(withDuration: 1, animations: {
                View.performWithoutAnimation { view.alpha = 0.5 }
            })
        }
        #expect(view.layer.animation(for: .alpha) == nil)
        expectClose(view.presentationAlpha, 0.5)
    }
}
