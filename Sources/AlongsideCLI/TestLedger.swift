// TestLedger: the tests a worker declared for a file and which have a result, kept compactly.
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// What the supervisor must remember of a file's tests to name what a dead worker lost: the
/// declared tests, and which have a result (a resumed worker skips those).
///
/// Why not an array of `TestIdentity` and a `Set` of them: each identity held an array of
/// Strings (an allocation per test) and each result hashed the whole name; for a 10,000-test
/// file that was about a megabyte and a few hundred nanoseconds a test, kept only for the rare
/// death. Here a declared test is its name's bytes in one shared buffer and one entry; the
/// identities are rebuilt only when a death or a block's error needs them.
struct TestLedger {
    /// 12 bytes. Lines and occurrences are Lua's C ints; one beyond Int32 (only a garbled
    /// message could carry it) is clamped, and then simply never matches its test.
    private struct Entry {
        /// Where the test's path starts in `names`: its component count, then each component's
        /// length and bytes (counts and lengths as `Varint`s: one byte each below 128). Names
        /// past 4 GiB cannot be reached: `declare` stops recording before that.
        var start: UInt32
        var line: Int32
        var occurrence: Int32
    }

    private var names: [UInt8] = []
    private var entries: [Entry] = []
    /// Whether each entry's test has a result.
    private var flags: [Bool] = []
    /// Finished tests with no entry flagged for them: results of tests started out of
    /// declaration order (`--shuffle`), never declared, or declared before a resume.
    private var extra: [TestKey] = []
    /// `extra` as a set, built when first looked in and kept up to date from there on.
    private var extraIndex: Set<TestKey>?

    /// How many tests are declared (since the last `forgetDeclarations`).
    var count: Int { entries.count }

    mutating func declare(_ t: TestKey) {
        guard let start = UInt32(exactly: names.count) else { return }
        entries.append(Entry(start: start, line: Int32(clamping: t.line), occurrence: Int32(clamping: t.occurrence)))
        flags.append(false)
        Varint.append(UInt64(t.path.count), to: &names)
        for var component in t.path {
            component.withUTF8 { utf8 in
                Varint.append(UInt64(utf8.count), to: &names)
                names.append(contentsOf: utf8)
            }
        }
    }

    /// The declared test `i`, rebuilt.
    func key(_ i: Int) -> TestKey {
        let e = entries[i]
        var at = Int(e.start)
        let n = Int(Varint.read(names, &at))
        var path: [String] = []
        path.reserveCapacity(n)
        for _ in 0..<n {
            let length = Int(Varint.read(names, &at))
            path.append(String(decoding: names[at..<at + length], as: UTF8.self))
            at += length
        }
        return TestKey(path: path, line: Int(e.line), occurrence: Int(e.occurrence))
    }

    /// Whether declared test `i` has this path and line, compared byte for byte without
    /// rebuilding it.
    func matches(_ i: Int, path: [String], line: Int) -> Bool {
        let e = entries[i]
        guard Int(e.line) == line else { return false }
        var at = Int(e.start)
        guard Int(Varint.read(names, &at)) == path.count else { return false }
        for var component in path {
            let length = Int(Varint.read(names, &at))
            let same = component.withUTF8 { utf8 in
                guard utf8.count == length else { return false }
                guard let given = utf8.baseAddress else { return true }
                return names.withUnsafeBufferPointer { stored in
                    stored.baseAddress.map { memcmp($0 + at, given, length) == 0 } ?? false
                }
            }
            guard same else { return false }
            at += length
        }
        return true
    }

    func isFinished(_ i: Int) -> Bool {
        flags[i] || (!extra.isEmpty && extraContains(key(i)))
    }

    /// Marks declared test `i` finished.
    mutating func finish(_ i: Int) { flags[i] = true }

    /// Records a finished test that has no entry to flag.
    mutating func finish(_ key: TestKey) {
        extra.append(key)
        extraIndex?.insert(key)
    }

    private func extraContains(_ key: TestKey) -> Bool {
        if let extraIndex { return extraIndex.contains(key) }
        return extra.contains(key)
    }

    /// Builds the set over `extra` (before the many look-ups of a death's bookkeeping).
    mutating func index() {
        if extraIndex == nil { extraIndex = Set(extra) }
    }

    /// Every finished test, rebuilt.
    var finished: [TestKey] { entries.indices.filter { flags[$0] }.map(key) + extra }

    /// Drops the declarations (a fresh worker declares again) and keeps which tests finished.
    mutating func forgetDeclarations() {
        let flagged = entries.indices.filter { flags[$0] }.map(key)
        extra += flagged
        if extraIndex != nil { extraIndex?.formUnion(flagged) }
        entries = []
        flags = []
        names = []
    }

    /// Drops everything (the file is over).
    mutating func forget() { self = TestLedger() }
}
