// BustedTAPReporter: busted's `-o TAP` layout, for consumers written against busted's TAP.

/// A reporter that writes what busted 2.1's `TAP` handler writes: `ok N - name`, `ok N - # SKIP
/// reason`, `not ok N - name` followed by `# file @ line` and `# Failure message: …` comments,
/// and the plan `1..N` at the end of each `--repeat` run (numbering restarts per run, as busted's).
///
/// Our own TAP 13 layout (`-o tap`, `TAPReporter`) differs: a `TAP version 13` header, YAML
/// blocks for failures, the `# SKIP` directive after the name, numbering across runs. What a
/// test printed, which busted would let through uncaptured, becomes `# ` comment lines here.
public final class BustedTAPReporter: Reporter {
    /// Where the protocol goes.
    let sink: TextSink
    /// `-v`: a `# file @ line: name` comment before each test, tracebacks after failures.
    let options: BustedHandlerOptions
    /// The shuffle seed, printed with each failure as busted does when its blocks randomise.
    var seed: UInt64?
    /// The `--repeat` run in progress.
    var tracker = BustedRunTracker()
    /// Whether the current run's plan line has been written.
    var planned = true

    /// Creates a reporter writing busted's TAP layout to `sink`.
    public init(sink: TextSink, options: BustedHandlerOptions = BustedHandlerOptions()) {
        self.sink = sink
        self.options = options
    }

    /// Writes each test's lines as it finishes, and a plan at the end of each run.
    public func handle(_ event: Event) {
        switch event {
        case .runStarted(let info):
            seed = info.seed
        case .fileStarted(_, let run):
            enter(run)
        case .testFinished(let result):
            enter(result.run)
            tracker.results.append(result)
            write(result, number: tracker.results.count)
        case .fileOutput(_, _, let text):
            sink.write(ReportText.indented(ReportText.visible(text, keepingNewlines: true), by: "# "))
        case .fileFinished:
            break
        case .runFinished:
            writePlan()
        }
    }

    /// Writes the plan if `runFinished` never came, then flushes.
    public func finish() throws(ReportError) {
        writePlan()
        sink.flush()
    }

    // MARK: - Internal

    /// Starts `run`, closing the previous run with its plan.
    func enter(_ run: Int) {
        let previous = tracker.current
        guard tracker.enter(run) else { return }
        if previous != 0 { writePlan() }
        planned = false
    }

    /// Writes `1..N` for the current run, once.
    func writePlan() {
        guard !planned else { return }
        planned = true
        sink.write("1..\(tracker.results.count)\n")
        tracker.reset()
    }

    /// Writes one test: its verbose header, its output as comments, and its result line(s).
    func write(_ result: TestResult, number: Int) {
        let name = TAPReporter.description(result.fullName)
        if options.verbose { sink.write("# " + BustedStyle.location(result) + ": " + name + "\n") }
        if !result.output.isEmpty {
            sink.write(ReportText.indented(ReportText.visible(result.output, keepingNewlines: true), by: "# "))
        }
        switch result.status {
        case .success:
            sink.write("ok \(number) - \(name)\n")
        case .pending:
            let reason = BustedStyle.reason(result).map { TAPReporter.description(ReportText.firstLine($0)) } ?? name
            sink.write("ok \(number) - # SKIP \(reason)\n")
        case .failure, .error:
            var text = "not ok \(number) - \(name)\n# " + BustedStyle.location(result) + "\n"
            if let seed { text += "# Random seed: \(seed)\n" }
            text += "# Failure message: " + commented(BustedStyle.message(result)) + "\n"
            if options.verbose, let traceback = BustedStyle.traceback(result) {
                text += "# " + commented(String(traceback.dropFirst())) + "\n"
            }
            sink.write(text)
        }
    }

    /// Returns `text` with every line after the first turned into a `# ` comment, as busted's
    /// `gsub(message, '\n', '\n# ')`.
    func commented(_ text: String) -> String {
        ReportText.visible(text, keepingNewlines: true).replacingNewlines(with: "\n# ")
    }
}

extension String {
    /// Returns the text with each `\n` replaced by `replacement`.
    func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
