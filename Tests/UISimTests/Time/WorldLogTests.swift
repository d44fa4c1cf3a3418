// WorldLogTests: the world's log keeps what happened in the order it happened.
import Testing
@testable import UISim

@Suite("World log")
struct WorldLogTests {
    @Test("record appends in order; clearLog empties")
    func recordAndClear() {
        let world = World()
        world.record("a")
        world.record("b")
        #expect(world.log == ["a", "b"])
        world.clearLog()
        #expect(world.log.isEmpty)
        world.record("c")
        #expect(world.log == ["c"])
    }

    @Test("completions log in the order their animations end, not the order they began")
    func completionsInEndOrder() throws {
        let world = World()
        let a = makeView(world), b = makeView(world), c = makeView(world)
        world.perform {
            View.animate(withDuration: 0.3, animations: { a.alpha = 0 }, completion: { _ in world.record("a") })
            View.animate(withDuration: 0.1, animations: { b.alpha = 0 }, completion: { _ in world.record("b") })
            View.animate(withDuration: 0, animations: { c.alpha = 0 }, completion: { _ in world.record("c") })
            View.animate(withDuration: 0.2, animations: { c.frame.origin.x = 1 }, completion: { _ in world.record("c.frame") })
        }
        world.record("started")
        try world.settle()
        #expect(world.log == ["started", "c", "b", "c.frame", "a"])
    }

    @Test("an interrupted completion logs at the instant of the interruption, before later ends")
    func interruptionLogsInPlace() {
        let world = World()
        let a = makeView(world), b = makeView(world)
        world.perform {
            View.animate(withDuration: 1, animations: { a.alpha = 0 }, completion: { world.record("a \($0)") })
            View.animate(withDuration: 0.5, animations: { b.alpha = 0 }, completion: { world.record("b \($0)") })
        }
        world.advance(by: 0.25)
        world.perform { View.animate(withDuration: 1, animations: { a.alpha = 1 }, completion: { world.record("a2 \($0)") }) }
        world.record("replaced")
        world.advance(by: 2)
        #expect(world.log == ["replaced", "a false", "b true", "a2 true"])
    }
}
