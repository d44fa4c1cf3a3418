// BustedRunReporter: the event handling every busted layout shares, runs opened and closed as
// busted's `suite start` / `suite end`, so each layout only says what it writes.

/// The base of the reporters that copy busted's handlers (`-o plainTerminal|TAP|gtest|json`).
///
/// busted's handlers reset their counts at each `suite reset` and write a summary at each
/// `suite end`, once per `--repeat` run. Our runner's events carry the run instead, so this
/// class opens a run on the first event that belongs to it, closes the previous one then, and
/// closes the last at `runFinished` (or in `finish()`, for a run that was cut short). Subclasses
/// override the hooks; the tracker holds the open run's tests.
public class BustedRunReporter: Reporter {
    /// Where the text goes.
    let sink: TextSink
    /// `-v`, `--defer-print` and colour.
    let options: BustedHandlerOptions
    /// The run announced by `runStarted`.
    var info: RunInfo?
    /// The `--repeat` run in progress and its tests.
    var tracker = BustedRunTracker()
    /// Whether a run is open (started and not yet summarised).
    var runOpen = false

    init(sink: TextSink, options: BustedHandlerOptions) {
        self.sink = sink
        self.options = options
    }

    /// Dispatches one event to the hooks, opening and closing runs around them.
    public func handle(_ event: Event) {
        switch event {
        case .runStarted(let info):
            self.info = info
        case .fileStarted(let file, let run):
            enter(run)
            fileStarted(file)
        case .testFinished(let result):
            enter(result.run)
            tracker.results.append(result)
            testFinished(result)
        case .fileOutput(_, _, let text):
            fileOutput(text)
        case .fileFinished(let file, _, let duration):
            tracker.fileTime += duration
            fileFinished(file, duration: duration)
        case .runFinished(let summary):
            // One run: the runner's wall-clock time; several: each run's summed file times.
            endRun(duration: repeatCount > 1 ? tracker.fileTime : summary.duration)
        }
    }

    /// Closes the open run if `runFinished` never came (or opens and closes an empty one when
    /// nothing ran, as busted still ends its suite), then flushes.
    public func finish() throws(ReportError) {
        if tracker.current == 0 { enter(1) }
        endRun(duration: tracker.fileTime)
        sink.flush()
    }

    // MARK: - Hooks

    /// A run begins (busted's `suite start`).
    func runStarted(_ run: Int) {}
    /// A run ends (busted's `suite end`); `tracker` still holds its tests.
    func runEnded(duration: Double) {}
    /// A spec file begins.
    func fileStarted(_ file: String) {}
    /// A test finished; it is already the last of `tracker.results`.
    func testFinished(_ result: TestResult) {}
    /// A file printed outside its tests.
    func fileOutput(_ text: String) {}
    /// A spec file finished.
    func fileFinished(_ file: String, duration: Double) {}

    // MARK: - Internal

    /// The `--repeat` count.
    var repeatCount: Int { info?.repeatCount ?? 1 }

    /// Opens `run` unless it is the open one, closing the previous run first.
    func enter(_ run: Int) {
        guard run != tracker.current else { return }
        endRun(duration: tracker.fileTime)
        tracker.current = run
        runOpen = true
        runStarted(run)
    }

    /// Closes the open run: the subclass writes its summary, then the counts start again.
    func endRun(duration: Double) {
        guard runOpen else { return }
        runOpen = false
        runEnded(duration: duration)
        tracker.reset()
    }
}
