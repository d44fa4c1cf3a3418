// The supervisor/worker protocol: every message survives a line, whatever a spec printed.
import Testing
@testable import AlongsideCLI
import LuaSpec

@Suite struct WorkerMessageTests {
    @Test func messagesRoundTripThroughOneLine() {
        let hostile = "tab\there\nnewline \\ backslash \u{1F} unit-separator \\n"
        let messages: [WorkerMessage] = [
            .declared(TestIdentity(path: ["a", hostile, ""], line: 3, occurrence: 2)),
            .started(TestIdentity(path: [], line: 1)),
            .finished(TestResult(file: "x_spec.lua", path: ["d", hostile], line: 7, status: .failure,
                                 message: hostile, traceback: nil, output: hostile, duration: 0.25, run: 2)),
            .output(hostile),
            .fileDone(SpecFileOutcome(selected: 4, stopped: true)),
        ]
        for m in messages {
            #expect(!m.line.contains("\n"))
            #expect(WorkerMessage(line: m.line[...]) == m)
        }
        let job = WorkerJob(file: SpecFile(path: "a b\tc.lua", lines: [3, 9], rawPath: [0x61, 0xE9], skipping: ["3.1 d " + hostile]), run: 1)
        #expect(WorkerJob(line: job.line[...]) == job)
        #expect(WorkerMessage(line: "garbage from a spec") == nil)
    }

    @Test func optionTableSuggestsAndDocumentsEveryOption() throws {
        #expect(Invocation.suggestion(for: "--fromat") == "--format")
        #expect(Invocation.suggestion(for: "--jbos") == "--jobs")
        #expect(try Invocation.parse(["-j", "3"]).jobs == 3)
        #expect(throws: UsageError.self) { try Invocation.parse(["-j", "0"]) }
        for option in CommandOption.all {
            #expect(alongsideHelp.contains(option.synopsis), "--help lists \(option.synopsis)")
        }
    }
}
