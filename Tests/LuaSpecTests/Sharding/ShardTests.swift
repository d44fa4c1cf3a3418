// ShardTests: `--shard K/N` parsing, and a partition that is deterministic, disjoint, complete and balanced.
import Foundation
import Testing
@testable import LuaSpec

@Suite struct ShardTests {
    /// `count` files named spec/f000_spec.lua… with sizes from a fixed linear congruential
    /// sequence (no system randomness, so a failure reproduces).
    static func files(_ count: Int, seed: UInt64 = 7) -> [(path: String, size: Int)] {
        var state = seed
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (path: String(format: "spec/f%03d_spec.lua", i), size: Int(state >> 40) % 50_000)
        }
    }

    // MARK: - Parsing

    @Test func parsesKOfN() throws {
        #expect(try Shard.parse("2/4") == Shard(index: 2, count: 4))
        #expect(try Shard.parse("1/1") == Shard(index: 1, count: 1))
        #expect(try Shard.parse("10/10").description == "10/10")
    }

    @Test("refuses what is not K/N with 1 ≤ K ≤ N", arguments: [
        "", "2", "2/", "/4", "a/b", "2/4/8", "+2/4", " 2/4", "2/4 ", "-1/4", "2.0/4", "２/4",
        "0/4", "5/4", "2/0", "0/0", "99999999999999999999999/4",
    ])
    func refuses(_ text: String) {
        #expect {
            try Shard.parse(text)
        } throws: { error in
            let message = (error as? ShardError)?.message ?? ""
            return message.contains("--shard") && message.contains("'\(text)'")
        }
    }

    @Test func saysShardsCountFromOne() {
        #expect(throws: ShardError("--shard '0/4': shard 0 of 4 does not exist; shards are numbered 1 to 4.")) {
            try Shard.parse("0/4")
        }
    }

    // MARK: - Partition

    @Test func aSmallCaseAssignsLargestFirstToTheLightestShard() {
        // a→1 (100); b→2 (90); c→2 (140); d→1 (140); e: tie in bytes and files → shard 1.
        let files = [("spec/c", 50), ("spec/a", 100), ("spec/e", 30), ("spec/b", 90), ("spec/d", 40)]
            .map { (path: $0.0, size: $0.1) }
        #expect(Shard.select(files: files, shard: try! Shard(index: 1, count: 2)) == ["spec/a", "spec/e", "spec/d"])
        #expect(Shard.select(files: files, shard: try! Shard(index: 2, count: 2)) == ["spec/c", "spec/b"])
    }

    @Test func doesNotDependOnTheOrderOfTheFiles() {
        // Sizes 0…3 only, so most files tie and the order among ties comes from their paths.
        let files = Self.files(40).map { (path: $0.path, size: $0.size % 4) }
        var shuffled = files
        var state: UInt64 = 3
        for i in shuffled.indices.reversed() {
            state = state &* 6364136223846793005 &+ 1
            shuffled.swapAt(i, Int(state >> 33) % (i + 1))
        }
        #expect(shuffled.map(\.path) != files.map(\.path))
        for n in 1...6 {
            let a = Shard.partition(files: files, count: n)
            let b = Shard.partition(files: shuffled, count: n)
            let byPath = Dictionary(uniqueKeysWithValues: zip(shuffled.map(\.path), b))
            #expect(files.map(\.path).map { byPath[$0] } == a, "n=\(n)")
        }
    }

    @Test("every shard is disjoint, and together they are the whole run", arguments: [1, 2, 3, 4, 7, 13, 60])
    func disjointAndComplete(count: Int) throws {
        let files = Self.files(41)
        var seen: [String] = []
        for k in 1...count {
            let part = Shard.select(files: files, shard: try Shard(index: k, count: count))
            seen += part
            // Each shard keeps the order it was given.
            let positions = part.compactMap { p in files.firstIndex { $0.path == p } }
            #expect(positions == positions.sorted())
        }
        #expect(seen.sorted() == files.map(\.path).sorted())
        #expect(Set(seen).count == seen.count)
    }

    @Test("no shard carries more than its share plus one file", arguments: [2, 3, 4, 8])
    func balancedBySize(count: Int) {
        let files = Self.files(200)
        let owner = Shard.partition(files: files, count: count)
        var load = [Int](repeating: 0, count: count + 1)
        for (file, shard) in zip(files, owner) { load[shard] += file.size }
        let total = files.reduce(0) { $0 + $1.size }
        let largest = files.map(\.size).max() ?? 0
        for shard in 1...count {
            #expect(load[shard] <= total / count + largest, "shard \(shard) of \(count): \(load)")
        }
        // With many files of similar size, LPT is within a few percent of an even split.
        let spread = (load.dropFirst().max() ?? 0) - (load.dropFirst().min() ?? 0)
        #expect(spread <= largest, "\(load)")
    }

    @Test func emptyFilesSpreadByCount() {
        let files = (0..<10).map { (path: "spec/e\($0)_spec.lua", size: 0) }
        let sizes = (1...3).map { k in Shard.select(files: files, shard: try! Shard(index: k, count: 3)).count }
        #expect(sizes == [4, 3, 3])
    }

    @Test func moreShardsThanFilesLeavesSomeEmpty() throws {
        let files = Self.files(3)
        let parts = try (1...5).map { Shard.select(files: files, shard: try Shard(index: $0, count: 5)) }
        #expect(parts.map(\.count).sorted() == [0, 0, 1, 1, 1])
    }

    @Test func aHugeShardCountCostsNoMoreThanOneShardPerFile() throws {
        let files = Self.files(5)
        let owner = Shard.partition(files: files, count: 1_000_000_000_000)
        #expect(owner.sorted() == [1, 2, 3, 4, 5])
        #expect(Shard.partition(files: files, count: 5) == owner)
        #expect(Shard.select(files: files, shard: try Shard(index: 6, count: 1_000_000_000_000)).isEmpty)
    }

    @Test func sizesThatOverflowStillPartition() {
        let files = [(path: "a", size: Int.max), (path: "b", size: Int.max), (path: "c", size: 1)]
        #expect(Shard.partition(files: files, count: 2) == [1, 2, 1])
    }

    @Test func specFilesAreWeighedByTheirSizeOnDisk() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // One big file and three small ones: the big one is alone in its shard.
        let sizes = ["big_spec.lua": 9000, "a_spec.lua": 100, "b_spec.lua": 200, "c_spec.lua": 300]
        for (name, size) in sizes {
            try Data(repeating: UInt8(ascii: "-"), count: size).write(to: dir.appendingPathComponent(name))
        }
        let specs = ["a_spec.lua", "b_spec.lua", "big_spec.lua", "c_spec.lua"]
            .map { SpecFile(path: dir.appendingPathComponent($0).path, lines: $0 == "a_spec.lua" ? [3] : []) }
        let first = Shard.select(specs, shard: try Shard(index: 1, count: 2))
        let second = Shard.select(specs, shard: try Shard(index: 2, count: 2))
        #expect(first == [specs[2]])
        #expect(second == [specs[0], specs[1], specs[3]])
        #expect(second.first?.lines == [3])
        #expect(FileSystem.size(of: specs[2].path) == 9000)
        #expect(FileSystem.size(of: dir.appendingPathComponent("missing").path) == nil)
    }
}
