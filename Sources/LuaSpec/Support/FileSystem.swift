// FileSystem: the few file operations the runner needs, on Glibc (no Foundation on the start-up
// path; notes/performance.md).
#if canImport(Glibc)
import Glibc
#endif

/// Reading, listing and atomically writing files.
public enum FileSystem {
    /// The kind of thing at a path.
    public enum Kind: Sendable { case file, directory, missing, other }

    /// What is at `path`, following links.
    public static func kind(of path: String) -> Kind {
        var st = stat()
        guard stat(path, &st) == 0 else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The whole file as bytes.
    /// - Throws: a message naming the path and the system's reason.
    public static func read(_ path: String) throws(ReportError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ReportError("cannot read '\(path)': \(lastError())") }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReportError("cannot read '\(path)': \(lastError())")
            }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
        }
        return result
    }

    /// The names in a directory (without `.` and `..`), sorted bytewise.
    public static func list(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same folder, then rename.
    /// A reader never sees a half-written report, and an old report is replaced whole.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ReportError) {
        let tmp = path + ".tmp.\(getpid())"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ReportError("cannot write '\(path)': \(lastError())") }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = lastError()
                close(fd)
                unlink(tmp)
                throw ReportError("cannot write '\(path)': \(reason)")
            }
            offset += n
        }
        guard fsync(fd) == 0 || errno == EINVAL, close(fd) == 0 else {
            unlink(tmp)
            throw ReportError("cannot write '\(path)': \(lastError())")
        }
        guard rename(tmp, path) == 0 else {
            let reason = lastError()
            unlink(tmp)
            throw ReportError("cannot write '\(path)': \(reason)")
        }
    }

    /// The text of the current `errno`.
    static func lastError() -> String { String(cString: strerror(errno)) }
}
