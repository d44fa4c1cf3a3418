// JUnitReporter: collects a run's events and writes one JUnit XML file for CI at the end.

/// A reporter that writes a JUnit XML file valid against `jenkins-xunit-junit-10.xsd`.
///
/// The layout avoids busted's defects (notes/lua-testing-landscape.md §3 and §7): an XML
/// declaration, a fixed attribute order, `skipped` rather than `skip`, `message`/`type` on result
/// elements, a stable `classname` without line numbers, names made unique within a classname, and
/// no result elements outside a `testcase`. The file is written atomically by `finish()`, so a
/// reader never sees half a report and a print from a test can never end up inside it.
public final class JUnitReporter: Reporter {
    // MARK: - Declaration

    /// One `<testsuite>`: a spec file in one `--repeat` run.
    struct Suite {
        /// The spec file, as the runner named it.
        var file: String
        /// The 1-based `--repeat` run.
        var run: Int
        /// The tests in the order they finished, encoded until the report is written.
        var results = TestResultLog()
        /// What the file printed outside any test.
        var output = ""
        /// The file's wall-clock time, once `fileFinished` arrives.
        var duration: Double?
    }

    /// Identifies a suite; a file appears once per `--repeat` run. The file by its bytes: two
    /// names that are the same text composed and decomposed are two files, though equal Strings.
    struct SuiteKey: Hashable {
        var file: [UInt8]
        var run: Int
    }

    /// Where `finish()` writes the report.
    public let path: String
    /// `--junit-testcase-files`: `file` and `line` attributes on each `<testcase>`, for GitLab.
    public let testcaseFiles: Bool
    /// What the runner announced, when `runStarted` has arrived.
    var info: RunInfo?
    /// The final counts, when `runFinished` has arrived.
    var summary: RunSummary?
    /// The suites in the order they started.
    var suites: [Suite] = []
    /// The position of each suite in `suites`.
    var suiteIndex: [SuiteKey: Int] = [:]
    /// The suite `suiteIndex(file:run:)` found last: a file's events arrive together, so most
    /// look-ups compare one path instead of hashing it.
    private var lastSuite: (key: SuiteKey, index: Int)?

    // MARK: - API

    /// Creates a reporter that writes the report to `path` when the run finishes.
    /// - Parameters:
    ///   - path: The file to create or replace; its folder must exist.
    ///   - testcaseFiles: Whether each `<testcase>` says its `file` and `line` (GitLab reads
    ///     them; Jenkins' schema forbids them).
    public init(path: String, testcaseFiles: Bool = false) {
        self.path = path
        self.testcaseFiles = testcaseFiles
    }

    /// Records one event; nothing is written until `finish()`, so the file is always whole.
    /// - Parameter event: The next event of the run.
    public func handle(_ event: Event) {
        switch event {
        case .runStarted(let info):
            self.info = info
        case .fileStarted(let file, let run):
            _ = suiteIndex(file: file, run: run)
        case .testFinished(let result):
            suites[suiteIndex(file: result.file, run: result.run)].results.append(result)
        case .fileOutput(let file, let run, let text):
            suites[suiteIndex(file: file, run: run)].output += text
        case .fileFinished(let file, let run, let duration):
            suites[suiteIndex(file: file, run: run)].duration = duration
        case .runFinished(let summary):
            self.summary = summary
        }
    }

    /// Writes the report to `path`: a file is replaced atomically, a device is written through
    /// (`ReportFile`).
    /// - Throws: `ReportError` naming the path when the file cannot be written.
    public func finish() throws(ReportError) {
        try ReportFile.write(JUnitDocument(reporter: self).bytes(), to: path)
    }

    /// Returns the whole document as it would be written now; used by `finish()` and by tests.
    /// - Returns: A UTF-8 XML document ending with a newline.
    public func render() -> String {
        JUnitDocument(reporter: self).render()
    }

    // MARK: - Internal

    /// Returns the position of the suite for `file` in `run`, creating it on first use.
    ///
    /// Results for a file whose `fileStarted` never arrived (a crashed worker) still get a suite,
    /// so no test is ever dropped from the report.
    func suiteIndex(file: String, run: Int) -> Int {
        if let last = lastSuite, last.key.run == run, file.hasSameBytes(as: last.key.file) { return last.index }
        let key = SuiteKey(file: Array(file.utf8), run: run)
        let index: Int
        if let known = suiteIndex[key] {
            index = known
        } else {
            suites.append(Suite(file: file, run: run))
            index = suites.count - 1
            suiteIndex[key] = index
        }
        lastSuite = (key, index)
        return index
    }

    /// Returns the JUnit `classname` for a spec file: the path without `.lua`, `/` replaced by `.`.
    ///
    /// It depends only on the path, so it stays stable between runs; GitLab shows it as the
    /// suite and Jenkins splits it into package and class at the last dot. Empty and `.`
    /// components are dropped, so `./spec/a.lua` and `spec/a.lua` agree.
    /// - Parameter file: A spec file path such as `spec/list_spec.lua`.
    /// - Returns: A dotted name such as `spec.list_spec`; never a line number.
    static func classname(forFile file: String) -> String {
        var stem = Substring(file)
        if stem.hasSuffix(".lua") { stem = stem.dropLast(4) }
        let parts = stem.split(separator: "/").filter { $0 != "." }
        return parts.isEmpty ? String(stem) : parts.joined(separator: ".")
    }
}
