// SettleTests: settle(maxSeconds:) runs the world until nothing is pending, and says so when
// something never ends (`world:settle(maxSeconds)` errors if still busy, docs/lua-api.md).
import Testing
@testable import UISim

@Suite("World.settle")
struct SettleTests {
    @Test("settle runs pending animations and completions to the end, and stops there")
    func settlesToLastEvent() throws {
        let world = World()
        let view = makeView(world)
        var finished: [Bool] = []
        world.perform {
            View.animate(withDuration: 0.3, delay: 0.2, animations: { view.alpha = 0 }, completion: { finished.append($0) })
            View.animate(withDuration: 0, animations: {}, completion: { finished.append($0) })
        }
        try world.settle(maxSeconds: 10)
        #expect(finished == [true, true])
        #expect(!world.isBusy)
        expectClose(world.time, 0.5, "stops at the last event, not at the limit")
        expectClose(view.presentationAlpha, 0)
    }

    @Test("settle on a quiet world returns at once without moving the clock")
    func quietSettle() throws {
        let world = World()
        world.advance(by: 1)
        try world.settle()
        #expect(world.time == 1)
    }

    @Test("an animation in a paused layer keeps the world busy: settle throws stillBusy")
    func pausedLayerIsStillBusy() {
        // rule 0.1
        // rule 7.3
        let world = World()
        let container = makeView(world), child = makeView(world)
        container.addSubview(child)
        world.perform { View.animate(withDuration: 0.5, animations: { child.alpha = 0 }) }
        world.advance(by: 0.1)
        container.layer.speed = 0
        container.layer.timeOffset = 0.1
        #expect(throws: WorldError.stillBusy(afterSeconds: 2, pending: [
            .animations(properties: ["alpha"], view: "View", paused: true),
        ])) { try world.settle(maxSeconds: 2) }
        expectClose(world.time, 2.1, "it advanced to the limit before giving up")
        #expect(world.isBusy)
    }

    @Test("once the layer resumes, settle succeeds")
    func resumedLayerSettles() throws {
        // rule 7.3
        let world = World()
        let container = makeView(world), child = makeView(world)
        container.addSubview(child)
        var finished: Bool?
        world.perform { View.animate(withDuration: 0.5, animations: { child.alpha = 0 }, completion: { finished = $0 }) }
        container.layer.speed = 0
        #expect(throws: WorldError.self) { try world.settle(maxSeconds: 1) }
        container.layer.speed = 1
        container.layer.beginTime = world.time
        try world.settle(maxSeconds: 1)
        #expect(finished == true)
        expectClose(world.time, 1.5)
    }

    @Test("work beyond the limit is still busy; the limit is not overshot")
    func workBeyondLimit() {
        let world = World()
        let view = makeView(world)
        world.perform { View.animate(withDuration: 5, animations: { view.alpha = 0 }) }
        #expect(throws: WorldError.self) { try world.settle(maxSeconds: 1) }
        expectClose(world.time, 1)
        #expect(world.isBusy)
    }

    @Test("work that keeps scheduling more stops at the limit")
    func endlessWorkTerminates() {
        let world = World()
        var ticks = 0
        unowned let w = world   // the scheduled closure must not own the world (no cycle)
        func tick() {
            ticks += 1
            w.schedule(at: w.time + 0.25) { tick() }
        }
        world.schedule(at: 0) { tick() }
        #expect(throws: WorldError.self) { try world.settle(maxSeconds: 2) }
        #expect(ticks == 9)
        expectClose(world.time, 2)
    }

    @Test("the stillBusy message says how long and names what is pending")
    func stillBusyMessage() {
        let error = WorldError.stillBusy(afterSeconds: 2.5, pending: [
            .heldInteractiveTransition(kind: "pop", percent: 0.3),
            .animations(properties: ["alpha", "frame"], view: "View 'badge'", paused: false),
            .scheduledEvents(1),
        ])
        #expect(error.description == "the world is still busy after 2.5 s of simulated time: "
            + "an interactive pop held at 30 % — release, finish or cancel it; "
            + "animations of alpha and frame on View 'badge'; 1 scheduled event")
    }

    @Test("pendingWork names a long animation by its view's accessibility identifier")
    func pendingWorkNamesTheView() {
        let world = World()
        let badge = makeView(world)
        badge.accessibilityIdentifier = "badge"
        world.perform { View.animate(withDuration: 5, animations: { badge.alpha = 0 }) }
        #expect(throws: WorldError.stillBusy(afterSeconds: 1, pending: [
            .animations(properties: ["alpha"], view: "View 'badge'", paused: false),
        ])) { try world.settle(maxSeconds: 1) }
    }

    @Test("work that keeps scheduling more is named as scheduled events")
    func pendingWorkNamesScheduledEvents() {
        let world = World()
        unowned let w = world
        func tick() { w.schedule(at: w.time + 0.25) { tick() } }
        world.schedule(at: 0) { tick() }
        #expect(world.pendingWork == [.scheduledEvents(1)])
        #expect(throws: WorldError.stillBusy(afterSeconds: 1, pending: [.scheduledEvents(1)])) { try world.settle(maxSeconds: 1) }
    }
}
