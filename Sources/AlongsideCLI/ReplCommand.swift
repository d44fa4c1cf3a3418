// ReplCommand: `alongside repl`, an interactive Lua session with the `ui` module, following
// lua.c's conventions (an expression prints its values, `=` prefix, `>>` continues input).
import LuaKit
import LuaSpec

/// The REPL. Each entry runs in one session state (ScriptSession), so globals persist between
/// lines; an error prints and the session goes on; end of input (Ctrl-D) or os.exit ends it.
enum ReplCommand {
    static let usage = "usage: alongside repl [--timeout S] [--memory-limit MiB]"

    static let help = """
        \(usage)

        An interactive Lua 5.4 session with the `ui` module (global `ui`) and luassert (`assert`,
        `spy`, `stub`, `mock`, `match`), as in lua's own REPL: an expression prints its values
        (tables nested with sorted keys, `ui` objects as tostring shows them), `=expr` works too,
        an incomplete statement continues on a `>>` line, and an error prints and the session goes
        on. Ctrl-C stops a running entry (`interrupted!`); Ctrl-D (end of input) or os.exit() ends
        the session.

        On a terminal, lines are edited with libedit: history (kept in $XDG_STATE_HOME/
        alongside_history, else ~/.alongside_history) and Tab completion of globals, `ui` names and
        the fields and methods of the value before the cursor (`ui.Wo`, `world:Tab`). When standard
        input is not a terminal, lines are read from it without prompts, so a pipe can drive it.

          --timeout S        stop an entry after S seconds (default: no limit)
          --memory-limit MiB cap the session's Lua memory (default: no limit)
          -h, --help         show this help

        """

    /// Runs `alongside repl ARGUMENTS` and returns the exit code (0 at the end of input).
    static func main(_ arguments: [String], preloads: [SpecPreload]) -> AlongsideCommand.ExitCode {
        var options = ScriptLimits.Parser(subcommand: "repl", extra: [])
        do throws(UsageError) {
            var i = 0
            while i < arguments.count {
                let a = arguments[i]
                i += 1
                if a == "-h" || a == "--help" {
                    Terminal.write(help)
                    return .passed
                }
                guard a.hasPrefix("-") else { throw .subcommand("repl takes no files (run one with 'alongside run \(a)').\n\(usage)") }
                if try options.take(a, next: i < arguments.count ? arguments[i] : nil) { i += 1 }
            }
        } catch {
            Terminal.writeError("alongside: \(error.message)\n")
            return .usage
        }
        guard let session = ScriptSession.start(limits: options.limits, preloads: preloads,
                                                preceding: ["alongside", "repl"] + arguments, arguments: []) else {
            return .harnessFault
        }
        let input: LineInput = (Terminal.inputIsTerminal ? EditedLines.make(session: session) : nil) ?? PipedLines()
        if input.isInteractive {
            Terminal.write("alongside \(alongsideVersion) (\(AlongsideCommand.luaVersion())): ui, assert loaded. Ctrl-D quits.\n")
        }
        Repl(session: session, input: input).run()
        Terminal.flush()
        return .passed
    }
}

/// The read-eval-print loop over any `LineInput` (a pipe in tests, libedit on a terminal).
struct Repl {
    let session: ScriptSession
    let input: LineInput

    func run() {
        while let entry = read() {
            input.remember(entry.text)
            evaluate(entry)
        }
        if input.isInteractive { Terminal.write("\n") }
    }

    /// One entry: its source as typed and the chunk it compiled to, or the compile error.
    struct Entry {
        var text: String
        var chunk: Result<LuaValue, ScriptSession.Failure>
    }

    /// Reads one entry as lua.c does: `return LINE` first (an expression), else the line as
    /// statements, reading `>>` lines while the error says the input ended too soon (`<eof>`).
    /// Nil at the end of input.
    func read() -> Entry? {
        guard var line = input.line(prompt: "> ") else { return nil }
        if line.hasPrefix("=") { line = "return " + line.dropFirst() }
        if let chunk = try? session.state.compile("return " + line, name: "=stdin") {
            return Entry(text: line, chunk: .success(chunk))
        }
        var text = line
        while true {
            do throws(LuaError) {
                return Entry(text: text, chunk: .success(try session.state.compile(text, name: "=stdin")))
            } catch {
                guard error.message.hasSuffix("<eof>"), let more = input.line(prompt: ">> ") else {
                    return Entry(text: text, chunk: .failure(.init(message: error.message, traceback: "")))
                }
                text += "\n" + more
            }
        }
    }

    /// Runs an entry and prints its values (if any) or its error; the session goes on either way.
    func evaluate(_ entry: Entry) {
        do throws(ScriptSession.Failure) {
            let chunk = try entry.chunk.get()
            // Ctrl-C stops the entry, not the session (only on a terminal: a pipe's SIGINT ends it)
            if input.isInteractive { session.interruptOnSIGINT(true) }
            defer { if input.isInteractive { session.interruptOnSIGINT(false) } }
            let values = try session.run(chunk)
            if !values.isEmpty { Terminal.write(session.pretty(values) + "\n") }
            Terminal.flush()
        } catch {
            Terminal.writeError(error.message + "\n" + (error.traceback.isEmpty ? "" : error.traceback + "\n"))
        }
    }
}

/// `alongside run` and `alongside repl`, dispatched from AlongsideCommand in one line.
enum ScriptSubcommands {
    /// The exit code when `arguments` name one of the subcommands, else nil.
    static func run(_ arguments: [String], preloads: [SpecPreload]) -> AlongsideCommand.ExitCode? {
        switch arguments.first {
        case "run"?: ScriptCommand.main(Array(arguments.dropFirst()), preloads: preloads)
        case "repl"?: ReplCommand.main(Array(arguments.dropFirst()), preloads: preloads)
        default: nil
        }
    }
}
