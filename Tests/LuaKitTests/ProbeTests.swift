import Testing
import LuaKit

@Suite struct Probe {
    @Test func p() throws {
        let lua = try LuaState()
        try lua.openHarness()
        print(try lua.run("""
        return __alongside.protect(0.05, function()
          local function spin()
            while true do end
          end
          spin()
        end)
        """))
        print(try lua.run("return tostring(0.1 + 0.2), tostring(2^63), tostring(1e15), tostring(-0.0)"))
        let ctr = lua.defineType("Counter", of: Probe.C.self, methods: ["inc": { c, a throws(LuaCallError) in c.n += Int(try a.integer(2)); return [.integer(Int64(c.n))] }])
        lua.setGlobal("c", lua.wrap(C(), as: ctr))
        for s in ["return select(2, pcall(function() return c.inc(42) end))",
                  "return select(2, pcall(function() return c:inc('x') end))",
                  "return select(2, pcall(function() local t = {inc = c.inc}; return t:inc(1) end))",
                  "return getmetatable(c), tostring(c):match('^Counter: ') ~= nil, c:inc(2)",
                  "return select(2, pcall(function() return math.floor(c) end))",
                  "return select(2, pcall(c.inc))",
        ] { print(try lua.run(s)) }
    }
    final class C { var n = 0 }
}
