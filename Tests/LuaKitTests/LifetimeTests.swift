// LifetimeTests: Swift objects and closures handed to Lua are released exactly when Lua lets
// go of them, and misuse of an object is reported in Lua's words.
import LuaKit
import Testing

/// Counts releases; each test owns one, so parallel tests never share it.
private final class Tracker {
    var released = 0
}

/// A Swift object exposed to Lua as `Counter`.
private final class Counter {
    var n = 0
    let tracker: Tracker
    init(_ tracker: Tracker) { self.tracker = tracker }
    deinit { tracker.released += 1 }
}

/// A second exposed type, to check that types are told apart.
private final class Other {}

/// A value captured by a closure, to see when Lua releases the closure.
private final class Token {
    let tracker: Tracker
    init(_ tracker: Tracker) { self.tracker = tracker }
    deinit { tracker.released += 1 }
}

@Suite("Lifetimes of objects and closures")
struct LifetimeTests {
    private func counterType(_ lua: LuaState) -> LuaObjectType<Counter> {
        lua.defineType("Counter", of: Counter.self, methods: [
            "inc": { c, args throws(LuaCallError) in
                c.n += Int(try args.optionalInteger(2, default: 1))
                return [.integer(Int64(c.n))]
            },
            "get": { c, _ throws(LuaCallError) in [.integer(Int64(c.n))] },
        ])
    }

    @Test("Methods run on the very Swift instance that was wrapped")
    func methodsReachTheInstance() throws {
        let tracker = Tracker()
        let lua = try LuaState()
        let type = counterType(lua)
        let counter = Counter(tracker)
        lua.setGlobal("c", lua.wrap(counter, as: type))
        #expect(try lua.run("c:inc(); c:inc(5); return c:get()") == [.integer(6)])
        #expect(counter.n == 6)
        #expect(try lua.run("return coroutine.wrap(function() return c:inc(4) end)()") == [.integer(10)])
        #expect(counter.n == 10)
        #expect(type.name == "Counter")
        #expect(try lua.run("return type(c), getmetatable(c), tostring(c):match('^Counter: ') ~= nil")
            == [.string("userdata"), .string("locked"), .boolean(true)])
    }

    @Test("An object is released once Lua drops it and collects")
    func releasedAfterCollection() throws {
        let tracker = Tracker()
        let lua = try LuaState()
        let type = counterType(lua)
        lua.setGlobal("c", lua.wrap(Counter(tracker), as: type))
        try lua.run("c:inc()")
        lua.collectGarbage()
        #expect(tracker.released == 0, "still referenced by the global")
        try lua.run("c = nil")
        lua.collectGarbage()
        #expect(tracker.released == 1)
        lua.collectGarbage()
        #expect(tracker.released == 1, "released exactly once")
    }

    @Test("One collector step releases an object Lua has just dropped, and not one it holds")
    func releasedByOneStep() throws {
        let tracker = Tracker()
        let lua = try LuaState()
        let type = counterType(lua)
        lua.setGlobal("kept", lua.wrap(Counter(tracker), as: type))
        lua.setGlobal("dropped", lua.wrap(Counter(tracker), as: type))
        try lua.run("dropped = nil")
        lua.stepGarbageCollector()   // generational mode: a minor collection frees young garbage
        #expect(tracker.released == 1, "the dropped one, not the one still in a global")
    }

    @Test("A Swift-held reference keeps the object alive until it is dropped")
    func swiftReferenceKeepsObject() throws {
        let tracker = Tracker()
        let lua = try LuaState()
        let type = counterType(lua)
        var held: LuaValue? = lua.wrap(Counter(tracker), as: type)
        withExtendedLifetime(held) {
            lua.collectGarbage()
            #expect(tracker.released == 0)
        }
        held = nil
        lua.collectGarbage()
        #expect(tracker.released == 1)
    }

    @Test("Closing the state releases every object, referenced or not")
    func releasedWhenStateCloses() throws {
        let tracker = Tracker()
        var held: LuaValue = .nil
        do {
            let lua = try LuaState()
            let type = counterType(lua)
            for i in 1...3 { lua.setGlobal("c\(i)", lua.wrap(Counter(tracker), as: type)) }
            try lua.run("keep = {c1, c2, c3}")
            held = lua.wrap(Counter(tracker), as: type)
            lua.collectGarbage()
            #expect(tracker.released == 0)
        }
        #expect(tracker.released == 4, "held from Swift or not, lua_close releases all")
        #expect(held != .nil, "the Swift copy outlives the state")
        held = .nil  // dropping a reference into a closed state is harmless
        #expect(tracker.released == 4)
    }

    @Test("liveFunctionCount returns to 0 once Lua collects the closures")
    func liveFunctions() throws {
        let lua = try LuaState()
        #expect(lua.liveFunctionCount == 0)
        lua.register("f") { _ throws(LuaCallError) in [] }
        lua.register("g") { _ throws(LuaCallError) in [] }
        var extra: LuaValue? = lua.function { _ throws(LuaCallError) in [] }
        #expect(lua.liveFunctionCount == 3)
        try lua.run("f = nil; g = nil")
        withExtendedLifetime(extra) {
            lua.collectGarbage()
            #expect(lua.liveFunctionCount == 1)
        }
        extra = nil
        lua.collectGarbage()
        #expect(lua.liveFunctionCount == 0)
    }

    @Test("A closure's captures are released with the closure, and at the latest with the state")
    func closureCaptures() throws {
        let tracker = Tracker()
        do {
            let lua = try LuaState()
            lua.register("dropped") { [token = Token(tracker)] _ throws(LuaCallError) in _ = token; return [] }
            lua.register("kept") { [token = Token(tracker)] _ throws(LuaCallError) in _ = token; return [] }
            lua.collectGarbage()
            #expect(tracker.released == 0)
            try lua.run("dropped = nil")
            lua.collectGarbage()
            #expect(tracker.released == 1)
        }
        #expect(tracker.released == 2)
    }

    /// Calls argument 1 (a Lua function) from a host function, as a host function that takes a
    /// callback does: the window in which a script can reach the host function's own box.
    private static func callBack(_ lua: LuaState, _ args: LuaArguments) throws(LuaCallError) {
        do throws(LuaError) { _ = try lua.call(args.value(1), []) } catch {
            throw .message("callback failed: \(error)")
        }
    }

    /// A host function's upvalues (its box) are closed to the debug library: through them a
    /// script finalized the box while the function ran (`debug.getmetatable(box).__gc(box)`
    /// from a callback) or let the collector free it under the call (`debug.setupvalue`, with
    /// `debug.setmetatable(box, nil)` so no `__gc` ran), and the call went on in freed memory.
    /// The function reads as having none; Lua functions' upvalues and Lua's messages for bad
    /// arguments are as before.
    @Test("A host function's upvalues are closed to the debug library")
    func hostUpvaluesAreClosed() throws {
        let tracker = Tracker()
        let lua = try LuaState()
        lua.register("withCallback") { [unowned lua, token = Token(tracker)] args throws(LuaCallError) in
            try Self.callBack(lua, args)
            return [.integer(Int64(token.tracker.released))]
        }
        let results = try lua.run("""
            local f = withCallback
            local seen = {}
            local n = f(function()
              seen[#seen + 1] = debug.getupvalue(f, 1)
              seen[#seen + 1] = debug.setupvalue(f, 1, nil)
              collectgarbage(); collectgarbage()
            end)
            local up = 42
            local function lua_function() return up end
            return n, #seen, f(function() end), select('#', debug.getupvalue(f, 1)),
              debug.getupvalue(lua_function, 1), select(2, debug.getupvalue(lua_function, 1)),
              debug.setupvalue(lua_function, 1, 7), lua_function(),
              select(2, pcall(debug.getupvalue, f)), select(2, pcall(debug.getupvalue, 1, 1)),
              select(2, pcall(debug.setupvalue, f, 1))
            """)
        #expect(results == [
            .integer(0), .integer(0), .integer(0), .integer(0),
            .string("up"), .integer(42), .string("up"), .integer(7),
            .string("bad argument #2 to 'debug.getupvalue' (number expected, got no value)"),
            .string("bad argument #1 to 'debug.getupvalue' (function expected, got number)"),
            .string("bad argument #3 to 'debug.setupvalue' (value expected)"),
        ])
        #expect(tracker.released == 0, "the function is intact")
        try lua.run("withCallback = nil")
        lua.collectGarbage()
        #expect(tracker.released == 1)
    }

    /// The debug library's guard is not a wall: `package.loadlib` opens a fresh debug library
    /// (Lua's `luaopen_debug`, found in the process) whose functions reach a host function's
    /// box. Finalized from a callback while the function runs, the box's release waits for the
    /// call to return; freed without its `__gc` (`debug.setmetatable(box, nil)`), it is not
    /// touched after the call (the Swift side then stays unreleased, a leak, not a write into
    /// freed memory: AddressSanitizer's use-after-free before). Either way the call finishes
    /// with its captures intact.
    @Test("A function whose box is finalized or freed while it runs finishes safely",
          arguments: [("finalized", "debug.getmetatable(box).__gc(box)"),
                      ("freed", "debug.setmetatable(box, nil); d.setupvalue(f, 1, nil)")])
    func boxLostWhileRunning(_ how: String, _ code: String) throws {
        let tracker = Tracker()
        let lua = try LuaState()
        final class Seen { var afterCallback: [Int] = [], liveDuringCall = -1 }
        let seen = Seen()
        lua.register("withCallback") { [unowned lua, token = Token(tracker), numbers = Array(0..<64), seen] args throws(LuaCallError) in
            try Self.callBack(lua, args)
            seen.liveDuringCall = lua.liveFunctionCount
            seen.afterCallback = numbers.map { $0 + (token.tracker.released * 1000) }  // the captures, read after the callback
            return [.integer(Int64(numbers.count))]
        }
        let results = try lua.run("""
            local open = package.loadlib("", "luaopen_debug")
            if not open then return "no luaopen_debug in this process" end
            local d = open()
            local f = withCallback
            local _, box = d.getupvalue(f, 1)
            local n = f(function()
              \(code)
              box = nil
              collectgarbage(); collectgarbage()
              local junk = {} for i = 1, 1000 do junk[i] = { i } end   -- reuse freed memory
              collectgarbage(); collectgarbage()
            end)
            collectgarbage(); collectgarbage()
            return n, select(2, pcall(f, function() end))
            """)
        #expect(results == [.integer(64), .string("attempt to call a released function")])
        #expect(seen.liveDuringCall == 1, "not released under the call")
        #expect(seen.afterCallback == Array(0..<64), "the captures were intact after the callback")
        if how == "finalized" {
            #expect(tracker.released == 1, "released once the call returned")
            #expect(lua.liveFunctionCount == 0)
        }
    }

    /// A value type the size of a box (four words: a rect) holds bytes a script chooses; given
    /// to a box's `__gc` (`debug.getregistry()["alongside.box"].__gc(v)`) or a box's metatable,
    /// they would be read as a box's call, context and release (box_gc clears a box's call and
    /// context, and calls its release). A value of that size is stored one byte longer, so it
    /// is never taken for a box, and its bytes, equality and order stay its own.
    @Test("A value of a box's size is never taken for a box")
    func boxSizedValuesAreNotBoxes() throws {
        struct Quad: BitwiseCopyable { var a, b, c, d: Int64 }
        #expect(MemoryLayout<Quad>.size == 32)
        let lua = try LuaState()
        let quad = lua.defineValueType("Quad", of: Quad.self,
                                       getters: ["a": { .integer($0.a) }, "b": { .integer($0.b) },
                                                 "c": { .integer($0.c) }, "d": { .integer($0.d) }],
                                       description: { "Quad(\($0.a))" }, lessThan: { $0.a < $1.a })
        lua.register("box") { args throws(LuaCallError) in [.nil] }   // makes the box metatable
        // as a box: call 7, context 9 (which box_gc would clear), no release
        lua.setGlobal("q", lua.wrap(Quad(a: 7, b: 9, c: 0, d: 0), as: quad))
        lua.setGlobal("same", lua.wrap(Quad(a: 7, b: 9, c: 0, d: 0), as: quad))
        lua.setGlobal("more", lua.wrap(Quad(a: 8, b: 0, c: 0, d: 0), as: quad))
        let r = try lua.run("""
            local box_mt, quad_mt = debug.getregistry()["alongside.box"], debug.getmetatable(q)
            local function fields() return q.a .. "," .. q.b .. "," .. q.c .. "," .. q.d end
            box_mt.__gc(q)
            local after_gc = fields()
            debug.setmetatable(q, box_mt)
            local ok = pcall(box_mt.__gc, q)
            debug.setmetatable(q, quad_mt)
            return after_gc, ok, fields(), q == same, q ~= more, q < more, not (more < q)
            """)
        #expect(r == [.string("7,9,0,0"), .boolean(true), .string("7,9,0,0"),
                      .boolean(true), .boolean(true), .boolean(true), .boolean(true)])
        #expect(lua.value(lua.global("q"), as: quad).map { [$0.a, $0.b, $0.c, $0.d] } == [7, 9, 0, 0])
    }

    @Test("Neither closures nor object types keep the state alive")
    func stateIsFreed() throws {
        let tracker = Tracker()
        weak var weakState: LuaState?
        do {
            let lua = try LuaState()
            let type = counterType(lua)
            lua.register("f") { [unowned lua] _ throws(LuaCallError) in [lua.global("x")] }
            lua.setGlobal("c", lua.wrap(Counter(tracker), as: type))
            try lua.run("c:inc(); f()")
            weakState = lua
        }
        #expect(weakState == nil)
        #expect(tracker.released == 1)
    }

    @Test("Object types count their methods and __eq as live functions held by the metatable")
    func methodsAreLiveFunctions() throws {
        let lua = try LuaState()
        _ = counterType(lua)
        // inc, get, the identity __eq, and the strict __index and __newindex (issue 9)
        #expect(lua.liveFunctionCount == 5)
        lua.collectGarbage()
        #expect(lua.liveFunctionCount == 5)
    }

    // MARK: - Misuse

    static let misuse: [MessageCase] = [
        MessageCase("c.inc(42)", "chunk:1: bad argument #1 to 'inc' (Counter expected, got number)"),
        MessageCase("c.inc()", "chunk:1: bad argument #1 to 'inc' (Counter expected, got no value)"),
        MessageCase("c.inc(o)", "chunk:1: bad argument #1 to 'inc' (Counter expected, got Other)"),
        MessageCase("c.inc({})", "chunk:1: bad argument #1 to 'inc' (Counter expected, got table)"),
        MessageCase("c:inc('x')", "chunk:1: bad argument #1 to 'inc' (number expected, got string)"),
        MessageCase("c:inc(0.5)", "chunk:1: bad argument #1 to 'inc' (number has no integer representation)"),
        MessageCase("local t = {inc = c.inc}; t:inc()", "chunk:1: calling 'inc' on bad self (Counter expected, got table)"),
        MessageCase("math.floor(c)", "chunk:1: bad argument #1 to 'floor' (number expected, got Counter)"),
        MessageCase("bump(1)", "chunk:1: bad argument #1 to 'bump' (Counter expected, got number)"),
        MessageCase("c.nothing()", "chunk:1: attempt to read unknown field 'nothing' of Counter"),
        MessageCase("setmetatable(c, {})", "chunk:1: bad argument #1 to 'setmetatable' (table expected, got Counter)"),
    ]

    @Test("Misusing an object gives Lua's own messages", arguments: misuse)
    func misuseMessage(_ m: MessageCase) throws {
        let tracker = Tracker()
        let lua = try LuaState()
        let type = counterType(lua)
        let other = lua.defineType("Other", of: Other.self, methods: [:])
        lua.register("bump") { [unowned lua] args throws(LuaCallError) in
            try lua.object(args, 1, type).n += 10
            return []
        }
        lua.setGlobal("c", lua.wrap(Counter(tracker), as: type))
        lua.setGlobal("o", lua.wrap(Other(), as: other))
        #expect(try lua.run("return select(2, pcall(function() \(m.code) end))") == [.string(m.message)])
        #expect(try lua.run("bump(c); return c:get()") == [.integer(10)], "the object is unharmed")
    }

    @Test("A resurrected, finalized object refuses method calls")
    func resurrection() throws {
        let tracker = Tracker()
        let lua = try LuaState()
        let type = counterType(lua)
        lua.setGlobal("c", lua.wrap(Counter(tracker), as: type))
        try lua.run("""
            do
              local victim = c
              c = nil
              setmetatable({}, {__gc = function() resurrected = victim end})
            end
            collectgarbage()
            collectgarbage()
            """)
        #expect(tracker.released == 1, "the Swift object went with the first finalization")
        #expect(try lua.run("return type(resurrected), tostring(resurrected):match('^Counter: ') ~= nil")
            == [.string("userdata"), .boolean(true)])
        #expect(try lua.run("\nreturn select(2, pcall(function() return resurrected:inc() end))")
            == [.string("chunk:2: attempt to use a finalized Counter")])
        try lua.run("resurrected = nil")
        lua.collectGarbage()
        #expect(tracker.released == 1, "__gc does not run twice")
    }

    @Test("A value that is not an argument is recognised as an object of its type, or not, without a Lua call")
    func objectFromValue() throws {
        let tracker = Tracker()
        let lua = try LuaState()
        let type = counterType(lua)
        let other = lua.defineType("Other", of: Other.self, methods: [:])
        let counter = Counter(tracker)
        let c = lua.wrap(counter, as: type)
        #expect(lua.object(c, as: type) === counter)
        #expect(lua.object(lua.wrap(Other(), as: other), as: type) == nil)
        for v: LuaValue in [.nil, .integer(1), .string("Counter"), lua.newTable(), try lua.run("return io.stdout")[0]] {
            #expect(lua.object(v, as: type) == nil)
        }
        lua.setGlobal("d", lua.wrap(Counter(tracker), as: type))
        try lua.run("do local victim = d; d = nil; setmetatable({}, {__gc = function() resurrected = victim end}) end")
        lua.collectGarbage()
        lua.collectGarbage()
        let resurrected = lua.global("resurrected")
        if case .reference(let r) = resurrected { #expect(r.typeName == "userdata") } else { Issue.record("not resurrected") }
        #expect(lua.object(resurrected, as: type) == nil, "a finalized object is none")
    }
}
