// LimitTests: the memory cap, the deadline watchdog, stack overflows, and how
// `__alongside.protect` classifies what went wrong.
import Foundation
import LuaKit
import Testing

@Suite("Limits and the protected harness call")
struct LimitTests {
    static let limit = 8 << 20
    static let timeoutMessage = "timeout: the test ran longer than 0.05 s (--timeout)"

    private func harness(memoryLimit: Int = 0) throws -> LuaState {
        let lua = try LuaState(memoryLimit: memoryLimit)
        try lua.openHarness()
        return lua
    }

    /// The five values of a failed protect call, or nil when it succeeded or has another shape.
    private func failure(_ r: [LuaValue]) -> (kind: String, message: LuaValue, traceback: String, object: LuaValue)? {
        guard r.count == 5, r[0] == .boolean(false), let kind = r[1].string, let tb = r[3].string else { return nil }
        return (kind, r[2], tb, r[4])
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

    @Test("protect reports a memory error with the configured limit")
    func protectMemory() throws {
        let lua = try harness(memoryLimit: Self.limit)
        let r = try lua.run("return __alongside.protect(0, function() return string.rep('x', 64 * 1024 * 1024) end)")
        #expect(r == [
            .boolean(false), .string("memory"),
            .string("not enough memory: the Lua state reached its limit of 8 MiB (--memory-limit)"),
            .string(""), .string("not enough memory"),
        ])
        #expect(try lua.run("return __alongside.protect(0, function() return 'fine' end)") == [.boolean(true), .string("fine")])
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
        let r = try lua.run("return __alongside.protect(0.05, function() while true do end end)")
        let f = try #require(failure(r), "got \(r)")
        #expect(f.kind == "timeout")
        // The position is the line where the loop was interrupted.
        #expect(f.message == .string("chunk:1: " + Self.timeoutMessage))
        #expect(f.object == .string("chunk:1: " + Self.timeoutMessage))
        #expect(f.traceback.hasPrefix("stack traceback:\n"))
        #expect(f.traceback.contains("in field 'protect'"))
    }

    @Test("A script cannot swallow the timeout with pcall")
    func stickyTimeout() throws {
        let lua = try harness()
        let r = try lua.run("""
            return __alongside.protect(0.05, function()
              while true do pcall(function() while true do end end) end
            end)
            """)
        #expect(failure(r)?.kind == "timeout", "got \(r)")
        #expect(failure(r)?.message == .string("chunk:2: " + Self.timeoutMessage))
    }

    @Test("A loop inside a coroutine made before the deadline is stopped")
    func timeoutInCoroutine() throws {
        let lua = try harness()
        let wrapped = try lua.run("""
            local spin = coroutine.wrap(function() while true do end end)
            return __alongside.protect(0.05, spin)
            """)
        #expect(failure(wrapped)?.kind == "timeout", "got \(wrapped)")
        #expect(failure(wrapped)?.message == .string("chunk:1: " + Self.timeoutMessage))
        let resumed = try lua.run("""
            local co = coroutine.create(function() while true do end end)
            return __alongside.protect(0.05, function() local ok, e = coroutine.resume(co) return ok, e end)
            """)
        #expect(failure(resumed)?.kind == "timeout", "got \(resumed)")
    }

    @Test("A timeout caught by pcall in tail position still fails the protected call")
    func stickyTimeoutTailCall() throws {
        let lua = try harness()
        // No instruction of the protected function runs after pcall returns, so the sticky
        // hook never fires again; protect must still notice that the deadline passed.
        let caught = try lua.run("return __alongside.protect(0.05, function() return pcall(function() while true do end end) end)")
        #expect(failure(caught)?.kind == "timeout", "got \(caught)")
        let resumed = try lua.run("""
            local co = coroutine.create(function() while true do end end)
            return __alongside.protect(0.05, function() return coroutine.resume(co) end)
            """)
        #expect(failure(resumed)?.kind == "timeout", "got \(resumed)")
    }

    @Test("After a timeout the next calls run normally")
    func afterTimeout() throws {
        let lua = try harness()
        let r = try lua.run("return __alongside.protect(0.05, function() while true do end end)")
        #expect(failure(r)?.kind == "timeout")
        #expect(try lua.run("return __alongside.protect(0, function() local n = 0 for i = 1, 1e5 do n = n + i end return n end)")
            == [.boolean(true), .integer(5_000_050_000)])
        #expect(try lua.run("return __alongside.protect(30, function() return 'in time' end)")
            == [.boolean(true), .string("in time")])
        #expect(try lua.run("local n = 0 for i = 1, 1e5 do n = n + 1 end return n") == [.integer(100_000)])
    }

    @Test("The timeout message names the loop's line, not the line that called the looping function")
    func timeoutPosition() throws {
        let lua = try harness()
        let r = try lua.run("""
            return __alongside.protect(0.05, function()
              local function spin()
                while true do end
              end
              spin()
            end)
            """)
        let f = try #require(failure(r), "got \(r)")
        #expect(f.kind == "timeout")
        #expect(f.message == .string("chunk:3: " + Self.timeoutMessage), "not line 5, the call of spin()")
    }

    @Test("A nested protect call does not cancel the enclosing deadline")
    func nestedProtectKeepsDeadline() throws {
        let lua = try harness()
        // Bounded so that a regression fails after a few seconds instead of hanging.
        let r = try lua.run("""
            return __alongside.protect(0.05, function()
              __alongside.protect(10, function() end)
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
        let r = try lua.run("return __alongside.protect(0, function() local function f() return 1 + f() end return f() end)")
        #expect(failure(r)?.kind == "error")
        #expect(failure(r)?.message == .string("chunk:1: stack overflow"))
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

    // MARK: - Classification

    @Test("protect classifies failures, pending and errors by the error object")
    func classification() throws {
        let lua = try harness()
        try lua.run("FAIL, PEND = {}, {}; __alongside.setkinds(FAIL, PEND)")
        let ok = try lua.run("return __alongside.protect(0, function(a, b) return a + b, 'x' end, 1, 2)")
        #expect(ok == [.boolean(true), .integer(3), .string("x")])

        let cases: [(code: String, kind: String, message: LuaValue)] = [
            ("error(setmetatable({message = 'm'}, FAIL))", "failure", .string("m")),
            ("error(setmetatable({message = 'later'}, PEND))", "pending", .string("later")),
            ("error('boom')", "error", .string("chunk:1: boom")),
            ("error({message = 'no kind'})", "error", .string("(error object is a table value)")),
            ("error(setmetatable({}, {__tostring = function() return 'custom' end}))", "error", .string("custom")),
            ("error(42)", "error", .integer(42)),
            ("error()", "error", .string("nil")),
            ("local t = nil; return t.x", "error", .string("chunk:1: attempt to index a nil value (local 't')")),
        ]
        for c in cases {
            let r = try lua.run("return __alongside.protect(0, function() \(c.code) end)")
            let f = failure(r)
            #expect(f?.kind == c.kind, "\(c.code): got \(r)")
            #expect(f?.message == c.message, "\(c.code): got \(r)")
            #expect(f?.traceback.hasPrefix("stack traceback:") == true, "\(c.code): got \(r)")
        }
        // The object comes back as the fifth value, identical to what was raised.
        #expect(try lua.run("local e = setmetatable({}, FAIL) return select(5, __alongside.protect(0, error, e)) == e")
            == [.boolean(true)])
    }

    @Test("protect checks its own arguments like a library function")
    func protectArguments() throws {
        let lua = try harness()
        #expect(try lua.run("return select(2, pcall(function() return __alongside.protect(0) end))")
            == [.string("chunk:1: bad argument #2 to 'protect' (function expected, got no value)")])
    }

    @Test("now() is a monotonic clock in seconds")
    func now() throws {
        let lua = try harness()
        let r = try lua.run("local a = __alongside.now() local b = __alongside.now() return math.type(a), b >= a")
        #expect(r == [.string("float"), .boolean(true)])
    }
}
