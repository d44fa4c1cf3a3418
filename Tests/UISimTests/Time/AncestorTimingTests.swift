// AncestorTimingTests: an animation's end moves when any layer above it changes its timing
// (rule 7.1), including a layer running backwards, and simultaneous ends stay in order.
import Testing
@testable import UISim

@Suite("Media timing: ends re-timed by ancestors")
struct AncestorTimingTests {
    /// A container view with one child, both alpha 1.
    private func makeTree(_ world: World) -> (container: View, child: View) {
        let container = makeView(world), child = makeView(world)
        container.addSubview(child)
        return (container, child)
    }

    @Test("slowing an ancestor moves the end of an animation below it")
    func ancestorSpeedMovesEnd() {
        // rule 7.1
        let world = World()
        let (container, child) = makeTree(world)
        var endedAt: Double?
        world.perform {
            View.animate(withDuration: 1, options: .curveLinear, animations: { child.alpha = 0 },
                         completion: { _ in endedAt = world.time })
        }
        world.advance(by: 0.25)
        container.layer.speed = 0.5          // local time is now (0.25 − 0) × 0.5 = 0.125
        expectClose(child.presentationAlpha, 1 - 0.125)
        world.advance(by: 0.75)              // world 1.0: local 0.5
        #expect(endedAt == nil)
        expectClose(child.presentationAlpha, 0.5)
        world.advance(by: 1)                 // world 2.0: local 1.0, the end
        expectClose(endedAt ?? .nan, 2.0, "end time")
    }

    @Test("an animation held by a view but measured on an ancestor's time is re-timed too")
    func measuredOnAncestor() throws {
        // rule 7.1
        let world = World()
        let (container, child) = makeTree(world)
        let context = AnimationContext(duration: 1, delay: 0, timing: .linear, options: [],
                                       timeline: container.layer, group: nil)
        world.perform { world.withAnimationContext(context) { child.alpha = 0 } }
        let animation = try #require(child.layer.animation(for: .alpha))
        world.advance(by: 0.25)
        container.layer.speed = 2            // container local 0.5 now; the end (1) comes at world 0.5
        world.advance(by: 0.25)
        #expect(animation.isDone)
        expectClose(child.presentationAlpha, 0)
    }

    @Test("a layer running backwards leaves the animation waiting, and forwards again ends it")
    func negativeSpeedWaits() {
        // rule 7.1
        let world = World()
        let (container, child) = makeTree(world)
        var endedAt: Double?
        world.perform {
            View.animate(withDuration: 1, options: .curveLinear, animations: { child.alpha = 0 },
                         completion: { _ in endedAt = world.time })
        }
        world.advance(by: 0.5)
        container.layer.timeOffset = 1       // (0.5 − 0) × −1 + 1 = 0.5: no jump
        container.layer.speed = -1
        world.advance(by: 0.25)
        expectClose(child.presentationAlpha, 0.75)
        world.advance(by: 1.25)              // world 2.0: local −1, before the start
        expectClose(child.presentationAlpha, 1)
        #expect(endedAt == nil)
        #expect(world.isBusy)
        container.layer.speed = 1            // forwards from local −1: (2 − 3) × 1 + 0
        container.layer.timeOffset = 0
        container.layer.beginTime = 3
        expectClose(container.layer.localTime, -1)
        world.advance(by: 1.999)
        #expect(endedAt == nil)
        world.advance(by: 0.001)             // world 4.0: local 1.0
        expectClose(endedAt ?? .nan, 4.0, "end time")
    }

    @Test("ends that coincide after a re-timing complete in the order they were made")
    func simultaneousEndsKeepOrder() {
        // rule 7.1
        let world = World()
        let (container, child) = makeTree(world)
        let sibling = makeView(world)
        container.addSubview(sibling)
        world.perform {
            View.animate(withDuration: 1, animations: { child.alpha = 0 }, completion: { _ in world.record("1 child.alpha") })
            View.animate(withDuration: 1, animations: { child.frame.origin.x = 50 }, completion: { _ in world.record("2 child.frame") })
            View.animate(withDuration: 1, animations: { sibling.frame.origin.y = 9 }, completion: { _ in world.record("3 sibling.frame") })
            View.animate(withDuration: 1, animations: { sibling.alpha = 0.5 }, completion: { _ in world.record("4 sibling.alpha") })
        }
        world.advance(by: 0.5)
        container.layer.speed = 2
        container.layer.beginTime = 0.25     // (0.5 − 0.25) × 2 = 0.5: no jump; ends at 0.75
        world.advance(by: 0.25)
        #expect(world.log == ["1 child.alpha", "2 child.frame", "3 sibling.frame", "4 sibling.alpha"])
    }
}
