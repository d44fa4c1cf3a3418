// ReplTests: `alongside repl` driven through a pipe, and its completion and pretty-printing
// called directly on a session (no terminal needed).
import LuaKit
import LuaSpec
import Testing
import UISimLua
@testable import AlongsideCLI

@Suite
struct ReplTests {
    /// The REPL run on `lines` through standard input.
    static func repl(_ lines: String...) throws -> RunResult {
        try Alongside.run(["repl"], input: lines.joined(separator: "\n") + "\n")
    }

    @Test func anExpressionPrintsItsValuesAndAStatementPrintsNothing() throws {
        let r = try Self.repl("1 + 1", "x = 5", "x, 'text', nil", "=x * 2", "print('said')")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "2\n5\ttext\tnil\n10\nsaid\n")
        #expect(r.stderr.isEmpty)
    }

    @Test func incompleteInputContinuesOnTheNextLine() throws {
        let r = try Self.repl("function double(n)", "  return n * 2", "end", "double(21)", "t = {", "1,", "}", "#t")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "42\n1\n")
    }

    @Test func anErrorPrintsAndTheSessionGoesOn() throws {
        let r = try Self.repl("error('oops')", "ui.Wrold", "'still here'")
        #expect(r.status == 0)
        #expect(r.stdout == "still here\n")
        #expect(r.stderr.contains("stdin:1: oops\n"))
        #expect(r.stderr.contains("attempt to read unknown field 'Wrold' of ui (did you mean 'World'?)"))
    }

    @Test func aSyntaxErrorAtTheEndOfInputIsReported() throws {
        let r = try Self.repl("for i = 1, 3 do")
        #expect(r.status == 0)
        #expect(r.stderr.contains("stdin:1: 'end' expected near <eof>"))
    }

    @Test func uiObjectsAndTablesArePrettyPrinted() throws {
        let r = try Self.repl("w = ui.World{}",
                              "v = w:View{ frame = { x = 1, y = 2, width = 20, height = 20 } }",
                              "v", "{ frame = v.frame, list = { 3, 'a' }, name = 'n' }")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            View {x=1, y=2, width=20, height=20}
            { frame = {x=1, y=2, width=20, height=20}, list = { 3, "a" }, name = "n" }

            """)
    }

    @Test func aLineTheSessionReadsIsNotTakenAsCode() throws {
        let r = try Self.repl("x = io.read()", "error('not code')", "x")
        #expect(r.status == 0)
        #expect(r.stdout == "error('not code')\n")
        #expect(r.stderr.isEmpty)
    }

    @Test func osExitEndsTheSession() throws {
        let r = try Self.repl("print('a')", "os.exit(4)", "print('b')")
        #expect(r.status == 4)
        #expect(r.stdout == "a\n")
    }

    @Test func noPromptsAreEchoedThroughAPipe() throws {
        let r = try Self.repl("")
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.isEmpty)
    }

    @Test func unknownOptionsAreUsageErrors() throws {
        let r = try Alongside.run(["repl", "--memory-limt", "5"], input: "")
        #expect(r.status == 2)
        #expect(r.stderr.contains("did you mean '--memory-limit'?"))
    }

    // MARK: - completion and pretty-printing, on a session

    static func session() throws -> ScriptSession {
        let installUI: SpecPreload = { state throws(LuaError) in try UISimLua.install(into: state) }
        return try ScriptSession(preloads: [installUI])
    }

    @Test func completionOffersUINamesGlobalsAndKeywords() throws {
        let s = try Self.session()
        #expect(s.completions(for: "ui.Wo") == ["ui.World"])
        #expect(s.completions(for: "local w = ui.Index") == ["ui.IndexPath"])
        #expect(s.completions(for: "pri") == ["print"])
        #expect(s.completions(for: "whi") == ["while"])
        #expect(s.completions(for: "string.for") == ["string.format"])
    }

    @Test func completionOffersTheMethodsOfAUIObject() throws {
        let s = try Self.session()
        _ = try s.state.run("w = ui.World{}; v = w:View{}")
        let methods = s.completions(for: "w:Tab")
        #expect(methods == ["w:TableViewController"])
        #expect(s.completions(for: "print(w:rend") == ["w:render"])
        // `.` offers fields too; `:` only methods
        #expect(s.completions(for: "v.fra") == ["v.frame"])
        #expect(s.completions(for: "v:fra").isEmpty)
        #expect(!s.completions(for: "w:").isEmpty)
        #expect(s.completions(for: "w:").allSatisfy { $0.hasPrefix("w:") })
    }

    @Test func completionOfAnUnknownValueOffersNothing() throws {
        let s = try Self.session()
        #expect(s.completions(for: "nothing.he").isEmpty)
        #expect(s.completions(for: "zzzq").isEmpty)
    }

    @Test func prettyPrintingSortsKeysMarksCyclesAndLimitsDepth() throws {
        let s = try Self.session()
        let values = try s.state.run("""
            local t = { b = 1, a = 2, [10] = 'x', 'first' }
            t.self = t
            return t, { { { { { 'deep' } } } } }, 'top'
            """)
        let text = s.pretty(values)
        let parts = text.split(separator: "\t").map(String.init)
        #expect(parts.count == 3)
        #expect(parts[0].hasPrefix("{ \"first\", [10] = \"x\", a = 2, b = 1, self = <cycle: table: "))
        #expect(parts[1] == "{ { { { {...} } } } }")
        #expect(parts[2] == "top")
    }

    @Test func prettyPrintingCutsLongTables() throws {
        let s = try Self.session()
        let text = s.pretty(try s.state.run("local t = {} for i = 1, 100 do t[i] = i end return t"))
        #expect(text.contains("40,\n"))
        #expect(text.hasSuffix("... (60 more)\n}"))
    }
}
