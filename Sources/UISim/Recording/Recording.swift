// Recording: named values sampled at every frame of a world's clock, and the events that
// happened meanwhile — a picture of time that no device can take.

/// Named values sampled at every frame boundary of a world's clock, from its start until
/// `stop()`, with the events that happened in between (`World.startRecording`).
///
/// The world's clock jumps: `advance(by:)` runs due work in time order and nothing in between.
/// While a recording is active the world also stops at every frame boundary (multiples of
/// `frameDuration` from `startTime`) to sample, without changing what it computes: the work
/// runs at the same times, in the same order, and reading the values changes nothing (as long
/// as the samplers only read).
public final class Recording {
    /// One frame: its time and each value's sample, in `names` order (nil: no value then).
    public struct Frame: Equatable, Sendable {
        public let time: Double
        public let values: [Double?]
    }

    /// Something that happened, at the moment it happened (between frames).
    public struct Mark: Equatable, Sendable {
        public let time: Double
        public let label: String
    }

    /// Why a recording ended before `stop()`.
    public enum Truncation: Equatable, Sendable, CustomStringConvertible {
        /// It reached `maxFrames`.
        case frameLimit(Int)
        /// The world's memory budget refused more frames.
        case memory

        public var description: String {
            switch self {
            case .frameLimit(let n): "stopped after \(n) frames"
            case .memory: "stopped: the memory budget refused more frames"
            }
        }
    }

    /// The recorded values' names, in the order of each frame's `values`.
    public let names: [String]
    /// The world time of the first frame.
    public let startTime: Double
    /// Seconds between frames (the world's frame duration).
    public let frameDuration: Double
    /// The most frames a recording keeps; it stops by itself when it reaches it. A script that
    /// advances a recorded world by a day would otherwise sample it five million times.
    public let maxFrames: Int
    /// The samples, one frame per boundary reached so far.
    @exclusivity(unchecked) public private(set) var frames: [Frame] = []
    /// The events, in the order they happened.
    @exclusivity(unchecked) public private(set) var marks: [Mark] = []
    /// Whether the recording has stopped (`stop()`, or a limit).
    @exclusivity(unchecked) public private(set) var isStopped = false
    /// Set when the recording stopped by itself.
    @exclusivity(unchecked) public private(set) var truncation: Truncation?

    /// Reads one value; nil is a gap in the picture.
    public typealias Sampler = () -> Double?
    @exclusivity(unchecked) private var samplers: [Sampler]
    /// The world being recorded; nil once stopped (the recording keeps its data, not the world).
    private weak var world: World?
    @exclusivity(unchecked) private var reservation: MemoryReservation
    /// The number of the next frame to sample.
    @exclusivity(unchecked) private var nextFrame = 0

    init(world: World, values: [(name: String, sampler: Sampler)], maxFrames: Int) {
        names = values.map(\.name)
        samplers = values.map(\.sampler)
        startTime = world.time
        frameDuration = world.frameDuration
        self.maxFrames = max(1, maxFrames)
        self.world = world
        reservation = MemoryReservation(world.memoryBudget)
    }

    deinit {
        reservation.releaseAll()
        world?.recordingSlots.removeAll { $0.recording == nil }
    }

    /// Stops sampling: the frames and marks stay, the samplers are dropped (they may hold what
    /// holds the world).
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        samplers = []
        world?.recordingSlots.removeAll { $0.recording === self || $0.recording == nil }
        world = nil
    }

    /// The time of the next frame to sample.
    var nextFrameTime: Double { startTime + Double(nextFrame) * frameDuration }

    /// Samples every value now, as frame `nextFrame` (whose nominal time may differ from the
    /// world's by rounding).
    func sampleFrame() {
        guard !isStopped else { return }
        if frames.count >= maxFrames { return end(.frameLimit(maxFrames)) }
        let bytes = MemoryLayout<Frame>.stride + names.count * MemoryLayout<Double?>.stride
        guard reservation.grow(by: bytes) else { return end(.memory) }
        let time = nextFrameTime
        nextFrame += 1
        var values: [Double?] = []
        values.reserveCapacity(samplers.count)
        for s in samplers {
            values.append(s())
            if isStopped { return }   // a sampler stopped the recording (its error, say)
        }
        frames.append(Frame(time: time, values: values))
    }

    /// Notes an event at the world's time.
    func mark(_ label: String, at time: Double) {
        guard !isStopped else { return }
        guard reservation.grow(by: MemoryLayout<Mark>.stride + World.heapBytes(of: label)) else { return end(.memory) }
        marks.append(Mark(time: time, label: label))
    }

    private func end(_ why: Truncation) {
        truncation = why
        stop()
    }
}
