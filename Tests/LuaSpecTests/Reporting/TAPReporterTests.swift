// TAPReporterTests: the TAP 13 golden, numbering, the plan line and escaping.
import Testing
@testable import LuaSpec

@Suite struct TAPReporterTests {
    /// Replays `events` into a TAP reporter and returns what it wrote.
    static func render(_ events: [Event]) throws -> String {
        let sink = StringSink()
        try ReportingFixtures.replay(events, into: TAPReporter(sink: sink))
        return sink.text
    }

    @Test func mixedRun() throws {
        Snapshot.expectMatch(try Self.render(ReportingFixtures.mixedRun()),
                             suite: "TAPReporterTests", test: "mixedRun", ext: "tap")
    }

    @Test func versionFirstAndPlanLast() throws {
        let lines = try Self.render(ReportingFixtures.mixedRun()).split(separator: "\n")
        #expect(lines.first == "TAP version 13")
        #expect(lines.last == "1..7")
        #expect(lines.filter { $0.hasPrefix("1..") }.count == 1)
        let numbers = lines.compactMap { line in
            line.wholeMatch(of: #/(?:not )?ok ([0-9]+) - .*/#).map { Int($0.output.1) }
        }
        #expect(numbers == Array(1...7))
    }

    @Test func planIsWrittenOnceWithoutRunFinished() throws {
        let events = Array(ReportingFixtures.mixedRun().dropLast())
        let text = try Self.render(events)
        #expect(text.hasSuffix("\n1..7\n"))
        #expect(text.components(separatedBy: "1..").count == 2)
    }

    @Test func emptyRunHasAnEmptyPlan() throws {
        #expect(try Self.render([]) == "TAP version 13\n1..0\n")
        #expect(try Self.render([.runStarted(ReportingFixtures.runInfo(seed: nil)), .runFinished(RunSummary())])
            == "TAP version 13\n1..0\n")
    }

    @Test func numbersContinueAcrossRepeatRuns() throws {
        var events: [Event] = [.runStarted(ReportingFixtures.runInfo(seed: nil, repeatCount: 2))]
        events += ReportingFixtures.fileEvents(run: 1) + ReportingFixtures.fileEvents(run: 2)
        let text = try Self.render(events)
        #expect(text.contains("\n# spec/list_spec.lua (run 2)\n# loading list fixtures\nok 8 - List adds an item\n"))
        #expect(text.hasSuffix("\n1..14\n"))
    }

    @Test func pendingIsASkip() throws {
        let text = try Self.render(ReportingFixtures.mixedRun())
        #expect(text.contains("\nok 4 - List shuffles # SKIP not implemented yet\n"))
    }

    @Test func failureCarriesAYAMLBlock() throws {
        let text = try Self.render(ReportingFixtures.mixedRun())
        #expect(text.contains("""
            not ok 2 - List removes the last item
              ---
              message: "expected 2 to equal 3\\nExpected: 3\\nActual: 2"
              severity: failure
              file: "spec/list_spec.lua"
              line: 12
            """))
        #expect(text.contains("  severity: error\n"))
    }

    @Test("descriptions stay on one line and escape directives", arguments: [
        ("plain", "plain"), ("a # b", "a \\# b"), ("back\\slash", "back\\\\slash"),
        ("two\nlines", "two\\x0Alines"), ("nul\u{0}esc\u{1B}", "nul\\x00esc\\x1B"), ("🎉", "🎉"),
    ])
    func description(_ input: String, _ expected: String) {
        #expect(TAPReporter.description(input) == expected)
    }

    @Test("YAML double-quoted strings", arguments: [
        ("plain", #""plain""#), (#"say "hi""#, #""say \"hi\"""#), ("a\\b", #""a\\b""#),
        ("a\nb\tc\rd", #""a\nb\tc\rd""#), ("\u{0}", #""\0""#), ("\u{1B}[0m", #""\x1B[0m""#),
        ("\u{85}", #""\x85""#), ("\u{2028}", #""\u2028""#), ("\u{FFFD}🎉", "\"\u{FFFD}🎉\""),
    ])
    func yamlString(_ input: String, _ expected: String) {
        #expect(TAPReporter.yamlString(input) == expected)
    }
}
