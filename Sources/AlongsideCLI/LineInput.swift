// LineInput: where the REPL's lines come from: a pipe (tests, scripts) or a terminal edited
// with libedit (history, Tab completion).
import CEdit

#if canImport(Glibc)
import Glibc
#endif

/// A source of REPL lines.
protocol LineInput {
    /// True on a terminal: prompts and the banner are shown.
    var isInteractive: Bool { get }
    /// The next line (without its line break) after showing `prompt` if interactive; nil at
    /// the end of input.
    func line(prompt: String) -> String?
    /// Keeps a whole entry (maybe several lines) in the history.
    func remember(_ entry: String)
}

/// Standard input that is not a terminal: plain lines, no prompts, no history.
struct PipedLines: LineInput {
    var isInteractive: Bool { false }
    func line(prompt: String) -> String? { Terminal.readLine() }
    func remember(_ entry: String) {}
}

/// A terminal, through libedit's readline-compatible API. libedit was chosen over GNU
/// readline for its BSD licence (readline is GPL) and because Debian keeps it (libedit-dev).
/// It is opened when the REPL starts (`EditedLines.make`), so no other run loads it.
///
/// libedit calls completion through a C function without a context pointer, so the session
/// that answers it is kept in a global while the REPL runs (one REPL per process).
final class EditedLines: LineInput {
    let historyPath: String?

    /// Edited lines, or nil when libedit cannot be opened (the REPL then reads plain lines).
    static func make(session: ScriptSession) -> EditedLines? {
        cedit_load() == 1 ? EditedLines(session: session) : nil
    }

    private init(session: ScriptSession) {
        EditedLines.completer = { session.completions(for: $0) }
        cedit_setup(completionGenerator)
        historyPath = Self.historyPath()
        cedit_stifle_history(1000)
        if let path = historyPath { _ = cedit_read_history(path) }   // none yet is fine
    }

    var isInteractive: Bool { true }

    func line(prompt: String) -> String? {
        Terminal.flush()
        guard let raw = cedit_readline(prompt) else { return nil }
        defer { free(raw) }
        return String(cString: raw)
    }

    /// Adds the entry and writes the history file at once (os.exit ends the process without
    /// returning here). A file that cannot be written is ignored: history is a convenience.
    func remember(_ entry: String) {
        guard !entry.allSatisfy(\.isWhitespace) else { return }
        _ = cedit_add_history(entry)
        if let path = historyPath { _ = cedit_write_history(path) }
    }

    /// $XDG_STATE_HOME/alongside_history, else ~/.alongside_history; nil without either.
    static func historyPath() -> String? {
        if let state = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), !state.isEmpty {
            return state + "/alongside_history"
        }
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty {
            return home + "/.alongside_history"
        }
        return nil
    }

    /// The session's completion function, for the C generator below.
    nonisolated(unsafe) static var completer: ((String) -> [String])?
    /// The candidates of the word being completed (state 0 computes them).
    nonisolated(unsafe) static var candidates: [String] = []
}

/// libedit's generator: called with state 0, 1, 2... for one word; returns each candidate as a
/// string it frees, then NULL.
private let completionGenerator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
    text, state in
    if state == 0 {
        let word = text.map { String(cString: $0) } ?? ""
        EditedLines.candidates = EditedLines.completer?(word) ?? []
    }
    let i = Int(state)
    guard i < EditedLines.candidates.count else { return nil }
    return strdup(EditedLines.candidates[i])
}
