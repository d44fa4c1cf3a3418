// ShardEnvironment: the shard and report path that a CI engine asks for through its variables.
#if canImport(Glibc)
import Glibc
#endif

/// Honours the sharding protocols of the CI engines that already run tests, without flags.
///
/// - Bazel (`shard_count` on a test rule): `TEST_TOTAL_SHARDS` and the 0-based
///   `TEST_SHARD_INDEX`; the runner touches `TEST_SHARD_STATUS_FILE` to say it sharded (newer
///   Bazels fail a sharded test that does not), and writes its JUnit report to
///   `XML_OUTPUT_FILE`, which Bazel sets for every test, sharded or not.
/// - GitLab (`parallel: N`): the 1-based `CI_NODE_INDEX` and `CI_NODE_TOTAL`. GitLab sets
///   `CI_NODE_TOTAL=1` in every job without `parallel:`, and no index, which means "no shard".
///
/// Precedence: `--shard` over Bazel over GitLab (Bazel may run inside a GitLab job; the innermost
/// engine is the one that will collect the result). A variable set to the empty string counts
/// as unset, as CI templates often export empty values.
public enum ShardEnvironment {
    /// What the run should do about sharding and its report.
    public struct Resolution: Sendable, Equatable {
        /// The shard to run, or nil to run every file.
        public var shard: Shard?
        /// Where the JUnit report goes: `--junit` if given, else Bazel's `XML_OUTPUT_FILE`, else nil.
        public var junitPath: String?
        /// The file to touch (`touchStatusFile`) before running, set only when Bazel's
        /// sharding is the one honoured.
        public var statusFile: String?
        /// Where the shard came from (for messages), nil when not sharded.
        public var source: Source?
    }

    /// Who asked for the shard; the raw value names it for messages.
    public enum Source: String, Sendable {
        case flag = "--shard"
        case bazel = "Bazel"
        case gitlab = "GitLab"
    }

    /// Resolves the shard and the report path from `--shard`, `--junit` and `environment`.
    /// - Parameters:
    ///   - flag: The parsed `--shard`, if given; it wins over every variable.
    ///   - junit: The `--junit` path, if given; it wins over `XML_OUTPUT_FILE`.
    ///   - environment: The process environment (`ProcessInfo` or `environ` in the caller).
    /// - Throws: `ShardError` naming the variables when they are not numbers, are out of range,
    ///   or one of a pair is missing. Variables overridden by a higher source are not read:
    ///   under `--shard` neither engine's, under Bazel's not GitLab's.
    public static func resolve(flag: Shard?, junit: String? = nil,
                               environment: [String: String]) throws(ShardError) -> Resolution {
        func value(_ name: String) -> String? {
            guard let v = environment[name], !v.isEmpty else { return nil }
            return v
        }
        var result = Resolution(shard: nil, junitPath: junit ?? value("XML_OUTPUT_FILE"),
                                statusFile: nil, source: nil)
        if let flag {
            result.shard = flag
            result.source = .flag
        } else if let bazel = try bazelShard(value) {
            result.shard = bazel
            result.statusFile = value("TEST_SHARD_STATUS_FILE")
            result.source = .bazel
        } else if let gitlab = try gitlabShard(value) {
            result.shard = gitlab
            result.source = .gitlab
        }
        return result
    }

    /// Bazel's shard, or nil when `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` are both unset.
    static func bazelShard(_ value: (String) -> String?) throws(ShardError) -> Shard? {
        let total = value("TEST_TOTAL_SHARDS"), index = value("TEST_SHARD_INDEX")
        if total == nil && index == nil { return nil }
        guard let total, let index else {
            throw ShardError(total == nil
                ? "TEST_SHARD_INDEX is set but TEST_TOTAL_SHARDS is not; Bazel sets both, or neither."
                : "TEST_TOTAL_SHARDS is set but TEST_SHARD_INDEX is not; Bazel sets both, or neither.")
        }
        let n = try number("TEST_TOTAL_SHARDS", total)
        let k = try number("TEST_SHARD_INDEX", index)
        guard n >= 1 else { throw ShardError("TEST_TOTAL_SHARDS must be at least 1, got '\(total)'.") }
        guard k < n else {
            throw ShardError("TEST_SHARD_INDEX is \(k) but TEST_TOTAL_SHARDS is \(n); "
                + "Bazel's shard index counts from 0, so it must be 0 to \(n - 1).")
        }
        return try Shard(index: k + 1, count: n)
    }

    /// GitLab's shard, or nil outside a `parallel:` job (`CI_NODE_TOTAL` unset or 1, no index).
    static func gitlabShard(_ value: (String) -> String?) throws(ShardError) -> Shard? {
        let total = value("CI_NODE_TOTAL"), index = value("CI_NODE_INDEX")
        guard let index else {
            guard let total else { return nil }
            let n = try number("CI_NODE_TOTAL", total)
            if n <= 1 { return nil }
            throw ShardError("CI_NODE_TOTAL is \(n) but CI_NODE_INDEX is not set; "
                + "GitLab sets both in a job with 'parallel: \(n)'.")
        }
        guard let total else {
            throw ShardError("CI_NODE_INDEX is set but CI_NODE_TOTAL is not; GitLab sets both in a 'parallel:' job.")
        }
        let n = try number("CI_NODE_TOTAL", total)
        let k = try number("CI_NODE_INDEX", index)
        guard n >= 1 else { throw ShardError("CI_NODE_TOTAL must be at least 1, got '\(total)'.") }
        guard (1...n).contains(k) else {
            throw ShardError("CI_NODE_INDEX is \(k) but CI_NODE_TOTAL is \(n); "
                + "GitLab's node index counts from 1, so it must be 1 to \(n).")
        }
        return try Shard(index: k, count: n)
    }

    /// `text` as a non-negative decimal number.
    /// - Throws: `ShardError` naming `variable` and quoting `text`.
    static func number(_ variable: String, _ text: String) throws(ShardError) -> Int {
        guard let n = Shard.decimal(Substring(text)) else {
            throw ShardError("\(variable) must be a whole number, got '\(text)'.")
        }
        return n
    }

    /// Touches Bazel's `TEST_SHARD_STATUS_FILE`: creates it if missing, never truncates it.
    /// - Throws: `ShardError` naming the file and the system's reason.
    public static func touchStatusFile(_ path: String) throws(ShardError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ShardError("cannot touch TEST_SHARD_STATUS_FILE '\(path)': \(String(cString: strerror(errno))).")
        }
        close(fd)
    }
}
