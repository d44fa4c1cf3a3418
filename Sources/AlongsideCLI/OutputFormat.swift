// OutputFormat: the `-o` formats (busted's handler names and ours) and the report settings the
// output options set, kept out of Invocation so the output options live in one file.
import LuaSpec

extension Invocation {
    /// The output format on standard output: busted's handlers by their names, and ours.
    public enum Format: String, Sendable, CaseIterable {
        /// Our terminal layout (`-o terminal`, or busted's name `utfTerminal`).
        case terminal
        /// busted's `plainTerminal` layout: ASCII characters, no colour.
        case plainTerminal
        /// Our TAP 13 layout (`-o tap`, `-o tap13`).
        case tap
        /// busted's `TAP` layout (`-o TAP`, exactly that spelling).
        case bustedTAP
        /// busted's JSON layout.
        case json
        /// Our JSON document with a summary and every test's details.
        case jsonDetailed
        /// busted's JUnit layout, to standard output or to the file `-Xoutput` names.
        case junit
        /// busted's gtest layout.
        case gtest

        /// The names `-o` accepts, in `--help` order; matched without regard to case, except
        /// `TAP`, busted's spelling, which picks busted's TAP layout over ours.
        static let names: [(String, Format)] = [
            ("utfTerminal", .terminal), ("terminal", .terminal), ("plainTerminal", .plainTerminal),
            ("TAP", .bustedTAP), ("tap", .tap), ("tap13", .tap), ("json", .json),
            ("json-detailed", .jsonDetailed), ("junit", .junit), ("gtest", .gtest),
        ]

        /// The format `-o value` names, or nil.
        static func named(_ value: String) -> Format? {
            if value == "TAP" { return .bustedTAP }
            return names.first { $0.0.lowercased() == value.lowercased() && $0.0 != "TAP" }?.1
        }

        /// Whether the format owns standard output while specs run (machine-readable layouts):
        /// what child processes print then goes to standard error.
        var ownsStandardOutput: Bool {
            switch self {
            case .terminal, .plainTerminal, .gtest: false
            case .tap, .bustedTAP, .json, .jsonDetailed, .junit: true
            }
        }
    }

    /// What the output options asked of the reporters, beyond the format.
    public struct ReportSettings: Equatable, Sendable {
        /// `-v/--verbose`: tracebacks in busted's layouts (ours always shows them).
        public var verbose = false
        /// `--suppress-pending`: pending tests appear in no output and are not counted.
        public var suppressPending = false
        /// `--defer-print`: no progress while running; busted's gtest lists messages at the end.
        public var deferPrint = false
        /// `-Xoutput` values other than the colour flags, in order (busted's `options.arguments`):
        /// `-o junit` writes to the first one.
        public var outputArguments: [String] = []
        /// `--junit-testcase-files`: `file` and `line` on each `<testcase>` of the `--junit` report.
        public var junitTestcaseFiles = false

        public init() {}
    }
}

/// The error for `-o` naming something that is not a built-in format.
func unknownFormat(_ option: String, _ value: String) -> UsageError {
    let list = Invocation.Format.names.map(\.0).joined(separator: ", ")
    if value.contains("/") || value.contains(".") {
        return .badValue(option: option, value: value,
                         expects: "a built-in format, one of \(list) (custom output handlers, the Lua modules or "
                            + "files busted can load, are not supported; a script can turn -o json-detailed into "
                            + "another layout)")
    }
    return .badValue(option: option, value: value, expects: "one of \(list)")
}
