// TerminalReporterTests: the terminal golden, the final line, colour, list mode and fail-fast.
import Testing
@testable import LuaSpec

@Suite struct TerminalReporterTests {
    /// Replays `events` into a terminal reporter and returns what it wrote.
    static func render(_ events: [Event], colour: Bool = false) throws -> String {
        let sink = StringSink()
        try ReportingFixtures.replay(events, into: TerminalReporter(sink: sink, colour: colour))
        return sink.text
    }

    /// Replaces the run's summary with a fail-fast one.
    static func stoppedEarly() -> [Event] {
        var events = ReportingFixtures.mixedRun()
        guard case .runFinished(var summary) = events.removeLast() else { return events }
        summary.stoppedEarly = true
        return events + [.runFinished(summary)]
    }

    @Test func mixedRun() throws {
        Snapshot.expectMatch(try Self.render(ReportingFixtures.mixedRun()),
                             suite: "TerminalReporterTests", test: "mixedRun", ext: "txt")
    }

    @Test func lastLineIsTheTally() throws {
        for (label, events) in [("mixed", ReportingFixtures.mixedRun()), ("stopped", Self.stoppedEarly()),
                                ("empty", [])] {
            for colour in [false, true] {
                let text = try Self.render(events, colour: colour)
                #expect(text.hasSuffix("\n"), "\(label), colour \(colour)")
                let last = text.split(separator: "\n").last.map(String.init) ?? ""
                #expect(last.wholeMatch(of: #/[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped/#) != nil,
                        "\(label), colour \(colour): last line \(last.debugDescription)")
            }
        }
        #expect(try Self.render(ReportingFixtures.mixedRun()).hasSuffix("\n4 passed, 2 failed, 1 skipped\n"))
        #expect(try Self.render([]).hasSuffix("\n0 passed, 0 failed, 0 skipped\n"))
    }

    @Test func countsSeedAndFailFastLines() throws {
        let text = try Self.render(Self.stoppedEarly())
        #expect(text.hasSuffix("""
            4 successes / 1 failure / 1 error / 1 pending : 0.016 seconds
            Randomized with seed 42
            Stopped after the first failure (--fail-fast)
            4 passed, 2 failed, 1 skipped

            """))
    }

    @Test func noSeedLineWithoutShuffle() throws {
        var events: [Event] = [.runStarted(ReportingFixtures.runInfo(seed: nil))]
        events += ReportingFixtures.fileEvents(run: 1)
        var summary = RunSummary()
        summary.successes = 1
        events.append(.runFinished(summary))
        let text = try Self.render(events)
        #expect(!text.contains("Randomized"))
        #expect(text.hasSuffix("1 success / 0 failures / 0 errors / 0 pending : 0.000 seconds\n"
            + "1 passed, 0 failed, 0 skipped\n"))
    }

    @Test func colourMarksProgressButNotTheTally() throws {
        let text = try Self.render(ReportingFixtures.mixedRun(), colour: true)
        let green = "\u{1B}[32m.\u{1B}[0m", red = "\u{1B}[31mF\u{1B}[0m"
        let magenta = "\u{1B}[35mE\u{1B}[0m", yellow = "\u{1B}[33m*\u{1B}[0m"
        #expect(text.contains("spec/list_spec.lua " + green + red + magenta + yellow + green + green + green))
        let last = text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(!last.contains("\u{1B}"))
        #expect(!(try Self.render(ReportingFixtures.mixedRun())).contains("\u{1B}"),
                "no escape codes without colour, not even from test names")
    }

    @Test func fileOutputInterruptsProgress() throws {
        let events: [Event] = [
            .fileStarted(file: "spec/a.lua", run: 1),
            .testFinished(TestResult(file: "spec/a.lua", path: ["one"], line: 1, status: .success)),
            .fileOutput(file: "spec/a.lua", run: 1, text: "partial"),
            .testFinished(TestResult(file: "spec/a.lua", path: ["two"], line: 2, status: .success)),
            .fileFinished(file: "spec/a.lua", run: 1, duration: 0),
        ]
        #expect(try Self.render(events).hasPrefix("spec/a.lua .\npartial\nspec/a.lua .\n\n"))
    }

    @Test func listModePrintsOnlyLocations() throws {
        let info = ReportingFixtures.runInfo(listOnly: true)
        var events: [Event] = [.runStarted(info), .fileStarted(file: "spec/a.lua", run: 1)]
        events += [
            .testFinished(TestResult(file: "spec/a.lua", path: ["List", "adds"], line: 3, status: .success)),
            .fileOutput(file: "spec/a.lua", run: 1, text: "ignored\n"),
            .testFinished(TestResult(file: "spec/a.lua", path: ["List", "nul\u{0}"], line: 9, status: .pending)),
            .fileFinished(file: "spec/a.lua", run: 1, duration: 0.1),
            .runFinished(RunSummary()),
        ]
        #expect(try Self.render(events) == "spec/a.lua:3: List adds\nspec/a.lua:9: List nul\\x00\n")
    }

    @Test func repeatedRunsNameTheRun() throws {
        var events: [Event] = [.runStarted(ReportingFixtures.runInfo(seed: nil, repeatCount: 2))]
        events += ReportingFixtures.fileEvents(run: 1) + ReportingFixtures.fileEvents(run: 2)
        let text = try Self.render(events)
        #expect(text.contains("spec/list_spec.lua (run 2) .FE*...\n"))
        #expect(text.contains("\n4) error: List \(ReportingFixtures.markupName) (run 2)\n"))
        #expect(text.hasSuffix("\n8 passed, 4 failed, 2 skipped\n"))
    }
}
