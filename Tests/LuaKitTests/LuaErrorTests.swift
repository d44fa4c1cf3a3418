// LuaErrorTests: how failures of Lua code reach Swift: `.runtime` with message and traceback
// kept apart, `.syntax` with Lua's chunk-name rules, exact texts throughout.
import LuaKit
import Testing

@Suite("Errors thrown to Swift")
struct LuaErrorTests {
    @Test("Runtime errors carry the message and a separate traceback")
    func runtimeError() throws {
        let lua = try LuaState()
        let error = #expect(throws: LuaError.self) { try lua.run("error('boom')", name: "=script.lua") }
        guard case .runtime(let message, let traceback?)? = error else {
            Issue.record("expected a runtime error with a traceback, got \(String(describing: error))")
            return
        }
        #expect(message == "script.lua:1: boom")
        #expect(traceback.hasPrefix("stack traceback:\n\t[C]: in function 'error'"))
        #expect(traceback.contains("script.lua:1: in main chunk"))
        #expect(error?.description == message + "\n" + traceback)
    }

    static let runtimeMessages: [MessageCase] = [
        MessageCase("local t = nil; return t.x", "chunk:1: attempt to index a nil value (local 't')"),
        MessageCase("return 1 + {}", "chunk:1: attempt to perform arithmetic on a table value"),
        MessageCase("local function check(x) if not x then error('need x', 2) end end\n\ncheck(nil)", "chunk:3: need x"),
        MessageCase("error({})", "(error object is a table value)"),
        MessageCase("error()", "(error object is a nil value)"),
        MessageCase("undefined()", "chunk:1: attempt to call a nil value (global 'undefined')"),
    ]

    @Test("Runtime error messages", arguments: runtimeMessages)
    func runtimeMessage(_ c: MessageCase) throws {
        let lua = try LuaState()
        let error = #expect(throws: LuaError.self) { try lua.run(c.code) }
        guard case .runtime(let message, let traceback)? = error else {
            Issue.record("expected a runtime error, got \(String(describing: error))")
            return
        }
        #expect(message == c.message)
        #expect(traceback?.hasPrefix("stack traceback:") == true)
    }

    @Test("An error object with __tostring is shown through it, without a traceback")
    func tostringErrorObject() throws {
        let lua = try LuaState()
        #expect(throws: LuaError.runtime(message: "custom", traceback: nil)) {
            try lua.run("error(setmetatable({}, {__tostring = function() return 'custom' end}))")
        }
    }

    @Test("Calling something that is not a function fails in Lua, not in Swift")
    func callNonFunction() throws {
        let lua = try LuaState()
        let error = #expect(throws: LuaError.self) { try lua.call(.integer(1), []) }
        #expect(error?.message == "attempt to call a number value")
        #expect(try lua.run("return 'still usable'") == [.string("still usable")])
    }

    /// A chunk, its name, and the syntax error it must give.
    struct SyntaxCase: Sendable, CustomTestStringConvertible {
        let source, name, message: String
        var testDescription: String { "\(name): \(source.debugDescription)" }
    }

    static let syntaxErrors: [SyntaxCase] = [
        SyntaxCase(source: "return 1 +", name: "=bad.lua", message: "bad.lua:1: unexpected symbol near <eof>"),
        SyntaxCase(source: "return 1 +", name: "@dir/bad.lua", message: "dir/bad.lua:1: unexpected symbol near <eof>"),
        SyntaxCase(source: "return 1 +", name: "return 1 +",
                   message: #"[string "return 1 +"]:1: unexpected symbol near <eof>"#),
        SyntaxCase(source: "x = = 1", name: "=chunk", message: "chunk:1: unexpected symbol near '='"),
        SyntaxCase(source: "local x = 1\nlocal y =\n", name: "=chunk", message: "chunk:3: unexpected symbol near <eof>"),
        SyntaxCase(source: "x = 'unfinished", name: "=chunk", message: "chunk:1: unfinished string near <eof>"),
        SyntaxCase(source: "for", name: "=chunk", message: "chunk:1: <name> expected near <eof>"),
        SyntaxCase(source: "goto nowhere", name: "=chunk",
                   message: "chunk:1: no visible label 'nowhere' for <goto> at line 1"),
    ]

    @Test("Syntax errors come as .syntax with Lua's chunk-name rules", arguments: syntaxErrors)
    func syntaxError(_ c: SyntaxCase) throws {
        let lua = try LuaState()
        #expect(throws: LuaError.syntax(message: c.message)) { try lua.run(c.source, name: c.name) }
        #expect(throws: LuaError.syntax(message: c.message)) { try lua.compile(c.source, name: c.name) }
    }

    @Test("Binary chunks are refused")
    func binaryChunk() throws {
        let lua = try LuaState()
        #expect(throws: LuaError.syntax(message: "attempt to load a binary chunk (mode is 't')")) {
            try lua.compile(bytes: [0x1B, 0x4C, 0x75, 0x61, 0x54, 0x00], name: "=bin")
        }
    }

    @Test("splitTraceback separates at the first traceback marker only")
    func splitting() {
        #expect(splitTraceback("m\nstack traceback:\n\tx") == ("m", "stack traceback:\n\tx"))
        #expect(splitTraceback("only a message") == ("only a message", nil))
        #expect(splitTraceback("stack traceback: at start") == ("stack traceback: at start", nil))
        let twice = splitTraceback("m\nstack traceback:\n\ta\nstack traceback:\n\tb")
        #expect(twice.message == "m")
        #expect(twice.traceback == "stack traceback:\n\ta\nstack traceback:\n\tb")
    }
}
