// What the supervisor records of a file: which declared test a result belongs to.
import Testing
@testable import AlongsideCLI
import LuaSpec

@Suite struct SupervisedFileTests {
    private static func result(_ line: Int) -> TestResult {
        TestResult(file: "x_spec.lua", path: ["d", "t"], line: line, status: .error, run: 1)
    }

    private static func declaring(_ tests: [TestIdentity]) -> SupervisedFile {
        var f = SupervisedFile(file: SpecFile(path: "x_spec.lua"), run: 1)
        for t in tests { f.declare(t) }
        return f
    }

    /// Three tests declared in a loop: results reported without a start (a block's error fails
    /// them all) take the occurrences in declaration order, so none is left unfinished and the
    /// resume key of each is its own.
    @Test func resultsWithoutAStartTakeTheNextOccurrence() {
        var f = Self.declaring((1...3).map { TestIdentity(path: ["d", "t"], line: 5, occurrence: $0) })
        for _ in 1...2 { f.finish(Self.result(5)) }
        let left = f.unfinished()
        #expect(left == [TestIdentity(path: ["d", "t"], line: 5, occurrence: 3)])
        #expect(Set(f.resumed.skipping) == ["5.1 d t", "5.2 d t"])
    }

    /// A recorded result finishes its test and is kept as an event, holding the file's own
    /// path (the same bytes, shared) or, when the worker named the file differently, its own.
    @Test func aRecordedResultFinishesItsTestAndIsKept() {
        var f = Self.declaring([TestIdentity(path: ["d", "t"], line: 5), TestIdentity(path: ["d", "u"], line: 6)])
        f.start(declaration: 0)
        f.record(Self.result(5))
        f.record(TestResult(file: "other_spec.lua", path: ["d", "u"], line: 6, status: .success, run: 1))
        #expect(f.unfinished().isEmpty)
        #expect(!f.isRunning)
        let files = f.events.compactMap { event -> String? in
            if case .testFinished(let r) = event { return r.file }
            return nil
        }
        #expect(files == ["x_spec.lua", "other_spec.lua"])
    }

    /// A started test's result is that test's, whichever occurrence ran first (--shuffle).
    @Test func aStartedTestsResultIsItsOwn() {
        var f = Self.declaring((1...3).map { TestIdentity(path: ["d", "t"], line: 5, occurrence: $0) })
        f.start(declaration: 2)
        f.finish(Self.result(5))
        let first = f.unfinished()
        #expect(first.map(\.occurrence) == [1, 2])
        f.start(declaration: 0)
        f.finish(Self.result(5))
        let second = f.unfinished()
        #expect(second.map(\.occurrence) == [2])
    }

    /// Declared tests are kept as bytes and rebuilt exactly, whatever their names hold; a death
    /// names the running test, and after a resume the fresh worker's declarations start over
    /// while the finished tests stay finished.
    @Test func declarationsSurviveAsBytesAndAResumeKeepsWhatFinished() {
        let names: [[String]] = [["a", ""], ["日本\u{301}", "t\tab\u{1F}"], [], [String(repeating: "x", count: 70_000)]]
        let tests = names.enumerated().map { TestIdentity(path: $1, line: $0 + 1) }
        var f = Self.declaring(tests)
        let all = f.unfinished()
        #expect(all == tests)
        f.start(declaration: 0)
        f.finish(TestResult(file: "x_spec.lua", path: tests[0].path, line: 1, status: .success, run: 1))
        f.start(declaration: 1)
        #expect(f.running == tests[1], "a death names the test started by its number")
        let diedInTest = f.recordDeath("worker killed by SIGABRT")
        #expect(diedInTest)
        #expect(f.events.count == 1)
        f.forgetDeclarations()
        let none = f.unfinished()
        #expect(none.isEmpty, "a fresh worker declares again")
        for t in tests { f.declare(t) }
        let rest = f.unfinished()
        #expect(rest == Array(tests[2...]))
        #expect(f.resumed.skipping == [tests[0].skipKey, tests[1].skipKey])
        f.abandon("not run: worker died", stopped: false)
        let after = f.unfinished()
        #expect(after.isEmpty)
        #expect(f.events.count == 3)
    }
}
