// Shard: one slice K of N of a run's spec files, and the deterministic partition behind it.

/// One of `count` slices of the spec files, numbered from 1 (`--shard 2/4` is the second of four).
///
/// CI engines run the same job on several machines and give each an index; every machine must
/// pick the same partition from the same files, or a file runs twice or never. So the partition
/// depends only on the paths and their sizes: not on the order the files were discovered in, on
/// the directory order of a file system, or on a hashing seed (Swift's `Hasher` is seeded per
/// process, so no `Set` or `Dictionary` order is used).
///
/// The index counts from 1, as GitLab's `CI_NODE_INDEX` and busted's documentation do, so that
/// `--shard $CI_NODE_INDEX/$CI_NODE_TOTAL` works as written. Bazel's 0-based
/// `TEST_SHARD_INDEX` is converted by `ShardEnvironment`.
public struct Shard: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Which slice, 1...count.
    public let index: Int
    /// How many slices the files are split into, at least 1.
    public let count: Int

    /// A shard, checked: 1 ≤ `index` ≤ `count`.
    /// - Throws: `ShardError` saying which number is out of range.
    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1 else {
            throw ShardError("the number of shards must be at least 1, got \(count).")
        }
        guard (1...count).contains(index) else {
            throw ShardError("shard \(index) of \(count) does not exist; shards are numbered 1 to \(count).")
        }
        self.index = index
        self.count = count
    }

    /// `K/N`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }

    /// Parses `K/N` (`--shard 2/4`): two decimal numbers without signs or spaces, 1 ≤ K ≤ N.
    /// - Throws: `ShardError` quoting `text`, with an example of the expected form.
    public static func parse(_ text: String) throws(ShardError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = decimal(parts[0]), let n = decimal(parts[1]) else {
            throw ShardError("--shard expects K/N, the K-th of N shards counted from 1 (e.g. --shard 2/4), got '\(text)'.")
        }
        do {
            return try Shard(index: k, count: n)
        } catch {
            throw ShardError("--shard '\(text)': \(error.message)")
        }
    }

    /// The paths of `files` that fall in `shard`, in the order `files` gives them.
    ///
    /// Every shard of the same `count` gets a disjoint part, and together they hold every file
    /// once. A shard may be empty when there are fewer files than shards.
    /// - Parameter files: Each spec file's path and size in bytes (its weight); paths unique.
    public static func select(files: [(path: String, size: Int)], shard: Shard) -> [String] {
        let owner = partition(files: files, count: shard.count)
        return files.indices.filter { owner[$0] == shard.index }.map { files[$0].path }
    }

    /// The shard (1...count) of each file, parallel to `files`: greedy longest-processing-time.
    ///
    /// Files are taken largest first (ties by path, bytewise) and each goes to the shard with the
    /// fewest bytes so far, then the fewest files (so that empty files spread too), then the
    /// lowest number. The result depends on the multiset of (path, size) alone, never on the
    /// order of `files`. LPT's largest shard is within 4/3 of the best possible one.
    /// - Complexity: O(*n* log *n* + *n* · min(*n*, `count`)).
    public static func partition(files: [(path: String, size: Int)], count: Int) -> [Int] {
        let order = files.indices.sorted { a, b in
            let (x, y) = (files[a], files[b])
            if x.size != y.size { return x.size > y.size }
            return Array(x.path.utf8).lexicographicallyPrecedes(Array(y.path.utf8))
        }
        // Shards beyond the number of files would stay empty (an empty shard with a lower number
        // is always chosen first), so `--shard 1/1000000000` costs no more than one per file.
        let slots = max(1, min(count, files.count))
        var bytes = [Int](repeating: 0, count: slots)
        var members = [Int](repeating: 0, count: slots)
        var owner = [Int](repeating: 1, count: files.count)
        for file in order {
            var best = 0
            for s in bytes.indices.dropFirst()
            where (bytes[s], members[s]) < (bytes[best], members[best]) {
                best = s
            }
            let (sum, overflow) = bytes[best].addingReportingOverflow(max(files[file].size, 0))
            bytes[best] = overflow ? Int.max : sum
            members[best] += 1
            owner[file] = best + 1
        }
        return owner
    }

    /// A non-negative decimal number written with ASCII digits only ("+2", " 2" and "٢" are not).
    static func decimal(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(text)
    }
}

/// Why a shard could not be chosen: a bad `--shard` value or inconsistent CI variables.
///
/// A mistake in how the run was asked for, so the command line reports it as a usage error
/// (exit 2). The message names the flag or variable and says what is expected.
public struct ShardError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
