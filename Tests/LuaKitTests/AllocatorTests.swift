// AllocatorTests: the state's allocator — small blocks from per-size free lists
// (CLuaShim/small_blocks.c), larger ones from malloc — keeps every block's contents when Lua
// grows and shrinks it across the lists' 256-byte limit, and counts exactly what
// Lua asked for (under AddressSanitizer the lists are off and ASan checks each block instead);
// and the collector is the generational one.
import LuaKit
import Testing

@Suite("The Lua state's allocator")
struct AllocatorTests {
    @Test("Tables and strings of every size keep their contents through growth, shrinking and collections")
    func contentsSurviveResizing() throws {
        let lua = try LuaState()
        let r = try lua.run("""
            local bad = 0
            for round = 1, 3 do
              local keep = {}
              for n = 1, 300 do                 -- array parts of 1 ... 300 slots: 16 ... 4800 bytes
                local t = {}
                for i = 1, n do t[i] = i * round end
                keep[n] = t
                keep[-n] = string.rep(string.char(65 + n % 26), n)   -- strings of every small size
              end
              collectgarbage()
              for n = 1, 300 do
                local t = keep[n]
                for i = 1, n do if t[i] ~= i * round then bad = bad + 1 end end
                for i = n, 1, -1 do t[i] = nil end                   -- shrinks on rehash
                t.x = n                                              -- hash part: a small block
                if t.x ~= n or keep[-n] ~= string.rep(string.char(65 + n % 26), n) then bad = bad + 1 end
              end
              keep = nil
              collectgarbage()
            end
            return bad
            """)
        #expect(r == [.integer(0)])
    }

    @Test("The count is what Lua asked for, block by block, as Lua's own count says")
    func countsWhatLuaAskedFor() throws {
        let lua = try LuaState()
        for script in ["local t = {} for i = 1, 10000 do t[i] = { i, tostring(i) } end KEEP = t",
                       "KEEP = nil; collectgarbage()",
                       "KEEP = string.rep('x', 300) .. string.rep('y', 7)"] {
            try lua.run(script)
            let luaCount = try lua.run("return collectgarbage('count') * 1024").first?.number ?? -1
            #expect(Double(lua.memoryUsed) == luaCount, "after: \(script)")
        }
    }

    @Test("A state collects in generational mode, and a script can switch back")
    func generationalCollector() throws {
        let lua = try LuaState()
        #expect(try lua.run("return collectgarbage('incremental')") == [.string("generational")])
        #expect(try lua.run("return collectgarbage('generational')") == [.string("incremental")])
    }
}
