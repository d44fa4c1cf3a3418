// Discovery: from the paths on the command line to the spec files to run.
import LuaSpec

/// Finds spec files: folders are searched (recursively unless `-R/--no-recursive`) for `.lua`
/// files whose base name matches busted's `-p` patterns (`_spec` anywhere in the name by
/// default); files are taken as given; `file.lua:LINE` narrows a file to the tests at those lines.
public enum Discovery {
    /// The spec files for `paths` (default `spec`), in a stable order, each once.
    /// - Parameter rawArguments: the bytes of each path that is not UTF-8, by its shown text
    ///   (byte for byte: two texts equal as Strings are two arguments).
    /// - Throws: `UsageError.missingPath` for a path that does not exist, and
    ///   `.noSpecFiles` when nothing was found.
    public static func specFiles(for paths: [String], rawArguments: ByteExactIndex<[UInt8]> = ByteExactIndex(),
                                 rules: DiscoveryRules = DiscoveryRules()) throws(UsageError) -> [SpecFile] {
        let roots = paths.isEmpty ? ["spec"] : paths
        // The patterns are matched by a Lua state, made when the first folder is searched (a
        // malformed pattern shows when a name is matched, so named files never checked them):
        // a run of named files starts no Lua in the supervisor (start-up, memory).
        var matcher: FileNameMatcher?
        var files: [SpecFile] = []
        // told apart by the path's bytes: two names that are the same text composed and
        // decomposed (é as one character, or e and an accent) are two files, though equal Strings
        var index = ByteExactIndex<Int>()
        func add(_ file: SpecFile) {
            if let i = index[file.path, bytes: file.pathBytes] {
                if files[i].lines.isEmpty || file.lines.isEmpty { files[i].lines = [] } else { files[i].lines += file.lines }
            } else {
                index[file.path, bytes: file.pathBytes] = files.count
                files.append(file)
            }
        }
        var visited = Set<FileIdentity>()
        for root in roots {
            let (path, lines) = splitLines(rawArguments[root] ?? Array(root.utf8))
            switch FileSystem.kind(ofBytes: path) {
            case .file:
                var file = specFile(at: path)
                file.lines = lines
                add(file)
            case .directory:
                let folderMatcher: FileNameMatcher
                if let made = matcher { folderMatcher = made } else { folderMatcher = try FileNameMatcher(rules) }
                matcher = folderMatcher
                // busted sorts each folder's files by their whole path
                let found = try walk(path, visited: &visited, matcher: folderMatcher, recursive: rules.recursive)
                for f in found.sorted(by: { $0.pathBytes.lexicographicallyPrecedes($1.pathBytes) }) { add(f) }
            case .missing, .other:
                throw .missingPath(root)
            }
        }
        guard !files.isEmpty else { throw .noSpecFiles(paths: roots, patterns: rules.isDefault ? nil : rules.patterns) }
        return files
    }

    /// Splits `file.lua:12:30` into the path and its lines; a path without `:N` has none.
    static func splitLines(_ arg: [UInt8]) -> ([UInt8], [Int]) {
        let colon = UInt8(ascii: ":")
        var parts = arg.split(separator: colon, omittingEmptySubsequences: false)
        var lines: [Int] = []
        while parts.count > 1, let n = Int(String(decoding: parts[parts.count - 1], as: UTF8.self)), n > 0 {
            lines.insert(n, at: 0)
            parts.removeLast()
        }
        let path = Array(parts.joined(separator: [colon]))
        if !lines.isEmpty && FileSystem.kind(ofBytes: path) != .file { return (arg, []) }
        return (path, lines)
    }

    /// Every spec file below `dir` (by `matcher`), skipping hidden files and folders.
    ///
    /// Paths are bytes, so a file whose name is not UTF-8 (Latin-1 `caf\xE9_spec.lua`) is found
    /// and run, shown with `\xNN` markers, instead of silently skipped. A folder is entered once
    /// (by device and inode), so links back up the tree (`sub/l1 -> ..`) cannot fan out forever.
    static func walk(_ dir: [UInt8], visited: inout Set<FileIdentity>, matcher: FileNameMatcher,
                     recursive: Bool) throws(UsageError) -> [SpecFile] {
        guard let id = FileSystem.identity(ofBytes: dir), visited.insert(id).inserted else { return [] }
        var result: [SpecFile] = []
        let base = dir.last == UInt8(ascii: "/") ? Array(dir.dropLast()) : dir
        for name in FileSystem.list(bytes: base) where name.first != UInt8(ascii: ".") {
            let path = base + [UInt8(ascii: "/")] + name
            switch FileSystem.kind(ofBytes: path) {
            case .directory where recursive:
                result += try walk(path, visited: &visited, matcher: matcher, recursive: recursive)
            case .file where try matcher.matches(name):
                result.append(specFile(at: path))
            default: break
            }
        }
        return result
    }

    /// A discovered file: its path as text, with the raw bytes kept when they are not UTF-8.
    static func specFile(at bytes: [UInt8]) -> SpecFile {
        if let text = String(validating: bytes, as: UTF8.self) { return SpecFile(path: text) }
        return SpecFile(path: shown(bytes), rawPath: bytes)
    }

    /// `bytes` as text, each byte outside a valid UTF-8 sequence written as `\xNN`.
    static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            if i + length <= bytes.count, let piece = String(validating: bytes[i..<(i + length)], as: UTF8.self) {
                text += piece
                i += length
            } else {
                text += "\\x" + String(lead, radix: 16, uppercase: true)
                i += 1
            }
        }
        return text
    }
}
