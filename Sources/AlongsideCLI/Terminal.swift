// Terminal: standard input and output for script mode and the REPL, through C's stdio, the
// same buffers Lua's print and io.write use, so their text and ours come out in order.
import CEdit
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

enum Terminal {
    static func write(_ text: String) {
        fputs(text, cedit_stdout())
    }

    /// Writes to standard error after flushing standard output, so the two interleave as made.
    static func writeError(_ text: String) {
        fflush(cedit_stdout())
        fputs(text, cedit_stderr())
        fflush(cedit_stderr())
    }

    static func flush() {
        fflush(cedit_stdout())
        fflush(cedit_stderr())
    }

    /// True when standard input is a terminal (the REPL then prompts and edits lines).
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// All of standard input (`alongside run -`).
    static func readAllStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        let chunk = ReadBuffer(count: 65536)
        while true {
            let n = chunk.fill { fread($0.baseAddress, 1, $0.count, cedit_stdin()) }
            if n > 0 { chunk.withPrefix(n) { bytes.append(contentsOf: $0) } }
            if n < 65536 { break }
        }
        return bytes
    }

    /// One line of standard input without its line break; nil at the end of input.
    static func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}
