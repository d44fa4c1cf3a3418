// JUnitReporterTests: the JUnit XML golden, schema validity, well-formedness, counts and names.
import Foundation
import FoundationXML
import Testing
@testable import LuaSpec

@Suite struct JUnitReporterTests {
    // MARK: - Helpers

    /// Renders `events` without touching the file system.
    static func render(_ events: [Event], testcaseFiles: Bool = false) -> String {
        let reporter = JUnitReporter(path: "/nonexistent/report.xml", testcaseFiles: testcaseFiles)
        for event in events { reporter.handle(event) }
        return reporter.render()
    }

    /// Parses `xml` with FoundationXML (libxml2), as a CI consumer would.
    static func parse(_ xml: String) throws -> XMLElement {
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        return try #require(document.rootElement())
    }

    /// The child elements of `element` called `name`.
    static func children(_ element: XMLElement, _ name: String) -> [XMLElement] {
        element.elements(forName: name)
    }

    /// The value of attribute `name`, or nil.
    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    // MARK: - Golden

    @Test func mixedRun() {
        Snapshot.expectMatch(Self.render(ReportingFixtures.mixedRun()),
                             suite: "JUnitReporterTests", test: "mixedRun", ext: "xml")
    }

    @Test func repeatedRunWithoutSeed() {
        var events: [Event] = [.runStarted(ReportingFixtures.runInfo(seed: nil, repeatCount: 2))]
        events += ReportingFixtures.fileEvents(run: 1) + ReportingFixtures.fileEvents(run: 2)
        Snapshot.expectMatch(Self.render(events), suite: "JUnitReporterTests",
                             test: "repeatedRunWithoutSeed", ext: "xml")
    }

    // MARK: - Validity

    /// A labelled event list, shown by its label in test output instead of every event.
    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let events: [Event]
        var testDescription: String { label }
    }

    @Test("validates against docs/junit.xsd", arguments: ([
        ("mixed run", ReportingFixtures.mixedRun()),
        ("no events", []),
        ("repeated run, no runFinished", [.runStarted(ReportingFixtures.runInfo(repeatCount: 2))]
            + ReportingFixtures.fileEvents(run: 1) + ReportingFixtures.fileEvents(run: 2)),
        ("non-finite times", [
            .fileStarted(file: "spec/t.lua", run: 1),
            .testFinished(TestResult(file: "spec/t.lua", path: ["inf"], line: 1, status: .success,
                                     duration: .infinity)),
            .testFinished(TestResult(file: "spec/t.lua", path: ["nan"], line: 2, status: .failure,
                                     duration: .nan)),
            .fileFinished(file: "spec/t.lua", run: 1, duration: -1),
        ]),
    ] as [(String, [Event])]).map { Case(label: $0.0, events: $0.1) })
    func validatesAgainstSchema(_ c: Case) throws {
        try XMLLint.validate(Self.render(c.events), label: c.label)
    }

    @Test func parsesWithFoundationXML() throws {
        let root = try Self.parse(Self.render(ReportingFixtures.mixedRun()))
        #expect(root.name == "testsuites")
        let suites = Self.children(root, "testsuite")
        try #require(suites.count == 2)
        #expect(Self.attribute(suites[0], "name") == "spec/list_spec.lua")
        #expect(Self.attribute(suites[1], "name") == "spec/ui/empty_spec.lua")
        #expect(Self.children(suites[1], "testcase").isEmpty)

        let cases = Self.children(suites[0], "testcase")
        try #require(cases.count == 7)
        #expect(cases.allSatisfy { Self.attribute($0, "classname") == "spec.list_spec" })
        #expect(Self.attribute(cases[2], "name") == "List " + ReportingFixtures.markupName)
        #expect(Self.attribute(cases[4], "name") == "List keeps \\x00NUL and \\x1B[31mESC")
        #expect(Self.attribute(cases[5], "name") == "List " + ReportingFixtures.unicodeName)

        let failure = try #require(Self.children(cases[1], "failure").first)
        #expect(Self.attribute(failure, "message") == "expected 2 to equal 3")
        #expect(Self.attribute(failure, "type") == "assertion")
        #expect(failure.stringValue?.hasPrefix(ReportingFixtures.failureMessage + "\nstack traceback:") == true)
        #expect(Self.children(cases[1], "system-out").first?.stringValue == "removing 3\nleft: 1, 2\n")

        let error = try #require(Self.children(cases[2], "error").first)
        #expect(Self.attribute(error, "message") == ReportingFixtures.errorMessage)
        #expect(Self.attribute(error, "type") == "error")
        #expect(error.stringValue == ReportingFixtures.errorMessage + "\n" + ReportingFixtures.errorTraceback)

        let skipped = try #require(Self.children(cases[3], "skipped").first)
        #expect(Self.attribute(skipped, "message") == "not implemented yet")

        let properties = try #require(Self.children(suites[0], "properties").first)
        let seed = try #require(Self.children(properties, "property").first)
        #expect(Self.attribute(seed, "name") == "seed")
        #expect(Self.attribute(seed, "value") == "42")
        #expect(Self.children(suites[0], "system-out").first?.stringValue == "loading list fixtures\n")
        #expect(Self.children(suites[1], "system-out").first?.stringValue
            == "nothing to test <yet> & that's fine\n")
    }

    /// Tab and line feed in a name survive as attribute references; CR survives in text.
    @Test func whitespaceRoundTrips() throws {
        let name = "tab\there\nnext line"
        let result = TestResult(file: "spec/w.lua", path: [name], line: 1, status: .success,
                                output: "crlf\r\nline\n")
        let root = try Self.parse(Self.render([.testFinished(result)]))
        let testcase = try #require(Self.children(root, "testsuite").first.map { Self.children($0, "testcase") }?.first)
        #expect(Self.attribute(testcase, "name") == name)
        #expect(Self.children(testcase, "system-out").first?.stringValue == "crlf\r\nline\n")
    }

    // MARK: - Attributes

    @Test func timesNeverUseExponents() throws {
        let xml = Self.render(ReportingFixtures.mixedRun())
        let times = xml.matches(of: #/ time="([^"]*)"/#).map { String($0.output.1) }
        #expect(times.count == 1 + 2 + 7)
        for time in times {
            #expect(time.wholeMatch(of: #/[0-9]+\.[0-9]{3}/#) != nil, "time=\"\(time)\"")
            #expect(!time.lowercased().contains("e"))
        }
        #expect(xml.contains(#"name="List keeps \x00NUL and \x1B[31mESC" time="0.000""#))
    }

    @Test func countsAddUp() throws {
        let root = try Self.parse(Self.render(ReportingFixtures.mixedRun()))
        let suites = Self.children(root, "testsuite")
        var totals = (tests: 0, failures: 0, errors: 0)
        for suite in suites {
            let cases = Self.children(suite, "testcase")
            func count(_ element: String) -> Int { cases.filter { !Self.children($0, element).isEmpty }.count }
            #expect(Self.attribute(suite, "tests") == "\(cases.count)")
            #expect(Self.attribute(suite, "failures") == "\(count("failure"))")
            #expect(Self.attribute(suite, "errors") == "\(count("error"))")
            #expect(Self.attribute(suite, "skipped") == "\(count("skipped"))")
            totals.tests += cases.count
            totals.failures += count("failure")
            totals.errors += count("error")
        }
        #expect(Self.attribute(root, "tests") == "\(totals.tests)")
        #expect(Self.attribute(root, "tests") == "7", "skipped tests count in tests")
        #expect(Self.attribute(root, "failures") == "\(totals.failures)")
        #expect(Self.attribute(root, "errors") == "\(totals.errors)")
        #expect(Self.attribute(root, "skipped") == nil, "junit-10.xsd has no skipped on testsuites")
        #expect(Self.attribute(root, "time") == "0.016")
    }

    // MARK: - Names

    @Test func duplicateNamesGetSuffixes() throws {
        func test(_ file: String, _ name: String, run: Int = 1) -> Event {
            .testFinished(TestResult(file: file, path: ["List", name], line: 1, status: .success, run: run))
        }
        let events: [Event] = [
            .runStarted(ReportingFixtures.runInfo(repeatCount: 1)),
            test("spec/a.lua", "x"), test("spec/a.lua", "x"), test("spec/a.lua", "x (2)"),
            test("spec/a.lua", "x"), test("spec/b.lua", "x"),
            test("spec/a.lua", "x", run: 2),
        ]
        let root = try Self.parse(Self.render(events))
        let names = Self.children(root, "testsuite").map { suite in
            Self.children(suite, "testcase").compactMap { Self.attribute($0, "name") }
        }
        #expect(names == [
            ["List x", "List x (2)", "List x (2) (2)", "List x (3)"],
            ["List x"],
            ["List x (run 2)"],
        ])
    }

    /// Two files named alike, composed and decomposed (`é` as one character, or `e` and an
    /// accent), have classnames with different bytes: their tests need no suffix, as when the
    /// two files are reported by two shards and merged.
    @Test func namesEqualAsTextButNotAsBytesAreTwoClassnames() throws {
        let composed = "spec/caf\u{E9}_spec.lua", decomposed = "spec/cafe\u{301}_spec.lua"
        let events: [Event] = [
            .runStarted(ReportingFixtures.runInfo(repeatCount: 1)),
            .testFinished(TestResult(file: composed, path: ["List", "x"], line: 1, status: .success)),
            .testFinished(TestResult(file: decomposed, path: ["List", "x"], line: 1, status: .success)),
        ]
        let root = try Self.parse(Self.render(events))
        let names = Self.children(root, "testsuite").map { suite in
            Self.children(suite, "testcase").compactMap { Self.attribute($0, "name") }
        }
        #expect(names == [["List x"], ["List x"]])
    }

    /// GitLab keys test cases by classname and name over the whole report: under `--repeat N`
    /// every run's cases must stay distinct, or GitLab shows one run's results only.
    @Test(arguments: [2, 3])
    func gitLabKeepsEveryCaseOfEveryRepeatedRun(runs: Int) throws {
        var events: [Event] = [.runStarted(ReportingFixtures.runInfo(repeatCount: runs))]
        for run in 1...runs {
            events += [.fileStarted(file: "spec/a_spec.lua", run: run)]
            for name in ["adds", "removes"] {
                events.append(.testFinished(TestResult(file: "spec/a_spec.lua", path: ["List", name], line: 3,
                                                       status: .success, run: run)))
            }
        }
        let root = try Self.parse(Self.render(events))
        let cases = Self.children(root, "testsuite").flatMap { Self.children($0, "testcase") }
        let keys = Set(cases.map { "\(Self.attribute($0, "classname") ?? "")|\(Self.attribute($0, "name") ?? "")" })
        #expect(cases.count == 2 * runs)
        #expect(keys.count == 2 * runs, "\(keys.sorted())")
        #expect(keys.contains("spec.a_spec|List adds (run \(runs))"))
    }

    // MARK: - File attributes (--junit-testcase-files)

    @Test func testcaseFilesAddFileAndLineForGitLab() throws {
        let root = try Self.parse(Self.render(ReportingFixtures.mixedRun(), testcaseFiles: true))
        let cases = Self.children(root, "testsuite").flatMap { Self.children($0, "testcase") }
        #expect(!cases.isEmpty)
        #expect(cases.allSatisfy { Self.attribute($0, "file") == ReportingFixtures.listSpec })
        #expect(cases.compactMap { Self.attribute($0, "line") } == ["5", "12", "20", "30", "35", "40", "45"])
    }

    @Test func withoutTheOptionTestcasesHaveNoFileAttribute() throws {
        let root = try Self.parse(Self.render(ReportingFixtures.mixedRun()))
        let cases = Self.children(root, "testsuite").flatMap { Self.children($0, "testcase") }
        #expect(cases.allSatisfy { Self.attribute($0, "file") == nil && Self.attribute($0, "line") == nil })
    }

    /// The opt-in report has its own schema; the Jenkins-subset schema still rejects it.
    @Test func testcaseFilesValidateAgainstTheGitLabSchemaOnly() throws {
        let xml = Self.render(ReportingFixtures.mixedRun(), testcaseFiles: true)
        try XMLLint.validate(xml, label: "--junit-testcase-files", schema: XMLLint.gitLabSchema)
        #expect(try !XMLLint.check(xml).isValid, "docs/junit.xsd (Jenkins' subset) forbids file on <testcase>")
    }

    /// Both schemas stay the same apart from the two attributes and the header comment.
    @Test func theTwoSchemasDifferOnlyInTheTestcaseAttributes() throws {
        func body(_ url: URL) throws -> [String] {
            let text = try String(contentsOf: url, encoding: .utf8)
            let end = try #require(text.range(of: "-->"))
            return text[end.upperBound...].split(separator: "\n").map(String.init)
        }
        let jenkins = try body(XMLLint.schema), gitLab = try body(XMLLint.gitLabSchema)
        #expect(gitLab.filter { !jenkins.contains($0) }.map { $0.trimmingCharacters(in: .whitespaces) } == [
            #"<xs:attribute name="line" type="Count" use="required"/>"#,
        ])
        #expect(gitLab.count == jenkins.count + 2)
    }

    @Test("classname from the file path", arguments: [
        ("spec/list_spec.lua", "spec.list_spec"),
        ("./spec/list_spec.lua", "spec.list_spec"),
        ("spec/ui/table.view_spec.lua", "spec.ui.table.view_spec"),
        ("spec//a_spec.lua", "spec.a_spec"),
        ("/abs/path/x_spec.lua", "abs.path.x_spec"),
        ("top_spec.lua", "top_spec"),
        ("spec/script", "spec.script"),
    ])
    func classname(_ file: String, _ expected: String) {
        #expect(JUnitReporter.classname(forFile: file) == expected)
    }

    @Test func repeatedRunsAreSeparateSuites() throws {
        var events: [Event] = [.runStarted(ReportingFixtures.runInfo(repeatCount: 2))]
        events += ReportingFixtures.fileEvents(run: 1) + ReportingFixtures.fileEvents(run: 2)
        let root = try Self.parse(Self.render(events))
        let suites = Self.children(root, "testsuite")
        #expect(suites.map { Self.attribute($0, "name") } == [
            "spec/list_spec.lua (run 1)", "spec/ui/empty_spec.lua (run 1)",
            "spec/list_spec.lua (run 2)", "spec/ui/empty_spec.lua (run 2)",
        ])
        #expect(suites.map { Self.attribute($0, "id") } == ["0", "1", "2", "3"])
        #expect(Self.attribute(root, "tests") == "14")
    }

    // MARK: - Writing

    @Test func finishWritesTheFileAtomically() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.xml").path
        let reporter = JUnitReporter(path: path)
        try ReportingFixtures.replay(ReportingFixtures.mixedRun(), into: reporter)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == reporter.render())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xml"])
    }

    @Test func finishReportsAnUnwritablePath() {
        let reporter = JUnitReporter(path: "/nonexistent-\(UUID().uuidString)/report.xml")
        #expect {
            try reporter.finish()
        } throws: { error in
            (error as? ReportError)?.message.contains("cannot write '/nonexistent-") == true
        }
    }
}
