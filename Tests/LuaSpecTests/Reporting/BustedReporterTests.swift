// BustedReporterTests: busted's layouts fed by hand-built events — awkward names, cut-short runs,
// --suppress-pending, colours. Their agreement with busted itself is BustedLayoutTests' job.
import Foundation
import FoundationXML
import Testing
@testable import LuaSpec

@Suite struct BustedReporterTests {
    /// Replays `events` into a reporter made for a fresh sink and returns what it wrote.
    static func text(_ events: [Event], _ make: (StringSink) -> Reporter) throws -> String {
        let sink = StringSink()
        try ReportingFixtures.replay(events, into: make(sink))
        return sink.text
    }

    @Test(arguments: [(0.0026, "0.0026"), (1.0, "1.0"), (0, "0.0"), (12.3456789, "12.345679"), (.nan, "0.0"),
                      (-3, "0.0"), (0.1, "0.1")])
    func secondsAsBustedPrintsThem(value: Double, text: String) {
        #expect(BustedStyle.seconds(value) == text)
    }

    @Test func plainTerminalMixedRun() throws {
        let text = try Self.text(ReportingFixtures.mixedRun()) { PlainTerminalReporter(sink: $0) }
        #expect(text.hasPrefix("loading list fixtures\n+removing 3\nleft: 1, 2\n-*.+printed 🎉\n++"))
        #expect(text.contains("\n4 successes / 1 failure / 1 error / 1 pending : 0.0163 seconds\n"))
        #expect(text.contains("\nPending -> spec/list_spec.lua @ 30\nList shuffles\nnot implemented yet\n"))
        #expect(text.contains("\nFailure -> spec/list_spec.lua @ 12\nList removes the last item\nRandom seed: 42\n"))
        #expect(text.contains("List keeps \\x00NUL and \\x1B[31mESC") == false, "a passing test has no paragraph")
        #expect(!text.contains("\u{1B}"), "no raw control character reaches the terminal")
    }

    /// A run cut short (no runFinished) still ends with busted's counts line.
    @Test func aRunWithoutRunFinishedStillGetsItsSummary() throws {
        let events = Array(ReportingFixtures.mixedRun().dropLast())
        let plain = try Self.text(events) { PlainTerminalReporter(sink: $0) }
        #expect(plain.contains("\n4 successes / 1 failure / 1 error / 1 pending : "))
        let tap = try Self.text(events) { BustedTAPReporter(sink: $0) }
        #expect(tap.hasSuffix("1..7\n"))
    }

    @Test func nothingRunStillEndsTheSuite() throws {
        #expect(try Self.text([]) { BustedJSONReporter(sink: $0) }
            == #"{"successes":[],"failures":[],"errors":[],"pendings":[],"duration":0.000000}"# + "\n")
        #expect(try Self.text([]) { BustedTAPReporter(sink: $0) } == "1..0\n")
    }

    /// Each `--repeat` run is its own suite: its own counts, plan and JSON document.
    @Test func repeatedRunsAreSummarisedOneByOne() throws {
        var events: [Event] = [.runStarted(ReportingFixtures.runInfo(seed: nil, repeatCount: 2))]
        events += ReportingFixtures.fileEvents(run: 1) + ReportingFixtures.fileEvents(run: 2)
        let tap = try Self.text(events) { BustedTAPReporter(sink: $0) }
        #expect(tap.components(separatedBy: "1..7\n").count - 1 == 2)
        #expect(tap.components(separatedBy: "ok 1 - ").count - 1 == 2, "numbering restarts per run")
        let json = try Self.text(events) { BustedJSONReporter(sink: $0) }
        #expect(json.split(separator: "\n").count == 2)
        let plain = try Self.text(events) { PlainTerminalReporter(sink: $0) }
        #expect(plain.hasPrefix("\nRepeating all tests (run 1 of 2) . . .\n\n"))
        #expect(plain.contains("\nRepeating all tests (run 2 of 2) . . .\n\n"))
    }

    @Test func suppressPendingDropsPendingTestsAndTheirCount() throws {
        let tap = try Self.text(ReportingFixtures.mixedRun()) { PendingSuppressor(BustedTAPReporter(sink: $0)) }
        #expect(!tap.contains("# SKIP"))
        #expect(tap.hasSuffix("1..6\n"))
        let terminal = try Self.text(ReportingFixtures.mixedRun()) {
            PendingSuppressor(TerminalReporter(sink: $0, colour: false))
        }
        #expect(terminal.hasSuffix("4 passed, 2 failed, 0 skipped\n"))
        #expect(!terminal.contains("Pending:"))
    }

    @Test func gtestColoursOnlyWhenAsked() throws {
        let plain = try Self.text(ReportingFixtures.mixedRun()) { GTestReporter(sink: $0) }
        #expect(!plain.contains("\u{1B}"))
        let coloured = try Self.text(ReportingFixtures.mixedRun()) {
            GTestReporter(sink: $0, options: BustedHandlerOptions(colour: true))
        }
        #expect(coloured.contains("\u{1B}[32m[==========]\u{1B}[0m Running tests from scanned files.\n"))
        #expect(coloured.contains("\u{1B}[33mNote: Randomizing test order with a seed of 42.\n\u{1B}[0m"))
    }

    @Test func verboseAddsTracebacks() throws {
        let quiet = try Self.text(ReportingFixtures.mixedRun()) { BustedTAPReporter(sink: $0) }
        let verbose = try Self.text(ReportingFixtures.mixedRun()) {
            BustedTAPReporter(sink: $0, options: BustedHandlerOptions(verbose: true))
        }
        #expect(!quiet.contains("stack traceback:"))
        #expect(verbose.contains("# stack traceback:\n# \t[C]: in ?\n"))
        #expect(verbose.contains("# spec/list_spec.lua @ 5: List adds an item\nok 1 - List adds an item\n"))
    }

    /// busted's JUnit layout stays well-formed XML whatever the names hold.
    @Test func bustedJUnitIsWellFormed() throws {
        let sink = StringSink()
        let reporter = BustedJUnitReporter(path: nil, sink: sink)
        try ReportingFixtures.replay(ReportingFixtures.mixedRun(), into: reporter)
        let root = try #require(try XMLDocument(data: Data(sink.text.utf8), options: []).rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "7")
        #expect(root.attribute(forName: "skip")?.stringValue == "1")
        let suite = try #require(root.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "name")?.stringValue == "Run 1 of 1")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.first?.attribute(forName: "classname")?.stringValue == "spec/list_spec.lua:5")
        #expect(cases[1].elements(forName: "failure").first?.stringValue?.hasPrefix("Random seed: 42\nexpected 2") == true)
    }
    /// A report bigger than the reporter's 64 KiB chunks (4,000 tests over two runs and two
    /// files, names, files and messages that need escaping, lines past one varint byte) comes out
    /// the same on standard output, in a file's bytes and from `render()`, each test case exactly
    /// as `testcase(_:)` renders it alone: the short records `BustedTestcases` keeps of passing
    /// tests lose nothing.
    @Test func aReportOfManyChunksIsTheSameEverywhere() throws {
        let sink = StringSink()
        let reporter = BustedJUnitReporter(path: nil, sink: sink)
        var events: [Event] = [.runStarted(ReportingFixtures.runInfo(repeatCount: 2))]
        var results: [TestResult] = []
        for run in 1...2 {
            events.append(.fileStarted(file: "spec/a_spec.lua", run: run))
            for n in 1...2000 {
                let status: TestStatus = n % 97 == 0 ? .failure : n % 89 == 0 ? .pending : .success
                let file = n / 500 % 2 == 0 ? "spec/a_spec.lua" : "spec/b <&'\t>_spec.lua"
                let result = TestResult(file: file, path: ["d <&'>", "t\(n) \u{1}"], line: n * 37, status: status,
                                        message: status == .success ? nil : "m\(n) <x>", duration: Double(n) / 1000, run: run)
                events.append(.testFinished(result))
                results.append(result)
            }
            events.append(.fileFinished(file: "spec/a_spec.lua", run: run, duration: 1))
        }
        try ReportingFixtures.replay(events, into: reporter)
        var expected: [Int: String] = [:]
        for r in results { expected[r.run, default: ""] += reporter.testcase(r) }
        let document = reporter.render()
        #expect(sink.text == document)
        #expect(String(decoding: reporter.renderBytes(), as: UTF8.self) == document)
        #expect(document.utf8.count > 4 * ByteChunks.size)
        for run in 1...2 { #expect(document.contains(try #require(expected[run]))) }
        #expect(document.components(separatedBy: "<testcase ").count == 4001)
    }

    /// Names that grow when escaped (`"` is `&quot;`) are kept with room for their escaped
    /// bytes: no chunk grows past its size (to twice it) for the record that fills it.
    @Test func namesThatGrowEscapedDoNotGrowAChunk() {
        var testcases = BustedTestcases()
        for n in 1...3000 {
            let result = TestResult(file: "spec/a_spec.lua", path: [String(repeating: "\"", count: 40), "t\(n)"],
                                    line: n, status: .success)
            testcases.add(result) { _ in }
        }
        let chunks = testcases.records.chunks
        #expect(chunks.count > 3)
        for chunk in chunks { #expect(chunk.count <= ByteChunks.size && chunk.capacity < 2 * ByteChunks.size) }
    }

    /// Two files whose names are the same text in two Unicode forms (`é` composed and decomposed:
    /// equal Swift strings, different bytes, two files on disk) each keep their own bytes in the
    /// classname of their passing tests, as when every element was rendered whole.
    @Test func filesEqualAsStringsButNotAsBytesKeepTheirOwnNames() throws {
        let reporter = BustedJUnitReporter(path: nil, sink: StringSink())
        let composed = "spec/caf\u{E9}_spec.lua", decomposed = "spec/cafe\u{301}_spec.lua"
        #expect(composed == decomposed && !composed.utf8.elementsEqual(decomposed.utf8))
        let results = [composed, decomposed].map { TestResult(file: $0, path: ["t"], line: 1, status: .success) }
        var events: [Event] = [.runStarted(ReportingFixtures.runInfo(repeatCount: 1))]
        events += results.map { .testFinished($0) }
        try ReportingFixtures.replay(events, into: reporter)
        let bytes = reporter.renderBytes()
        for result in results {
            #expect(bytes.firstRange(of: Array(reporter.testcase(result).utf8)) != nil, "\(result.file.unicodeScalars.count)")
        }
    }
}
