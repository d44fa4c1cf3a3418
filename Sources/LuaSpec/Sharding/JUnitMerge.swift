// JUnitMerge: one JUnit report from the reports of a CI matrix's shards (`alongside merge`).

/// Merges JUnit reports that alongside wrote into one, as `alongside merge OUT.xml IN.xml…` does.
///
/// The merged `<testsuites>` sums the inputs' tests, failures, errors and time (the schema has no
/// `skipped` there; `Summary.skipped` sums the suites'). Each input's `<testsuite>` elements are
/// copied verbatim in input order, except `id`, renumbered 0, 1, … through the merged report so
/// that ids stay unique. Every input is read by `JUnitReader`, which accepts only the form
/// `docs/junit.xsd` describes and checks its counts, so the merged report is schema-valid too.
public enum JUnitMerge {
    /// What a merge produced: counts for a one-line message.
    public struct Summary: Sendable, Equatable {
        /// How many reports were merged.
        public var reports: Int
        public var suites: Int
        public var tests: Int
        public var failures: Int
        public var errors: Int
        public var skipped: Int
    }

    /// The merged report's text for `inputs`, in the order given.
    /// - Parameter inputs: Each report's path (for messages) and its text.
    /// - Throws: `MergeError` naming the first input that is not an alongside report, and the line.
    public static func merge(inputs: [(path: String, contents: String)]) throws(MergeError) -> String {
        try combine(inputs).text
    }

    /// Reads `inputs`, merges them and writes `output` atomically (temporary file, then rename).
    ///
    /// Every input is read and checked before anything is written, so a bad input leaves `output`
    /// untouched; `output` may be one of the inputs.
    /// - Throws: `MergeError` for no inputs, an unreadable or invalid input, an `output` that
    ///   exists but is not a regular file (a device or folder is never replaced), or a failed write.
    @discardableResult
    public static func mergeFiles(output: String, inputs: [String]) throws(MergeError) -> Summary {
        guard !inputs.isEmpty else {
            throw MergeError(file: nil, "merge needs at least one report to read: alongside merge OUT.xml IN.xml…")
        }
        var texts: [(path: String, contents: String)] = []
        for path in inputs {
            guard FileSystem.kind(of: path) != .directory else {
                throw MergeError(file: path, "'\(path)' is a folder, not a JUnit report.")
            }
            let bytes: [UInt8]
            do { bytes = try FileSystem.read(path) } catch { throw MergeError(file: path, error.message + ".") }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw MergeError(file: path, "'\(path)' is not a JUnit report written by alongside: it is not UTF-8 text.")
            }
            texts.append((path, text))
        }
        switch FileSystem.kind(of: output) {
        case .file, .missing: break
        case .directory, .other:
            throw MergeError(file: output, "'\(output)' exists and is not a regular file; merge writes a new file there only in place of a file.")
        }
        let (text, summary) = try combine(texts)
        do throws(ReportError) { try ReportFile.write(Array(text.utf8), to: output) } catch {
            throw MergeError(file: output, error.message + ".")
        }
        return summary
    }

    /// The merged text and its counts.
    static func combine(_ inputs: [(path: String, contents: String)]) throws(MergeError) -> (text: String, summary: Summary) {
        var reports: [JUnitReader.Report] = []
        for input in inputs {
            do {
                reports.append(try JUnitReader.read(input.contents))
            } catch {
                throw MergeError(file: input.path, "'\(input.path)' is not a JUnit report written by alongside: "
                    + "line \(error.line): \(error.message).")
            }
        }
        let suites = reports.flatMap(\.suites)
        let summary = Summary(reports: reports.count, suites: suites.count,
                              tests: reports.reduce(0) { $0 + $1.tests },
                              failures: reports.reduce(0) { $0 + $1.failures },
                              errors: reports.reduce(0) { $0 + $1.errors },
                              skipped: suites.reduce(0) { $0 + $1.skipped })
        var milliseconds = 0
        for (report, input) in zip(reports, inputs) {
            let (sum, overflow) = milliseconds.addingReportingOverflow(report.milliseconds)
            guard !overflow else {
                throw MergeError(file: input.path, "'\(input.path)': the reports' times add up to more than alongside can count.")
            }
            milliseconds = sum
        }
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out += "<testsuites name=\"alongside\" tests=\"\(summary.tests)\" failures=\"\(summary.failures)\" "
            + "errors=\"\(summary.errors)\" time=\"\(seconds(milliseconds))\">\n"
        for (id, suite) in suites.enumerated() {
            out += "  <testsuite"
            for (name, value) in suite.attributes {
                out += " \(name)=\"" + (name == "id" ? "\(id)" : value) + "\""
            }
            out += suite.body.map { ">" + $0 } ?? "/>"
            out += "\n"
        }
        out += "</testsuites>\n"
        return (out, summary)
    }

    /// Milliseconds as seconds with three decimals, as `Clock.seconds` prints them.
    static func seconds(_ milliseconds: Int) -> String { Clock.seconds(milliseconds: milliseconds) }
}

/// Why `alongside merge` could not merge: the file it concerns and what to do.
public struct MergeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input or output file the message is about, nil for a mistake in the arguments.
    public var file: String?
    public var message: String
    public init(file: String?, _ message: String) {
        self.file = file
        self.message = message
    }
    public var description: String { message }
}
