// Invocation: the parsed command line.

/// What the command line asked for.
public struct Invocation: Equatable, Sendable {
    /// The output format on standard output.
    public enum Format: String, Sendable, CaseIterable { case terminal, tap, json }

    /// What to do.
    public enum Action: Equatable, Sendable { case run, help, version }

    public var action: Action = .run
    public var options = SpecOptions()
    public var format: Format = .terminal
    public var junitPath: String?
    public var colour = true
    /// Paths as given (folders, files, file:LINE); empty means `spec`.
    public var paths: [String] = []

    public init() {}
}

extension Invocation {
    /// Every option the parser knows, for suggestions.
    static let knownOptions = [
        "--output", "--junit", "--no-color", "--filter", "--filter-out", "--tags", "--exclude-tags",
        "--list", "--shuffle", "--seed", "--repeat", "--fail-fast", "--timeout", "--memory-limit",
        "--lpath", "--cpath", "--lazy", "--allow-binary-chunks", "--sandbox", "--help", "--version",
    ]

    /// Parses arguments (without the program name).
    /// - Throws: `UsageError` naming the offending argument.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var inv = Invocation()
        var i = 0
        var onlyPaths = false
        func value(_ option: String, _ inline: String?, _ expects: String) throws(UsageError) -> String {
            if let inline { return inline }
            i += 1
            guard i < arguments.count else { throw .missingValue(option: option, expects: expects) }
            return arguments[i]
        }
        func number(_ option: String, _ text: String, _ expects: String, min: Double) throws(UsageError) -> Double {
            guard let d = Double(text), d.isFinite, d >= min else {
                throw .badValue(option: option, value: text, expects: expects)
            }
            return d
        }
        func whole(_ option: String, _ text: String, _ expects: String, min: Int) throws(UsageError) -> Int {
            guard let n = Int(text), n >= min else { throw .badValue(option: option, value: text, expects: expects) }
            return n
        }
        func tags(_ text: String) -> [String] {
            text.split(separator: ",").map { String($0).trimmingPrefix("#") }.filter { !$0.isEmpty }
        }
        while i < arguments.count {
            let arg = arguments[i]
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                inv.paths.append(arg)
                i += 1
                continue
            }
            var name = arg
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            switch name {
            case "--": onlyPaths = true
            case "-h", "--help": inv.action = .help
            case "--version": inv.action = .version
            case "-o", "--output":
                let v = try value(name, inline, "a format: terminal, tap or json")
                guard let f = Format(rawValue: v.lowercased()) else {
                    throw .badValue(option: name, value: v, expects: "one of terminal, tap, json")
                }
                inv.format = f
            case "--junit": inv.junitPath = try value(name, inline, "a file path")
            case "--no-color", "--no-colour": inv.colour = false
            case "--filter": inv.options.filters.append(try value(name, inline, "a Lua pattern"))
            case "--filter-out": inv.options.filtersOut.append(try value(name, inline, "a Lua pattern"))
            case "-t", "--tags": inv.options.tags += tags(try value(name, inline, "tags, comma-separated"))
            case "--exclude-tags": inv.options.excludeTags += tags(try value(name, inline, "tags, comma-separated"))
            case "-l", "--list": inv.options.listOnly = true
            case "--shuffle": inv.options.shuffle = true
            case "--seed":
                let v = try value(name, inline, "a whole number")
                guard let s = UInt64(v), s <= UInt64(Int64.max) else {
                    throw .badValue(option: name, value: v, expects: "a whole number from 0 to \(Int64.max)")
                }
                inv.options.seed = s
                inv.options.shuffle = true
            case "--repeat":
                inv.options.repeatCount = try whole(name, try value(name, inline, "a count"), "a whole number of at least 1", min: 1)
            case "--fail-fast", "--no-keep-going": inv.options.failFast = true
            case "--timeout":
                inv.options.timeout = try number(name, try value(name, inline, "seconds"), "a number of seconds (0 for no limit)", min: 0)
            case "--memory-limit":
                inv.options.memoryLimitMiB = try whole(name, try value(name, inline, "MiB"), "a whole number of MiB (0 for no limit)", min: 0)
            case "-m", "--lpath": inv.options.luaPath.append(try value(name, inline, "a path template"))
            case "--cpath": inv.options.luaCPath.append(try value(name, inline, "a path template"))
            case "--lazy": inv.options.lazySetup = true
            case "--allow-binary-chunks": inv.options.allowBinaryChunks = true
            case "--sandbox": inv.options.sandbox = true
            default:
                throw .unknownOption(arg, suggestion: suggestion(for: name))
            }
            i += 1
        }
        if let both = inv.options.tags.first(where: inv.options.excludeTags.contains) {
            throw .conflictingTags(both)
        }
        return inv
    }

    /// The known option closest to `option` by edit distance, if it is close enough.
    static func suggestion(for option: String) -> String? {
        let scored = knownOptions.map { ($0, editDistance(Array(option), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, option.count / 3) else { return nil }
        return best.0
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var prev = row[0]
            row[0] = i + 1
            for (j, cb) in b.enumerated() {
                let old = row[j + 1]
                row[j + 1] = min(row[j + 1] + 1, row[j] + 1, prev + (ca == cb ? 0 : 1))
                prev = old
            }
        }
        return row[b.count]
    }
}

extension String {
    func trimmingPrefix(_ p: String) -> String { hasPrefix(p) ? String(dropFirst(p.count)) : self }
}
