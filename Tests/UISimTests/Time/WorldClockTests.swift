// WorldClockTests: the world's clock moves only when told, never backwards, and costs nothing
// while quiet (the simulation is a model with its own clock).
import Testing
@testable import UISim

@Suite("World clock")
struct WorldClockTests {
    @Test("a new world is at time 0, quiet, in the era its iOS version selects")
    func newWorld() {
        let world = World()
        #expect(world.time == 0)
        #expect(!world.isBusy)
        #expect(world.log.isEmpty)
        #expect(World(iosVersion: 9).era == .legacy)
        #expect(World(iosVersion: 10).era == .legacy)
        #expect(World(iosVersion: 11).era == .modern)
        #expect(World(iosVersion: 18).era == .modern)
    }

    @Test("time moves only when advanced, by exactly the amount asked")
    func advanceMovesExactly() {
        let world = World()
        let view = makeView(world)
        world.perform { View.animate(withDuration: 1, animations: { view.alpha = 0 }) }
        #expect(world.time == 0)
        expectClose(view.presentationAlpha, 1)
        world.advance(by: 0.25)
        expectClose(world.time, 0.25)
        world.advance(by: 0)
        expectClose(world.time, 0.25)
        world.advanceFrames(3)
        expectClose(world.time, 0.25 + 3.0 / 60)
    }

    @Test("time never goes back, whatever runs while it moves")
    func neverBackwards() throws {
        let world = World()
        let container = makeView(world), view = makeView(world)
        container.addSubview(view)
        var seen: [Double] = []
        world.perform {
            for i in 1...5 {
                View.animate(withDuration: Double(i) * 0.1, animations: { view.alpha = Double(i) / 10 },
                             completion: { _ in seen.append(world.time) })
            }
        }
        var previous = world.time
        for step in [0.05, 0.0, 0.13, 0.2, 0.01, 1.0] {
            world.advance(by: step)
            #expect(world.time >= previous)
            previous = world.time
            container.layer.beginTime = -world.time   // re-time everything below
        }
        try world.settle()
        #expect(world.time >= previous)
        #expect(seen == seen.sorted())
    }

    @Test("a quiet world advances any distance with no pending work")
    func quietWorldDoesNoWork() {
        let world = World()
        _ = makeView(world)
        world.advance(by: 1_000_000)
        expectClose(world.time, 1_000_000)
        #expect(world.scheduler.isEmpty)
        #expect(!world.isBusy)
        world.advanceFrames(600)
        #expect(world.scheduler.isEmpty)
    }

    @Test("an animation costs one pending event, not one per frame")
    func oneEventPerAnimation() {
        let world = World()
        let view = makeView(world)
        world.perform { View.animate(withDuration: 10, animations: { view.alpha = 0 }) }
        #expect(world.scheduler.count == 1)
        world.advanceFrames(300)
        #expect(world.scheduler.count == 1)
        world.advance(by: 5)
        #expect(world.scheduler.count == 0)
        #expect(!world.isBusy)
    }

    @Test("World.current is set only inside perform, and nests")
    func currentWorld() {
        let a = World(), b = World()
        #expect(World.current == nil)
        a.perform {
            #expect(World.current === a)
            b.perform { #expect(World.current === b) }
            #expect(World.current === a)
        }
        #expect(World.current == nil)
    }

    @Test("scheduled work and completions run with their world as World.current")
    func currentDuringWork() {
        let world = World()
        let view = makeView(world)
        var current: World?
        world.perform {
            View.animate(withDuration: 0.1, animations: { view.alpha = 0 }, completion: { _ in current = World.current })
        }
        world.advance(by: 1)
        #expect(current === world)
    }

    @Test("the invariants hold after every kind of move")
    func invariantsHold() throws {
        let world = World()
        let view = makeView(world)
        world.perform { View.animate(withDuration: 0.5, animations: { view.alpha = 0 }) }
        world._checkInvariants()
        world.advance(by: 0.2)
        world._checkInvariants()
        try world.settle()
        world._checkInvariants()
        #expect(!world.isBusy)
    }
}
