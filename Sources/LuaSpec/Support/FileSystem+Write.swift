// FileSystem+Write: the one loop that writes a whole buffer to a descriptor, for the report
// files, buffered standard output and the worker's message pipe.
#if canImport(Glibc)
import Glibc
#endif

extension FileSystem {
    /// Why `writeAll` stopped before the last byte.
    public enum WriteStop: Error, Equatable {
        /// `write` failed with this `errno` (other than EINTR, which is retried).
        case failed(errno: Int32)
        /// `write` wrote nothing: the descriptor takes no more (a full device, for one).
        case noProgress
    }

    /// Writes all of `bytes` to `fd`, retrying short writes and interruptions (a signal
    /// handler, such as the one for SIGINT, may interrupt any write).
    /// - Throws: `WriteStop` when a write fails or makes no progress; some bytes may be written.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(WriteStop) {
        // withUnsafeBytes rethrows untyped errors: the typed one travels out as a Result
        let result: Result<Void, WriteStop> = bytes.withUnsafeBytes { buffer in
            do throws(WriteStop) { try writeAll(buffer, to: fd) } catch { return .failure(error) }
            return .success(())
        }
        try result.get()
    }

    /// `writeAll` for bytes in place (the worker's message buffer), without an array made.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) throws(WriteStop) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw .failed(errno: errno)
            }
            if n == 0 { throw .noProgress }
            offset += n
        }
    }
}
