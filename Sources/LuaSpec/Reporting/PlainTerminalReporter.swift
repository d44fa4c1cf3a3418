// PlainTerminalReporter: busted's `-o plainTerminal` layout, byte for byte, for tools that parse it.

/// A reporter that writes what busted 2.1's `plainTerminal` handler writes: one ASCII character per
/// test (`+` success, `-` failure, `*` error, `.` pending), then the counts line, then each
/// pending test, failure and error as a `Pending -> file @ line` paragraph.
///
/// Kept apart from `TerminalReporter` (our default, `-o utfTerminal`), whose layout is richer:
/// scripts written against busted's plain layout (grepping `^N success`, reading the
/// `Failure -> ` paragraphs) get exactly busted's lines. What a test printed is written just
/// before its character, where busted's uncaptured `print` would have put it.
public final class PlainTerminalReporter: Reporter {
    /// Where the text goes.
    let sink: TextSink
    /// `-v` and `--defer-print`.
    let options: BustedHandlerOptions
    /// The run announced by `runStarted`.
    var info: RunInfo?
    /// The `--repeat` run in progress and its tests.
    var tracker = BustedRunTracker()
    /// Whether the last run's summary has been written.
    var summarised = false

    /// Creates a reporter writing busted's plain layout to `sink`.
    public init(sink: TextSink, options: BustedHandlerOptions = BustedHandlerOptions()) {
        self.sink = sink
        self.options = options
    }

    /// Writes a test's character as it finishes; a run's summary when the next run starts or the
    /// run ends.
    public func handle(_ event: Event) {
        switch event {
        case .runStarted(let info):
            self.info = info
        case .fileStarted(_, let run):
            enter(run)
        case .testFinished(let result):
            enter(result.run)
            tracker.results.append(result)
            if !result.output.isEmpty { sink.write(ReportText.visible(result.output, keepingNewlines: true)) }
            if !options.deferPrint { sink.write(Self.symbol(for: result.status)) }
        case .fileOutput(_, _, let text):
            sink.write(ReportText.visible(text, keepingNewlines: true))
        case .fileFinished(_, _, let duration):
            tracker.fileTime += duration
        case .runFinished(let summary):
            endRun(duration: (info?.repeatCount ?? 1) > 1 ? tracker.fileTime : summary.duration)
        }
    }

    /// Writes the last run's summary if `runFinished` never came, then flushes.
    public func finish() throws(ReportError) {
        if !summarised && tracker.current != 0 { endRun(duration: tracker.fileTime) }
        sink.flush()
    }

    // MARK: - Internal

    /// Returns busted's plain character for a status.
    static func symbol(for status: TestStatus) -> String {
        switch status {
        case .success: "+"
        case .failure: "-"
        case .error: "*"
        case .pending: "."
        }
    }

    /// Starts `run` (busted's suite start), ending the previous one with its summary.
    func enter(_ run: Int) {
        let previous = tracker.current
        guard tracker.enter(run) else { return }
        if previous != 0 && !summarised { endRun(duration: tracker.fileTime) }
        summarised = false
        let total = info?.repeatCount ?? 1
        if total > 1 { sink.write("\nRepeating all tests (run \(run) of \(total)) . . .\n\n") }
    }

    /// Writes busted's suite end: the counts line and a paragraph per pending test, failure and error.
    func endRun(duration: Double) {
        guard !summarised else { return }
        summarised = true
        sink.write("\n" + BustedTerminalText.countsLine(tracker.results, seconds: duration, colour: false) + "\n")
        for result in tracker.results(.pending) { sink.write("\n" + pendingParagraph(result) + "\n") }
        for result in tracker.results(.failure) { sink.write("\n" + problemParagraph(result) + "\n") }
        for result in tracker.results(.error) { sink.write("\n" + problemParagraph(result) + "\n") }
        tracker.reset()
    }

    /// `Pending -> file @ line`, the name, and the reason when there is one.
    func pendingParagraph(_ result: TestResult) -> String {
        var text = "Pending -> " + BustedStyle.location(result) + "\n" + BustedStyle.name(result)
        if let reason = BustedStyle.reason(result) { text += "\n" + ReportText.visible(reason, keepingNewlines: true) }
        return text
    }

    /// `Failure -> file @ line` (or `Error -> `), the name, the message, and with `-v` the traceback.
    func problemParagraph(_ result: TestResult) -> String {
        let word = result.status == .error ? "Error" : "Failure"
        var text = word + " -> " + BustedStyle.location(result) + "\n" + BustedStyle.name(result) + "\n"
        if let seed = info?.seed { text += "Random seed: \(seed)\n" }
        text += ReportText.visible(BustedStyle.message(result), keepingNewlines: true)
        if options.verbose, let traceback = BustedStyle.traceback(result) {
            text += "\n" + ReportText.visible(traceback, keepingNewlines: true)
        }
        return text
    }
}

/// The counts line busted's terminal handlers end a run with; check scripts grep `^N success`.
enum BustedTerminalText {
    /// `1 success / 2 failures / 0 errors / 1 pending : 0.0026 seconds`, coloured as utfTerminal
    /// colours it when `colour` is on.
    static func countsLine(_ results: [TestResult], seconds: Double, colour: Bool) -> String {
        func count(_ status: TestStatus) -> Int { results.count { $0.status == status } }
        func paint(_ n: Int, _ c: BustedStyle.Colour) -> String { BustedStyle.paint("\(n)", c, if: colour) }
        let successes = count(.success), failures = count(.failure), errors = count(.error)
        return paint(successes, .green) + (successes == 1 ? " success" : " successes") + " / "
            + paint(failures, .red) + (failures == 1 ? " failure" : " failures") + " / "
            + paint(errors, .magenta) + (errors == 1 ? " error" : " errors") + " / "
            + paint(count(.pending), .yellow) + " pending : "
            + BustedStyle.paint(BustedStyle.seconds(seconds), .bright, if: colour) + " seconds"
    }
}
