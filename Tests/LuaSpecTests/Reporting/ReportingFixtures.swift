// ReportingFixtures: hand-built event streams that every reporter test replays.
@testable import LuaSpec

/// Event streams built by hand, so reporter tests need no Lua and cover awkward names on purpose.
enum ReportingFixtures {
    /// The spec file most fixtures use.
    static let listSpec = "spec/list_spec.lua"
    /// A spec file that declares no tests but prints while loading.
    static let emptySpec = "spec/ui/empty_spec.lua"

    /// A test name with XML's five special characters.
    static let markupName = #"sorts <numbers> & "strings" 'quoted'"#
    /// A test name with a NUL byte and an ANSI colour sequence.
    static let controlName = "keeps \u{0}NUL and \u{1B}[31mESC"
    /// A test name with the character invalid UTF-8 decodes to, and an emoji.
    static let unicodeName = "reads \u{FFFD} and 🎉"

    /// The failing test's two-line assertion message.
    static let failureMessage = "expected 2 to equal 3\nExpected: 3\nActual: 2"
    /// The erroring test's message.
    static let errorMessage = "spec/list_spec.lua:21: attempt to index a nil value (local 'xs')"
    /// The erroring test's traceback.
    static let errorTraceback = "stack traceback:\n\t[C]: in ?\n\tspec/list_spec.lua:21: in function <spec/list_spec.lua:20>"

    /// The run's announced facts: two files, a shuffle seed, a fixed timestamp.
    static func runInfo(seed: UInt64? = 42, repeatCount: Int = 1, listOnly: Bool = false) -> RunInfo {
        RunInfo(files: [listSpec, emptySpec], seed: seed, repeatCount: repeatCount,
                timestamp: "2026-11-30T08:00:00", listOnly: listOnly)
    }

    /// The tests of `spec/list_spec.lua`: every outcome, awkward names, output and a duplicate name.
    static func listResults(run: Int = 1) -> [TestResult] {
        [
            TestResult(file: listSpec, path: ["List", "adds an item"], line: 5, status: .success,
                       duration: 0.0012, run: run),
            TestResult(file: listSpec, path: ["List", "removes", "the last item"], line: 12,
                       status: .failure, message: failureMessage,
                       traceback: "stack traceback:\n\tspec/list_spec.lua:14: in function <spec/list_spec.lua:12>",
                       output: "removing 3\nleft: 1, 2\n", duration: 0.0034, run: run),
            TestResult(file: listSpec, path: ["List", markupName], line: 20, status: .error,
                       message: errorMessage, traceback: errorTraceback, duration: 0.0005, run: run),
            TestResult(file: listSpec, path: ["List", "shuffles"], line: 30, status: .pending,
                       message: "not implemented yet", run: run),
            TestResult(file: listSpec, path: ["List", controlName], line: 35, status: .success,
                       duration: 0.00001, run: run),
            TestResult(file: listSpec, path: ["List", unicodeName], line: 40, status: .success,
                       output: "printed 🎉\n", duration: 0.0021, run: run),
            TestResult(file: listSpec, path: ["List", "adds an item"], line: 45, status: .success,
                       duration: 0.0008, run: run),
        ]
    }

    /// The whole mixed run: one file with seven tests and file output, one file with none.
    static func mixedRun() -> [Event] {
        var events: [Event] = [.runStarted(runInfo())]
        events += fileEvents(run: 1)
        var summary = RunSummary()
        for result in listResults() { summary.count(result.status) }
        summary.duration = 0.0163
        summary.seed = 42
        events.append(.runFinished(summary))
        return events
    }

    /// The events for both files in one `--repeat` run.
    static func fileEvents(run: Int) -> [Event] {
        var events: [Event] = [
            .fileStarted(file: listSpec, run: run),
            .fileOutput(file: listSpec, run: run, text: "loading list fixtures\n"),
        ]
        events += listResults(run: run).map(Event.testFinished)
        events += [
            .fileFinished(file: listSpec, run: run, duration: 0.0151),
            .fileStarted(file: emptySpec, run: run),
            .fileOutput(file: emptySpec, run: run, text: "nothing to test <yet> & that's fine\n"),
            .fileFinished(file: emptySpec, run: run, duration: 0.0002),
        ]
        return events
    }

    /// Feeds `events` to `reporter` and calls `finish()`, as the runner does.
    static func replay(_ events: [Event], into reporter: some Reporter) throws {
        for event in events { reporter.handle(event) }
        try reporter.finish()
    }
}
