// ShardEnvironmentTests: Bazel's and GitLab's sharding variables, their precedence and their errors.
import Foundation
import Testing
@testable import LuaSpec

@Suite struct ShardEnvironmentTests {
    typealias Resolution = ShardEnvironment.Resolution

    static func resolve(_ environment: [String: String], flag: String? = nil,
                        junit: String? = nil) throws -> Resolution {
        try ShardEnvironment.resolve(flag: flag.map { try Shard.parse($0) }, junit: junit, environment: environment)
    }

    static let bazel = ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0",
                        "TEST_SHARD_STATUS_FILE": "/tmp/status", "XML_OUTPUT_FILE": "/tmp/test.xml"]
    static let gitlab = ["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "5"]

    // MARK: - Precedence

    @Test func nothingSetRunsEverything() throws {
        #expect(try Self.resolve([:]) == Resolution(shard: nil, junitPath: nil, statusFile: nil, source: nil))
        #expect(try Self.resolve(["PATH": "/usr/bin"]).shard == nil)
    }

    @Test func bazelIndexCountsFromZero() throws {
        let r = try Self.resolve(Self.bazel)
        #expect(r == Resolution(shard: try Shard(index: 1, count: 4), junitPath: "/tmp/test.xml",
                                statusFile: "/tmp/status", source: .bazel))
        var last = Self.bazel
        last["TEST_SHARD_INDEX"] = "3"
        #expect(try Self.resolve(last).shard == Shard(index: 4, count: 4))
    }

    @Test func gitlabIndexCountsFromOne() throws {
        let r = try Self.resolve(Self.gitlab)
        #expect(r == Resolution(shard: try Shard(index: 3, count: 5), junitPath: nil, statusFile: nil, source: .gitlab))
    }

    @Test func gitlabWithoutParallelIsNotSharded() throws {
        #expect(try Self.resolve(["CI_NODE_TOTAL": "1"]).shard == nil)
    }

    @Test func theFlagWinsOverBazelAndGitLab() throws {
        let r = try Self.resolve(Self.bazel.merging(Self.gitlab) { a, _ in a }, flag: "2/3")
        #expect(r.shard == (try Shard(index: 2, count: 3)))
        #expect(r.source == .flag)
        // Bazel's sharding is not the one done, so its status file is not touched.
        #expect(r.statusFile == nil)
        #expect(r.junitPath == "/tmp/test.xml")
    }

    @Test func bazelWinsOverGitLab() throws {
        let r = try Self.resolve(Self.bazel.merging(Self.gitlab) { a, _ in a })
        #expect(r.shard == (try Shard(index: 1, count: 4)))
        #expect(r.source == .bazel)
    }

    @Test func theJUnitFlagWinsOverXMLOutputFile() throws {
        #expect(try Self.resolve(Self.bazel, junit: "mine.xml").junitPath == "mine.xml")
        #expect(try Self.resolve(["XML_OUTPUT_FILE": "/out/test.xml"]).junitPath == "/out/test.xml")
        #expect(try Self.resolve(["XML_OUTPUT_FILE": "/out/test.xml"]).shard == nil)
    }

    @Test func emptyVariablesCountAsUnset() throws {
        let r = try Self.resolve(["TEST_TOTAL_SHARDS": "", "TEST_SHARD_INDEX": "", "CI_NODE_INDEX": "",
                                  "CI_NODE_TOTAL": "", "XML_OUTPUT_FILE": ""])
        #expect(r == Resolution(shard: nil, junitPath: nil, statusFile: nil, source: nil))
    }

    // MARK: - Errors

    @Test("inconsistent variables are refused, naming the variable", arguments: [
        (["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"], "must be 0 to 3"),
        (["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "-1"], "TEST_SHARD_INDEX must be a whole number, got '-1'"),
        (["TEST_TOTAL_SHARDS": "four", "TEST_SHARD_INDEX": "1"], "TEST_TOTAL_SHARDS must be a whole number, got 'four'"),
        (["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"], "TEST_TOTAL_SHARDS must be at least 1"),
        (["TEST_TOTAL_SHARDS": "4"], "TEST_SHARD_INDEX is not"),
        (["TEST_SHARD_INDEX": "1"], "TEST_TOTAL_SHARDS is not"),
        (["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "3"], "counts from 1, so it must be 1 to 3"),
        (["CI_NODE_INDEX": "4", "CI_NODE_TOTAL": "3"], "counts from 1, so it must be 1 to 3"),
        (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3.0"], "CI_NODE_TOTAL must be a whole number, got '3.0'"),
        (["CI_NODE_INDEX": " 2", "CI_NODE_TOTAL": "3"], "CI_NODE_INDEX must be a whole number"),
        (["CI_NODE_TOTAL": "3"], "CI_NODE_INDEX is not set"),
        (["CI_NODE_TOTAL": "x"], "CI_NODE_TOTAL must be a whole number"),
        (["CI_NODE_INDEX": "2"], "CI_NODE_TOTAL is not"),
        (["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "0"], "CI_NODE_TOTAL must be at least 1"),
    ])
    func refuses(_ environment: [String: String], _ expected: String) {
        #expect {
            try ShardEnvironment.resolve(flag: nil, environment: environment)
        } throws: { error in
            (error as? ShardError)?.message.contains(expected) == true
        }
    }

    @Test func overriddenVariablesAreNotRead() throws {
        let brokenBazel = ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "9"]
        let brokenGitLab = ["CI_NODE_INDEX": "9", "CI_NODE_TOTAL": "2"]
        #expect(try Self.resolve(brokenBazel.merging(brokenGitLab) { a, _ in a }, flag: "1/2").shard
                == Shard(index: 1, count: 2))
        #expect(try Self.resolve(Self.bazel.merging(brokenGitLab) { a, _ in a }).source == .bazel)
    }

    @Test func bazelErrorsAreRaisedEvenWhenGitLabIsFine() {
        let environment = ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"].merging(Self.gitlab) { a, _ in a }
        #expect(throws: ShardError.self) { try ShardEnvironment.resolve(flag: nil, environment: environment) }
    }

    // MARK: - Status file

    @Test func touchingTheStatusFileCreatesItAndKeepsWhatIsThere() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fresh = dir.appendingPathComponent("fresh").path
        try ShardEnvironment.touchStatusFile(fresh)
        #expect(FileManager.default.fileExists(atPath: fresh))
        let kept = dir.appendingPathComponent("kept").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: kept))
        try ShardEnvironment.touchStatusFile(kept)
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "x")
        #expect {
            try ShardEnvironment.touchStatusFile(dir.appendingPathComponent("no/such/dir").path)
        } throws: { error in
            (error as? ShardError)?.message.contains("TEST_SHARD_STATUS_FILE") == true
        }
    }

    // MARK: - A simulated sharded Bazel sh_test

    /// What a Bazel `sh_test` with `shard_count = 3` sees: three runs, one per shard index, each
    /// with its own status file and XML_OUTPUT_FILE. (Bazel itself is exercised in docs/ci.md's
    /// recipe; this pins the protocol without it.)
    @Test func bazelShardsCoverEveryFileOnce() throws {
        let files = ShardTests.files(25)
        var seen: [String] = []
        for index in 0..<3 {
            let r = try Self.resolve([
                "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)",
                "TEST_SHARD_STATUS_FILE": "/shard\(index)/status", "XML_OUTPUT_FILE": "/shard\(index)/test.xml",
            ])
            let shard = try #require(r.shard)
            #expect(r.statusFile == "/shard\(index)/status")
            #expect(r.junitPath == "/shard\(index)/test.xml")
            seen += Shard.select(files: files, shard: shard)
        }
        #expect(seen.sorted() == files.map(\.path).sorted())
    }
}
