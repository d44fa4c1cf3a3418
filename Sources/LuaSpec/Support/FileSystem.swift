// FileSystem: the few file operations the runner needs, on Glibc (no Foundation on the start-up
// path; notes/performance.md).
#if canImport(Glibc)
import Glibc
#endif

/// Reading and listing files, with paths as Swift strings or as raw bytes (a file name need not
/// be UTF-8).
public enum FileSystem {
    /// The kind of thing at a path.
    public enum Kind: Sendable { case file, directory, missing, other }

    /// What is at `path`, following links.
    public static func kind(of path: String) -> Kind { kind(ofBytes: Array(path.utf8)) }

    /// What is at the path spelt by `bytes` (any bytes but NUL, valid UTF-8 or not), following links.
    public static func kind(ofBytes bytes: [UInt8]) -> Kind {
        guard let st = status(bytes) else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The device and inode of what `bytes` names, following links: the identity of a folder,
    /// so a walk can tell a folder it already entered through another link.
    public static func identity(ofBytes bytes: [UInt8]) -> FileIdentity? {
        status(bytes).map { FileIdentity(device: UInt64($0.st_dev), inode: UInt64($0.st_ino)) }
    }

    /// `stat` of a path given as bytes (a NUL is appended for C).
    static func status(_ bytes: [UInt8]) -> stat? {
        var st = stat()
        return withCPath(bytes) { stat($0, &st) } == 0 ? st : nil
    }

    /// The whole file as bytes.
    /// - Throws: a message naming the path and the system's reason.
    public static func read(_ path: String) throws(ReportError) -> [UInt8] {
        try read(bytes: Array(path.utf8), shownAs: path)
    }

    /// The whole file whose path is `bytes` (not necessarily UTF-8), named `shown` in errors.
    public static func read(bytes: [UInt8], shownAs path: String) throws(ReportError) -> [UInt8] {
        let fd = withCPath(bytes) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw ReportError("cannot read '\(path)': \(lastError())") }
        defer { close(fd) }
        var result: [UInt8] = []
        let chunk = ReadBuffer(count: 1 << 16)
        while true {
            let n = chunk.fill { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReportError("cannot read '\(path)': \(lastError())")
            }
            if n == 0 { break }
            chunk.withPrefix(n) { result.append(contentsOf: $0) }
        }
        return result
    }

    /// The names in a directory (without `.` and `..`), sorted bytewise.
    public static func list(_ path: String) -> [String] {
        list(bytes: Array(path.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the directory `bytes` names, as raw bytes (a name need not be UTF-8),
    /// without `.` and `..`, sorted bytewise.
    public static func list(bytes: [UInt8]) -> [[UInt8]] {
        guard let dir = withCPath(bytes, { opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name: [UInt8] = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: 256) { p in
                    Array(UnsafeBufferPointer(start: p, count: strlen(UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Calls `body` with `bytes` as a NUL-terminated C string (a path that need not be UTF-8).
    static func withCPath<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        var c = bytes.map { CChar(bitPattern: $0) }
        c.append(0)
        return body(c)
    }

    /// The text of the current `errno`.
    static func lastError() -> String { String(cString: strerror(errno)) }
}

/// Where a path leads: the device and inode numbers of `stat`.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
}
