// BustedTAPReporter: busted's `-o TAP` layout, for consumers written against busted's TAP.

/// A reporter that writes what busted 2.1's `TAP` handler writes: `ok N - name`, `ok N - # SKIP
/// reason`, `not ok N - name` followed by `# file @ line` and `# Failure message: …` comments,
/// and the plan `1..N` at the end of each `--repeat` run (numbering restarts per run, as busted's).
///
/// Our own TAP 13 layout (`-o tap`, `TAPReporter`) differs: a `TAP version 13` header, YAML
/// blocks for failures, the `# SKIP` directive after the name, numbering across runs. What a
/// test printed, which busted would let through uncaptured, becomes `# ` comment lines here.
public final class BustedTAPReporter: BustedRunReporter {
    /// Creates a reporter writing busted's TAP layout to `sink`.
    public override init(sink: TextSink, options: BustedHandlerOptions = BustedHandlerOptions()) {
        super.init(sink: sink, options: options)
    }

    // MARK: - Hooks

    override func testFinished(_ result: TestResult) {
        write(result, number: tracker.results.count)
    }

    override func fileOutput(_ text: String) {
        sink.write(ReportText.indented(ReportText.visible(text, keepingNewlines: true), by: "# "))
    }

    /// The plan: numbering restarts with each run, as busted's counter does.
    override func runEnded(duration: Double) {
        sink.write("1..\(tracker.results.count)\n")
    }

    // MARK: - Internal

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
            if let seed = info?.seed { text += "# Random seed: \(seed)\n" }
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
