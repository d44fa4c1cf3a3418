// World: the simulation's owner — its clock, its pending work, its log and its window.

/// Which timing machinery a simulated iOS version uses (docs/uikit-behaviour.md, section 0).
public enum Era: Sendable, Equatable {
    /// iOS ≤ 10: an interactive transition pauses the container layer and scrubs its time.
    case legacy
    /// iOS ≥ 11: an interactive transition drives an animator that owns only its own
    /// animations and the alongside blocks.
    case modern
}

/// Failures of the world's own API.
public enum WorldError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `settle(maxSeconds:)` gave up with work still pending: what it was, most actionable first.
    case stillBusy(afterSeconds: Double, pending: [PendingWork])

    public var description: String {
        switch self {
        case .stillBusy(let s, let pending):
            "the world is still busy after \(fmt(s)) s of simulated time: "
                + pending.map(\.description).joined(separator: "; ")
        }
    }
}

/// Everything a simulation has: a clock that only moves when told, the work pending on it, the
/// log of what happened, and the window's root layer.
///
/// No globals and no wall clock: two worlds never share anything, and the same calls give the
/// same results every time. Work runs in time order, so advancing a quiet world costs nothing.
///
/// Ownership: keep a reference to the world for as long as you use anything made in it. Views
/// and animators refer to their world without owning it (its pending work owns them, through
/// animations and completion blocks), and a world that goes away drops that work with it.
public final class World {
    /// The simulated iOS version (9 … 18).
    public let iosVersion: Int
    /// Frames per second; one frame is the "next run-loop turn" of UIKit.
    public let framesPerSecond: Double
    /// The window's size.
    public let screenSize: Size
    /// Seconds since the world was made. Only `advance`, `settle` and `advanceFrames` move it.
    @exclusivity(unchecked) public private(set) var time: Double = 0
    /// What happened, in order: appearance calls, delegate calls, completions.
    ///
    /// Entries are kept as values and written out here, on first read (see `LogEntry`).
    ///
    /// With a memory budget, the text is written out only as far as the budget grants (the
    /// rest is left for a later read): the owner has been told of the refusal.
    public var log: [String] {
        if logText.count < logEntries.count {
            guard memoryBudget != nil else {
                logText.reserveCapacity(logEntries.count)
                for e in logEntries[logText.count...] { logText.append(e.text) }
                return logText
            }
            for e in logEntries[logText.count...] {
                let text = e.text
                // a recorded text's heap bytes were counted by record(_:); others are new strings
                let heap: Int
                if case .text = e { heap = 0 } else { heap = Self.heapBytes(of: text) }
                guard logReservation.grow(by: MemoryLayout<String>.stride + heap) else { break }
                logText.append(text)
            }
        }
        return logText
    }
    /// The entries, and the text of the first `logText.count` of them.
    @exclusivity(unchecked) private var logEntries: [LogEntry] = []
    @exclusivity(unchecked) private var logText: [String] = []
    /// The root of the layer tree; its parent time is the world's clock.
    public let rootLayer: Layer
    /// The window's root view controller (`show(_:)`).
    @exclusivity(unchecked) public internal(set) var rootViewController: ViewController?
    /// The window: the root of the view tree, its layer under `rootLayer`.
    public private(set) lazy var window: View = {
        let w = View(world: self, frame: Rect(origin: .zero, size: screenSize))
        rootLayer.addSublayer(w.layer)
        return w
    }()

    @exclusivity(unchecked) var scheduler = Scheduler()
    /// Transitions that have started and not completed, for `pendingWork`.
    @exclusivity(unchecked) var transitionsInFlight: [TransitionInFlight] = []
    /// Animation contexts opened by `View.animate` (and transitions), innermost last.
    @exclusivity(unchecked) var animationContexts: [AnimationContext] = []
    /// Open `CATransaction` groups, innermost last (`beginTransaction()`, rule 2.13).
    @exclusivity(unchecked) var transactionGroups: [TransactionGroup] = []
    /// Set while `View.performWithoutAnimation` runs.
    @exclusivity(unchecked) var animationsDisabled = 0
    /// Layers that have animations, so `isBusy` can ask them.
    @exclusivity(unchecked) var animatedLayers: [ObjectIdentifier: Layer] = [:]
    /// The serial number the next animation gets (its creation order).
    @exclusivity(unchecked) private var animationSerial = 0
    @exclusivity(unchecked) private var layerAttachSerial = 0
    /// What layers and animations hold instead of a `weak` reference (see `WeakTarget`).
    private(set) lazy var weakTarget = WeakTarget(self)

    /// Recordings being sampled at every frame (`startRecording`), in the order they started.
    /// Held weakly: their owner keeps them (a sampler that reads the world would otherwise
    /// make a cycle through it).
    @exclusivity(unchecked) var recordingSlots: [WeakRecording] = []

    /// What the world asks before it allocates in proportion to its user's requests (a list's
    /// rows, the log); nil grants everything. See `MemoryBudget`.
    public let memoryBudget: MemoryBudget?
    /// The bytes of the log's buffers the budget granted.
    @exclusivity(unchecked) private var logReservation: MemoryReservation

    /// Creates a world.
    /// - Parameters:
    ///   - iosVersion: 9 … 18; chooses the era.
    ///   - framesPerSecond: the display's refresh rate.
    ///   - width, height: the window's size in points.
    ///   - memoryBudget: asked before the world's memory grows with what it is asked to do.
    public init(iosVersion: Int = 17, framesPerSecond: Double = 60, width: Double = 390, height: Double = 844,
                memoryBudget: MemoryBudget? = nil) {
        self.memoryBudget = memoryBudget
        logReservation = MemoryReservation(memoryBudget)
        precondition((9...18).contains(iosVersion), "iosVersion must be 9 ... 18, got \(iosVersion)")
        precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "framesPerSecond must be > 0")
        self.iosVersion = iosVersion
        self.framesPerSecond = framesPerSecond
        screenSize = Size(width: width, height: height)
        rootLayer = Layer()
        rootLayer.world = self
    }

    /// The era the version selects. Only the timing machinery may look at this.
    public var era: Era { iosVersion <= 10 ? .legacy : .modern }

    /// One frame's duration.
    public var frameDuration: Double { 1 / framesPerSecond }

    /// Drops the pending work: animations and scheduled closures hold views and completion
    /// blocks, which would otherwise keep each other alive once nobody can advance the clock.
    /// Views hold their world unowned, so this runs when the last outside reference goes.
    deinit {
        weakTarget.clear()
        for layer in animatedLayers.values { layer.animations.removeAll() }
        animatedLayers.removeAll()
        scheduler = Scheduler()
        logReservation.releaseAll()
    }

    // MARK: - Time

    /// Moves the clock forward by `dt` seconds, running due work in time order.
    public func advance(by dt: Double) {
        precondition(dt >= 0 && dt.isFinite, "advance(by:) needs a finite, non-negative duration, got \(dt)")
        runDue(until: time + dt)
        _checkInvariants()
    }

    /// Moves the clock forward by whole frames.
    public func advanceFrames(_ n: Int = 1) {
        advance(by: Double(max(0, n)) * frameDuration)
    }

    /// Advances until nothing is pending, up to `maxSeconds`.
    /// - Throws: `WorldError.stillBusy` if work is still pending then (for example an
    ///   interactive transition that was never released).
    public func settle(maxSeconds: Double = 10) throws(WorldError) {
        // Added in review: a negative limit used to trip the "time went back" check instead.
        precondition(maxSeconds >= 0 && maxSeconds.isFinite, "settle(maxSeconds:) needs a finite, non-negative limit, got \(maxSeconds)")
        defer { _checkInvariants() }
        let limit = time + maxSeconds
        while let next = scheduler.nextTime, next <= limit {
            runDue(until: next)
        }
        if isBusy {
            runDue(until: limit)
            if isBusy { throw .stillBusy(afterSeconds: maxSeconds, pending: pendingWork) }
        }
    }

    /// Whether any work or running animation is pending.
    public var isBusy: Bool { pendingCount > 0 }

    /// Pending events plus animations that have not ended.
    var pendingCount: Int {
        scheduler.count + animatedLayers.values.reduce(0) { $0 + $1.unfinishedAnimationCount }
    }

    /// Schedules `action` at `time` (not before now); returns a handle for `cancelScheduled`.
    @discardableResult
    func schedule(at time: Double, _ action: @escaping () -> Void) -> Int {
        scheduler.schedule(at: max(time, self.time), action)
    }

    /// Cancels work scheduled with `schedule(at:_:)` that has not run yet.
    func cancelScheduled(_ handle: Int) {
        scheduler.cancel(handle)
    }

    /// Schedules `action` on the next frame, as UIKit's "next run-loop turn".
    func scheduleNextFrame(_ action: @escaping () -> Void) {
        schedule(at: time + frameDuration, action)
    }

    private func runDue(until end: Double) {
        if !recordingSlots.isEmpty { return runDueSampling(until: end) }
        runScheduled(until: end)
        setTime(end)
    }

    /// Runs the work due at or before `end`, in time order, moving the clock to each.
    func runScheduled(until end: Double) {
        while let work = scheduler.popDue(atOrBefore: end) {
            setTime(work.time)
            perform { work.action() }
        }
    }

    func setTime(_ t: Double) {
        #if UISIM_INTERNAL_CHECKS
        precondition(t >= time, "time went back: \(t) < \(time)")
        #endif
        if t > time { time = t }
    }

    /// Re-schedules the end of every animation measured on a layer, in creation order (a
    /// layer's `beginTime`, `speed` or `timeOffset` changed, or the tree did).
    func retimeLayerAnimations(under root: Layer? = nil) {
        guard !animatedLayers.isEmpty else { return }
        let measuredOnLayers = animatedLayers.values
            .flatMap { $0.animations.values }
            .filter { a in
                // only animations measured on `root` or below it change their end time
                guard let timeline = a.timeline as? Layer else { return false }
                guard let root else { return true }
                var l: Layer? = timeline
                while let c = l {
                    if c === root { return true }
                    l = c.superlayer
                }
                return false
            }
            .sorted { $0.serial < $1.serial }
        for a in measuredOnLayers { a.scheduleEnd() }
    }

    /// The next animation serial number.
    func nextAnimationSerial() -> Int {
        animationSerial += 1
        return animationSerial
    }

    /// The next layer attach serial: the order views and layers join their parents, so a
    /// view's layer made later goes where it would have been appended (`View.loadLayer`).
    func nextLayerAttachSerial() -> Int {
        layerAttachSerial += 1
        return layerAttachSerial
    }

    // MARK: - Log

    /// Appends an event to the log.
    ///
    /// With a memory budget, its text's heap bytes are counted here, once: reading the log
    /// shares the string's storage.
    public func record(_ event: String) {
        let bytes = memoryBudget == nil ? 0 : Self.heapBytes(of: event)
        guard logReservation.grow(by: bytes) else { return }
        // an entry the buffer has no room for gives its text's bytes back
        if !append(.text(event)) { _ = logReservation.resize(to: logReservation.bytes - bytes) }
    }

    /// Appends an entry, written out when the log is read.
    func record(_ entry: LogEntry) { _ = append(entry) }

    /// Appends an entry; false when it was dropped. With a memory budget, the buffer grows only
    /// as the budget grants (doubling, as an array does); an entry that does not fit is dropped.
    private func append(_ entry: LogEntry) -> Bool {
        markRecordings(entry.text)
        if logEntries.count == logEntries.capacity && memoryBudget != nil {
            let capacity = Swift.max(16, logEntries.capacity * 2)
            guard logReservation.grow(by: (capacity - logEntries.capacity) * MemoryLayout<LogEntry>.stride) else { return false }
            logEntries.reserveCapacity(capacity)
        }
        logEntries.append(entry)
        return true
    }

    /// The bytes a string keeps on the heap: none when it is stored inline (up to 15 UTF-8
    /// bytes), else its bytes and the storage object's header.
    static func heapBytes(of text: String) -> Int {
        let n = text.utf8.count
        return n <= 15 ? 0 : n + 32
    }

    /// Empties the log (tests that look at one phase).
    public func clearLog() {
        logEntries = []
        logText = []
        logReservation.releaseAll()
    }
}
