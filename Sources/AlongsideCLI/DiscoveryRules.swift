// DiscoveryRules: which files in a folder are spec files, as busted's test_file_loader.lua decides:
// a .lua file whose base name matches one of the Lua patterns (-p, default `_spec`, anywhere in
// the name) and none of the exclude patterns. Lua patterns need Lua, so a small state matches them.
import LuaKit

/// The rules for finding spec files in folders (files named on the command line are always run).
public struct DiscoveryRules: Equatable, Sendable {
    /// `-p/--pattern`; busted's default is `_spec`.
    public var patterns = ["_spec"]
    /// `--exclude-pattern`; an empty pattern excludes nothing (as in busted).
    public var excludes: [String] = []
    /// `-R/--no-recursive`.
    public var recursive = true
    /// Whether `patterns` are busted's default (for the "no spec files" message).
    public var isDefault: Bool { patterns == ["_spec"] && excludes.isEmpty }

    public init() {}

    /// The rules the command line (and `.busted`) asked for.
    init(_ invocation: Invocation) {
        patterns = invocation.patterns ?? ["_spec"]
        excludes = invocation.excludePatterns
        recursive = invocation.recursive
    }
}

/// Matches base names against `DiscoveryRules` with Lua's own `string.find`.
final class FileNameMatcher {
    private let state: LuaState
    private let match: LuaValue
    private let rules: DiscoveryRules

    /// - Throws: `UsageError.badPattern` for a pattern Lua refuses.
    init(_ rules: DiscoveryRules) throws(UsageError) {
        self.rules = rules
        do throws(LuaError) {
            state = try LuaState()
            let make = try state.compile(Self.source, name: "=pattern")
            let args = [LuaValue.integer(Int64(rules.patterns.count))] + (rules.patterns + rules.excludes).map(LuaValue.string)
            match = try state.call(make, args).first ?? .nil
        } catch {
            throw .badPattern(option: "--pattern", pattern: rules.patterns.joined(separator: ","), reason: error.message)
        }
    }

    /// Whether a file with this base name is a spec file.
    /// - Throws: `UsageError.badPattern` when a pattern turns out malformed while matching.
    func matches(_ name: [UInt8]) throws(UsageError) -> Bool {
        let results: [LuaValue]
        do throws(LuaError) { results = try state.call(match, [.bytes(name)]) } catch {
            throw .badPattern(option: "--pattern", pattern: rules.patterns.joined(separator: ","), reason: error.message)
        }
        if results.first == .nil, results.count == 3, let p = results[1].string {
            let option = rules.excludes.contains(p) ? "--exclude-pattern" : "--pattern"
            let raw = results[2].string ?? ""
            let inner = raw.trimmingPrefix("bad argument #2 to 'find' (")
            let reason = inner == raw ? raw : String(inner.dropLast())
            throw .badPattern(option: option, pattern: p, reason: reason)
        }
        return results.first == .boolean(true)
    }

    private static let source = """
        local nIncludes = ...
        local includes, excludes = {}, {}
        for i = 2, select('#', ...) do
          local p = select(i, ...)
          if i - 1 <= nIncludes then includes[#includes + 1] = p else excludes[#excludes + 1] = p end
        end
        local function find(name, p)
          local ok, hit = pcall(string.find, name, p)
          if not ok then error({p, hit}) end
          return hit
        end
        return function(name)
          if not name:find('%.lua$') then return false end
          local ok, result = pcall(function()
            for _, p in ipairs(excludes) do if p ~= '' and find(name, p) then return false end end
            for _, p in ipairs(includes) do if find(name, p) then return true end end
            return #includes == 0
          end)
          if ok then return result end
          return nil, result[1], tostring(result[2])
        end
        """
}
