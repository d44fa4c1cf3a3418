// End to end: ui.explore without a seed takes the run's (`--seed`, or the one `--shuffle`
// chose), its failure is a test failure, and its report is the same in every process.
import Foundation
import Testing

@Suite struct ExploreSeedTests {
    /// The failure of the fixture's one test in the JUnit report of a run with `arguments`.
    private func failure(_ arguments: [String]) throws -> (status: String, message: String, stdout: String) {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["explore_spec.lua", "--junit", report] + arguments)
        #expect(r.status == 1)
        let cases = try Alongside.testcases(junit: report)
        let c = try #require(cases["explores a counter"])
        return (c.status, c.message, r.stdout)
    }

    @Test func theRunsSeedIsTheExplorationsSeed() throws {
        let seeded = try failure(["--seed", "7"])
        #expect(seeded.status == "failure", "a failed exploration is a failure, not an error")
        #expect(seeded.stdout.contains("ui.explore found a failing sequence: seed 7, run"))
        #expect(seeded.stdout.contains("alongside --seed 7 (or seed = 7 in ui.explore's options)"))
        let shuffled = try failure(["--shuffle", "--seed", "9"])
        #expect(shuffled.stdout.contains("failing sequence: seed 9, run"))
        let plain = try failure([])
        #expect(plain.stdout.contains("failing sequence: seed 0, run"))
    }

    @Test func theSameSeedGivesTheSameReportInAnotherProcess() throws {
        // string hashing differs between processes: nothing the report shows may depend on it
        let first = try failure(["--seed", "12"]).stdout
        let second = try failure(["--seed", "12"]).stdout
        let report = { (s: String) in s.components(separatedBy: "\n").filter { !$0.contains("seconds") } }
        #expect(report(first) == report(second))
        #expect(first.contains("add(s, { by = "))
    }
}
