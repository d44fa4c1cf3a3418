// SandboxPaths: where a spec run with --sandbox may write.
#if canImport(Glibc)
import Glibc
#endif

/// Decides whether a path is inside the working directory, links resolved, for `--sandbox`
/// (a spec you did not write may write its own scratch files there, nowhere else).
struct SandboxPaths {
    /// The working directory with its links resolved, or nil if it cannot be resolved (then
    /// nothing is writable).
    let root: String?

    init() {
        root = Self.resolve(".")
    }

    /// Whether writing, creating, removing or renaming `path` stays inside the working directory.
    /// The file need not exist: its folder is resolved, then its own name is checked (a link
    /// that already exists there is followed). Something that exists but does not resolve is
    /// refused: a link to `/proc/self/fd/4` (whose target, `pipe:[N]`, is no path) would open
    /// the worker's message pipe, where a spec could forge its own file's results, and a
    /// dangling link would create its target outside the working directory.
    func allows(_ path: String) -> Bool {
        guard let root, !path.isEmpty else { return false }
        let resolved: String
        if let whole = Self.resolve(path) {
            resolved = whole
        } else {
            var st = stat()
            guard lstat(path, &st) != 0 else { return false }
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            guard name != "..", name != ".", !name.isEmpty, let parent = Self.resolve(folder) else { return false }
            resolved = parent == "/" ? "/" + name : parent + "/" + name
        }
        return resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `realpath(3)`, or nil when the path does not exist.
    private static func resolve(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
