// PauseResumeTests: QA1673's pause and resume of a layer tree (rules 0.1, 7.3).
import Testing
@testable import UISim

@Suite("Media timing: QA1673 pause and resume")
struct PauseResumeTests {
    /// QA1673's pauseLayer.
    private func pause(_ layer: Layer, _ world: World) {
        let paused = layer.convertTime(world.time, from: nil)
        layer.speed = 0
        layer.timeOffset = paused
    }

    /// QA1673's resumeLayer.
    private func resume(_ layer: Layer, _ world: World) {
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(world.time, from: nil) - paused
    }

    @Test("pausing freezes the presentation; resuming continues from the same value")
    func pauseFreezesResumeContinues() {
        // rule 7.3
        let world = World()
        let container = makeView(world), child = makeView(world)
        container.addSubview(child)
        var endedAt: Double?
        world.perform {
            View.animate(withDuration: 1, options: .curveLinear, animations: { child.alpha = 0 },
                         completion: { _ in endedAt = world.time })
        }
        world.advance(by: 0.25)
        pause(container.layer, world)
        expectClose(child.presentationAlpha, 0.75)
        world.advance(by: 10)
        expectClose(child.presentationAlpha, 0.75)
        #expect(endedAt == nil)
        #expect(child.alpha == 0)            // the model value changed at once
        resume(container.layer, world)
        expectClose(child.presentationAlpha, 0.75)
        world.advance(by: 0.25)
        expectClose(child.presentationAlpha, 0.5)
        world.advance(by: 1)
        expectClose(endedAt ?? .nan, 11, "end time: 0.75 s left after the 10 s pause")
    }

    @Test("the paused time is the layer's local time at the moment of pausing")
    func pausedTimeIsLocalTime() {
        // rule 7.3
        let world = World()
        let layer = Layer()
        world.rootLayer.addSublayer(layer)
        layer.beginTime = 0.5
        layer.speed = 2
        world.advance(by: 3)
        pause(layer, world)
        expectClose(layer.timeOffset, (3 - 0.5) * 2)
        world.advance(by: 4)
        expectClose(layer.localTime, 5)      // frozen
    }

    @Test("after resuming, local time runs on from the paused time at speed 1")
    func resumeRestartsFromPausedTime() {
        // rule 7.3
        let world = World()
        let layer = Layer()
        world.rootLayer.addSublayer(layer)
        world.advance(by: 2)
        pause(layer, world)
        world.advance(by: 5)
        resume(layer, world)
        expectClose(layer.beginTime, 7 - 2)
        expectClose(layer.localTime, 2)
        world.advance(by: 1.5)
        expectClose(layer.localTime, 3.5)
    }

    @Test("speed 0 freezes every animation in the subtree, however deep")
    func pauseFreezesSubtree() {
        // rule 0.1
        let world = World()
        let top = makeView(world), middle = makeView(world), leaf = makeView(world)
        top.addSubview(middle)
        middle.addSubview(leaf)
        world.perform {
            View.animate(withDuration: 2, options: .curveLinear, animations: {
                middle.alpha = 0
                leaf.frame = Rect(x: 100, y: 0, width: 100, height: 100)
            })
        }
        world.advance(by: 0.5)
        pause(top.layer, world)
        world.advance(by: 3)
        expectClose(middle.presentationAlpha, 0.75)
        expectClose(leaf.presentationFrame, Rect(x: 25, y: 0, width: 100, height: 100))
        #expect(world.isBusy)
    }
}
