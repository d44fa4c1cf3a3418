// World+Recording: how a world with an active recording stops at every frame boundary to
// sample, and tells its recordings what happened.

/// A recording the world samples, held weakly (see `World.recordingSlots`).
struct WeakRecording {
    weak var recording: Recording?
}

extension World {
    /// The active recordings, in the order they started; forgets those their owners dropped.
    var recordings: [Recording] {
        let live = recordingSlots.compactMap(\.recording)
        if live.count != recordingSlots.count { recordingSlots = live.map { WeakRecording(recording: $0) } }
        return live
    }

    /// Starts recording `values` (each a name and a function that reads it) at every frame of
    /// this world's clock, from now until the recording's `stop()` or until nothing holds it
    /// (the world holds it weakly: keep it). The first frame is sampled at once.
    /// - Parameter maxFrames: where the recording stops by itself (default: one hour at 60 fps).
    public func startRecording(_ values: [(name: String, sampler: Recording.Sampler)],
                               maxFrames: Int = 216_000) -> Recording {
        let r = Recording(world: self, values: values, maxFrames: maxFrames)
        recordingSlots.append(WeakRecording(recording: r))
        perform { r.sampleFrame() }
        return r
    }

    /// Tells the active recordings of an event (a touch, a gesture's change, a log entry).
    func markRecordings(_ label: @autoclosure () -> String) {
        guard !recordingSlots.isEmpty else { return }
        let text = label()
        for r in recordings { r.mark(text, at: time) }
    }

    /// `runDue(until:)` while a recording is active: stops at each frame boundary up to `end`,
    /// after the work due at or before it, and samples there. The work runs at the times and in
    /// the order it would without a recording; only the clock visits the boundaries.
    func runDueSampling(until end: Double) {
        while let r = recordings.min(by: { $0.nextFrameTime < $1.nextFrameTime }) {
            let boundary = r.nextFrameTime
            // a boundary a rounding error past the end (30 × 1/60 against 0.5) is the end's frame
            guard boundary <= end + r.frameDuration * 1e-6 else { break }
            let at = min(boundary, end)
            runScheduled(until: at)
            setTime(at)
            perform {
                for due in recordings where due.nextFrameTime <= boundary { due.sampleFrame() }
            }
        }
        runScheduled(until: end)
        setTime(end)
    }
}
