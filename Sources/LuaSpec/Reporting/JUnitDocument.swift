// JUnitDocument: renders what a JUnitReporter collected as one JUnit XML document.

/// The JUnit XML text for one run, built from a snapshot of a `JUnitReporter`'s state.
///
/// Kept apart from the reporter so that collecting events and laying out XML can change
/// independently. Only attributes that `jenkins-xunit-junit-10.xsd` allows are written, always
/// in the same order, so two reports of the same run diff cleanly. The whole document is written
/// into one `XMLBuffer` (no string per tag or per test), so a 10,000-test report costs well
/// under a microsecond a test.
struct JUnitDocument {
    // MARK: - Declaration

    /// The run's announced facts, if `runStarted` arrived.
    let info: RunInfo?
    /// The run's final counts, if `runFinished` arrived.
    let summary: RunSummary?
    /// The suites in the order they started.
    let suites: [JUnitReporter.Suite]
    /// Each suite's results, decoded once for the whole document (parallel to `suites`).
    let results: [[TestResult]]
    /// `--junit-testcase-files`: `file` and `line` on each `<testcase>` (GitLab reads them; the
    /// Jenkins schema forbids them, so such a report validates against docs/junit-gitlab.xsd).
    let testcaseFiles: Bool

    /// Takes a snapshot of `reporter`'s collected state.
    init(reporter: JUnitReporter) {
        info = reporter.info
        summary = reporter.summary
        suites = reporter.suites
        results = suites.map(\.results.all)
        testcaseFiles = reporter.testcaseFiles
    }

    // MARK: - Rendering

    /// Returns the document, starting with the XML declaration and ending with a newline.
    func render() -> String { String(decoding: bytes(), as: UTF8.self) }

    /// Returns the document's UTF-8 bytes (what `render()` returns as a String).
    func bytes() -> [UInt8] {
        let names = uniqueNames()
        var out = XMLBuffer(capacity: estimatedSize(names: names))
        out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        // junit-10.xsd allows only name, time, tests, failures and errors on <testsuites>.
        let totals = results.reduce(into: Counts()) { $0.add($1) }
        let totalTime = summary?.duration ?? suites.indices.reduce(0) { $0 + time(of: $1) }
        out.raw("<testsuites")
        out.attribute("name", "alongside")
        out.attribute("tests", totals.tests)
        out.attribute("failures", totals.failures)
        out.attribute("errors", totals.errors)
        out.time(totalTime)
        out.raw(">\n")
        for index in suites.indices {
            render(index, names: names[index], into: &out)
        }
        out.raw("</testsuites>\n")
        return out.bytes
    }

    /// Writes suite `id`'s `<testsuite>` element, indented by two spaces.
    func render(_ id: Int, names: [String], into out: inout XMLBuffer) {
        let suite = suites[id], results = results[id]
        let counts = Counts(results)
        out.raw("  <testsuite")
        out.attribute("name", suiteName(suite))
        out.attribute("tests", counts.tests)
        out.attribute("failures", counts.failures)
        out.attribute("errors", counts.errors)
        out.attribute("skipped", counts.skipped)
        out.time(time(of: id))
        if let timestamp = info?.timestamp { out.attribute("timestamp", timestamp) }
        out.attribute("id", id)
        out.attribute("file", suite.file)

        let seed = info?.seed ?? summary?.seed
        guard seed != nil || !results.isEmpty || !suite.output.isEmpty else {
            out.raw("/>\n")
            return
        }
        out.raw(">\n")
        if let seed {
            out.raw("    <properties>\n      <property")
            out.attribute("name", "seed")
            out.attribute("value", "\(seed)")
            out.raw("/>\n    </properties>\n")
        }
        let classname = JUnitReporter.classname(forFile: suite.file)
        for (result, name) in zip(results, names) {
            render(result, classname: classname, name: name, into: &out)
        }
        if !suite.output.isEmpty {
            out.raw("    <system-out>")
            out.escaped(ReportText.capped(suite.output), for: .text)
            out.raw("</system-out>\n")
        }
        out.raw("  </testsuite>\n")
    }

    /// Writes one `<testcase>` element, indented by four spaces.
    func render(_ result: TestResult, classname: String, name: String, into out: inout XMLBuffer) {
        out.raw("    <testcase")
        out.attribute("classname", classname)
        out.attribute("name", name)
        out.time(result.duration)
        if testcaseFiles {
            out.attribute("file", result.file)
            out.attribute("line", result.line)
        }
        // the common case: a passing test that printed nothing is one empty element
        guard result.status != .success || !result.output.isEmpty || !result.attachments.isEmpty else {
            out.raw("/>\n")
            return
        }
        out.raw(">\n")
        if result.status != .success { renderOutcome(of: result, into: &out) }
        // Jenkins' JUnit Attachments plugin and GitLab read `[[ATTACHMENT|/abs/path]]` lines
        // in the test case's output, after what the test printed.
        if !result.output.isEmpty || !result.attachments.isEmpty {
            let attachmentLines = result.attachments.map { "[[ATTACHMENT|\($0)]]\n" }.joined()
            var output = ReportText.capped(result.output)
            if !output.isEmpty && !attachmentLines.isEmpty && !output.hasSuffix("\n") { output += "\n" }
            out.raw("      <system-out>")
            out.escaped(output + attachmentLines, for: .text)
            out.raw("</system-out>\n")
        }
        out.raw("    </testcase>\n")
    }

    /// Writes the `<skipped>`, `<failure>` or `<error>` element of a test that did not pass.
    func renderOutcome(of result: TestResult, into out: inout XMLBuffer) {
        let element: StaticString = switch result.status {
        case .success, .pending: "skipped"
        case .failure: "failure"
        case .error: "error"
        }
        out.raw("      <")
        out.raw(element)
        if let message = result.message, !message.isEmpty {
            out.attribute("message", ReportText.capped(ReportText.firstLine(message)))
        }
        if result.status == .failure { out.attribute("type", "assertion") }
        if result.status == .error { out.attribute("type", "error") }
        // Every text is capped (ReportText.textLimit): xmllint rejects nodes over 10 MB.
        let details = ReportText.capped([result.message, result.traceback]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n"))
        if details.isEmpty {
            out.raw("/>\n")
        } else {
            out.raw(">")
            out.escaped(details, for: .text)
            out.raw("</")
            out.raw(element)
            out.raw(">\n")
        }
    }

    // MARK: - Internal

    /// How many tests of each outcome a list of results holds.
    struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0

        init() {}

        init(_ results: [TestResult]) { add(results) }

        mutating func add(_ results: [TestResult]) {
            tests += results.count
            for r in results {
                switch r.status {
                case .success: break
                case .failure: failures += 1
                case .error: errors += 1
                case .pending: skipped += 1
                }
            }
        }
    }

    /// A size the document rarely outgrows: each test's names plus its fixed markup, output
    /// and messages; the buffer still grows if a guess falls short.
    func estimatedSize(names: [[String]]) -> Int {
        var size = 512
        for (i, suite) in suites.enumerated() {
            let classname = suite.file.utf8.count
            size += 512 + 2 * suite.file.utf8.count + suite.output.utf8.count
            for name in names[i] { size += 80 + classname + name.utf8.count }
            for r in results[i] where r.status != .success || !r.output.isEmpty {
                size += 128 + r.output.utf8.count + 2 * (r.message?.utf8.count ?? 0)
                    + (r.traceback?.utf8.count ?? 0)
            }
        }
        return size
    }

    /// Returns the suite's display name: the file path, plus ` (run N)` when the suite repeats.
    func suiteName(_ suite: JUnitReporter.Suite) -> String {
        (info?.repeatCount ?? 1) > 1 || suite.run > 1 ? "\(suite.file) (run \(suite.run))" : suite.file
    }

    /// Returns suite `id`'s time: the file's own wall-clock time, or the sum of its tests'.
    func time(of id: Int) -> Double {
        suites[id].duration ?? results[id].reduce(0) { $0 + $1.duration }
    }

    /// The names a classname's test cases already have, and the last copy number each base
    /// name tried (absent: 1).
    final class TakenNames {
        var taken = Set<String>()
        var lastCopy: [String: Int] = [:]
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
    /// that cap alike still get distinct suffixes. A name met for the first time costs two
    /// hash look-ups of the name alone (its classname's sets are found once per suite).
    /// - Complexity: O(*n*) expected, in the number of tests.
    func uniqueNames() -> [[String]] {
        // keyed by the classname's bytes, as suites are by their file's (`JUnitReporter.SuiteKey`):
        // two files named alike composed and decomposed have two classnames, not one shared
        var byClassname = ByteExactIndex<TakenNames>()
        return zip(suites, results).map { suite, results in
            let classname = JUnitReporter.classname(forFile: suite.file)
            let names: TakenNames
            if let known = byClassname[classname] {
                names = known
            } else {
                names = TakenNames()
                byClassname[classname] = names
            }
            names.taken.reserveCapacity(names.taken.count + results.count)
            let runSuffix = (info?.repeatCount ?? 1) > 1 || suite.run > 1 ? " (run \(suite.run))" : ""
            return results.map { result in
                let base = ReportText.capped(result.fullName) + runSuffix
                let last = names.lastCopy[base]
                if last == nil && names.taken.insert(base).inserted { return base }
                var copy = last ?? 1
                var candidate = copy > 1 ? "\(base) (\(copy))" : base
                while !names.taken.insert(candidate).inserted {
                    copy += 1
                    candidate = "\(base) (\(copy))"
                }
                names.lastCopy[base] = copy
                return candidate
            }
        }
    }
}
