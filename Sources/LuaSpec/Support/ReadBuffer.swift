// ReadBuffer: byte buffers for read(2) to fill, left as the allocator gave them.

extension Array where Element == UInt8 {
    /// `count` bytes for `read(2)` to fill, not zeroed first: only the pages a read reaches
    /// become resident. A zero-filled 64 KiB buffer made all 16 of its pages resident in each
    /// process, for spec files and messages of a few hundred bytes; and memory malloc reuses stays
    /// resident. Read only the bytes a read returned.
    public init(readBuffer count: Int) {
        self.init(unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }
}
