// What the supervisor records of a file: which declared test a result belongs to.
import Testing
@testable import AlongsideCLI
import LuaSpec

@Suite struct SupervisedFileTests {
    private static func result(_ line: Int) -> TestResult {
        TestResult(file: "x_spec.lua", path: ["d", "t"], line: line, status: .error, run: 1)
    }

    /// Three tests declared in a loop: results reported without a start (a block's error fails
    /// them all) take the occurrences in declaration order, so none is left unfinished and the
    /// resume key of each is its own.
    @Test func resultsWithoutAStartTakeTheNextOccurrence() {
        var f = SupervisedFile(file: SpecFile(path: "x_spec.lua"), run: 1)
        f.declared = (1...3).map { TestIdentity(path: ["d", "t"], line: 5, occurrence: $0) }
        for _ in 1...2 { f.finished.insert(f.key(of: Self.result(5))) }
        #expect(f.unfinished == [TestIdentity(path: ["d", "t"], line: 5, occurrence: 3)])
        #expect(Set(f.resumed.skipping) == ["5.1 d t", "5.2 d t"])
    }

    /// A started test's result is that test's, whichever occurrence ran first (--shuffle).
    @Test func aStartedTestsResultIsItsOwn() {
        var f = SupervisedFile(file: SpecFile(path: "x_spec.lua"), run: 1)
        f.declared = (1...3).map { TestIdentity(path: ["d", "t"], line: 5, occurrence: $0) }
        f.running = TestIdentity(path: ["d", "t"], line: 5, occurrence: 3)
        #expect(f.key(of: Self.result(5)).occurrence == 3)
    }
}
