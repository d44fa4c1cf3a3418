// MemoryAccountTests: Swift-side memory counted against the state's cap (LuaMemoryAccount), and
// finalizers the collector runs inside a Swift call failing at the cap like any Lua code.
import LuaKit
import Testing

@Suite("Memory a host holds for a state")
struct MemoryAccountTests {
    static let limit = 8 << 20

    private func harness() throws -> LuaState {
        let lua = try LuaState(memoryLimit: Self.limit)
        lua.setGlobal("limits", try lua.openLimits())
        return lua
    }

    @Test("Reserved bytes count with Lua's own, and a release gives them back")
    func reserveAndRelease() throws {
        let lua = try LuaState(memoryLimit: Self.limit)
        let account = lua.memoryAccount
        let before = lua.memoryUsed
        #expect(account.reserve(1 << 20))
        #expect(lua.memoryUsed == before + (1 << 20))
        #expect(lua.memoryPeak >= before + (1 << 20))
        account.release(1 << 20)
        #expect(lua.memoryUsed == before)
        // past the cap: nothing is counted
        #expect(!account.reserve(Self.limit))
        #expect(lua.memoryUsed == before)
        #expect(!account.reserve(.max))
    }

    @Test("A refused reserve ends the Swift callback in a genuine memory error")
    func refusalRaisesOnceSwiftReturns() throws {
        let lua = try harness()
        let account = lua.memoryAccount
        var returned = false
        lua.register("hold") { args throws(LuaCallError) in
            let granted = account.reserve(Int(try args.integer(1)))
            returned = true   // Swift runs to the end: the error is raised after it returns
            return [.boolean(granted)]
        }
        #expect(try lua.run("return hold(1024)") == [.boolean(true)])
        let r = try lua.run("return limits.call(0, function() return hold(64 * 1024 * 1024) end)")
        #expect(returned)
        #expect(r == [.boolean(false), .string("memory"), .string("not enough memory"), .string(""), .string("")])
        // a script that catches it sees Lua's own memory error, and the state goes on
        #expect(try lua.run("return pcall(hold, 64 * 1024 * 1024)") == [.boolean(false), .string("not enough memory")])
        #expect(try lua.run("return 1 + 1") == [.integer(2)])
    }

    @Test("Once the state is gone, reserving always succeeds and releasing does nothing")
    func outlivesItsState() throws {
        var lua: LuaState? = try LuaState(memoryLimit: Self.limit)
        let account = try #require(lua).memoryAccount
        lua = nil
        #expect(account.reserve(Self.limit * 4))
        account.release(Self.limit * 4)
        #expect(!account.isExhausted)
    }

    /// Finalizers the collector runs inside a Swift callback (here while Swift fills a table)
    /// used to allocate without limit: the allocator never failed while Swift was active. They
    /// now fail at the cap, Lua only warns, and the limited call reports the memory outcome.
    @Test("Finalizers run inside a Swift call fail at the cap, and the call's outcome is memory")
    func finalizersInsideSwift() throws {
        let lua = try harness()
        var filling = false
        lua.register("filling") { _ throws(LuaCallError) in [.boolean(filling)] }
        lua.register("fill") { [unowned lua] _ throws(LuaCallError) in
            filling = true
            defer { filling = false }
            let t = lua.newTable()
            for i in 1...20_000 { lua.setRaw(t, key: .integer(Int64(i)), value: .string("entry \(i)")) }
            return [t]
        }
        let r = try lua.run("""
            inside, refused = 0, 0
            local r = table.pack(limits.call(0, function()
              for i = 1, 20 do
                setmetatable({}, { __gc = function()
                  if filling() then inside = inside + 1 end
                  refused = refused + 1          -- counted first: the next line fails
                  local s = string.rep("x", 16 * 1024 * 1024)
                  refused = refused - 1
                end })
              end
              fill()
              return true
            end))
            return r[1], r[2], r[3], r[4], r[5], inside, refused
            """)
        #expect(Array(r.prefix(5)) == [.boolean(false), .string("memory"), .string("not enough memory"),
                                       .string(""), .string("__gc")], "\(r)")
        // the finalizers did run inside the Swift call, and every one was refused
        #expect(r.count == 7 && r[5] != .integer(0) && r[6] == .integer(20), "\(r)")
        #expect(lua.memoryPeak < Self.limit, "peak \(lua.memoryPeak)")
    }

    @Test("A finalizer that reaches the cap in plain Lua makes the call's outcome memory too")
    func finalizersInPlainLua() throws {
        let lua = try harness()
        let r = try lua.run("""
            return limits.call(0, function()
              for i = 1, 20 do
                setmetatable({}, { __gc = function() _G["plain" .. i] = string.rep("y", 1024 * 1024) .. i end })
              end
              collectgarbage()
              return true
            end)
            """)
        #expect(r.first == .boolean(false))
        #expect(r.count > 1 && r[1] == .string("memory"), "\(r)")
        // a warning that only looks like one does not count
        let quiet = try lua.run("""
            return limits.call(0, function() warn("error in ", "__gc", " (", "something else", ")") return 1 end)
            """)
        #expect(quiet == [.boolean(true), .integer(1)])
    }
}
