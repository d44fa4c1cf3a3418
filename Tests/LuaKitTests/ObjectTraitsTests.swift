// ObjectTraitsTests: exposed types with properties, `==`, `<`, `tostring`, and wrappers that
// come back as the same userdata. Every error is raised by the trampoline, never by Swift.
import LuaKit
import Testing

/// A point with a read-only `kind` and writable `x`, `y`.
private final class Point {
    var x: Double
    var y: Double
    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// A value wrapped freshly each time, compared by value.
private final class Version {
    let n: Int64
    init(_ n: Int64) { self.n = n }
}

/// Counts releases of wrapped objects.
private final class Released {
    var count = 0
}

private final class Tracked {
    let released: Released
    init(_ released: Released) { self.released = released }
    deinit { released.count += 1 }
}

@Suite("Object types with properties and metamethods")
struct ObjectTraitsTests {
    private func pointState() throws -> LuaState {
        let lua = try LuaState()
        let type = lua.defineType("Point", of: Point.self, methods: [
            "length": { p, _ throws(LuaCallError) in [.number((p.x * p.x + p.y * p.y).squareRoot())] },
        ], traits: LuaTypeTraits(
            getters: [
                "x": { .number($0.x) },
                "y": { .number($0.y) },
                "kind": { _ in .string("point") },
            ],
            setters: [
                "x": { p, args throws(LuaCallError) in p.x = try args.number(3) },
                "y": { p, args throws(LuaCallError) in
                    guard let v = args.value(3).number else { throw .message("bad value for field 'y'") }
                    p.y = v
                },
            ],
            description: { "Point(\($0.x), \($0.y))" }))
        lua.register("Point") { [unowned lua] args throws(LuaCallError) in
            [lua.wrap(Point(try args.number(1), try args.number(2)), as: type)]
        }
        return lua
    }

    /// The error `body` raises, without the `chunk:line: ` position (as luassert compares).
    private func message(_ lua: LuaState, _ body: String) throws -> LuaValue? {
        try lua.run("""
            local m = select(2, pcall(function() \(body) end))
            if type(m) == "string" then m = m:gsub("^.-:%d+: ", "", 1) end
            return m
            """).first
    }

    @Test("Methods come first, then getters")
    func methodsThenGetters() throws {
        let lua = try pointState()
        #expect(try lua.run("local p = Point(3, 4); return p:length(), p.x, p.y, p.kind")
            == [.number(5), .number(3), .number(4), .string("point")])
    }

    @Test("The metatable lists every member as a method or a field, for a REPL's completion")
    func membersAreListed() throws {
        let lua = try pointState()
        let listed = try lua.run("""
            local members = debug.getmetatable(Point(0, 0)).__members
            local names = {}
            for k, kind in pairs(members) do names[#names + 1] = k .. "=" .. kind end
            table.sort(names)
            return table.concat(names, " "), getmetatable(Point(0, 0))
            """)
        #expect(listed == [.string("kind=field length=method x=field y=field"), .string("locked")])
    }

    @Test("Reading a method gives the same function every time, on any object of the type")
    func methodReadsAreStable() throws {
        let lua = try pointState()
        #expect(try lua.run("""
            local p, q = Point(1, 2), Point(3, 4)
            return p.length == q.length, rawequal(p.length, p.length), q.length(q)
            """) == [.boolean(true), .boolean(true), .number(5)])
    }

    @Test("A resurrected, finalized object refuses method and field reads, with the position")
    func finalizedReads() throws {
        let lua = try pointState()
        try lua.run("""
            do
              local victim = Point(3, 4)
              setmetatable({}, {__gc = function() resurrected = victim end})
            end
            collectgarbage()
            collectgarbage()
            """)
        #expect(try lua.run("\nreturn select(2, pcall(function() return resurrected.length end))")
            == [.string("chunk:2: attempt to use a finalized Point")])
        #expect(try lua.run("\nreturn select(2, pcall(function() return resurrected.x end))")
            == [.string("chunk:2: attempt to use a finalized Point")])
    }

    @Test("Setters change the Swift object")
    func setters() throws {
        let lua = try pointState()
        #expect(try lua.run("local p = Point(1, 2); p.x = 10; p.y = 20; return p.x + p.y") == [.number(30)])
    }

    @Test("Unknown and read-only fields are errors in Lua's words")
    func fieldErrors() throws {
        let lua = try pointState()
        try lua.run("p = Point(0, 0)")
        #expect(try message(lua, "return p.z") == .string("attempt to read unknown field 'z' of Point"))
        #expect(try message(lua, "p.z = 1") == .string("attempt to assign to unknown field 'z' of Point"))
        #expect(try message(lua, "p.kind = 'x'") == .string("attempt to assign to read-only field 'kind' of Point"))
        #expect(try message(lua, "p.length = 1") == .string("attempt to assign to read-only field 'length' of Point"))
        #expect(try message(lua, "return p[1]") == .string("attempt to read unknown field '1' of Point"))
        // keys the C lookup of methods reads raw too (no string check first): nothing raised there
        #expect(try message(lua, "return p[nil]") == .string("attempt to read unknown field 'nil' of Point"))
        guard case .string(let nan)? = try message(lua, "return p[0/0]") else { Issue.record("no message"); return }
        #expect(nan.hasPrefix("attempt to read unknown field '") && nan.hasSuffix("' of Point"), "\(nan)")
        #expect(try message(lua, "return p[true]") == .string("attempt to read unknown field 'true' of Point"))
        #expect(try message(lua, "return p.lenght") == .string("attempt to read unknown field 'lenght' of Point (did you mean 'length'?)"))
        #expect(try message(lua, "p.Kind = 1") == .string("attempt to assign to unknown field 'Kind' of Point (did you mean 'kind'?)"))
        #expect(try message(lua, "p.x = 'a'") == .string("bad argument #3 to 'newindex' (number expected, got string)"))
        #expect(try message(lua, "p.y = 'a'") == .string("bad value for field 'y'"))
        #expect(try lua.run("return p.x, p.y") == [.number(0), .number(0)], "failed writes change nothing")
    }

    @Test("tostring uses the description; equality defaults to identity")
    func tostringAndIdentity() throws {
        let lua = try pointState()
        #expect(try lua.run("local p = Point(1, 2); return tostring(p), p == p, p == Point(1, 2), p ~= 1")
            == [.string("Point(1.0, 2.0)"), .boolean(true), .boolean(false), .boolean(true)])
    }

    @Test("Comparing without lessThan is Lua's own error")
    func noLessThan() throws {
        let lua = try pointState()
        let m = try message(lua, "return Point(0, 0) < Point(1, 1)")
        #expect(m?.string?.hasPrefix("attempt to compare two Point values") == true)
    }

    private func versionState() throws -> LuaState {
        let lua = try LuaState()
        let type = lua.defineType("Version", of: Version.self, methods: [:], traits: LuaTypeTraits(
            getters: ["n": { .integer($0.n) }],
            equal: { $0.n == $1.n }, lessThan: { $0.n < $1.n }))
        lua.register("V") { [unowned lua] args throws(LuaCallError) in [lua.wrap(Version(try args.integer(1)), as: type)] }
        return lua
    }

    @Test("Custom equality and ordering")
    func customEqualityAndOrder() throws {
        let lua = try versionState()
        #expect(try lua.run("return V(1) == V(1), V(1) == V(2), V(1) < V(2), V(2) <= V(1), V(3) > V(2)")
            == [.boolean(true), .boolean(false), .boolean(true), .boolean(false), .boolean(true)])
        #expect(try lua.run("local t = {V(3), V(1), V(2)}; table.sort(t); return t[1].n, t[2].n, t[3].n")
            == [.integer(1), .integer(2), .integer(3)])
        #expect(try message(lua, "return V(1) < 2") == .string("attempt to compare Version with number"))
        #expect(try message(lua, "return {} < V(1)") == .string("attempt to compare table with Version"))
    }

    @Test("Without getters or setters, unknown names are errors too, with a hint (issue 9)")
    func plainTypesAreStrict() throws {
        let lua = try LuaState()
        let type = lua.defineType("Plain", of: Point.self, methods: ["move": { _, _ in [] }])
        lua.setGlobal("p", lua.wrap(Point(0, 0), as: type))
        #expect(try message(lua, "return p.anything") == .string("attempt to read unknown field 'anything' of Plain"))
        #expect(try message(lua, "return p.mvoe") == .string("attempt to read unknown field 'mvoe' of Plain (did you mean 'move'?)"))
        #expect(try message(lua, "p.x = 1") == .string("attempt to assign to unknown field 'x' of Plain"))
        #expect(try message(lua, "p.move = 1") == .string("attempt to assign to read-only field 'move' of Plain"))
    }

    @Test("wrap(identity:) gives back the same userdata while Lua holds it")
    func uniqueWrappers() throws {
        let released = Released()
        let lua = try LuaState()
        let type = lua.defineType("Tracked", of: Tracked.self, methods: [:])
        let object = Tracked(released)
        lua.setGlobal("a", lua.wrap(object, as: type, identity: object))
        lua.setGlobal("b", lua.wrap(object, as: type, identity: object))
        #expect(try lua.run("return rawequal(a, b), ({[a] = 1})[b]") == [.boolean(true), .integer(1)])
        try lua.run("a = nil; b = nil")
        lua.collectGarbage()
        lua.collectGarbage()
        #expect(released.count == 0, "Swift still holds the object")
        lua.setGlobal("c", lua.wrap(object, as: type, identity: object))
        #expect(try lua.run("return type(c)") == [.string("userdata")])
    }

    @Test("Cached wrappers are released when Lua drops them")
    func uniqueWrappersAreWeak() throws {
        let released = Released()
        let lua = try LuaState()
        let type = lua.defineType("Tracked", of: Tracked.self, methods: [:])
        do {
            let object = Tracked(released)
            lua.setGlobal("a", lua.wrap(object, as: type, identity: object))
        }
        try lua.run("a = nil")
        lua.collectGarbage()
        lua.collectGarbage()
        #expect(released.count == 1)
    }
}
