// TAPReporter: streams a run as TAP version 13 for TAP consumers (prove, tap-parser, CI plugins).

/// A reporter that writes the Test Anything Protocol, version 13, as tests finish.
///
/// Each test is one `ok` / `not ok` line, numbered across files and `--repeat` runs; a failure
/// or error carries a YAML block, and a pending test is an `ok` with a `# SKIP` directive. The plan
/// line `1..N` comes last, because the runner cannot know the count before filters and
/// `--fail-fast` have had their say. Output printed outside tests becomes `#` comment lines.
public final class TAPReporter: Reporter {
    // MARK: - Declaration

    /// Where the protocol goes.
    let sink: TextSink
    /// Whether the `TAP version 13` line has been written.
    var startedOutput = false
    /// Whether the plan line has been written.
    var wrotePlan = false
    /// The number of the last test written.
    var count = 0
    /// The `--repeat` count, for labelling file comments.
    var repeatCount = 1

    // MARK: - API

    /// Creates a reporter that writes TAP to `sink`.
    /// - Parameter sink: Standard output, or a `StringSink` in tests.
    public init(sink: TextSink) {
        self.sink = sink
    }

    /// Writes the lines for one event, so a consumer sees each result as soon as it exists.
    /// - Parameter event: The next event of the run.
    public func handle(_ event: Event) {
        if !startedOutput {
            startedOutput = true
            sink.write("TAP version 13\n")
        }
        switch event {
        case .runStarted(let info):
            repeatCount = info.repeatCount
            if let seed = info.seed { sink.write("# Randomized with seed \(seed)\n") }
        case .fileStarted(let file, let run):
            let label = repeatCount > 1 ? "\(file) (run \(run))" : file
            sink.write("# " + ReportText.visible(label, keepingNewlines: false) + "\n")
        case .testFinished(let result):
            count += 1
            sink.write(line(for: result, number: count))
        case .fileOutput(_, _, let text):
            sink.write(ReportText.indented(ReportText.visible(text, keepingNewlines: true), by: "# "))
        case .fileFinished:
            break
        case .runFinished(let summary):
            if summary.stoppedEarly { sink.write("# Stopped after the first failure (--fail-fast)\n") }
            writePlan()
        }
    }

    /// Writes the plan if `runFinished` never came, then flushes the sink.
    public func finish() throws(ReportError) {
        if !startedOutput {
            startedOutput = true
            sink.write("TAP version 13\n")
        }
        writePlan()
        sink.flush()
    }

    // MARK: - Internal

    /// Writes `1..N` once; with no tests it is `1..0`, which TAP reads as "nothing to run".
    func writePlan() {
        guard !wrotePlan else { return }
        wrotePlan = true
        sink.write("1..\(count)\n")
    }

    /// Returns the test line, plus a YAML block for a failure or an error.
    func line(for result: TestResult, number: Int) -> String {
        let description = Self.description(result.fullName)
        switch result.status {
        case .success:
            return "ok \(number) - \(description)\n"
        case .pending:
            let reason = result.message.map { " " + Self.description(ReportText.firstLine($0)) } ?? ""
            return "ok \(number) - \(description) # SKIP\(reason)\n"
        case .failure, .error:
            var yaml = "  ---\n"
            yaml += "  message: " + Self.yamlString(result.message ?? "") + "\n"
            yaml += "  severity: \(result.status.word)\n"
            yaml += "  file: " + Self.yamlString(result.file) + "\n"
            yaml += "  line: \(result.line)\n"
            if let traceback = result.traceback, !traceback.isEmpty {
                yaml += "  traceback: " + Self.yamlString(traceback) + "\n"
            }
            if !result.output.isEmpty {
                yaml += "  output: " + Self.yamlString(result.output) + "\n"
            }
            yaml += "  ...\n"
            return "not ok \(number) - \(description)\n" + yaml
        }
    }

    /// Returns a test description that stays on one line and cannot start a TAP directive.
    ///
    /// TAP 13 reads `#` as the start of a directive and `\` as its escape, so both are escaped;
    /// line breaks and control characters become visible markers.
    static func description(_ text: String) -> String {
        // Fast path: printable ASCII without `#` or `\` (most names) is written as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "\\") }) {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch scalar {
            case "\\": result += "\\\\"
            case "#": result += "\\#"
            case _ where v != 0x09 && (v < 0x20 || (0x7F...0x9F).contains(v)):
                result += ReportText.marker(for: scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Returns `text` as a YAML 1.2 double-quoted scalar, so any message survives the YAML block.
    ///
    /// YAML forbids most control characters even inside quotes, so they use YAML's own escapes
    /// (`\n`, `\t`, `\xNN`, `\uNNNN`); the value parses back to exactly `text`.
    static func yamlString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            case _ where v < 0x20 || (0x7F...0x9F).contains(v):
                result += ReportText.marker(for: scalar)
            case _ where v == 0x2028 || v == 0x2029 || v == 0xFEFF || v == 0xFFFE || v == 0xFFFF:
                result += "\\u" + String(v, radix: 16, uppercase: true)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
