// SystemModules: Lua modules installed under /usr/ (luassert, say, ...), compiled by Swift.
import LuaKit
#if canImport(Glibc)
import Glibc
#endif

/// The bytecode of system modules, kept for the whole run so each file does not parse them again.
///
/// Only Swift fills it: it reads the file under `/usr/` (which a run cannot change) and compiles
/// it itself, in text mode, so nothing a spec does — replacing `loadfile`, reaching a runner
/// function — can put code in it that a later file's `require` would get (issue 10, point 2).
final class SystemModules {
    /// Path → the bytecode of that file, compiled from its text.
    private var bytecode: [String: [UInt8]] = [:]
    /// Search path → module name → the file the search finds (nil: none), so later files
    /// skip the failed opens of searching again. Keyed by the search path: a spec that
    /// changes `package.path` gets its own search.
    private var located: [String: [String: String?]] = [:]

    /// The file `package.searchpath(name, path)` would find (system or not), cached.
    func locate(_ name: String, path: String) -> String? {
        if let known = located[path]?[name] { return known }
        let file = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
        var found: String?
        for template in path.split(separator: ";") {
            let candidate = template.split(separator: "?", omittingEmptySubsequences: false).joined(separator: file)
            if access(candidate, R_OK) == 0 {
                found = candidate
                break
            }
        }
        located[path, default: [:]][name] = .some(found)
        return found
    }

    /// Whether `path` names a file under `/usr/` without `..` (a path a spec could aim
    /// elsewhere with `/usr/../tmp/x.lua` is not a system file).
    static func isSystem(_ path: String) -> Bool {
        path.hasPrefix("/usr/") && !path.split(separator: "/").contains("..")
    }

    /// The module at `path` compiled on `state`, or nil when it is not a system file or does
    /// not read or compile (the caller then falls back to Lua's searcher, which says why).
    func load(_ path: String, on state: LuaState) -> LuaValue? {
        guard Self.isSystem(path) else { return nil }
        do throws(LuaError) {
            if let code = bytecode[path] {
                return try state.compile(trustedBytecode: code, name: "@" + path)
            }
            guard let source = try? FileSystem.read(path) else { return nil }
            let function = try state.compile(bytes: SpecSource.withoutPreamble(source), name: "@" + path)
            if let code = state.dump(function) { bytecode[path] = code }
            return function
        } catch {
            return nil
        }
    }
}
