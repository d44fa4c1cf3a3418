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

    /// The option with this exact name.
    static func named(_ name: String) -> CommandOption? {
        all.first { $0.names.contains(name) }
    }

    /// The names as `--help` shows them: the documented spellings, joined (`-o, --output FORMAT`).
    var synopsis: String {
        names.filter { !CommandOption.undocumentedAliases.contains($0) }.joined(separator: ", ")
            + (argument.map { " " + $0.placeholder } ?? "")
    }

    /// Spellings accepted for compatibility, not listed in `--help` (their option is).
    static let undocumentedAliases: Set<String> = ["--no-colour", "--no-keep-going"]
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
