// ByteChunks: records a reporter keeps until the run ends, in chunks of about 64 KiB.

/// Where `BustedTestcases` and `TestResultLog` keep their records.
///
/// Why chunks, not one array: an array that doubles as it grows peaks at up to three times its
/// size while it is copied into a larger one; chunks filled one after the other peak at their
/// size. A record is never split, and does not make a chunk grow past its size (`room(for:)`
/// starts a new chunk first), unless it is larger than a chunk itself.
struct ByteChunks {
    /// The full chunks, in order.
    private var full: [[UInt8]] = []
    /// The chunk being filled: records are written straight into it.
    var current = XMLBuffer(capacity: 0)

    static let size = 1 << 16
    /// A store's first chunk starts this small and grows: `--repeat 1000` of a one-test file
    /// would otherwise reserve 64 KiB a run.
    static let firstSize = 1 << 10

    /// Makes room for a record of about `bytes` bytes before it is written (an estimate: a
    /// record larger than estimated only makes the chunk grow).
    mutating func room(for bytes: Int) {
        let used = current.bytes.count
        if used > 0 && used + bytes > Self.size {
            full.append(current.bytes)
            current = XMLBuffer(capacity: max(Self.size, bytes))
        } else if current.bytes.capacity == 0 {
            current = XMLBuffer(capacity: max(Self.firstSize, bytes))
        }
    }

    /// Every chunk in order, the one being filled last.
    var chunks: [[UInt8]] { full + [current.bytes] }
}
