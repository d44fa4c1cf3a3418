// JUnitMergeTests: merged reports sum the counts, keep the suites, stay schema-valid; bad inputs are named.
import Foundation
import FoundationXML
import Testing
@testable import LuaSpec

@Suite struct JUnitMergeTests {
    // MARK: - Inputs

    /// The reporting fixtures' mixed run: 7 tests (1 failure, 1 error, 1 skipped) in two suites.
    static let mixed = JUnitReporterTests.render(ReportingFixtures.mixedRun())

    /// A second shard's report: two files, one passing test and one failing, no seed.
    static let other: String = {
        let info = RunInfo(files: ["spec/b_spec.lua", "spec/c_spec.lua"], seed: nil,
                           timestamp: "2026-11-30T09:00:00")
        var events: [Event] = [.runStarted(info)]
        var summary = RunSummary()
        for (file, status) in [("spec/b_spec.lua", TestStatus.success), ("spec/c_spec.lua", .failure)] {
            let result = TestResult(file: file, path: ["b", "works"], line: 3, status: status,
                                    message: status == .failure ? "expected <1> & got 2" : nil, duration: 0.5)
            summary.count(status)
            events += [.fileStarted(file: file, run: 1), .testFinished(result),
                       .fileFinished(file: file, run: 1, duration: 0.999)]
        }
        summary.duration = 1.999
        events.append(.runFinished(summary))
        return JUnitReporterTests.render(events)
    }()

    static func merge(_ texts: String...) throws -> String {
        try JUnitMerge.merge(inputs: texts.enumerated().map { (path: "report-\($0.offset).xml", contents: $0.element) })
    }

    // MARK: - Merging

    @Test func mergingOneReportGivesItBack() throws {
        #expect(try Self.merge(Self.mixed) == Self.mixed)
        #expect(try Self.merge(Self.other) == Self.other)
    }

    @Test func countsAreSummedAndSuitesKeptInOrder() throws {
        let merged = try Self.merge(Self.mixed, Self.other)
        try XMLLint.validate(merged, label: "merged")
        let root = try JUnitReporterTests.parse(merged)
        #expect(JUnitReporterTests.attribute(root, "tests") == "9")
        #expect(JUnitReporterTests.attribute(root, "failures") == "2")
        #expect(JUnitReporterTests.attribute(root, "errors") == "1")
        // 0.016 (the mixed run's duration, 0.0163) + 1.999.
        #expect(JUnitReporterTests.attribute(root, "time") == "2.015")
        let suites = JUnitReporterTests.children(root, "testsuite")
        #expect(suites.map { JUnitReporterTests.attribute($0, "name") }
                == ["spec/list_spec.lua", "spec/ui/empty_spec.lua", "spec/b_spec.lua", "spec/c_spec.lua"])
        #expect(suites.map { JUnitReporterTests.attribute($0, "id") } == ["0", "1", "2", "3"])
        #expect(suites.map { JUnitReporterTests.attribute($0, "timestamp") }
                == ["2026-11-30T08:00:00", "2026-11-30T08:00:00", "2026-11-30T09:00:00", "2026-11-30T09:00:00"])
    }

    @Test func suitesAreCopiedVerbatim() throws {
        let merged = try Self.merge(Self.other, Self.mixed)
        // Everything after each input's root start tag, except the renumbered ids, is in the merge.
        let mixedSuites = Self.body(Self.mixed).replacingOccurrences(of: #"id="0""#, with: #"id="2""#)
            .replacingOccurrences(of: #"id="1""#, with: #"id="3""#)
        #expect(merged.contains(Self.body(Self.other)))
        #expect(merged.contains(mixedSuites))
        #expect(merged.contains("<system-out>nothing to test &lt;yet&gt; &amp; that&apos;s fine\n</system-out>"))
    }

    /// The suites of a report: between the root's start tag and `</testsuites>`.
    static func body(_ report: String) -> String {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropFirst(2).dropLast(2).joined(separator: "\n")
    }

    @Test func mergingIsAssociative() throws {
        let once = try Self.merge(Self.mixed, Self.other, Self.mixed)
        let twice = try Self.merge(try Self.merge(Self.mixed, Self.other), Self.mixed)
        #expect(once == twice)
        try XMLLint.validate(once, label: "merged three")
        let root = try JUnitReporterTests.parse(once)
        #expect(JUnitReporterTests.attribute(root, "tests") == "16")
    }

    @Test func skippedIsSummedFromTheSuites() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = dir + "/a.xml", b = dir + "/b.xml", out = dir + "/merged.xml"
        try Self.mixed.write(toFile: a, atomically: false, encoding: .utf8)
        try Self.other.write(toFile: b, atomically: false, encoding: .utf8)
        let summary = try JUnitMerge.mergeFiles(output: out, inputs: [a, b, a])
        #expect(summary == JUnitMerge.Summary(reports: 3, suites: 6, tests: 16, failures: 3, errors: 2, skipped: 2))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == (try Self.merge(Self.mixed, Self.other, Self.mixed)))
    }

    @Test func anEmptyRunMerges() throws {
        let empty = JUnitReporterTests.render([.runStarted(RunInfo(files: [], timestamp: "2026-11-30T08:00:00")),
                                               .runFinished(RunSummary())])
        #expect(try Self.merge(empty) == empty)
        let merged = try Self.merge(empty, Self.other)
        try XMLLint.validate(merged, label: "empty and other")
        #expect(merged.contains(#"tests="2" failures="1" errors="0" time="1.999""#))
    }

    @Test func timesThatOverflowAreRefused() {
        let huge = Self.other.replacingOccurrences(of: #"errors="0" time="1.999""#,
                                                   with: #"errors="0" time="9300000000000000.000""#)
        #expect(huge != Self.other)
        #expect(throws: MergeError.self) { try Self.merge(huge) }
        let large = Self.other.replacingOccurrences(of: #"errors="0" time="1.999""#,
                                                    with: #"errors="0" time="5000000000000000.000""#)
        #expect(throws: MergeError(file: "report-1.xml",
                                   "'report-1.xml': the reports' times add up to more than alongside can count.")) {
            try Self.merge(large, large)
        }
    }

    @Test func timesAddExactly() {
        #expect(JUnitMerge.seconds(0) == "0.000")
        #expect(JUnitMerge.seconds(7) == "0.007")
        #expect(JUnitMerge.seconds(1_234_500) == "1234.500")
    }

    // MARK: - Refused inputs

    @Test("refuses what is not an alongside report, naming the file and line", arguments: [
        ("", "line 1: the file is empty"),
        ("hello", "line 1: expected the root element"),
        ("{\"tests\": 3}", "expected the root element"),
        (#"<?xml version="1.0"?><testsuite name="x" tests="0"/>"#, "the root element is <testsuite>"),
        ("<testsuites name=\"pytest\" tests=\"0\" failures=\"0\" errors=\"0\" time=\"0.000\"></testsuites>",
         "was not written by alongside"),
        ("<testsuites name=\"alongside\" tests=\"0\" failures=\"0\" errors=\"0\" time=\"0.000\">", "expected <testsuite>"),
        ("<testsuites name=\"alongside\" tests=\"0\" failures=\"0\" errors=\"0\" time=\"0.000\"/>", "the root element is <testsuites>"),
        ("<testsuites name='alongside' tests='0' failures='0' errors='0' time='0.000'></testsuites>", "double quotes"),
        ("<testsuites name=\"alongside\" tests=\"0\" failures=\"0\" errors=\"0\" time=\"0.000\"></testsuites>x", "text after"),
    ])
    func refuses(_ document: String, _ expected: String) {
        #expect {
            try JUnitMerge.merge(inputs: [(path: "good.xml", contents: Self.other), (path: "shard-2.xml", contents: document)])
        } throws: { error in
            let message = (error as? MergeError)?.message ?? ""
            return (error as? MergeError)?.file == "shard-2.xml"
                && message.hasPrefix("'shard-2.xml' is not a JUnit report written by alongside: ")
                && message.contains(expected)
        }
    }

    @Test("refuses a report changed in one place (every occurrence replaced)", arguments: [
        ("a root count that does not add up", #"tests="2" failures="1""#, #"tests="3" failures="1""#, "add up to tests=2"),
        ("a suite count that does not add up", #"tests="1" failures="1""#, #"tests="1" failures="0""#,
         "holds 1 test cases with 1 failures"),
        ("a comment", "<testcase", "<!-- x --><testcase", "comments"),
        ("CDATA", "got 2</failure>", "<![CDATA[got]]> 2</failure>", "CDATA"),
        ("an unknown entity", "&amp;", "&nbsp;", "unknown entity &nbsp;"),
        ("a bare ampersand", "&amp;", "& ", "'&'"),
        ("a control character", "&amp;", "\u{1}", "control character"),
        ("a raw < in text", "got 2</failure>", "got <2</failure>", "does not start an element"),
        ("a raw < in an attribute", "expected &lt;1&gt;", "expected <1>", "'<' inside attribute message"),
        ("a duplicate attribute", #" id="0""#, #" id="0" id="0""#, "appears twice"),
        ("mismatched end tags", "</failure>", "</error>", "</error> closes <failure>"),
        ("a DOCTYPE", "<testsuites ", "<!DOCTYPE x><testsuites ", "expected the root element"),
    ])
    func refusesAChanged(_ label: String, _ old: String, _ new: String, _ expected: String) {
        let document = Self.other.replacingOccurrences(of: old, with: new)
        #expect(document != Self.other, "\(label): the change did not apply")
        #expect {
            try JUnitMerge.merge(inputs: [(path: "in.xml", contents: document)])
        } throws: { error in
            (error as? MergeError)?.message.contains(expected) == true
        }
    }

    @Test func refusesATruncatedReport() {
        for length in stride(from: 0, to: Self.other.utf8.count - 1, by: 7) {
            let document = String(decoding: Array(Self.other.utf8).prefix(length), as: UTF8.self)
            #expect(throws: MergeError.self, "cut at \(length)") {
                try JUnitMerge.merge(inputs: [(path: "in.xml", contents: document)])
            }
        }
    }

    /// The reader is no looser than docs/junit.xsd: every report the schema rejects is refused.
    @Test("refuses every report the schema rejects",
          arguments: JUnitSchemaTests.rejectedByJenkinsToo + JUnitSchemaTests.stricterThanJenkins)
    func refusesWhatTheSchemaRejects(_ c: JUnitSchemaTests.Case) {
        #expect(throws: MergeError.self, "\(c.label)") {
            try JUnitMerge.merge(inputs: [(path: "in.xml", contents: c.document)])
        }
    }

    @Test func acceptsTheSchemaTestsBase() throws {
        #expect(try Self.merge(JUnitSchemaTests.base) == JUnitSchemaTests.base)
    }

    // MARK: - Files

    static func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func fileErrorsNameTheFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let good = dir + "/good.xml", out = dir + "/out.xml"
        try Self.other.write(toFile: good, atomically: false, encoding: .utf8)
        func message(_ output: String, _ inputs: [String]) -> String? {
            do { try JUnitMerge.mergeFiles(output: output, inputs: inputs); return nil } catch { return error.message }
        }
        #expect(message(out, []) == "merge needs at least one report to read: alongside merge OUT.xml IN.xml…")
        #expect(message(out, [good, dir + "/missing.xml"])
                == "cannot read '\(dir)/missing.xml': No such file or directory.")
        #expect(message(out, [dir]) == "'\(dir)' is a folder, not a JUnit report.")
        try Data([0x3C, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: dir + "/binary.xml"))
        #expect(message(out, [dir + "/binary.xml"])?.contains("not UTF-8") == true)
        #expect(message(dir, [good])?.hasPrefix("'\(dir)' exists and is not a regular file") == true)
        #expect(message("/dev/null", [good])?.hasPrefix("'/dev/null' exists and is not a regular file") == true)
        #expect(FileSystem.kind(of: "/dev/null") == .other)
        #expect(message(dir + "/no/such/folder.xml", [good])?.hasPrefix("cannot write") == true)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aBadInputLeavesTheOutputAlone() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out.xml", bad = dir + "/bad.xml"
        try "previous".write(toFile: out, atomically: false, encoding: .utf8)
        try "<html/>".write(toFile: bad, atomically: false, encoding: .utf8)
        #expect(throws: MergeError.self) { try JUnitMerge.mergeFiles(output: out, inputs: [bad]) }
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["bad.xml", "out.xml"])
    }

    @Test func theOutputMayBeAnInput() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/report.xml", shard = dir + "/report-2.xml"
        try Self.mixed.write(toFile: out, atomically: false, encoding: .utf8)
        try Self.other.write(toFile: shard, atomically: false, encoding: .utf8)
        try JUnitMerge.mergeFiles(output: out, inputs: [out, shard])
        #expect(try String(contentsOfFile: out, encoding: .utf8) == (try Self.merge(Self.mixed, Self.other)))
    }
}
