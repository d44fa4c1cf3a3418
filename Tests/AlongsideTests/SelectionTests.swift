// End to end: --list, filters, tags, file:LINE, shuffle with seed, repeat and fail-fast.
import Foundation
import Testing

@Suite struct SelectionTests {
    /// The names a run printed in --list mode, in order.
    func listed(_ arguments: [String]) throws -> [String] {
        let r = try Alongside.run(["--list"] + arguments)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        return r.stdout.split(separator: "\n").map(String.init)
    }

    @Test func listPrintsFileLineAndFullName() throws {
        #expect(try listed(["selection_spec.lua"]) == [
            "selection_spec.lua:3: alpha one #fast",
            "selection_spec.lua:4: alpha two #slow",
            "selection_spec.lua:8: beta #fast three",
            "selection_spec.lua:10: beta #fast inner four",
        ])
    }

    @Test(arguments: [
        (["--filter", "alpha"], ["alpha one #fast", "alpha two #slow"]),
        (["--filter", "one", "--filter", "four"], ["alpha one #fast", "beta #fast inner four"]),
        (["--filter-out", "alpha"], ["beta #fast three", "beta #fast inner four"]),
        (["--tags", "fast"], ["alpha one #fast", "beta #fast three", "beta #fast inner four"]),
        (["--exclude-tags", "fast"], ["alpha two #slow"]),
        (["--tags", "slow", "--exclude-tags", "fast"], ["alpha two #slow"]),
        (["--tags", "slow,fast", "--filter-out", "three"], ["alpha one #fast", "alpha two #slow", "beta #fast inner four"]),
    ])
    func filtersAndTagsSelectByFullName(arguments: [String], names: [String]) throws {
        let lines = try listed(["selection_spec.lua"] + arguments)
        #expect(lines.map { String($0.split(separator: ": ", maxSplits: 1)[1]) } == names)
    }

    @Test(arguments: [
        ("selection_spec.lua:4", ["alpha two #slow"]),
        ("selection_spec.lua:7", ["beta #fast three", "beta #fast inner four"]),
        ("selection_spec.lua:11", ["beta #fast inner four"]),
        ("selection_spec.lua:3:10", ["alpha one #fast", "beta #fast inner four"]),
    ])
    func fileLineSelectsTheTestOrBlockThere(target: String, names: [String]) throws {
        let lines = try listed([target])
        #expect(lines.map { String($0.split(separator: ": ", maxSplits: 1)[1]) } == names)
    }

    @Test func theSameSeedGivesTheSameOrderAndIsPrinted() throws {
        let a = try Alongside.run(["selection_spec.lua", "outcomes_spec.lua", "--shuffle", "--seed", "42", "-o", "tap"])
        let b = try Alongside.run(["selection_spec.lua", "outcomes_spec.lua", "--shuffle", "--seed", "42", "-o", "tap"])
        let names = { (r: RunResult) in r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok") || $0.hasPrefix("not ok") } }
        #expect(names(a) == names(b))
        #expect(names(a).count == 14)
        let orders = try (1...6).map { seed in
            names(try Alongside.run(["outcomes_spec.lua", "--seed", "\(seed)", "-o", "tap"]))
        }
        #expect(Set(orders.map { $0.joined() }).count > 1, "different seeds give different orders")
        let terminal = try Alongside.run(["selection_spec.lua", "--shuffle", "--seed", "42"])
        #expect(terminal.stdout.contains("seed 42"))
    }

    @Test func repeatRunsTheSuiteAgainAndReportsEachRun() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["passing_spec.lua", "--repeat", "3", "--junit", report])
        #expect(r.status == 0)
        #expect(r.stdout.contains("6 passed, 0 failed, 0 skipped"))
        #expect(try Alongside.validate(junit: report) == nil)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 3)
    }

    @Test func failFastStopsAfterTheFirstFailure() throws {
        let r = try Alongside.run(["many_failures_spec.lua", "passing_spec.lua", "--fail-fast", "-o", "tap"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("1..1\n"))
        let terminal = try Alongside.run(["many_failures_spec.lua", "--fail-fast"])
        #expect(terminal.stdout.contains("0 passed, 1 failed, 0 skipped"))
        #expect(terminal.stdout.contains("--fail-fast"))
    }

    @Test func tapAndJSONOutputsParse() throws {
        let tap = try Alongside.run(["outcomes_spec.lua", "-o", "tap"])
        #expect(tap.stdout.hasPrefix("TAP version 13\n"))
        #expect(tap.stdout.contains("1..10"))
        let json = try Alongside.run(["outcomes_spec.lua", "-o", "json-detailed"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let tests = object?["tests"] as? [[String: Any]]
        #expect(tests?.count == 10)
    }
}
