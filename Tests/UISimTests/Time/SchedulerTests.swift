// SchedulerTests: pending work runs in time order, ties in the order scheduled
// (events fire in time order, so cost is per event, not per frame).
import Testing
@testable import UISim

@Suite("Scheduler")
struct SchedulerTests {
    @Test("work runs in time order, whatever order it was scheduled in")
    func timeOrder() {
        let world = World()
        var ran: [String] = []
        for (name, t) in [("c", 0.3), ("a", 0.1), ("e", 0.5), ("b", 0.2), ("d", 0.4)] {
            world.schedule(at: t) { ran.append("\(name)@\(world.time)") }
        }
        world.advance(by: 1)
        #expect(ran == ["a@0.1", "b@0.2", "c@0.3", "d@0.4", "e@0.5"])
    }

    @Test("work due at the same time runs first in, first out")
    func fifoTies() {
        let world = World()
        var ran: [Int] = []
        for i in 0..<50 { world.schedule(at: i.isMultiple(of: 2) ? 0.5 : 0.25) { ran.append(i) } }
        world.advance(by: 1)
        let odd = Array(stride(from: 1, to: 50, by: 2)), even = Array(stride(from: 0, to: 50, by: 2))
        #expect(ran == odd + even)
    }

    @Test("work runs at its own time, and the clock ends where it was asked to")
    func clockAtEachEvent() {
        let world = World()
        var times: [Double] = []
        world.schedule(at: 0.7) { times.append(world.time) }
        world.schedule(at: 0.2) { times.append(world.time) }
        world.advance(by: 0.5)
        #expect(times == [0.2])
        expectClose(world.time, 0.5)
        world.advance(by: 0.5)
        #expect(times == [0.2, 0.7])
        expectClose(world.time, 1)
    }

    @Test("work scheduled in the past runs now, never moving the clock back")
    func pastIsNow() {
        let world = World()
        world.advance(by: 2)
        var ranAt: Double?
        world.schedule(at: 1) { ranAt = world.time }
        world.advance(by: 0)
        #expect(ranAt == 2)
    }

    @Test("work scheduled while work runs, at the same time, runs after it in the same advance")
    func scheduledDuringWork() {
        let world = World()
        var ran: [String] = []
        world.schedule(at: 0.1) {
            ran.append("first")
            world.schedule(at: world.time) { ran.append("same time") }
            world.schedule(at: world.time + 0.1) { ran.append("later") }
        }
        world.schedule(at: 0.1) { ran.append("second") }
        world.advance(by: 0.15)
        #expect(ran == ["first", "second", "same time"])
        world.advance(by: 0.1)
        #expect(ran == ["first", "second", "same time", "later"])
    }

    @Test("the heap keeps order through many interleaved pushes and pops")
    func heapOrder() {
        var scheduler = Scheduler()
        var expected: [(Double, Int)] = []
        var seed: UInt64 = 12345
        for i in 0..<500 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let t = Double((seed >> 33) % 50) / 10
            scheduler.schedule(at: t) {}
            expected.append((t, i))
        }
        expected.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        var popped: [(Double, Int)] = []
        while let work = scheduler.popDue(atOrBefore: .infinity) { popped.append((work.time, work.sequence)) }
        #expect(popped.count == 500)
        #expect(popped.map(\.0) == expected.map(\.0))
        #expect(popped.map(\.1) == expected.map(\.1))
    }
}
