// ReplTerminalTests: `alongside repl` on a pseudo-terminal (util-linux's `script`), where it
// opens libedit with dlopen (CEdit) for line editing, history and Tab completion.
import Foundation
import Testing

@Suite struct ReplTerminalTests {
    /// On a terminal the REPL shows its banner, completes `ui.Wor` to `ui.World` with Tab,
    /// evaluates the line, and writes it to the history file ($XDG_STATE_HOME/alongside_history).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aTerminalGetsLineEditingHistoryAndCompletion() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let r = try Alongside.run(viaProgram: "/usr/bin/script", ["-qec", "'\(Alongside.binary)' repl", "/dev/null"],
                                  environment: ["XDG_STATE_HOME": state.path], input: "print(ui.Wor\t == nil, 40 + 2)\n")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("Ctrl-D quits."), "\(r.stdout)")
        #expect(r.stdout.contains("false\t42"), "\(r.stdout)")
        let history = try String(contentsOf: state.appendingPathComponent("alongside_history"), encoding: .utf8)
        #expect(history.contains("print(ui.World"), "libedit keeps the completed line: \(history)")
    }
}
