// Invocation: the parsed command line, and the parser that reads it through the option table.
import LuaKit
import LuaSpec

/// What the command line asked for.
public struct Invocation: Equatable, Sendable {
    /// What to do.
    public enum Action: Equatable, Sendable { case run, help, version }

    public var action: Action = .run
    public var options = SpecOptions()
    public var format: Format = .terminal
    public var junitPath: String?
    public var colour = true
    /// `-Xoutput --color`: colours even when standard output is not a terminal (as busted's handlers).
    public var forceColour = false
    /// One line each, printed to standard error before the run: a busted option accepted that does
    /// nothing here (coverage without LuaCov, an unknown -Xoutput option).
    public var notes: [String] = []
    /// `--show-output`: the terminal reporter shows passing tests' output too.
    public var showOutput = false
    /// What the other output options ask of the reporters (OutputFormat.swift).
    public var report = ReportSettings()
    /// Worker processes running spec files at once (`-j`); nil means one per core.
    public var jobs: Int?
    /// `--shard K/N`: run only that shard of the spec files.
    public var shard: Shard?
    /// Paths as given (folders, files, file:LINE); empty means `spec`.
    public var paths: [String] = []
    /// The arguments that were options (with their values), in order: what a worker parses.
    /// After `resolve`, `.busted`'s settings come first, as the options they stand for.
    public var optionArguments: [String] = []

    // busted's file discovery and configuration (`CommandOption+Busted`)
    /// `-p/--pattern`: Lua patterns a discovered file's base name must match one of; nil means
    /// busted's default, `_spec`.
    public var patterns: [String]?
    /// `--exclude-pattern`: Lua patterns that rule a discovered file out.
    public var excludePatterns: [String] = []
    /// `-R/--no-recursive`: whether folders are searched below their top level.
    public var recursive = true
    /// `-C/--directory`, in order: each relative to the one before.
    public var directories: [String] = []
    /// `-f/--config-file`: the `.busted` file to read instead of `./.busted`.
    public var configFile: String?
    /// `-r/--run`: the `.busted` task (default `default`).
    public var task: String?
    /// `--shuffle-files`: run the files in an order shuffled by the seed (kept in the options,
    /// where the runner shuffles them with the tests when tests are shuffled too).
    public var shuffleFiles: Bool {
        get { options.shuffleFiles }
        set { options.shuffleFiles = newValue }
    }
    /// `--sort-files`: run the files sorted by path.
    public var sortFiles = false
    /// The seed `--shuffle-files` orders the files by (`chooseFileSeed`); nil keeps discovery's order.
    public var fileSeed: UInt64?
    /// The busted keys (`CommandOption.key`) of the options given, for `.busted` to yield to.
    /// An array (a few keys): a process's first `Set<String>` cost the Swift runtime about
    /// 140,000 instructions of metadata and conformance look-ups, in every run.
    var givenKeys: [String] = []

    public init() {}

    /// Adds `note` once.
    mutating func note(_ note: String) {
        if !notes.contains(note) { notes.append(note) }
    }
}

extension Invocation {
    /// Every documented option name (from the option table): suggested, and listed by `--help`.
    static var knownOptions: [String] {
        CommandOption.all.flatMap(\.names).filter { !CommandOption.undocumentedAliases.contains($0) }
    }

    /// Parses arguments (without the program name), each option through its `CommandOption`.
    /// - Throws: `UsageError` naming the offending argument.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var inv = Invocation()
        var i = 0
        var onlyPaths = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                inv.paths.append(arg)
                continue
            }
            if arg == "--" {
                onlyPaths = true
                continue
            }
            var name = arg
            var inline: String?
            // --opt=V, and -opt=V as busted takes it (but -e x=1 keeps its '=')
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") || CommandOption.lookup(String(arg[..<eq])) != nil {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            // a short option's value may be attached, as getopt allows: -j2, -otap
            if inline == nil, CommandOption.lookup(name) == nil, !arg.hasPrefix("--"), arg.count > 2,
               let short = CommandOption.named(String(arg.prefix(2))), short.argument != nil
            {
                name = String(arg.prefix(2))
                inline = String(arg.dropFirst(2))
            }
            guard let (option, spelled) = CommandOption.lookup(name) else {
                throw .unknownOption(arg, suggestion: suggestion(for: name))
            }
            name = spelled
            if !inv.givenKeys.contains(option.key) { inv.givenKeys.append(option.key) }
            if inline != nil && option.argument == nil {
                throw .badValue(option: name, value: inline ?? "", expects: "no value (it is a flag)")
            }
            var value = ""
            inv.optionArguments.append(arg)
            if let argument = option.argument {
                if let inline {
                    value = inline
                } else {
                    guard i < arguments.count else {
                        throw .missingValue(option: name, expects: argument.expects, example: argument.example)
                    }
                    value = arguments[i]
                    inv.optionArguments.append(value)
                    i += 1
                }
            }
            try option.apply(&inv, name, value)
        }
        if let both = inv.options.tags.first(where: inv.options.excludeTags.contains) {
            throw .conflictingTags(both)
        }
        inv.seedAloneShuffles()
        return inv
    }

    /// `--seed N` with no shuffle option shuffles files and tests (alongside's meaning, kept
    /// for its users); beside `--[no-]shuffle`, `--shuffle-tests` or `--shuffle-files` it only
    /// seeds what they ask for, as under busted. Workers parse the same arguments, so they agree.
    private mutating func seedAloneShuffles() {
        guard givenKeys.contains("seed"),
              !givenKeys.contains(where: { ["shuffle", "shuffle-tests", "shuffle-files"].contains($0) })
        else { return }
        options.shuffle = true
        options.shuffleFiles = true
    }

    /// The known long option closest to `option` (NameSuggestion's distance, where a swap of
    /// two letters is one edit), if it is at most two edits away, or one per three characters
    /// of a longer name.
    static func suggestion(for option: String) -> String? {
        NameSuggestion.nearest(to: option, among: knownOptions.filter { $0.hasPrefix("--") },
                               maximumDistance: max(2, option.count / 3))
    }
}

extension String {
    func trimmingPrefix(_ p: String) -> String { hasPrefix(p) ? String(dropFirst(p.count)) : self }
}
