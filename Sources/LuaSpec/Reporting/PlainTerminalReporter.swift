// PlainTerminalReporter: busted's `-o plainTerminal` layout, byte for byte, for tools that parse it.

/// A reporter that writes what busted 2.1's `plainTerminal` handler writes: one ASCII character per
/// test (`+` success, `-` failure, `*` error, `.` pending), then the counts line, then each
/// pending test, failure and error as a `Pending -> file @ line` paragraph.
///
/// Kept apart from `TerminalReporter` (our default, `-o utfTerminal`), whose layout is richer:
/// scripts written against busted's plain layout (grepping `^N success`, reading the
/// `Failure -> ` paragraphs) get exactly busted's lines. What a test printed is written just
/// before its character, where busted's uncaptured `print` would have put it.
public final class PlainTerminalReporter: BustedRunReporter {
    /// Creates a reporter writing busted's plain layout to `sink`.
    public override init(sink: TextSink, options: BustedHandlerOptions = BustedHandlerOptions()) {
        super.init(sink: sink, options: options)
    }

    /// Returns busted's plain character for a status.
    static func symbol(for status: TestStatus) -> String {
        switch status {
        case .success: "+"
        case .failure: "-"
        case .error: "*"
        case .pending: "."
        }
    }

    // MARK: - Hooks

    /// busted's suite start: a header only when the suite repeats.
    override func runStarted(_ run: Int) {
        sink.write(BustedTerminalText.repeatHeader(run: run, of: repeatCount))
    }

    /// What the test printed, where busted's uncaptured print would have put it, then its character.
    override func testFinished(_ result: TestResult) {
        if !result.output.isEmpty { sink.write(ReportText.visible(result.output, keepingNewlines: true)) }
        if !options.deferPrint { sink.write(Self.symbol(for: result.status)) }
    }

    override func fileOutput(_ text: String) {
        sink.write(ReportText.visible(text, keepingNewlines: true))
    }

    /// busted's suite end: the counts line and a paragraph per pending test, failure and error.
    override func runEnded(duration: Double) {
        sink.write("\n" + BustedTerminalText.countsLine(tracker.results, seconds: duration, colour: false) + "\n")
        for result in tracker.results(.pending) { sink.write("\n" + pendingParagraph(result) + "\n") }
        for result in tracker.results(.failure) { sink.write("\n" + problemParagraph(result) + "\n") }
        for result in tracker.results(.error) { sink.write("\n" + problemParagraph(result) + "\n") }
    }

    // MARK: - Internal

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

/// Lines busted's terminal handlers share: the counts line (check scripts grep `^N success`)
/// and the header of a repeated run.
enum BustedTerminalText {
    /// `Repeating all tests (run 2 of 3) . . .` between blank lines, or nothing for a single run.
    static func repeatHeader(run: Int, of total: Int) -> String {
        total > 1 ? "\nRepeating all tests (run \(run) of \(total)) . . .\n\n" : ""
    }

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
