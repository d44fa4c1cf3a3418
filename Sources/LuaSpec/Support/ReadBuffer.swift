// ReadBuffer: a byte buffer for read(2) to fill, left as the allocator gave it.

#if canImport(Glibc)
import Glibc
#endif

/// Bytes for `read(2)` (or `fread`) to fill, not zeroed first: only the pages a read reaches
/// become resident. A zero-filled 64 KiB array made all 16 of its pages resident in each process,
/// for spec files and messages of a few hundred bytes (and memory malloc reuses stays resident).
/// Owned raw memory rather than an Array, whose elements must all be initialized: the bytes a read
/// did not write are never read (`withPrefix`).
public final class ReadBuffer {
    private let storage: UnsafeMutableRawBufferPointer

    /// A buffer of `count` bytes (at least one).
    public init(count: Int) {
        storage = .allocate(byteCount: max(count, 1), alignment: 1)
    }

    deinit { storage.deallocate() }

    /// Runs `read` on the whole buffer and returns what it returns: the count of bytes it wrote at
    /// the start, 0 at the end of input, or a negative number on an error (errno set).
    public func fill(_ read: (UnsafeMutableRawBufferPointer) -> Int) -> Int { read(storage) }

    /// Runs `body` on the first `n` bytes, which the last `fill` wrote (n at most what it
    /// returned). A closure, not a returned pointer: the buffer stays alive while `body` reads
    /// (after a buffer's last use the optimizer may free it before a returned pointer is read).
    public func withPrefix<T>(_ n: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        try withExtendedLifetime(self) {
            try body(UnsafeRawBufferPointer(rebasing: storage[..<min(max(n, 0), storage.count)]))
        }
    }
}
