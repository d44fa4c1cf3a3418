import Testing
import LuaKit

@Suite struct Probe {
    func show(_ lua: LuaState, _ code: String, name: String = "=chunk") {
        do { print("OK \(code.debugDescription) ->", try lua.run(code, name: name)) }
        catch { print("ERR \(code.debugDescription) ->", String(reflecting: error)) }
    }
    @Test func probe() throws {
        let lua = try LuaState()
        try lua.openHarness()
        lua.register("foo") { args throws(LuaCallError) in [.number(try args.number(1))] }
        lua.register("f") { args throws(LuaCallError) in throw .argument(2, "row 12 out of range") }
        lua.register("m") { args throws(LuaCallError) in throw .message("boom") }
        lua.register("g") { args throws(LuaCallError) in [.integer(try args.integer(1))] }
        lua.register("apply") { [unowned lua] args throws(LuaCallError) in
            let f = try args.function(1)
            do throws(LuaError) { return try lua.call(f, [args.value(2)]) } catch { throw .value(.string(error.description)) }
        }
        for c in ["return select(2, pcall(function() return foo('x') end))",
                  "return select(2, pcall(function() return foo() end))",
                  "return select(2, pcall(foo, {}))",
                  "return select(2, pcall(function() return f(1, 12) end))",
                  "return select(2, pcall(function() return m() end))",
                  "return select(2, pcall(function() return g(2.5) end))",
                  "local t = {foo = foo}; return select(2, pcall(function() return t:foo('x') end))",
                  "return select(2, pcall(__alongside.protect, 0))",
                  "return select(2, pcall(function() return __alongside.protect(0) end))",
                  "return 1 +", "x = = 1", "error('boom')", "error({})", "error()",
                  "error(setmetatable({}, {__tostring = function() return 'custom' end}))",
                  "local function f() return 1 + f() end return f()",
                  "local function f(s) return (string.gsub(s, '.', f)) end return f('x')",
                  "local function f(n) return apply(f, n + 1) end return f(0)",
                  "local function lvl2() return apply(function(x) error('inner boom') end, 41) end\nreturn lvl2()",
                  "return coroutine.wrap(function() return apply(coroutine.yield, 1) end)()",
                  "return __alongside.protect(0.05, function() while true do end end)",
                  "return __alongside.protect(0.05, function() local function spin() while true do end end spin() end)",
                  "return __alongside.protect(0.05, function() while true do pcall(function() while true do end end) end end)",
                  "local co = coroutine.wrap(function() while true do end end) return __alongside.protect(0.05, co)",
                  "return __alongside.protect(0, function() return 42 end)",
                  "return __alongside.protect(0.05, function() __alongside.protect(10, function() end) local n = 0 while n < 3e8 do n = n + 1 end return n end)",
                  "return __alongside.protect(0, function() local function f() return 1 + f() end return f() end)",
                  "return __alongside.now(), __alongside.memory()",
                 ] { show(lua, c) }
        show(lua, "return 1 +", name: "=bad.lua")
        show(lua, "return 1 +", name: "@dir/bad.lua")
        show(lua, "return 1 +", name: "return 1 +")
        show(lua, "local x = 1\nlocal y =\n")
        do { _ = try lua.compile(bytes: [0x1B, 0x4C, 0x75, 0x61], name: "=bin") } catch { print(String(reflecting: error)) }
    }
    @Test func coroutineCallback() throws {
        let lua = try LuaState()
        lua.register("add") { args throws(LuaCallError) in [.number(try args.number(1) + args.number(2))] }
        show(lua, "return add(1, 2)")
        show(lua, "return coroutine.wrap(function() return add(1, 2) end)()")
    }
}
