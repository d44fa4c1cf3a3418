// TerminalReporter: live progress for people at a terminal, then the details of what went wrong.

/// A reporter for people: one character per test while running, then pending tests, failures,
/// errors and the counts.
///
/// The last line is always `N passed, M failed, K skipped`, uncoloured and alone, so scripts and
/// CI logs can grep it. In `--list` mode only `file:line: full name` lines are written.
/// Names, messages and what tests print pass through `ReportText.visible(_:keepingNewlines:)`,
/// so a stray escape sequence or carriage return cannot clear or overwrite the report.
public final class TerminalReporter: Reporter {
    // MARK: - Declaration

    /// The ANSI colours used, one per outcome.
    enum Colour: String {
        case green = "\u{1B}[32m"
        case red = "\u{1B}[31m"
        case magenta = "\u{1B}[35m"
        case yellow = "\u{1B}[33m"
    }

    /// Where the text goes.
    let sink: TextSink
    /// Whether ANSI colour codes are written.
    let colour: Bool
    /// What the runner announced, when `runStarted` has arrived.
    var info: RunInfo?
    /// Pending tests, failures and errors (and, with `showOutput`, passing tests that printed),
    /// kept for the closing sections.
    var notable: [TestResult] = []
    /// Counts of the tests seen, for a run whose `runFinished` never came.
    var counts = RunSummary()
    /// The current file's label, shown again when file output interrupts its progress line.
    var currentLabel: String?
    /// Whether the cursor is at the start of a line.
    var atLineStart = true
    /// Whether a space is due between the label and the first progress character.
    var spaceDue = false
    /// Whether the closing sections have been written.
    var wroteSummary = false
    /// Whether passing tests' output is shown too (`--show-output`).
    let showOutput: Bool
    /// `--defer-print`: no file labels or progress characters while running, only the closing sections.
    let deferPrint: Bool

    // MARK: - API

    /// Creates a reporter that writes progress and a summary to `sink`.
    /// - Parameters:
    ///   - sink: Standard output, or a `StringSink` in tests.
    ///   - colour: Whether to use ANSI colours; the caller decides from the TTY and `NO_COLOR`.
    ///   - showOutput: Whether what passing tests printed is shown too, before the pending tests.
    ///   - deferPrint: Whether progress is left out (busted's `--defer-print`).
    public init(sink: TextSink, colour: Bool, showOutput: Bool = false, deferPrint: Bool = false) {
        self.sink = sink
        self.colour = colour
        self.showOutput = showOutput
        self.deferPrint = deferPrint
    }

    /// Writes progress for one event as it happens.
    /// - Parameter event: The next event of the run.
    public func handle(_ event: Event) {
        if info?.listOnly == true {
            if case .testFinished(let result) = event { writeListing(result) }
            return
        }
        switch event {
        case .runStarted(let info):
            self.info = info
            if info.listOnly { return }
        case .fileStarted(let file, let run):
            endLine()
            let label = (info?.repeatCount ?? 1) > 1 ? "\(file) (run \(run))" : file
            currentLabel = ReportText.visible(label, keepingNewlines: false)
            writeLabel()
        case .testFinished(let result):
            counts.count(result.status)
            counts.duration += result.duration
            if result.status != .success || (showOutput && !result.output.isEmpty) { notable.append(result) }
            if deferPrint { return }
            if atLineStart { writeLabel() }
            if spaceDue { write(" ") }
            spaceDue = false
            write(paint(Self.symbol(for: result.status), Self.colour(for: result.status)))
        case .fileOutput(_, _, let text):
            guard !text.isEmpty else { return }
            endLine()
            write(ReportText.visible(text, keepingNewlines: true))
            endLine()
        case .fileFinished:
            endLine()
            currentLabel = nil
        case .runFinished(let summary):
            writeSummary(summary)
        }
    }

    /// Writes the closing sections if `runFinished` never came, then flushes the sink.
    public func finish() throws(ReportError) {
        if info?.listOnly != true && !wroteSummary {
            var summary = counts
            summary.seed = info?.seed
            writeSummary(summary)
        }
        sink.flush()
    }

    // MARK: - Internal

    /// Returns the progress character for a status: `.`, `*`, `F` or `E`.
    static func symbol(for status: TestStatus) -> String {
        switch status {
        case .success: "."
        case .pending: "*"
        case .failure: "F"
        case .error: "E"
        }
    }

    /// Returns the colour for a status, shared by the progress line and the sections.
    static func colour(for status: TestStatus) -> Colour {
        switch status {
        case .success: .green
        case .pending: .yellow
        case .failure: .red
        case .error: .magenta
        }
    }

    /// Returns `text` wrapped in `colour` and a reset, or unchanged when colour is off.
    func paint(_ text: String, _ colour: Colour) -> String {
        self.colour ? colour.rawValue + text + "\u{1B}[0m" : text
    }

    /// Writes `text` and remembers whether the line was left open.
    func write(_ text: String) {
        guard !text.isEmpty else { return }
        sink.write(text)
        atLineStart = text.utf8.last == UInt8(ascii: "\n")
    }

    /// Writes the current file's label, leaving the line open for progress characters.
    ///
    /// Called at `fileStarted`, and again before the next character when file output has
    /// interrupted the line, so every progress line says which file it belongs to.
    func writeLabel() {
        guard let currentLabel, !deferPrint else { return }
        write(currentLabel)
        spaceDue = true
    }

    /// Ends the current line if something was written on it, so the next block starts clean.
    func endLine() {
        if !atLineStart { write("\n") }
    }

    /// Writes one `--list` line: `file:line: full name`.
    func writeListing(_ result: TestResult) {
        let name = ReportText.visible(result.fullName, keepingNewlines: false)
        write(ReportText.visible(result.file, keepingNewlines: false) + ":\(result.line): \(name)\n")
    }
}
