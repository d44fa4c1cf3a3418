// BustedStyle: what busted's own output handlers share (base.lua, utfTerminal.lua): their options,
// their colours, their number formats and how they name a test's place, so each layout reads alike.

/// The options busted hands every output handler (`options.verbose`, `options.deferPrint`, the
/// `-Xoutput` colour flags), as the layouts that copy busted's handlers read them.
public struct BustedHandlerOptions: Sendable, Equatable {
    /// `-v/--verbose`: a failure's or an error's traceback follows its message.
    public var verbose = false
    /// `--defer-print`: no progress while running (plainTerminal); gtest lists messages at the end.
    public var deferPrint = false
    /// Whether ANSI colours are written (gtest); the caller decides from the TTY and `-Xoutput`.
    public var colour = false

    public init(verbose: Bool = false, deferPrint: Bool = false, colour: Bool = false) {
        self.verbose = verbose
        self.deferPrint = deferPrint
        self.colour = colour
    }
}

/// Formatting rules copied from busted 2.1's handlers, so `-o plainTerminal|TAP|gtest|json|junit`
/// print what busted's consumers expect.
enum BustedStyle {
    /// The ANSI sequences of `term.colors`, which busted's coloured handlers use.
    enum Colour: String {
        case red = "\u{1B}[31m", green = "\u{1B}[32m", yellow = "\u{1B}[33m"
        case magenta = "\u{1B}[35m", cyan = "\u{1B}[36m", bright = "\u{1B}[1m"
    }

    /// Returns `text` in `colour` followed by a reset (`term.colors`' `colour(text)`), or `text`.
    static func paint(_ text: String, _ colour: Colour, if enabled: Bool) -> String {
        enabled ? colour.rawValue + text + "\u{1B}[0m" : text
    }

    /// Returns seconds as busted's terminal summary writes them: `%.6f` with trailing zeros
    /// dropped down to one (`0.0026`, `1.0`).
    static func seconds(_ value: Double) -> String {
        var text = fixed(value, decimals: 6)
        while text.hasSuffix("0"), let dot = text.firstIndex(of: "."),
              text.distance(from: dot, to: text.endIndex) > 2 {
            text.removeLast()
        }
        return text
    }

    /// Returns `value` with exactly `decimals` places, as C's `%.Nf` (never exponent notation);
    /// NaN, infinite and negative times (a clock fault) print as zero.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let clean = value.isFinite && value > 0 ? min(value, 1e9) : 0
        let units = Int((clean * Double(scale)).rounded())
        let fraction = String(units % scale)
        guard decimals > 0 else { return "\(units)" }
        return "\(units / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// Returns a pending test's reason, nil when it has none (a declared `pending("name")`).
    static func reason(_ result: TestResult) -> String? {
        guard let message = result.message, !message.isEmpty else { return nil }
        return message
    }

    /// Returns the message busted prints for an outcome: the text, or `Nil error` when the
    /// error value was nil.
    static func message(_ result: TestResult) -> String {
        result.message ?? "Nil error"
    }

    /// Returns the traceback as busted's `debug.traceback` gives it: a blank line, the trace,
    /// a final newline; nil when the test has none.
    static func traceback(_ result: TestResult) -> String? {
        guard let traceback = result.traceback, !traceback.isEmpty else { return nil }
        return "\n" + traceback + (traceback.hasSuffix("\n") ? "" : "\n")
    }

    /// Returns `file @ line`, busted's way of naming where a test is declared.
    static func location(_ result: TestResult) -> String {
        ReportText.visible(result.file, keepingNewlines: false) + " @ \(result.line)"
    }

    /// Returns the full name made safe to print on one line.
    static func name(_ result: TestResult) -> String {
        ReportText.visible(result.fullName, keepingNewlines: false)
    }
}

/// The open `--repeat` run of a `BustedRunReporter`: busted's handlers count per run.
struct BustedRunTracker {
    /// The run being reported, 0 before the first.
    var current = 0
    /// The tests of the current run, in the order they finished.
    var results: [TestResult] = []
    /// The summed time of the current run's files, for a repeated run's summary.
    var fileTime: Double = 0

    /// Clears the counts after a run's summary was written.
    mutating func reset() {
        results = []
        fileTime = 0
    }

    /// The tests of the current run with `status`.
    func results(_ status: TestStatus) -> [TestResult] { results.filter { $0.status == status } }
}
