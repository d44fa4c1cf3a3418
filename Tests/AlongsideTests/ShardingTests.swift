// ShardingTests: `--shard K/N`, Bazel's and GitLab's variables, and `alongside merge`, end to end.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Runs the built binary on the fixture folder, split into shards in each of the three ways, and
/// merges the shards' reports. The library behind it (`Shard`, `ShardEnvironment`, `JUnitMerge`)
/// is tested in LuaSpecTests; these check the wiring: flags, variables, files and exit codes.
@Suite
struct ShardingTests {
    /// The `file` attribute of every suite in a report, in order.
    static func files(junit path: String) throws -> [String] {
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        return try doc.nodes(forXPath: "//testsuite/@file").compactMap(\.stringValue)
    }

    /// The number of test cases in a report.
    static func tests(junit path: String) throws -> Int {
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        return try doc.nodes(forXPath: "//testcase").count
    }

    /// Runs the sharding fixtures (Fixtures/sharded: seven small files) once, unsharded; returns its report's files and test count.
    static func wholeRun() throws -> (files: [String], tests: Int) {
        let report = Alongside.temporaryReport()
        defer { try? FileManager.default.removeItem(atPath: report) }
        _ = try Alongside.run(["sharded", "--junit", report])
        // Fixtures/sharded: 7 files, 2 + 4 + ... + 14 passing tests and one failing one
        #expect(try files(junit: report).count == 7)
        #expect(try tests(junit: report) == 57)
        return (try files(junit: report), try tests(junit: report))
    }

    @Test func shardsByFlagAreDisjointAndComplete() throws {
        let whole = try Self.wholeRun()
        var seen: [String] = []
        for k in 1...3 {
            let report = Alongside.temporaryReport()
            defer { try? FileManager.default.removeItem(atPath: report) }
            let r = try Alongside.run(["sharded", "--shard", "\(k)/3", "--junit", report])
            #expect([0, 1].contains(r.status), "\(r.stderr)")
            #expect(try Alongside.validate(junit: report) == nil)
            seen += try Self.files(junit: report)
        }
        #expect(seen.sorted() == whole.files.sorted())
    }

    @Test func gitlabVariablesPickTheSameShardAsTheFlag() throws {
        let byFlag = Alongside.temporaryReport(), byGitLab = Alongside.temporaryReport()
        defer { for p in [byFlag, byGitLab] { try? FileManager.default.removeItem(atPath: p) } }
        _ = try Alongside.run(["sharded", "--shard", "2/3", "--junit", byFlag])
        _ = try Alongside.run(["sharded", "--junit", byGitLab], environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"])
        #expect(try Self.files(junit: byGitLab) == (try Self.files(junit: byFlag)))
        #expect(try !Self.files(junit: byFlag).isEmpty)
    }

    @Test func bazelVariablesShardTouchTheStatusFileAndChooseTheReport() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bazel-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let byFlag = dir + "/flag.xml"
        _ = try Alongside.run(["sharded", "--shard", "1/3", "--junit", byFlag])
        let r = try Alongside.run(["sharded"], environment: [
            "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0",
            "TEST_SHARD_STATUS_FILE": dir + "/test.shard", "XML_OUTPUT_FILE": dir + "/test.xml",
        ])
        #expect([0, 1].contains(r.status), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/test.shard"))
        #expect(try Alongside.validate(junit: dir + "/test.xml") == nil)
        #expect(try Self.files(junit: dir + "/test.xml") == (try Self.files(junit: byFlag)))
    }

    @Test func moreShardsThanFilesLeavesAnEmptyPassingShard() throws {
        let report = Alongside.temporaryReport()
        defer { try? FileManager.default.removeItem(atPath: report) }
        let r = try Alongside.run(["passing_spec.lua", "--shard", "2/2", "--junit", report])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.tests(junit: report) == 0)
        #expect(try Alongside.validate(junit: report) == nil)
    }

    @Test("bad shards are usage errors", arguments: [
        (["--shard", "0/3"], [String: String](), "shards are numbered 1 to 3"),
        (["--shard", "two"], [:], "--shard expects K/N"),
        ([], ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"], "must be 0 to 2"),
        ([], ["CI_NODE_INDEX": "x", "CI_NODE_TOTAL": "3"], "CI_NODE_INDEX must be a whole number"),
    ])
    func badShards(_ arguments: [String], _ environment: [String: String], _ expected: String) throws {
        let r = try Alongside.run(["passing_spec.lua"] + arguments, environment: environment)
        #expect(r.status == 2)
        #expect(r.stderr.contains(expected), "\(r.stderr)")
    }

    @Test func mergeJoinsTheShardsIntoTheWholeRun() throws {
        let whole = try Self.wholeRun()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let shards = (1...3).map { dir + "/report-\($0).xml" }
        for (k, report) in shards.enumerated() {
            _ = try Alongside.run(["sharded", "--shard", "\(k + 1)/3", "--junit", report])
        }
        let r = try Alongside.run(["merge", dir + "/report.xml"] + shards)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Alongside.validate(junit: dir + "/report.xml") == nil)
        #expect(try Self.tests(junit: dir + "/report.xml") == whole.tests)
        #expect(try Self.files(junit: dir + "/report.xml").sorted() == whole.files.sorted())
    }

    @Test func mergeNamesAMissingOrForeignInput() throws {
        let out = Alongside.temporaryReport()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let missing = try Alongside.run(["merge", out, "/nonexistent/report.xml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("'/nonexistent/report.xml'"), "\(missing.stderr)")
        let foreign = try Alongside.run(["merge", out, "passing_spec.lua"])
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("'passing_spec.lua' is not a JUnit report written by alongside"), "\(foreign.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
