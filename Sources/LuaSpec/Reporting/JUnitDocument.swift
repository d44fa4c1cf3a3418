// JUnitDocument: renders what a JUnitReporter collected as one JUnit XML document.

/// The JUnit XML text for one run, built from a snapshot of a `JUnitReporter`'s state.
///
/// Kept apart from the reporter so that collecting events and laying out XML can change
/// independently. Only attributes that `jenkins-xunit-junit-10.xsd` allows are written, always
/// in the same order, so two reports of the same run diff cleanly.
struct JUnitDocument {
    // MARK: - Declaration

    /// The run's announced facts, if `runStarted` arrived.
    let info: RunInfo?
    /// The run's final counts, if `runFinished` arrived.
    let summary: RunSummary?
    /// The suites in the order they started.
    let suites: [JUnitReporter.Suite]
    /// `--junit-testcase-files`: `file` and `line` on each `<testcase>` (GitLab reads them; the
    /// Jenkins schema forbids them, so such a report validates against docs/junit-gitlab.xsd).
    let testcaseFiles: Bool

    /// Takes a snapshot of `reporter`'s collected state.
    init(reporter: JUnitReporter) {
        info = reporter.info
        summary = reporter.summary
        suites = reporter.suites
        testcaseFiles = reporter.testcaseFiles
    }

    // MARK: - Rendering

    /// Returns the document, starting with the XML declaration and ending with a newline.
    func render() -> String {
        let names = uniqueNames()
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        let results = suites.flatMap(\.results)
        // junit-10.xsd allows only name, time, tests, failures and errors on <testsuites>.
        let totalTime = summary?.duration ?? suites.reduce(0) { $0 + time(of: $1) }
        out += Self.tag("testsuites", [
            ("name", "alongside"),
            ("tests", "\(results.count)"),
            ("failures", "\(results.count { $0.status == .failure })"),
            ("errors", "\(results.count { $0.status == .error })"),
            ("time", Clock.seconds(totalTime)),
        ]) + "\n"
        for (index, suite) in suites.enumerated() {
            out += render(suite, id: index, names: names[index])
        }
        out += "</testsuites>\n"
        return out
    }

    /// Returns one `<testsuite>` element, indented by two spaces.
    func render(_ suite: JUnitReporter.Suite, id: Int, names: [String]) -> String {
        let results = suite.results
        var attributes = [
            ("name", suiteName(suite)),
            ("tests", "\(results.count)"),
            ("failures", "\(results.count { $0.status == .failure })"),
            ("errors", "\(results.count { $0.status == .error })"),
            ("skipped", "\(results.count { $0.status == .pending })"),
            ("time", Clock.seconds(time(of: suite))),
        ]
        if let timestamp = info?.timestamp { attributes.append(("timestamp", timestamp)) }
        attributes.append(("id", "\(id)"))
        attributes.append(("file", suite.file))

        var body = ""
        if let seed = info?.seed ?? summary?.seed {
            body += "    <properties>\n"
            body += "      " + Self.tag("property", [("name", "seed"), ("value", "\(seed)")], empty: true) + "\n"
            body += "    </properties>\n"
        }
        let classname = JUnitReporter.classname(forFile: suite.file)
        for (result, name) in zip(results, names) {
            body += render(result, classname: classname, name: name)
        }
        if !suite.output.isEmpty {
            body += "    <system-out>" + XMLEscaping.escape(ReportText.capped(suite.output), for: .text)
                + "</system-out>\n"
        }
        if body.isEmpty { return "  " + Self.tag("testsuite", attributes, empty: true) + "\n" }
        return "  " + Self.tag("testsuite", attributes) + "\n" + body + "  </testsuite>\n"
    }

    /// Returns one `<testcase>` element, indented by four spaces.
    func render(_ result: TestResult, classname: String, name: String) -> String {
        var attributes = [
            ("classname", classname), ("name", name), ("time", Clock.seconds(result.duration)),
        ]
        if testcaseFiles { attributes += [("file", result.file), ("line", "\(result.line)")] }
        var body = ""
        // Every text is capped (ReportText.textLimit): xmllint rejects nodes over 10 MB.
        let details = ReportText.capped([result.message, result.traceback]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n"))
        var outcome: [(String, String)] = []
        if let message = result.message, !message.isEmpty {
            outcome.append(("message", ReportText.capped(ReportText.firstLine(message))))
        }
        let element: String? = switch result.status {
        case .success: nil
        case .pending: "skipped"
        case .failure: "failure"
        case .error: "error"
        }
        if result.status == .failure { outcome.append(("type", "assertion")) }
        if result.status == .error { outcome.append(("type", "error")) }
        if let element {
            if details.isEmpty {
                body += "      " + Self.tag(element, outcome, empty: true) + "\n"
            } else {
                body += "      " + Self.tag(element, outcome)
                    + XMLEscaping.escape(details, for: .text) + "</\(element)>\n"
            }
        }
        // Jenkins' JUnit Attachments plugin and GitLab read `[[ATTACHMENT|/abs/path]]` lines
        // in the test case's output, after what the test printed.
        let attachmentLines = result.attachments.map { "[[ATTACHMENT|\($0)]]\n" }.joined()
        if !result.output.isEmpty || !attachmentLines.isEmpty {
            var output = ReportText.capped(result.output)
            if !output.isEmpty && !attachmentLines.isEmpty && !output.hasSuffix("\n") { output += "\n" }
            body += "      <system-out>" + XMLEscaping.escape(output + attachmentLines, for: .text)
                + "</system-out>\n"
        }
        if body.isEmpty { return "    " + Self.tag("testcase", attributes, empty: true) + "\n" }
        return "    " + Self.tag("testcase", attributes) + "\n" + body + "    </testcase>\n"
    }

    // MARK: - Internal

    /// Returns the suite's display name: the file path, plus ` (run N)` when the suite repeats.
    func suiteName(_ suite: JUnitReporter.Suite) -> String {
        (info?.repeatCount ?? 1) > 1 || suite.run > 1 ? "\(suite.file) (run \(suite.run))" : suite.file
    }

    /// Returns the suite's time: the file's own wall-clock time, or the sum of its tests'.
    func time(of suite: JUnitReporter.Suite) -> Double {
        suite.duration ?? suite.results.reduce(0) { $0 + $1.duration }
    }

    /// Returns each test's `name`, made unique within its classname across the whole report.
    ///
    /// GitLab drops test cases whose classname and name repeat, which would hide a result. The
    /// second and later copies get ` (2)`, ` (3)`, …; a suffix that is itself taken moves on
    /// to the next number. Under `--repeat N` every name also says its run, ` (run 2)`, as the
    /// suites do, so GitLab keeps each run's cases.
    /// - Returns: One array per suite, parallel to that suite's `results`.
    /// Each base name remembers the last number it tried, so 30,000 tests named `same` cost
    /// 30,000 steps, not 30,000²/2 (a suffix taken by a literal name is still skipped).
    /// Names are capped (`ReportText.capped`) before they are made unique, so two long names
    /// that cap alike still get distinct suffixes.
    /// - Complexity: O(*n*) expected, in the number of tests.
    func uniqueNames() -> [[String]] {
        struct Key: Hashable {
            var classname: String
            var name: String
        }
        var taken = Set<Key>()
        var lastCopy: [Key: Int] = [:]
        return suites.map { suite in
            let classname = JUnitReporter.classname(forFile: suite.file)
            let runSuffix = (info?.repeatCount ?? 1) > 1 || suite.run > 1 ? " (run \(suite.run))" : ""
            return suite.results.map { result in
                let base = ReportText.capped(result.fullName) + runSuffix
                let baseKey = Key(classname: classname, name: base)
                var candidate = base
                var copy = lastCopy[baseKey] ?? 1
                if copy > 1 { candidate = "\(base) (\(copy))" }
                while !taken.insert(Key(classname: classname, name: candidate)).inserted {
                    copy += 1
                    candidate = "\(base) (\(copy))"
                }
                lastCopy[baseKey] = copy
                return candidate
            }
        }
    }

    /// Returns a start tag (or an empty-element tag) with escaped attributes in the given order.
    static func tag(_ name: String, _ attributes: [(String, String)], empty: Bool = false) -> String {
        var out = "<" + name
        for (key, value) in attributes {
            out += " \(key)=\"" + XMLEscaping.escape(value, for: .attribute) + "\""
        }
        return out + (empty ? "/>" : ">")
    }
}
