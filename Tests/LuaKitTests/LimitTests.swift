// LimitTests: the memory cap, the deadline watchdog, stack overflows, and the typed outcome
// of the limits library's `call` (LuaKit names what happened; LuaSpec words it).
import Foundation
import LuaKit
import Testing

@Suite("Limits and the protected harness call")
struct LimitTests {
    static let limit = 8 << 20
    /// What the deadline hook raises (LuaKit's words, seen by a script that catches it).
    static let timeoutMessage = "timeout: the call ran longer than 0.05 s"

    /// A state with the limits library as the global `limits` (for these tests only: the runner
    /// gets it as an argument).
    private func harness(memoryLimit: Int = 0) throws -> LuaState {
        let lua = try LuaState(memoryLimit: memoryLimit)
        lua.setGlobal("limits", try lua.openLimits())
        return lua
    }

    /// The five values of a failed limited call, or nil when it succeeded or has another shape.
    private func failure(_ r: [LuaValue]) -> (kind: String, object: LuaValue, traceback: String, position: String)? {
        guard r.count == 5, r[0] == .boolean(false), let kind = r[1].string, let tb = r[3].string,
              let position = r[4].string else { return nil }
        return (kind, r[2], tb, position)
    }

    // MARK: - Lines

    @Test("line(level) gives what debug.getinfo(level, 'l').currentline gives, without a table")
    func lineMatchesGetinfo() throws {
        let lua = try harness()
        let r = try lua.run("""
            local function where(level)
              return limits.line(level), debug.getinfo(level, 'l').currentline
            end
            local a, b = where(1)
            local c, d = where(2)
            local e = limits.line(50)
            local _, f, g = pcall(where, 2)
            return a, b, c, d, e, f, g
            """)
        // level 1 is `where` itself (line 2), level 2 its caller (line 5), or pcall (a C
        // function: -1); no frame that deep: 0
        #expect(r == [.integer(2), .integer(2), .integer(5), .integer(5), .integer(0), .integer(-1), .integer(-1)])
    }

    // MARK: - Memory

    @Test("A Lua allocation past the cap is a memory error and the state stays usable")
    func luaAllocationOverCap() throws {
        let lua = try LuaState(memoryLimit: Self.limit)
        #expect(throws: LuaError.memory(message: "not enough memory")) {
            try lua.run("return string.rep('x', 64 * 1024 * 1024)")
        }
        #expect(throws: LuaError.memory(message: "not enough memory")) {
            try lua.run("local t = {} for i = 1, 1e8 do t[i] = i end")
        }
        #expect(try lua.run("return 1 + 1") == [.integer(2)])
        #expect(try lua.run("return pcall(string.rep, 'x', 64 * 1024 * 1024)")
            == [.boolean(false), .string("not enough memory")])
        lua.collectGarbage()
        #expect(lua.memoryUsed < Self.limit)
        #expect(lua.memoryPeak >= lua.memoryUsed)
    }

    @Test("A Swift callback that pushes past the cap raises a genuine memory error in Lua")
    func callbackOverCap() throws {
        let lua = try LuaState(memoryLimit: Self.limit)
        lua.register("big") { args throws(LuaCallError) in
            [.string(String(repeating: "x", count: Int(try args.integer(1))))]
        }
        #expect(try lua.run("return pcall(big, 16 * 1024 * 1024)") == [.boolean(false), .string("not enough memory")])
        #expect(throws: LuaError.memory(message: "not enough memory")) { try lua.run("return big(16 * 1024 * 1024)") }
        #expect(try lua.run("return #big(1024)") == [.integer(1024)])
        #expect(try lua.run("return 1 + 1") == [.integer(2)])
    }

    @Test("call reports reaching the memory cap as its own outcome")
    func protectMemory() throws {
        let lua = try harness(memoryLimit: Self.limit)
        let r = try lua.run("return limits.call(0, function() return string.rep('x', 64 * 1024 * 1024) end)")
        #expect(r == [.boolean(false), .string("memory"), .string("not enough memory"), .string(""), .string("")])
        #expect(try lua.run("return limits.call(0, function() return 'fine' end)") == [.boolean(true), .string("fine")])
    }

    @Test("A cap too small for the standard libraries fails creation with a memory error")
    func tinyCap() {
        #expect(throws: LuaError.memory(message: "not enough memory")) { _ = try LuaState(memoryLimit: 4096) }
    }

    /// A `__gc` that overruns during a collection Swift started must not leave the allocator
    /// strict while Swift frames are live (it once aborted the process here).
    @Test("A finalizer's overrun during a Swift-side collection leaves the allocator lenient for Swift")
    func finalizerOverrun() throws {
        let lua = try LuaState(memoryLimit: Self.limit)
        lua.register("big") { _ throws(LuaCallError) in [.string(String(repeating: "x", count: 16 << 20))] }
        try lua.run("setmetatable({}, {__gc = function() big() end})")
        lua.collectGarbage()  // the finalizer's memory error is swallowed by Lua's GC (a warning)
        // Swift frames are live: this push must be allowed (and recorded), not raised unprotected.
        lua.setGlobal("s", .string(String(repeating: "y", count: 16 << 20)))
        #expect(throws: LuaError.self) { try lua.run("return s .. s") }
    }

    // MARK: - Deadline

    @Test("An endless loop is stopped at the deadline")
    func timeout() throws {
        let lua = try harness()
        let r = try lua.run("return limits.call(0.05, function() while true do end end)")
        let f = try #require(failure(r), "got \(r)")
        #expect(f.kind == "timeout")
        // The position is the line where the loop was interrupted.
        #expect(f.position == "chunk:1: ")
        #expect(f.object == .string("chunk:1: " + Self.timeoutMessage))
        #expect(f.traceback.hasPrefix("stack traceback:\n"))
        #expect(f.traceback.contains("in field 'call'"))
    }

    @Test("A script cannot swallow the timeout with pcall")
    func stickyTimeout() throws {
        let lua = try harness()
        let r = try lua.run("""
            return limits.call(0.05, function()
              while true do pcall(function() while true do end end) end
            end)
            """)
        #expect(failure(r)?.kind == "timeout", "got \(r)")
        #expect(failure(r)?.position == "chunk:2: ")
    }

    @Test("A loop inside a coroutine made before the deadline is stopped")
    func timeoutInCoroutine() throws {
        let lua = try harness()
        let wrapped = try lua.run("""
            local spin = coroutine.wrap(function() while true do end end)
            return limits.call(0.05, spin)
            """)
        #expect(failure(wrapped)?.kind == "timeout", "got \(wrapped)")
        #expect(failure(wrapped)?.position == "chunk:1: ")
        let resumed = try lua.run("""
            local co = coroutine.create(function() while true do end end)
            return limits.call(0.05, function() local ok, e = coroutine.resume(co) return ok, e end)
            """)
        #expect(failure(resumed)?.kind == "timeout", "got \(resumed)")
    }

    @Test("A timeout caught by pcall in tail position still fails the protected call")
    func stickyTimeoutTailCall() throws {
        let lua = try harness()
        // No instruction of the protected function runs after pcall returns, so the sticky
        // hook never fires again; protect must still notice that the deadline passed.
        let caught = try lua.run("return limits.call(0.05, function() return pcall(function() while true do end end) end)")
        #expect(failure(caught)?.kind == "timeout", "got \(caught)")
        let resumed = try lua.run("""
            local co = coroutine.create(function() while true do end end)
            return limits.call(0.05, function() return coroutine.resume(co) end)
            """)
        #expect(failure(resumed)?.kind == "timeout", "got \(resumed)")
    }

    @Test("After a timeout the next calls run normally")
    func afterTimeout() throws {
        let lua = try harness()
        let r = try lua.run("return limits.call(0.05, function() while true do end end)")
        #expect(failure(r)?.kind == "timeout")
        #expect(try lua.run("return limits.call(0, function() local n = 0 for i = 1, 1e5 do n = n + i end return n end)")
            == [.boolean(true), .integer(5_000_050_000)])
        #expect(try lua.run("return limits.call(30, function() return 'in time' end)")
            == [.boolean(true), .string("in time")])
        #expect(try lua.run("local n = 0 for i = 1, 1e5 do n = n + 1 end return n") == [.integer(100_000)])
    }

    @Test("The timeout message names the loop's line, not the line that called the looping function")
    func timeoutPosition() throws {
        let lua = try harness()
        let r = try lua.run("""
            return limits.call(0.05, function()
              local function spin()
                while true do end
              end
              spin()
            end)
            """)
        let f = try #require(failure(r), "got \(r)")
        #expect(f.kind == "timeout")
        #expect(f.position == "chunk:3: ", "not line 5, the call of spin()")
    }

    @Test("A nested protect call does not cancel the enclosing deadline")
    func nestedProtectKeepsDeadline() throws {
        let lua = try harness()
        // Bounded so that a regression fails after a few seconds instead of hanging.
        let r = try lua.run("""
            return limits.call(0.05, function()
              limits.call(10, function() end)
              local n = 0
              while n < 1e8 do n = n + 1 end
              return 'not stopped'
            end)
            """)
        #expect(failure(r)?.kind == "timeout", "got \(r)")
    }

    // MARK: - Stack overflows

    @Test("Lua stack overflow is an error, and the state survives")
    func luaStackOverflow() throws {
        let lua = try harness()
        let error = #expect(throws: LuaError.self) { try lua.run("local function f() return 1 + f() end return f()") }
        #expect(error?.message == "chunk:1: stack overflow")
        let r = try lua.run("return limits.call(0, function() local function f() return 1 + f() end return f() end)")
        #expect(failure(r)?.kind == "error")
        #expect(failure(r)?.object == .string("chunk:1: stack overflow"))
        #expect(try lua.run("return 1 + 1") == [.integer(2)])
    }

    @Test("C stack overflow through string.gsub is an error, not a crash")
    func cStackOverflowGsub() throws {
        let lua = try LuaState()
        let error = #expect(throws: LuaError.self) {
            try lua.run("local function f(s) return (string.gsub(s, '.', f)) end return f('x')")
        }
        #expect(error?.message == "C stack overflow")
        #expect(try lua.run("return 1 + 1") == [.integer(2)])
    }

    @Test("C stack overflow through a Swift function calling back into Lua is an error, not a crash")
    func cStackOverflowSwift() throws {
        let lua = try LuaState()
        lua.register("apply") { [unowned lua] args throws(LuaCallError) in
            let f = try args.function(1)
            do throws(LuaError) {
                return try lua.call(f, [args.value(2)])
            } catch {
                throw .value(.string(error.message))
            }
        }
        let error = #expect(throws: LuaError.self) {
            try lua.run("local function f(n) return apply(f, n + 1) end return f(0)")
        }
        #expect(error?.message.contains("C stack overflow") == true, "got \(String(describing: error))")
        #expect(try lua.run("return apply(function(x) return x * 2 end, 21)") == [.integer(42)])
    }

    // MARK: - Outcomes

    @Test("call gives back what was raised, unchanged, with the traceback and position")
    func outcomes() throws {
        let lua = try harness()
        let ok = try lua.run("return limits.call(0, function(a, b) return a + b, 'x' end, 1, 2)")
        #expect(ok == [.boolean(true), .integer(3), .string("x")])
        let cases: [(code: String, object: LuaValue, position: String)] = [
            ("error('boom')", .string("chunk:1: boom"), ""),   // raised in error, a C function
            ("error(42)", .integer(42), ""),
            ("error()", .nil, ""),
            ("local t = nil; return t.x", .string("chunk:1: attempt to index a nil value (local 't')"), "chunk:1: "),
        ]
        for c in cases {
            let r = try lua.run("return limits.call(0, function() \(c.code) end)")
            let f = failure(r)
            #expect(f?.kind == "error", "\(c.code): got \(r)")
            #expect(f?.object == c.object, "\(c.code): got \(r)")
            #expect(f?.position == c.position, "\(c.code): got \(r)")
            #expect(f?.traceback.hasPrefix("stack traceback:") == true, "\(c.code): got \(r)")
        }
        #expect(try lua.run("local e = {} return select(3, limits.call(0, error, e)) == e") == [.boolean(true)])
    }

    @Test("A traceback carried in a string error is the one given back")
    func carriedTraceback() throws {
        let lua = try harness()
        let r = try lua.run("return limits.call(0, error, 'boom\\nstack traceback:\\n\\tsomewhere: in f', 0)")
        #expect(failure(r)?.traceback == "stack traceback:\n\tsomewhere: in f")
    }

    @Test("callLimited gives Swift the typed outcome")
    func typedOutcome() throws {
        let lua = try LuaState(memoryLimit: Self.limit)
        let loop = try lua.compile("while true do end", name: "=loop")
        guard case .failed(let f) = try lua.callLimited(loop, [], seconds: 0.05) else {
            Issue.record("the loop returned")
            return
        }
        #expect(f.kind == .timeout)
        #expect(f.position == "loop:1: ")
        let add = try lua.compile("local a, b = ... return a + b", name: "=add")
        #expect(try lua.callLimited(add, [.integer(1), .integer(2)], seconds: 1) == .returned([.integer(3)]))
        let bomb = try lua.compile("return string.rep('x', 64 * 1024 * 1024)", name: "=bomb")
        guard case .failed(let m) = try lua.callLimited(bomb, [], seconds: 0) else {
            Issue.record("the bomb returned")
            return
        }
        #expect(m.kind == .memory)
    }

    @Test("call checks its own arguments like a library function")
    func protectArguments() throws {
        let lua = try harness()
        #expect(try lua.run("return select(2, pcall(function() return limits.call(0) end))")
            == [.string("chunk:1: bad argument #2 to 'call' (function expected, got no value)")])
    }

    @Test("now() is a monotonic clock in seconds")
    func now() throws {
        let lua = try harness()
        let r = try lua.run("local a = limits.now() local b = limits.now() return math.type(a), b >= a")
        #expect(r == [.string("float"), .boolean(true)])
    }
}
