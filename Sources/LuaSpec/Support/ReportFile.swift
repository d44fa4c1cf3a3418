// ReportFile: puts a finished report at the path --junit names, replacing only what is a file.
#if canImport(Glibc)
import Glibc
#endif

/// Writes a report to a path the user named.
///
/// - A regular file, or nothing yet, is replaced atomically: the bytes go to a temporary file
///   in the same folder, created with `mkstemp` (an unpredictable name, `O_EXCL`), then renamed
///   over the path, so a reader never sees half a report and a spec cannot pre-empt the name.
///   A link to a regular file keeps the link; the file it leads to is replaced.
/// - A device, FIFO or socket (`/dev/null`, `/dev/full`, `/dev/stdout` on a terminal or pipe)
///   is written through and never replaced: a rename over `/dev/null` would turn the device
///   node into a regular file for every process on the machine.
/// - The file standard output or error already writes (`--junit /dev/stdout > out.txt`) is
///   written through that descriptor, after what was written to it, instead of clobbering it.
///
/// When replacing fails, whatever was at the path (an old report, or a spec's garbage) is
/// removed, so CI never reads a stale result as this run's.
public enum ReportFile {
    /// Writes `bytes` to `path` as described above.
    /// - Throws: `ReportError` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(ReportError) {
        var st = stat()
        guard stat(path, &st) == 0 else {
            var link = stat()
            if lstat(path, &link) == 0 { return try writeThrough(bytes, to: path, create: true) }  // a dangling link
            return try replace(bytes, at: path)
        }
        if st.st_mode & S_IFMT != S_IFREG { return try writeThrough(bytes, to: path, create: false) }
        if let fd = standardStream(sameAs: st) { return try writeAll(bytes, to: fd, path: path) }
        guard let real = realpath(path, nil) else { return try replace(bytes, at: path) }
        defer { free(real) }
        try replace(bytes, at: String(cString: real))
    }

    // MARK: - Internal

    /// Standard output or error, when it writes the file `st` describes.
    static func standardStream(sameAs st: stat) -> Int32? {
        for fd: Int32 in [1, 2] {
            var other = stat()
            if fstat(fd, &other) == 0 && other.st_dev == st.st_dev && other.st_ino == st.st_ino { return fd }
        }
        return nil
    }

    /// Opens `path` for writing as it is (no rename), creating it only when asked.
    static func writeThrough(_ bytes: [UInt8], to path: String, create: Bool) throws(ReportError) {
        let flags = O_WRONLY | O_CLOEXEC | O_NOCTTY | (create ? O_CREAT | O_TRUNC : 0)
        let fd = open(path, flags, 0o666)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        try writeAll(bytes, to: fd, path: path)
    }

    /// Writes to a fresh unpredictable temporary file next to `path`, then renames it over `path`.
    static func replace(_ bytes: [UInt8], at path: String) throws(ReportError) {
        var template = Array((path + ".tmp.XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw removingStale(path, failure(path)) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)  // no child process of a later spec inherits it
        let tmp = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)  // mkstemp makes 0600; a report is as readable as any new file
        do throws(ReportError) {
            try writeAll(bytes, to: fd, path: path)
            guard fsync(fd) == 0 || errno == EINVAL else { throw failure(path) }
        } catch {
            close(fd)
            unlink(tmp)
            throw removingStale(path, error)
        }
        guard close(fd) == 0, rename(tmp, path) == 0 else {
            let error = failure(path)
            unlink(tmp)
            throw removingStale(path, error)
        }
    }

    /// Writes all of `bytes` to `fd` (FileSystem.writeAll), naming `path` in the error.
    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(ReportError) {
        do throws(FileSystem.WriteStop) { try FileSystem.writeAll(bytes, to: fd) } catch {
            switch error {
            case .failed(let code): throw ReportError("cannot write '\(path)': " + String(cString: strerror(code)))
            case .noProgress: throw ReportError("cannot write '\(path)': the write made no progress")
            }
        }
    }

    /// The error for `path` with the current `errno`'s text.
    static func failure(_ path: String) -> ReportError {
        ReportError("cannot write '\(path)': " + String(cString: strerror(errno)))
    }

    /// Removes the regular file at `path` after a failed replace, and says so in `error`.
    static func removingStale(_ path: String, _ error: ReportError) -> ReportError {
        var st = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG, unlink(path) == 0 else { return error }
        return ReportError(error.message + " (the file that was there was removed, so no stale report is read)")
    }
}
