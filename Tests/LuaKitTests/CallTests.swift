// CallTests: Swift functions called from Lua, Lua called from Swift, and the exact error texts
// either side produces.
import LuaKit
import Testing

/// One Lua snippet and the exact message it must produce.
struct MessageCase: Sendable, CustomTestStringConvertible {
    let code: String
    let message: String
    init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }
    var testDescription: String { code }
}

@Suite("Calls across the boundary")
struct CallTests {
    /// A state with a set of Swift functions that check their arguments in every way
    /// `LuaArguments` offers. Closures capture the state unowned, never strongly.
    private func makeState() throws -> LuaState {
        let lua = try LuaState()
        lua.register("foo") { args throws(LuaCallError) in [.number(try args.number(1))] }
        lua.register("int") { args throws(LuaCallError) in [.integer(try args.integer(1))] }
        lua.register("bool") { args throws(LuaCallError) in [.boolean(try args.boolean(1, default: false))] }
        lua.register("str") { args throws(LuaCallError) in [.string(try args.string(1))] }
        lua.register("optstr") { args throws(LuaCallError) in [try args.optionalString(1).map(LuaValue.string) ?? .nil] }
        lua.register("tab") { args throws(LuaCallError) in [try args.table(1)] }
        lua.register("fn") { args throws(LuaCallError) in [try args.function(1)] }
        lua.register("opt") { args throws(LuaCallError) in [.number(try args.optionalNumber(1, default: 7))] }
        lua.register("optint") { args throws(LuaCallError) in [.integer(try args.optionalInteger(1, default: 7))] }
        lua.register("list") { args throws(LuaCallError) in try args.stringList(1).map(LuaValue.string) }
        lua.register("f") { _ throws(LuaCallError) in throw .argument(2, "row 12 out of range") }
        lua.register("boom") { _ throws(LuaCallError) in throw .message("boom") }
        lua.register("raw") { _ throws(LuaCallError) in throw .value(.string("raw error")) }
        lua.register("num") { _ throws(LuaCallError) in throw .value(.integer(42)) }
        let obj = lua.newTable()
        lua.setField(obj, "m") { args throws(LuaCallError) in
            _ = try args.table(1)
            return [.number(try args.number(2))]
        }
        lua.setGlobal("obj", obj)
        lua.register("apply") { [unowned lua] args throws(LuaCallError) in
            let f = try args.function(1)
            do throws(LuaError) {
                return try lua.call(f, [args.value(2)])
            } catch {
                throw .value(.string(error.description))
            }
        }
        return lua
    }

    /// What `pcall` returns as the message when `body` runs inside a Lua function.
    private func luaMessage(_ lua: LuaState, _ body: String) throws -> LuaValue? {
        try lua.run("return select(2, pcall(function() \(body) end))").first
    }

    // MARK: - Results

    @Test("Swift functions return their results to Lua")
    func results() throws {
        let lua = try makeState()
        lua.register("add") { args throws(LuaCallError) in [.number(try args.number(1) + args.number(2))] }
        lua.register("three") { _ throws(LuaCallError) in [.integer(1), .nil, .string("x")] }
        lua.register("none") { _ throws(LuaCallError) in [] }
        #expect(try lua.run("return add(1, 2)") == [.number(3.0)])
        #expect(try lua.run("return select('#', three()), three()") == [.integer(3), .integer(1), .nil, .string("x")])
        #expect(try lua.run("return select('#', none())") == [.integer(0)])
        #expect(try lua.run("return opt(), opt(2), optint(nil), optstr(), optstr('s')")
            == [.number(7), .number(2), .integer(7), .nil, .string("s")])
        #expect(try lua.run("return int(3.0), math.type(int(3.0)), bool(), bool(true)")
            == [.integer(3), .string("integer"), .boolean(false), .boolean(true)])
    }

    @Test("Arguments report their count, types and values")
    func argumentIntrospection() throws {
        let lua = try LuaState()
        lua.register("describe") { args throws(LuaCallError) in
            (1...Int32(args.count + 1)).map { .string(args.typeName($0)) }
        }
        lua.register("nils") { args throws(LuaCallError) in [.boolean(args.isNil(1)), .boolean(args.isNil(2))] }
        #expect(try lua.run("return describe(1, 'x', nil, {}, print)")
            == ["number", "string", "nil", "table", "function", "no value"].map(LuaValue.string))
        #expect(try lua.run("return nils(nil, 0)") == [.boolean(true), .boolean(false)])
    }

    @Test("A table argument is a live reference to the caller's table")
    func tableArgument() throws {
        let lua = try LuaState()
        lua.register("mark") { [unowned lua] args throws(LuaCallError) in
            let t = try args.table(1)
            lua.setField(t, "marked", lua.field(t, "name"))
            return []
        }
        #expect(try lua.run("local t = {name = 'n'}; mark(t); return t.marked") == [.string("n")])
    }

    @Test("More results than LUA_MINSTACK are pushed; too many become an error")
    func manyResults() throws {
        let lua = try LuaState()
        lua.register("many") { args throws(LuaCallError) in
            Array(repeating: .integer(1), count: Int(try args.integer(1)))
        }
        #expect(try lua.run("return select('#', many(100))") == [.integer(100)])
        #expect(try luaMessage(lua, "return many(1000001)") == .string("chunk:1: too many results (1000001)"))
        #expect(try lua.run("return select('#', many(3))") == [.integer(3)])
    }

    @Test("A Swift closure keeps its own state between calls")
    func closureState() throws {
        let lua = try LuaState()
        var n: Int64 = 0
        lua.register("tick") { _ throws(LuaCallError) in
            n += 1
            return [.integer(n)]
        }
        #expect(try lua.run("tick(); tick(); return tick()") == [.integer(3)])
        #expect(n == 3)
    }

    @Test("stringList reads a list and shows numbers and booleans as tostring does")
    func stringList() throws {
        let lua = try makeState()
        #expect(try lua.run("return list({'a', 'b\\0c', 1, true})")
            == [.string("a"), .string("b\u{0}c"), .string("1"), .string("true")])
        #expect(try lua.run("return select('#', list({}))") == [.integer(0)])
        let r = try lua.run("""
            local t = {-7, 2.5, 3.0, false, 1e15, 1e100, 1/0, 0.1 + 0.2, 2^63, 1/3, 123456789012345.0}
            local shown = {}
            for i = 1, #t do shown[i] = tostring(t[i]) end
            return table.concat({list(t)}, ' '), table.concat(shown, ' ')
            """)
        #expect(r.count == 2 && r[0] == r[1], "stringList vs tostring: \(r)")
    }

    // MARK: - Argument errors

    static let argumentErrors: [MessageCase] = [
        MessageCase("foo('x')", "chunk:1: bad argument #1 to 'foo' (number expected, got string)"),
        MessageCase("foo()", "chunk:1: bad argument #1 to 'foo' (number expected, got no value)"),
        MessageCase("foo(nil)", "chunk:1: bad argument #1 to 'foo' (number expected, got nil)"),
        MessageCase("foo({})", "chunk:1: bad argument #1 to 'foo' (number expected, got table)"),
        MessageCase("foo(print)", "chunk:1: bad argument #1 to 'foo' (number expected, got function)"),
        MessageCase("local g = foo; g(true)", "chunk:1: bad argument #1 to 'g' (number expected, got boolean)"),
        MessageCase("f(1, 12)", "chunk:1: bad argument #2 to 'f' (row 12 out of range)"),
        MessageCase("int(2.5)", "chunk:1: bad argument #1 to 'int' (number has no integer representation)"),
        MessageCase("int('3')", "chunk:1: bad argument #1 to 'int' (number expected, got string)"),
        MessageCase("optint(0.5)", "chunk:1: bad argument #1 to 'optint' (number has no integer representation)"),
        MessageCase("bool('yes')", "chunk:1: bad argument #1 to 'bool' (boolean expected, got string)"),
        MessageCase("str(42)", "chunk:1: bad argument #1 to 'str' (string expected, got number)"),
        MessageCase("optstr(false)", "chunk:1: bad argument #1 to 'optstr' (string expected, got boolean)"),
        MessageCase("tab('x')", "chunk:1: bad argument #1 to 'tab' (table expected, got string)"),
        MessageCase("fn({})", "chunk:1: bad argument #1 to 'fn' (function expected, got table)"),
        MessageCase("opt('x')", "chunk:1: bad argument #1 to 'opt' (number expected, got string)"),
        MessageCase("list('x')", "chunk:1: bad argument #1 to 'list' (table expected, got string)"),
        MessageCase("boom()", "chunk:1: boom"),
        MessageCase("raw()", "raw error"),
        // Method calls: Lua's own adjustment renumbers the arguments.
        MessageCase("obj:m('x')", "chunk:1: bad argument #1 to 'm' (number expected, got string)"),
        MessageCase("obj.m(obj, 'x')", "chunk:1: bad argument #2 to 'm' (number expected, got string)"),
        MessageCase("obj.m(5)", "chunk:1: bad argument #1 to 'm' (table expected, got number)"),
        MessageCase("local t = {foo = foo}; t:foo()", "chunk:1: calling 'foo' on bad self (number expected, got table)"),
    ]

    @Test("Argument errors read exactly like Lua's own", arguments: argumentErrors)
    func argumentError(_ c: MessageCase) throws {
        let lua = try makeState()
        #expect(try luaMessage(lua, c.code) == .string(c.message))
    }

    @Test("pcall of the function itself gives the message without a position")
    func pcallDirect() throws {
        let lua = try makeState()
        #expect(try lua.run("return pcall(foo, {})")
            == [.boolean(false), .string("bad argument #1 to 'foo' (number expected, got table)")])
        #expect(try lua.run("return pcall(num)") == [.boolean(false), .integer(42)])
    }

    @Test("LuaCallError.message takes the caller's line")
    func messagePosition() throws {
        let lua = try makeState()
        let error = #expect(throws: LuaError.self) { try lua.run("local a = 1\n\nboom()", name: "=script.lua") }
        #expect(error?.message == "script.lua:3: boom")
    }

    @Test("An argument error thrown to Swift keeps its message and gains a traceback")
    func argumentErrorToSwift() throws {
        let lua = try makeState()
        let error = #expect(throws: LuaError.self) { try lua.run("foo('x')") }
        guard case .runtime(let message, let traceback)? = error else {
            Issue.record("expected a runtime error, got \(String(describing: error))")
            return
        }
        #expect(message == "chunk:1: bad argument #1 to 'foo' (number expected, got string)")
        #expect(traceback?.hasPrefix("stack traceback:\n\t[C]: in function 'foo'") == true)
    }

    // MARK: - Nested calls

    @Test("Swift → Lua → Swift → Lua returns through every level")
    func nestedSuccess() throws {
        let lua = try makeState()
        #expect(try lua.run("return apply(function(x) return apply(function(y) return y * 2 end, x + 1) end, 20)")
            == [.integer(42)])
    }

    @Test("An error deep in a nested call reaches Swift with its message and traceback")
    func nestedError() throws {
        let lua = try makeState()
        let error = #expect(throws: LuaError.self) {
            try lua.run("""
                local function lvl2()
                  local r = apply(function(x) error('inner boom') end, 41)
                  return r
                end
                local v = lvl2()
                return v
                """, name: "=nested.lua")
        }
        guard case .runtime(let message, let traceback?)? = error else {
            Issue.record("expected a runtime error with a traceback, got \(String(describing: error))")
            return
        }
        #expect(message == "nested.lua:2: inner boom")
        #expect(traceback.hasPrefix("stack traceback:"))
        #expect(traceback.contains("[C]: in function 'error'"))
        #expect(traceback.contains("[C]: in function 'apply'"))
        #expect(traceback.contains("in local 'lvl2'"))
        #expect(try lua.run("return 1 + 1") == [.integer(2)])
    }

    // MARK: - Coroutines

    @Test("A Swift function called inside a coroutine sees that coroutine's arguments")
    func callbackInCoroutine() throws {
        let lua = try makeState()
        lua.register("add") { args throws(LuaCallError) in [.number(try args.number(1) + args.number(2))] }
        #expect(try lua.run("return coroutine.wrap(function() return add(1, 2) end)()") == [.number(3)])
        #expect(try lua.run("local co = coroutine.create(function(a) return add(a, 2) end) return coroutine.resume(co, 1)")
            == [.boolean(true), .number(3)])
        #expect(try luaMessage(lua, "coroutine.wrap(function() foo('x') end)()")
            == .string("chunk:1: chunk:1: bad argument #1 to 'foo' (number expected, got string)"))
    }

    @Test("Yielding through a Swift function is a clean error")
    func yieldAcrossSwift() throws {
        let lua = try makeState()
        let message = try luaMessage(lua, "coroutine.wrap(function() return apply(coroutine.yield, 1) end)()")
        #expect(message?.string?.contains("attempt to yield across a C-call boundary") == true, "got \(String(describing: message))")
    }
}

extension LuaState {
    /// Sets `table[key]` to a Swift function.
    fileprivate func setField(_ table: LuaValue, _ key: String, _ fn: @escaping LuaFunction) {
        setField(table, key, function(fn))
    }
}
