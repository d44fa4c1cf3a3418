// RawGetTests: `LuaState.rawGet(_:key:)` reads any key without a metamethod and never raises.
import Testing
@testable import LuaKit

@Suite struct RawGetTests {
    @Test func readsObjectNumberAndStringKeysRaw() throws {
        let lua = try LuaState()
        let results = try lua.run("""
            local key = {}
            local t = setmetatable({ [key] = "object", [1] = "one", name = "string" },
                                   { __index = function() return "metamethod" end })
            return t, key, {}
            """)
        let t = results[0], key = results[1], other = results[2]
        #expect(lua.rawGet(t, key: key) == .string("object"))
        #expect(lua.rawGet(t, key: .number(1.0)) == .string("one"), "1.0 is the key 1, as in Lua")
        #expect(lua.rawGet(t, key: .string("name")) == .string("string"))
        #expect(lua.rawGet(t, key: other) == .nil, "raw: __index is not asked")
    }

    @Test func keysATableCannotHoldAndNonTablesGiveNil() throws {
        let lua = try LuaState()
        let t = try lua.run("return { 1 }")[0]
        #expect(lua.rawGet(t, key: .nil) == .nil)
        #expect(lua.rawGet(t, key: .number(.nan)) == .nil)
        #expect(lua.rawGet(.string("not a table"), key: .integer(1)) == .nil)
        #expect(lua.rawGet(t, key: .integer(1)) == .integer(1))
    }
}
