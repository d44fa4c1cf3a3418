// ScriptLimits: `--timeout` and `--memory-limit` of `alongside run` and `alongside repl`.
import LuaKit

/// The limits of a script or REPL session. Both default to none: a script explores, it is not
/// a test that must not hang a CI job.
struct ScriptLimits: Equatable {
    /// Seconds a script (or one REPL entry) may run; 0 for no limit.
    var timeout: Double = 0
    /// MiB of Lua memory; 0 for no limit.
    var memoryLimitMiB = 0

    /// Reads the limit options of a subcommand, one argument at a time.
    struct Parser {
        let subcommand: String
        /// The subcommand's other options, for the did-you-mean hint.
        let extra: [String]
        var limits = ScriptLimits()

        /// Applies option `argument` (its value `next` when not inline as `--timeout=5`).
        /// - Returns: whether `next` was used.
        /// - Throws: an unknown option (with a suggestion), a missing or bad value.
        mutating func take(_ argument: String, next: String?) throws(UsageError) -> Bool {
            var name = argument, inline: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            let known = ["--timeout", "--memory-limit", "--help"] + extra
            guard name == "--timeout" || name == "--memory-limit" else {
                let hint = NameSuggestion.nearest(to: name, among: known.filter { $0.hasPrefix("--") }, maximumDistance: 3)
                throw .subcommand("unknown option '\(argument)'" + (hint.map { " (did you mean '\($0)'?)" } ?? "")
                                  + ".\nSee 'alongside \(subcommand) --help'.")
            }
            guard let value = inline ?? next else {
                throw .missingValue(option: name, expects: name == "--timeout" ? "seconds" : "MiB",
                                    example: name == "--timeout" ? "5" : "256")
            }
            if name == "--timeout" {
                guard let s = Double(value), s.isFinite, s >= 0 else {
                    throw .badValue(option: name, value: value, expects: "a number of seconds (0 for no limit)")
                }
                limits.timeout = s
            } else {
                guard let m = Int(value), m >= 0, m < 1 << 40 else {
                    throw .badValue(option: name, value: value, expects: "a whole number of MiB (0 for no limit)")
                }
                limits.memoryLimitMiB = m
            }
            return inline == nil
        }
    }
}
