// AnimationDefaultsTests: UIView.animate's default curve, and what a duration ≤ 0 does
// (rule 7.5).
import Testing
@testable import UISim

@Suite("UIView.animate defaults")
struct AnimationDefaultsTests {
    @Test("with no options the curve is ease-in-out")
    func defaultCurveIsEaseInOut() throws {
        // rule 7.5
        let world = World()
        let view = makeView(world)
        world.perform { View.animate(withDuration: 1, animations: { view.alpha = 0 }) }
        let animation = try #require(view.layer.animation(for: .alpha))
        #expect(animation.timing == .easeInEaseOut)
        world.advance(by: 0.25)
        expectClose(view.presentationAlpha, 1 - referenceEaseInOut(0.25))
        world.advance(by: 0.5)
        expectClose(view.presentationAlpha, 1 - referenceEaseInOut(0.75))
    }

    @Test("duration 0 applies the change at once, without an animation")
    func zeroDurationAppliesAtOnce() {
        // rule 7.5
        let world = World()
        let view = makeView(world)
        world.perform { View.animate(withDuration: 0, animations: { view.alpha = 0.2 }) }
        #expect(view.layer.animation(for: .alpha) == nil)
        expectClose(view.alpha, 0.2)
        expectClose(view.presentationAlpha, 0.2)
    }

    @Test("a negative duration applies the change at once too")
    func negativeDurationAppliesAtOnce() {
        // rule 7.5
        let world = World()
        let view = makeView(world)
        world.perform { View.animate(withDuration: -1, animations: { view.frame.origin.x = 40 }) }
        #expect(view.layer.animation(for: .frame) == nil)
        expectClose(view.presentationFrame.minX, 40)
    }

    @Test("with duration 0 the completion runs on the next frame, not synchronously")
    func zeroDurationCompletionNextFrame() {
        // rule 7.5
        let world = World(framesPerSecond: 60)
        let view = makeView(world)
        var calls: [(finished: Bool, at: Double)] = []
        world.perform {
            View.animate(withDuration: 0, animations: { view.alpha = 0 },
                         completion: { calls.append(($0, world.time)) })
        }
        #expect(calls.isEmpty, "not synchronous")
        world.advance(by: 0)
        #expect(calls.isEmpty, "not in the same turn")
        world.advance(by: 0.5 / 60)
        #expect(calls.isEmpty, "not before the next frame")
        world.advance(by: 0.5 / 60)
        #expect(calls.count == 1)
        #expect(calls.first?.finished == true)
        expectClose(calls.first?.at ?? .nan, 1.0 / 60, "completion time")
    }

    @Test("the next frame follows the world's frame rate")
    func nextFrameFollowsFrameRate() {
        // rule 7.5
        let world = World(framesPerSecond: 120)
        var calledAt: Double?
        world.perform { View.animate(withDuration: 0, animations: {}, completion: { _ in calledAt = world.time }) }
        world.advanceFrames(1)
        expectClose(calledAt ?? .nan, 1.0 / 120)
    }

    @Test("duration 0 inside performWithoutAnimation still completes on the next frame")
    func zeroDurationInsideWithoutAnimation() {
        // rule 7.5
        let world = World()
        let view = makeView(world)
        var finished: Bool?
        world.perform {
            View.performWithoutAnimation {
                View.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { finished = $0 })
            }
        }
        #expect(view.layer.animation(for: .alpha) == nil)
        #expect(finished == nil)
        world.advanceFrames(1)
        #expect(finished == true)
    }
}
