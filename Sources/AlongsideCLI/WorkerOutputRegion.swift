// WorkerOutputRegion: the memory a worker keeps its running test's output in, which its
// supervisor can still read after the worker died.
import CProcess
import LuaKit

#if canImport(Glibc)
import Glibc
#endif

/// What a test writes (print, io.write, io.stdout, io.stderr, warn) is kept until the test
/// ends; a worker killed in the test (a crash, `--timeout`'s hard deadline) took it along, so
/// the error said how the test died but not what it printed before. The supervisor makes an
/// in-memory file per worker (fd 6 in the worker), the worker maps it and hands it to each
/// file's captured streams (`CapturedStreamsRegion` is the layout), and after a death the
/// supervisor reads what the running test had written.
///
/// The same file starts with the worker's `MessageLog` (`MessageLog.size` bytes), so the
/// messages too outlive the worker; the output region follows it.
enum WorkerOutputRegion {
    /// The worker's descriptor for the region.
    static let fd: Int32 = 6
    /// Set in a worker's environment when fd 6 is its region: an fd 6 the worker merely
    /// inherited (a shell's redirection) is never mapped and written.
    static let variable = "ALONGSIDE_OUTPUT_REGION"

    /// A region for a worker keeping `limit` bytes a test: its descriptor (close-on-exec), or
    /// -1 when none could be made (then the worker keeps output in its own memory).
    static func create(keeping limit: Int) -> Int32 {
        alongside_shared_memory("alongside-output", MessageLog.size + CapturedStreamsRegion.size(keeping: limit))
    }

    /// In the supervisor: the message log at the start of `region`, mapped (to unmap with
    /// `unmap`), or nil when there is no region or it cannot be mapped. `WorkerProcess` maps it
    /// before the worker starts and, when it cannot, gives the worker no region, so the
    /// worker's messages come down the pipe.
    static func mapLog(of region: Int32) -> (log: MessageLog, mapping: UnsafeMutableRawBufferPointer)? {
        guard region >= 0,
              let base = mmap(nil, MessageLog.size, PROT_READ | PROT_WRITE, MAP_SHARED, region, 0), base != MAP_FAILED
        else { return nil }
        return (MessageLog(base), UnsafeMutableRawBufferPointer(start: base, count: MessageLog.size))
    }

    static func unmap(_ mapping: UnsafeMutableRawBufferPointer) {
        if let base = mapping.baseAddress { munmap(base, mapping.count) }
    }

    /// In the worker: the message log and the output region mapped, or nil when the supervisor
    /// gave none or it cannot be mapped (the address-space cap leaves no room): output is then
    /// kept as without it, and messages go down the pipe. The descriptor is closed either way,
    /// so no process a test starts inherits it.
    static func mapInWorker() -> (log: MessageLog, output: UnsafeMutableRawBufferPointer)? {
        guard let given = getenv(variable), String(cString: given) == String(fd) else { return nil }
        unsetenv(variable)  // not for the processes a test starts
        var info = stat()
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_size > MessageLog.size + CapturedStreamsRegion.headerSize else { return nil }
        let size = Int(info.st_size)
        guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), base != MAP_FAILED else {
            return nil
        }
        return (MessageLog(base), UnsafeMutableRawBufferPointer(start: base + MessageLog.size, count: size - MessageLog.size))
    }

    /// In the supervisor, after the worker died: what its running test (or the file, outside
    /// tests) had written since the runner last took it, with the truncation note the runner
    /// adds (runner.lua, `take`); "" when nothing, or no region.
    static func written(in region: Int32, limit: Int) -> String {
        guard region >= 0 else { return "" }
        var header = [UInt8](repeating: 0, count: CapturedStreamsRegion.headerSize)
        guard readAll(region, &header, at: MessageLog.size) else { return "" }
        let kept = header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self) }
        var whole = [UInt8](repeating: 0, count: CapturedStreamsRegion.headerSize + Int(min(kept, UInt64(max(0, limit)))))
        guard readAll(region, &whole, at: MessageLog.size) else { return "" }
        let (bytes, dropped) = whole.withUnsafeBytes { CapturedStreamsRegion.contents(of: $0) }
        var text = String(decoding: bytes, as: UTF8.self)
        if dropped > 0 {
            text += "\n[alongside: output truncated: \(dropped) more bytes were not kept (the limit is \(limit) bytes a test)]\n"
        }
        return text
    }

    private static func readAll(_ fd: Int32, _ buffer: inout [UInt8], at offset: Int) -> Bool {
        var done = 0
        while done < buffer.count {
            let n = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return pread(fd, base + done, raw.count - done, off_t(offset + done))
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }
}
