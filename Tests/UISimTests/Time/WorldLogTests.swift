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

    @Test("entries kept as values read as the text they always had, with names as they were")
    func entriesReadAsText() {
        let world = World()
        let vc = ViewController(world: world, title: "A")
        world.record(.appearance(controller: vc.logName, method: .viewDidLoad, animated: false))
        world.record(.appearance(controller: vc.logName, method: .viewWillAppear, animated: true))
        #expect(world.log == ["A.viewDidLoad()", "A.viewWillAppear(true)"])
        vc.title = "B"   // an entry keeps the name it was recorded with
        world.record(.appearance(controller: vc.logName, method: .viewDidDisappear, animated: false))
        world.record(.cellSetter(IndexPath(row: 2, section: 0), highlight: true, value: false, animated: true))
        world.record(.cellSetter(IndexPath(row: 0, section: 1), highlight: false, value: true, animated: false))
        world.record(.navigationShow(controller: "B", did: false, animated: true))
        world.record("text")
        world.record(.navigationShow(controller: "B", did: true, animated: false))
        #expect(world.log == ["A.viewDidLoad()", "A.viewWillAppear(true)", "B.viewDidDisappear(false)",
                              "cell [0, 2] setHighlighted(false, animated: true)",
                              "cell [1, 0] setSelected(true, animated: false)",
                              "Navigation.willShow(B, animated: true)", "text",
                              "Navigation.didShow(B, animated: false)"])
        world.clearLog()
        world.record(.appearance(controller: "C", method: .viewDidAppear, animated: false))
        #expect(world.log == ["C.viewDidAppear(false)"])
    }

    @Test("an entry takes 24 bytes, so a scenario's log stays in a buffer under 1 KB")
    func entrySize() {
        // A buffer of 1 KB or more makes glibc consolidate its fast bins (see LogEntry).
        #expect(MemoryLayout<LogEntry>.stride == 24)
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
