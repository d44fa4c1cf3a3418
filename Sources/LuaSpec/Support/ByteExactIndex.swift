// ByteExactIndex: values looked up by a text's exact bytes, through a String-keyed dictionary.

/// A map whose keys are texts compared byte for byte, for file names and paths.
///
/// Why not `[String: Value]`: Swift's String equality is canonical, so `café` with é as one
/// character and with e and a combining accent are one key, but they are two file names (two
/// files on Linux). Why not `[[UInt8]: Value]`: the first use of a Dictionary keyed by a type the
/// process has not hashed before makes the Swift runtime search all of the binary's conformance
/// records (about 200,000 instructions, 14 % of an empty run's supervisor). Here a `[String: Int]`
/// finds the first entry with canonically the same text, and entries whose texts are equal
/// Strings but different bytes are chained after it (in practice there are none).
public struct ByteExactIndex<Value> {
    private struct Entry {
        var bytes: [UInt8]
        var value: Value
        /// The next entry whose text is the same String with other bytes, or -1.
        var next: Int
    }

    private var first: [String: Int] = [:]
    private var entries: [Entry] = []

    public init() {}

    /// The value kept for `key`'s exact bytes.
    public subscript(key: String) -> Value? {
        get { self[key, bytes: Array(key.utf8)] }
        set { self[key, bytes: Array(key.utf8)] = newValue }
    }

    /// The value kept for `bytes`, shown as `text` (a file's shown path and the bytes it opens:
    /// two names can show alike, `SpecFile`). Entries are looked up by `text`, told apart by
    /// `bytes`. Setting nil removes nothing (not needed here).
    public subscript(text: String, bytes bytes: [UInt8]) -> Value? {
        get { position(of: text, bytes: bytes).map { entries[$0].value } }
        set {
            guard let newValue else { return }
            if let i = position(of: text, bytes: bytes) {
                entries[i].value = newValue
                return
            }
            entries.append(Entry(bytes: bytes, value: newValue, next: -1))
            let added = entries.count - 1
            guard var i = first[text] else {
                first[text] = added
                return
            }
            while entries[i].next >= 0 { i = entries[i].next }
            entries[i].next = added
        }
    }

    private func position(of text: String, bytes: [UInt8]) -> Int? {
        guard var i = first[text] else { return nil }
        while true {
            if entries[i].bytes == bytes { return i }
            guard entries[i].next >= 0 else { return nil }
            i = entries[i].next
        }
    }
}
