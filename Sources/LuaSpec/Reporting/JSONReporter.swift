// JSONReporter: writes a whole run as one JSON document, for scripts and dashboards.

/// A reporter that writes one JSON document with a summary and every test, at the end of the run
/// (`-o json-detailed`; `-o json` is busted's layout, `BustedJSONReporter`).
///
/// The shape is `{"summary":{…},"tests":[{…},…]}`, one test per line so that the file greps and
/// diffs well. Strings keep the exact characters of names and messages (control characters as
/// `\u00XX`), and numbers are never NaN or infinity, which JSON cannot express; busted's JSON
/// output printed nothing at all when a value could not be encoded (notes §3, problem 5).
public final class JSONReporter: Reporter {
    // MARK: - Declaration

    /// Where the document goes.
    let sink: TextSink
    /// The run's announced facts, if `runStarted` arrived.
    var info: RunInfo?
    /// The run's final counts, if `runFinished` arrived.
    var summary: RunSummary?
    /// Every test, in the order it finished.
    var results: [TestResult] = []

    // MARK: - API

    /// Creates a reporter that writes the document to `sink` when the run finishes.
    /// - Parameter sink: Standard output, or a `StringSink` in tests.
    public init(sink: TextSink) {
        self.sink = sink
    }

    /// Records one event; the document is written whole by `finish()`, so it is never partial.
    /// - Parameter event: The next event of the run.
    public func handle(_ event: Event) {
        switch event {
        case .runStarted(let info): self.info = info
        case .testFinished(let result): results.append(result)
        case .runFinished(let summary): self.summary = summary
        case .fileStarted, .fileOutput, .fileFinished: break
        }
    }

    /// Writes the document and flushes the sink.
    public func finish() throws(ReportError) {
        sink.write(render())
        sink.flush()
    }

    /// Returns the document as `finish()` writes it, ending with a newline.
    public func render() -> String {
        let summary = self.summary ?? counted()
        var fields: [(String, String)] = [
            ("tests", "\(summary.total)"),
            ("successes", "\(summary.successes)"),
            ("failures", "\(summary.failures)"),
            ("errors", "\(summary.errors)"),
            ("pending", "\(summary.pending)"),
            ("duration", Clock.seconds(summary.duration)),
        ]
        // A UInt64 seed is written exactly; JavaScript readers lose digits above 2^53.
        fields.append(("seed", (summary.seed ?? info?.seed).map { "\($0)" } ?? "null"))
        fields.append(("stoppedEarly", summary.stoppedEarly ? "true" : "false"))
        var out = "{\"summary\":" + Self.object(fields) + ",\n\"tests\":["
        for (index, result) in results.enumerated() {
            out += (index == 0 ? "\n" : ",\n") + Self.object(Self.fields(of: result))
        }
        return out + (results.isEmpty ? "]}\n" : "\n]}\n")
    }

    // MARK: - Internal

    /// Returns the counts of the collected tests, for a run whose `runFinished` never came.
    func counted() -> RunSummary {
        var summary = RunSummary()
        for result in results { summary.count(result.status) }
        summary.duration = results.reduce(0) { $0 + $1.duration }
        summary.seed = info?.seed
        return summary
    }

    /// Returns the JSON members of one test, in a fixed order, values already encoded.
    static func fields(of result: TestResult) -> [(String, String)] {
        let attachments = result.attachments.isEmpty ? []
            : [("attachments", "[" + result.attachments.map(string).joined(separator: ",") + "]")]
        return [
            ("file", string(result.file)),
            ("name", string(result.fullName)),
            ("path", "[" + result.path.map(string).joined(separator: ",") + "]"),
            ("line", "\(result.line)"),
            ("status", string(result.status.word)),
            ("message", result.message.map(string) ?? "null"),
            ("traceback", result.traceback.map(string) ?? "null"),
            ("output", string(result.output)),
            ("duration", Clock.seconds(result.duration)),
            ("run", "\(result.run)"),
        ] + attachments   // only for a failing test that left files (SpecAttachments)
    }

    /// Returns a JSON object from members whose values are already encoded.
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// Returns `text` as a JSON string literal (RFC 8259 §7) that decodes to exactly `text`.
    ///
    /// Quote, backslash and the usual short escapes are used where they exist; every other
    /// control character, DEL, and U+2028/U+2029 (which break JavaScript string literals) are
    /// written as `\uXXXX`.
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
