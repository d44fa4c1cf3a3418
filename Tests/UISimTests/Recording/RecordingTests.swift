// RecordingTests: a recording samples at every frame boundary the clock passes, marks what
// happened, and changes nothing the simulation computes.
import Testing
@testable import UISim

@Suite("Recording: values at every frame of the clock")
struct RecordingTests {
    @Test("advance(by: 0.5) at 60 fps gives the start frame and 30 more, at each frame's time")
    func everyFrame() {
        let world = World(framesPerSecond: 60)
        let r = world.startRecording([(name: "t", sampler: { world.time })])
        world.advance(by: 0.5)
        #expect(r.frames.count == 31)
        for (k, f) in r.frames.enumerated() {
            #expect(abs(f.time - Double(k) / 60) < 1e-9, "frame \(k) at \(f.time)")
            // the world's clock stood at the frame's time when it was sampled
            #expect(abs((f.values[0] ?? -1) - f.time) < 1e-9, "frame \(k) sampled at \(f.values[0] ?? -1)")
        }
        #expect(world.time == 0.5)
    }

    @Test("small steps sample each boundary once; a step inside a frame samples nothing")
    func smallSteps() {
        let world = World(framesPerSecond: 10)
        let r = world.startRecording([(name: "t", sampler: { world.time })])
        world.advance(by: 0.05)
        #expect(r.frames.count == 1)
        for _ in 0..<4 { world.advance(by: 0.05) }   // to 0.25: boundaries 0.1 and 0.2
        #expect(r.frames.map(\.time).map { ($0 * 10).rounded() } == [0, 1, 2])
    }

    @Test("stop() ends sampling and marking; what was recorded stays")
    func stop() {
        let world = World(framesPerSecond: 60)
        let r = world.startRecording([(name: "one", sampler: { 1 })])
        world.advanceFrames(3)
        r.stop()
        world.record("after stop")
        world.advance(by: 1)
        #expect(r.frames.count == 4)
        #expect(r.marks.isEmpty)
        #expect(r.isStopped)
    }

    @Test("a gap is nil; maxFrames stops the recording by itself")
    func gapsAndLimit() {
        let world = World(framesPerSecond: 60)
        var n = 0
        let r = world.startRecording([(name: "odd", sampler: { n += 1; return n % 2 == 0 ? nil : Double(n) })], maxFrames: 5)
        world.advance(by: 1)
        #expect(r.frames.count == 5)
        #expect(r.frames.map(\.values[0]) == [1, nil, 3, nil, 5])
        #expect(r.truncation == .frameLimit(5))
        #expect(r.isStopped)
    }

    @Test("a cancelled swipe is marked: began, finger lift, appearance calls, cancel", arguments: [10, 17])
    func marks(ios: Int) throws {
        let s = NavScene(ios: ios)
        let r = s.world.startRecording([(name: "x", sampler: { s.b.view.presentationFrame.origin.x })])
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.4)
        s.world.advance(by: 0.1)
        swipe.cancel()
        try s.world.settle()
        let labels = r.marks.map(\.label)
        #expect(labels.first == "swipe began")
        #expect(labels.contains("swipe changed"))
        #expect(labels.contains("A.viewWillAppear(true)"))
        #expect(labels.contains("finger lift: cancel at 40 %"))
        #expect(labels.contains("pop cancelled"))
        let lift = try #require(r.marks.first { $0.label.hasPrefix("finger lift") })
        #expect(abs(lift.time - 0.1) < 1e-9)
        let done = try #require(r.marks.first { $0.label == "pop cancelled" })
        #expect(done.time > lift.time)
        // the top view was dragged right, then came back
        #expect(r.frames.contains { ($0.values[0] ?? 0) > 100 })
        // settle stops at the completion, between two frames: the last frame is nearly back
        #expect((r.frames.last?.values[0] ?? 99) < 5)
    }

    /// What a scenario computed: the log, the clock, and B's frame after each step.
    private func swipeScenario(ios: Int, recording: Bool) throws -> (log: [String], time: Double, xs: [Double]) {
        let s = NavScene(ios: ios)
        let r = recording ? s.world.startRecording([(name: "x", sampler: { s.b.view.presentationFrame.origin.x }),
                                                     (name: "alpha", sampler: { s.a.view.presentationAlpha })]) : nil
        var xs: [Double] = []
        let swipe = try #require(s.nav.beginInteractivePop())
        for p in [0.1, 0.35, 0.6] {
            swipe.update(p)
            s.world.advance(by: 0.0123)
            xs.append(s.b.view.presentationFrame.origin.x)
        }
        swipe.release(velocity: 50)
        for _ in 0..<7 {
            s.world.advance(by: 0.037)
            xs.append(s.b.view.presentationFrame.origin.x)
        }
        try s.world.settle()
        if recording { #expect((r?.frames.count ?? 0) > 10) }
        return (s.world.log, s.world.time, xs)
    }

    @Test("the simulation computes the same with and without a recording", arguments: [10, 17])
    func identical(ios: Int) throws {
        let plain = try swipeScenario(ios: ios, recording: false)
        let recorded = try swipeScenario(ios: ios, recording: true)
        #expect(plain.log == recorded.log)
        #expect(plain.time == recorded.time)
        #expect(plain.xs == recorded.xs)
    }

    @Test("the memory budget bounds a recording: refused, it stops; gone, it gives everything back")
    func memory() {
        let budget = CountingBudget(limit: 2_000)
        var world: World? = World(memoryBudget: budget)
        var r: Recording? = world?.startRecording([(name: "one", sampler: { 1 })])
        world?.advance(by: 10)
        #expect(r?.truncation == .memory)
        #expect((r?.frames.count ?? 0) > 10 && (r?.frames.count ?? 0) < 600)
        #expect(budget.held > 0)
        world = nil
        r = nil
        #expect(budget.held == 0)
    }

    @Test("CSV: a header, one row per frame, gaps empty")
    func csv() {
        let world = World(framesPerSecond: 4)
        var n = 0.0
        let r = world.startRecording([(name: "a", sampler: { n += 0.5; return n }), (name: "b,c", sampler: { nil })])
        world.advance(by: 0.5)
        #expect(r.csv() == "time,a,\"b,c\"\n0,0.5,\n0.25,1,\n0.5,1.5,\n")
    }

    @Test("the text table abbreviates long recordings and lists events")
    func table() {
        let world = World(framesPerSecond: 60)
        let r = world.startRecording([(name: "t", sampler: { world.time })])
        world.advance(by: 0.1)
        world.record("something happened")
        world.advance(by: 0.5)
        let text = r.table(maxRows: 6)
        #expect(text.hasPrefix("Recording of t: 37 frames from 0 to 0.6 s, 1 event (recording)\n"))
        #expect(text.contains("… 31 frames left out …"))
        #expect(text.contains("at 0.1 s: something happened"))
        #expect(text.split(separator: "\n").count == 1 + 1 + 6 + 1 + 1)
    }

    @Test("decimal numbers never use exponents")
    func decimals() {
        #expect(Recording.decimal(0.0000172, places: 6) == "0.000017")
        #expect(Recording.decimal(-2.5, places: 4) == "-2.5")
        #expect(Recording.decimal(3, places: 4) == "3")
        #expect(Recording.decimal(-0.00001, places: 4) == "0")
    }
}
