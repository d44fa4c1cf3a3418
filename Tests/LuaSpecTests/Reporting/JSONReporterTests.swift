// JSONReporterTests: the JSON golden, parsing with JSONSerialization, exact strings, safe numbers.
import Foundation
import Testing
@testable import LuaSpec

@Suite struct JSONReporterTests {
    /// Replays `events` into a JSON reporter and returns the document.
    static func render(_ events: [Event]) throws -> String {
        let sink = StringSink()
        try ReportingFixtures.replay(events, into: JSONReporter(sink: sink))
        return sink.text
    }

    /// Parses `text` with JSONSerialization into the top-level object.
    static func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func mixedRun() throws {
        Snapshot.expectMatch(try Self.render(ReportingFixtures.mixedRun()),
                             suite: "JSONReporterTests", test: "mixedRun", ext: "json")
    }

    @Test func parsesWithJSONSerialization() throws {
        let document = try Self.parse(try Self.render(ReportingFixtures.mixedRun()))
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["tests"] as? Int == 7)
        #expect(summary["successes"] as? Int == 4)
        #expect(summary["failures"] as? Int == 1)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["pending"] as? Int == 1)
        #expect(summary["duration"] as? Double == 0.016)
        #expect(summary["seed"] as? Int == 42)
        #expect(summary["stoppedEarly"] as? Bool == false)

        let tests = try #require(document["tests"] as? [[String: Any]])
        let expected = ReportingFixtures.listResults()
        try #require(tests.count == expected.count)
        for (json, result) in zip(tests, expected) {
            #expect(json["file"] as? String == result.file)
            #expect(json["name"] as? String == result.fullName, "names keep every character exactly")
            #expect(json["path"] as? [String] == result.path)
            #expect(json["line"] as? Int == result.line)
            #expect(json["status"] as? String == result.status.word)
            #expect(json["output"] as? String == result.output)
            #expect(json["duration"] is Double || json["duration"] is Int)
            if let message = result.message {
                #expect(json["message"] as? String == message)
            } else {
                #expect(json["message"] is NSNull)
            }
        }
        #expect(tests[2]["traceback"] as? String == ReportingFixtures.errorTraceback)
    }

    @Test func countsWithoutRunFinished() throws {
        let events = Array(ReportingFixtures.mixedRun().dropLast())
        let summary = try #require(try Self.parse(try Self.render(events))["summary"] as? [String: Any])
        #expect(summary["tests"] as? Int == 7)
        #expect(summary["failures"] as? Int == 1)
        #expect(summary["seed"] as? Int == 42)
    }

    @Test func emptyRun() throws {
        let text = try Self.render([])
        let document = try Self.parse(text)
        #expect((document["tests"] as? [Any])?.isEmpty == true)
        #expect(document["summary"].flatMap { ($0 as? [String: Any])?["seed"] } is NSNull)
    }

    @Test func nonFiniteDurationsStayNumbers() throws {
        let events: [Event] = [
            .testFinished(TestResult(file: "spec/t.lua", path: ["inf"], line: 1, status: .success,
                                     duration: .infinity)),
            .testFinished(TestResult(file: "spec/t.lua", path: ["nan"], line: 2, status: .success,
                                     duration: .nan)),
        ]
        let text = try Self.render(events)
        #expect(text.contains(#""duration":0.000,"run":1}"#))
        let tests = try #require(try Self.parse(text)["tests"] as? [[String: Any]])
        #expect(tests.map { $0["duration"] as? Double } == [0, 0])
    }

    @Test("string escaping", arguments: [
        ("plain", #""plain""#), (#"q"b\"#, #""q\"b\\""#), ("a\nb\rc\td", #""a\nb\rc\td""#),
        ("\u{0}", #""\u0000""#), ("\u{1B}[0m", #""\u001b[0m""#), ("\u{1F}\u{7F}", #""\u001f\u007f""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#), ("\u{FFFD} 🎉 é", "\"\u{FFFD} 🎉 é\""), ("/", #""/""#),
    ])
    func string(_ input: String, _ expected: String) throws {
        let encoded = JSONReporter.string(input)
        #expect(encoded == expected)
        let decoded = try JSONSerialization.jsonObject(with: Data(encoded.utf8), options: .fragmentsAllowed)
        #expect(decoded as? String == input)
    }
}
