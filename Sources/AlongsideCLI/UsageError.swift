// UsageError: everything the command line can reject, rendered to text in one place.

/// A mistake in the command line: exit code 2, a message that quotes the input and a hint.
public enum UsageError: Error, Equatable, Sendable {
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String, expects: String, example: String)
    case badValue(option: String, value: String, expects: String)
    case badPattern(option: String, pattern: String, reason: String)
    case missingPath(String)
    /// Nothing found below `paths`; `patterns` are the `-p` patterns (nil: busted's default `_spec`).
    case noSpecFiles(paths: [String], patterns: [String]? = nil)
    /// A `.busted` file that cannot be used, in busted's words (a syntax error, a missing task).
    case bustedConfig(String)
    /// `-C DIR` (or `.busted`'s `directory`) that cannot be entered.
    case directory(String, reason: String)
    case noTestAtLine(String)
    case conflictingTags(String)
    /// `--shard` or the CI sharding variables (the words of LuaSpec's `ShardError`).
    case sharding(String)
    /// `alongside merge` (the words of LuaSpec's `MergeError`).
    case merge(String)
    /// `alongside run` and `alongside repl` (ScriptCommand, ReplCommand): the whole message.
    case subcommand(String)

    /// The message, one or two lines, ending with a hint where there is one.
    public var message: String {
        switch self {
        case .unknownOption(let o, let s?):
            return "unknown option '\(o)' (did you mean '\(s)'?)\nSee 'alongside --help' for every option."
        case .unknownOption(let o, nil):
            return "unknown option '\(o)'.\nSee 'alongside --help' for every option."
        case .missingValue(let o, let e, let x):
            return "option '\(o)' needs a value (\(e)), e.g. '\(o) \(x)'."
        case .badValue(let o, let v, let e):
            return "option '\(o)' expects \(e), got '\(v)'."
        case .badPattern(let o, let p, let r):
            return "'\(p)' given to '\(o)' is not a valid Lua pattern: \(r).\n"
                + "Patterns are Lua patterns, not globs: escape magic characters with '%' (e.g. '%(')."
        case .missingPath(let p):
            return "'\(p)' does not exist.\nPass spec files or folders that contain *_spec.lua files."
        case .noSpecFiles(let paths, let patterns):
            let list = paths.map { "'\($0)'" }.joined(separator: ", ")
            guard let patterns else {
                return "no spec files found in \(list) (looked for .lua files with _spec in their name).\n"
                    + "Name spec files *_spec.lua, or pass a file explicitly: alongside path/to/file.lua"
            }
            let shown = patterns.map { "'\($0)'" }.joined(separator: " or ")
            return "no spec files found in \(list) (looked for .lua files whose name matches \(shown)).\n"
                + "Check -p/--pattern (a Lua pattern, also set by .busted), or pass a file explicitly."
        case .noTestAtLine(let where_):
            return "no test or block at \(where_).\nRun 'alongside --list \(where_.split(separator: ":").first ?? "")' to see the lines of its tests."
        case .conflictingTags(let t):
            return "tag '\(t)' is given to both --tags and --exclude-tags; it can only be one."
        case .bustedConfig(let m):
            return m + "\nFix the file, or pass -f FILE to read another one."
        case .directory(let d, let reason):
            return "cannot change to directory '\(d)' (-C/--directory): \(reason)."
        case .sharding(let m), .merge(let m), .subcommand(let m):
            return m
        }
    }
}
