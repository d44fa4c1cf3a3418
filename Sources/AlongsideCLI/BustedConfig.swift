// BustedConfig: reads a `.busted` file (busted's per-project settings) into key/value settings,
// merged as busted's configuration_loader.lua merges them: the task (`-r`, else `default`) over `_all`.
import LuaKit
import LuaSpec

/// The settings of one `.busted` file for one task.
struct BustedConfig: Equatable {
    /// One setting's value, as the file gave it.
    enum Value: Equatable {
        case flag(Bool)
        /// A string or a number (as text).
        case text(String)
        /// An array of strings or numbers.
        case list([String])
        /// Anything else: the Lua type name (a function, a table with other keys...).
        case other(String)
    }

    /// The file read (as named: `.busted`, or `-f FILE`).
    var path: String
    /// Every key of the task and of `_all`, the task's value where both have it.
    var settings: [String: Value]

    /// Memory and time a `.busted` file may use: it is a plain table, so these only stop runaway code.
    static let memoryLimit = 64 << 20
    static let seconds = 5.0

    /// Evaluates the file at `path` in a fresh Lua state (standard libraries without os.exit,
    /// os.execute, io.popen or package.loadlib; no spec globals), under a deadline and a memory cap.
    /// - Parameter task: `-r TASK`; nil means `default` (which need not exist).
    /// - Throws: `UsageError.bustedConfig` with busted's words: a syntax error, a file that does
    ///   not return a table, a task that is not there.
    static func load(path: String, task: String?) throws(UsageError) -> BustedConfig {
        let failed = "failed loading config file `\(path)`: "
        let source: [UInt8]
        do throws(ReportError) { source = try FileSystem.read(path) } catch { throw .bustedConfig(failed + error.message) }
        let state: LuaState
        let outcome: LuaLimitedResult
        do throws(LuaError) {
            state = try LuaState(memoryLimit: memoryLimit)
            _ = try state.openLimits()
            try state.run("os.exit, os.execute, io.popen, package.loadlib = nil; package.cpath = ''", name: "=.busted")
            let chunk = try state.compile(bytes: source, name: "@" + path)
            let flatten = try state.compile(flattenSource, name: "=.busted")
            outcome = try state.callLimited(flatten, [chunk, .string(task ?? "")], seconds: seconds)
        } catch {
            throw .bustedConfig(failed + error.message)
        }
        let results: [LuaValue]
        switch outcome {
        case .returned(let values): results = values
        case .failed(let failure):
            let why = failure.kind == .error ? (failure.object.string ?? "(an error object that is not a string)")
                : failure.kind == .timeout ? "it ran longer than \(Int(seconds)) s"
                : "it used more than \(memoryLimit >> 20) MiB"
            throw .bustedConfig(failed + why)
        }
        if let problem = results.first?.string, results.count == 1 {
            throw .bustedConfig(problem)
        }
        var settings: [String: Value] = [:]
        for entry in results {
            guard let fields = state.plainArrayEntries(entry), fields.count >= 2,
                  let kind = fields[0].string, let key = fields[1].string else { continue }
            let rest = fields.dropFirst(2).compactMap(\.string)
            switch kind {
            case "boolean": settings[key] = .flag(rest.first == "true")
            case "text": settings[key] = .text(rest.first ?? "")
            case "list": settings[key] = .list(rest)
            default: settings[key] = .other(rest.first ?? kind)
            }
        }
        return BustedConfig(path: path, settings: settings)
    }

    /// Runs the file's chunk and returns `{kind, key, values...}` for each setting, the task's
    /// over `_all`'s, or one string saying what is wrong, in busted's words.
    private static let flattenSource = #"""
        local chunk, task = ...
        local conf = chunk()
        if type(conf) ~= 'table' then return '.busted file does not return a table.' end
        local run = task ~= '' and task or nil
        local chosen
        if run then
          chosen = conf[run]
          if type(chosen) ~= 'table' then return 'Task `' .. run .. '` not found, or not a table.' end
        elseif type(conf.default) == 'table' then
          chosen = conf.default
        end
        local merged, out = {}, {}
        if type(conf._all) == 'table' then for k, v in pairs(conf._all) do merged[k] = v end end
        if chosen then for k, v in pairs(chosen) do merged[k] = v end end
        for k, v in pairs(merged) do
          if type(k) == 'string' then
            local t = type(v)
            if t == 'boolean' then out[#out + 1] = {'boolean', k, tostring(v)}
            elseif t == 'string' or t == 'number' then out[#out + 1] = {'text', k, tostring(v)}
            elseif t == 'table' then
              local entry = {'list', k}
              for _, item in ipairs(v) do
                if type(item) ~= 'string' and type(item) ~= 'number' then entry = {'other', k, 'a table of ' .. type(item) .. 's'} break end
                entry[#entry + 1] = tostring(item)
              end
              out[#out + 1] = entry
            else out[#out + 1] = {'other', k, t}
            end
          end
        end
        return table.unpack(out)
        """#
}
