// Discovery: from the paths on the command line to the spec files to run.
import LuaSpec

/// Finds spec files: folders are searched recursively for `*_spec.lua`; files are taken as
/// given; `file.lua:LINE` narrows a file to the tests at those lines.
public enum Discovery {
    /// The spec files for `paths` (default `spec`), in a stable order, each once.
    /// - Throws: `UsageError.missingPath` for a path that does not exist, and
    ///   `.noSpecFiles` when nothing was found.
    public static func specFiles(for paths: [String]) throws(UsageError) -> [SpecFile] {
        let roots = paths.isEmpty ? ["spec"] : paths
        var files: [SpecFile] = []
        var index: [String: Int] = [:]
        func add(_ path: String, lines: [Int]) {
            if let i = index[path] {
                if files[i].lines.isEmpty || lines.isEmpty { files[i].lines = [] } else { files[i].lines += lines }
            } else {
                index[path] = files.count
                files.append(SpecFile(path: path, lines: lines))
            }
        }
        for root in roots {
            let (path, lines) = splitLines(root)
            switch FileSystem.kind(of: path) {
            case .file: add(path, lines: lines)
            case .directory:
                for f in walk(path) { add(f, lines: []) }
            case .missing, .other:
                throw .missingPath(root)
            }
        }
        guard !files.isEmpty else { throw .noSpecFiles(paths: roots) }
        return files
    }

    /// Splits `file.lua:12:30` into the path and its lines; a path without `:N` has none.
    static func splitLines(_ arg: String) -> (String, [Int]) {
        var parts = arg.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var lines: [Int] = []
        while parts.count > 1, let n = Int(parts[parts.count - 1]), n > 0 {
            lines.insert(n, at: 0)
            parts.removeLast()
        }
        let path = parts.joined(separator: ":")
        if !lines.isEmpty && FileSystem.kind(of: path) != .file { return (arg, []) }
        return (path, lines)
    }

    /// Every `*_spec.lua` below `dir`, sorted, skipping hidden folders.
    static func walk(_ dir: String) -> [String] {
        var result: [String] = []
        let base = dir.hasSuffix("/") ? String(dir.dropLast()) : dir
        for name in FileSystem.list(base) where !name.hasPrefix(".") {
            let path = base + "/" + name
            switch FileSystem.kind(of: path) {
            case .directory: result += walk(path)
            case .file where name.hasSuffix("_spec.lua"): result.append(path)
            default: break
            }
        }
        return result
    }
}
