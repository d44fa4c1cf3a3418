// AttachmentReportingTests: a failing test's attachments in each report — JUnit's
// [[ATTACHMENT|path]] lines after the output, JSON's "attachments", the terminal's list — and
// --show-output's section for passing tests.
import Foundation
import FoundationXML
import Testing
@testable import LuaSpec

@Suite struct AttachmentReportingTests {
    private static func failing(output: String) -> TestResult {
        var r = TestResult(file: "spec/a_spec.lua", path: ["a", "swipe"], line: 3, status: .failure,
                           message: "spec/a_spec.lua:9: no", output: output)
        r.attachments = ["/out/report-attachments/spec.a_spec/a_swipe/alpha.svg", "/out/r <&>/scene.txt"]
        return r
    }

    private static func events(_ results: [TestResult]) -> [Event] {
        [.fileStarted(file: "spec/a_spec.lua", run: 1)] + results.map { .testFinished($0) }
            + [.fileFinished(file: "spec/a_spec.lua", run: 1, duration: 0.1)]
    }

    @Test("JUnit: one [[ATTACHMENT|path]] line each, after the output, in a valid document",
          arguments: ["printed", "printed\n", ""])
    func junit(output: String) throws {
        let xml = JUnitReporterTests.render(Self.events([Self.failing(output: output)]))
        try XMLLint.validate(xml, label: "attachments after \(output.debugDescription)")
        let root = try JUnitReporterTests.parse(xml)
        let testcase = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
        let out = try #require(testcase.elements(forName: "system-out").first?.stringValue)
        let lines = "[[ATTACHMENT|/out/report-attachments/spec.a_spec/a_swipe/alpha.svg]]\n[[ATTACHMENT|/out/r <&>/scene.txt]]\n"
        #expect(out == (output.isEmpty ? "" : "printed\n") + lines)
    }

    @Test func json() {
        let sink = StringSink()
        let reporter = JSONReporter(sink: sink)
        for e in Self.events([Self.failing(output: ""), TestResult(file: "spec/a_spec.lua", path: ["b"], line: 5, status: .success)]) {
            reporter.handle(e)
        }
        try? reporter.finish()
        #expect(sink.text.contains(#""run":1,"attachments":["/out/report-attachments/spec.a_spec/a_swipe/alpha.svg","/out/r <&>/scene.txt"]}"#))
        #expect(sink.text.components(separatedBy: "\"attachments\"").count == 2, "a passing test has no attachments member")
    }

    @Test(arguments: [false, true])
    func terminal(showOutput: Bool) {
        let sink = StringSink()
        let reporter = TerminalReporter(sink: sink, colour: false, showOutput: showOutput)
        let passing = TestResult(file: "spec/a_spec.lua", path: ["b"], line: 5, status: .success, output: "hello\n")
        for e in Self.events([Self.failing(output: ""), passing]) + [.runFinished(RunSummary())] { reporter.handle(e) }
        #expect(sink.text.contains("   Attachments:\n     /out/report-attachments/spec.a_spec/a_swipe/alpha.svg\n     /out/r <&>/scene.txt\n"))
        #expect(sink.text.contains("Output of passing tests:\n\n  b\n  spec/a_spec.lua:5\n     hello\n") == showOutput)
    }
}
