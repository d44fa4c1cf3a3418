// CommandOption: the one option table. Parsing, --help and did-you-mean suggestions all read it,
// so an option cannot be parsed without being documented, or documented without being parsed.
import LuaSpec

/// One command-line option: its names, its argument, its help text and what it sets.
struct CommandOption: Sendable {
    /// The value an option takes.
    struct Argument: Sendable {
        /// The placeholder shown in `--help` (`SECONDS`).
        var placeholder: String
        /// What the value must be, for "needs a value (…)" messages.
        var expects: String
        /// A valid value, for the "e.g." hint.
        var example: String
    }

    /// The `--help` section the option is listed under.
    enum Section: String, CaseIterable, Sendable {
        case files = "SPEC FILES AND .busted"
        case output = "OUTPUT"
        case selection = "SELECTION AND ORDER"
        case limits = "LIMITS"
        case lua = "LUA"
        case general = ""
    }

    typealias Apply = @Sendable (inout Invocation, _ name: String, _ value: String) throws(UsageError) -> Void

    var names: [String]
    var argument: Argument?
    var section: Section
    /// `--help` lines (already wrapped), describing the option.
    var help: [String]
    /// Sets the invocation from the option's name and value ("" for a flag).
    var apply: Apply

    /// Every option: alongside's own table (with busted's names where they mean the same), then
    /// the ones only busted has.
    static let all: [CommandOption] = table + bustedOnly

    /// The option with this exact name.
    static func named(_ name: String) -> CommandOption? {
        all.first { $0.names.contains(name) }
    }

    /// The option and its name as the table spells it, also when given with the other number of
    /// dashes: busted (lua_cliargs) looks options up by key, so `--Xoutput`, `-Xoutput` and
    /// `-pattern` are all accepted there.
    static func lookup(_ name: String) -> (option: CommandOption, name: String)? {
        if let o = named(name) { return (o, name) }
        let bare = name.drop { $0 == "-" }
        guard !bare.isEmpty else { return nil }
        for alternative in ["-" + bare, "--" + bare] where alternative != name {
            if let o = named(alternative) { return (o, alternative) }
        }
        return nil
    }

    /// The name busted gives this option's value in its option table and in `.busted` files:
    /// the long name without dashes or `no-` (`--no-recursive` -> `recursive`), else the short one
    /// (`-e` -> `e`, `-Xoutput` -> `Xoutput`).
    var key: String {
        let long = names.first { $0.hasPrefix("--") && !$0.hasPrefix("--no-") }
        return String((long ?? names[0]).drop { $0 == "-" })
    }

    /// Whether the option has a `--no-` form, so a `.busted` `false` can be said on the command line.
    var negatable: Bool { names.contains { $0.hasPrefix("--no-") } }

    /// The names as `--help` shows them: the documented spellings, joined (`-o, --output FORMAT`).
    var synopsis: String {
        names.filter { !CommandOption.undocumentedAliases.contains($0) }.joined(separator: ", ")
            + (argument.map { " " + $0.placeholder } ?? "")
    }

    /// Spellings accepted for compatibility, not listed in `--help` (their option is).
    static let undocumentedAliases: Set<String> = ["--no-colour"]
}

// MARK: value readers shared by the table's entries

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

func tagList(_ text: String) -> [String] {
    text.split(separator: ",").map { String($0).trimmingPrefix("#") }.filter { !$0.isEmpty }
}
