// LegacyScrubbingTests: scrubbing a paused layer's timeOffset drives the animations in it
// (rules 0.2, 0.4, 7.4).
import Testing
@testable import UISim

@Suite("Media timing: legacy scrubbing")
struct LegacyScrubbingTests {
    /// A container and a child whose alpha animates 1 → 0 over `d` seconds from local time `b`.
    private func scrubbable(_ world: World, d: Double, curve: AnimationOptions) -> (container: View, child: View, b: Double) {
        let container = makeView(world), child = makeView(world)
        container.addSubview(child)
        world.advance(by: 2)
        let b = child.layer.localTime
        world.perform { View.animate(withDuration: d, options: curve, animations: { child.alpha = 0 }) }
        return (container, child, b)
    }

    @Test("speed 0 and timeOffset = b + p·d give progress p", arguments: [0.0, 0.1, 0.3, 0.5, 0.9])
    func timeOffsetGivesProgress(p: Double) {
        // rule 7.4
        let world = World()
        let (container, child, b) = scrubbable(world, d: 0.8, curve: .curveLinear)
        container.layer.speed = 0
        container.layer.timeOffset = b + p * 0.8
        world.advance(by: 1)                 // the clock does not move it
        expectClose(child.presentationAlpha, 1 - p)
    }

    @Test("progress p goes through the animation's own curve")
    func progressThroughCurve() {
        // rule 7.4
        let world = World()
        let (container, child, b) = scrubbable(world, d: 0.5, curve: [])
        container.layer.speed = 0
        container.layer.timeOffset = b + 0.25 * 0.5
        expectClose(child.presentationAlpha, 1 - referenceEaseInOut(0.25))
    }

    @Test("finishing resumes with a speed that covers the remaining (1 − p)·d")
    func finishCoversRemaining() {
        // rule 7.4
        let world = World()
        let (container, child, b) = scrubbable(world, d: 1, curve: .curveLinear)
        container.layer.speed = 0
        container.layer.timeOffset = b + 0.6
        world.advance(by: 3)
        let now = world.time
        // resume at speed 1 from local b + 0.6 without a jump
        container.layer.speed = 1
        container.layer.timeOffset = b + 0.6
        container.layer.beginTime = now
        expectClose(child.presentationAlpha, 0.4)
        world.advance(by: 0.399)
        #expect(child.layer.animation(for: .alpha) != nil)
        world.advance(by: 0.001)
        #expect(child.layer.animation(for: .alpha) == nil)
        expectClose(child.presentationAlpha, 0)
    }

    @Test("cancelling runs a new animation back over p·d")
    func cancelCoversDone() {
        // rule 7.4
        let world = World()
        let (container, child, b) = scrubbable(world, d: 1, curve: .curveLinear)
        container.layer.speed = 0
        container.layer.timeOffset = b + 0.6
        container.layer.speed = 1
        container.layer.beginTime = world.time
        var cancelledFinished: Bool?
        world.perform {
            View.animate(withDuration: 0.6, options: .curveLinear, animations: { child.alpha = 1 },
                         completion: { cancelledFinished = $0 })
        }
        expectClose(child.presentationAlpha, 0.4)
        world.advance(by: 0.3)
        expectClose(child.presentationAlpha, 0.7)
        world.advance(by: 0.31)
        expectClose(child.presentationAlpha, 1)
        #expect(cancelledFinished == true)
    }

    @Test("an animation begun inside a paused container is caught and follows its timeOffset")
    func animationBegunWhilePausedIsCaught() {
        // rule 0.2
        // rule 0.4
        let world = World(iosVersion: 10)
        #expect(world.era == .legacy)
        let container = makeView(world), cell = makeView(world)
        container.addSubview(cell)
        world.advance(by: 1)
        let t0 = container.layer.localTime
        container.layer.speed = 0
        container.layer.timeOffset = t0
        world.perform { View.animate(withDuration: 0.4, options: .curveLinear, animations: { cell.alpha = 0 }) }
        world.advance(by: 5)
        expectClose(cell.presentationAlpha, 1, "frozen at its start")
        container.layer.timeOffset = t0 + 0.1
        expectClose(cell.presentationAlpha, 0.75, "follows the finger")
        #expect(world.isBusy)
    }

    @Test("outside the paused container, animations keep world time")
    func outsideContainerRunsOnWorldClock() {
        // rule 0.4
        let world = World(iosVersion: 10)
        let container = makeView(world), other = makeView(world)
        container.layer.speed = 0
        world.perform { View.animate(withDuration: 0.4, options: .curveLinear, animations: { other.alpha = 0 }) }
        world.advance(by: 0.2)
        expectClose(other.presentationAlpha, 0.5)
        world.advance(by: 0.2)
        #expect(other.layer.animation(for: .alpha) == nil)
    }
}
