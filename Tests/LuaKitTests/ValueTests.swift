// ValueTests: how values cross the boundary, in both directions, and what Swift sees of them.
import LuaKit
import Testing

@Suite("Values crossing the boundary")
struct ValueTests {
    /// The Lua type name of a reference, or nil for a plain value.
    private func typeName(_ value: LuaValue) -> String? {
        if case .reference(let r) = value { r.typeName } else { nil }
    }

    // MARK: - Scalars

    static let scalars: [LuaValue] = [
        .nil, .boolean(true), .boolean(false),
        .integer(0), .integer(-1), .integer(.max), .integer(.min),
        .number(2.5), .number(-0.125), .number(1e300), .number(3.0),
        .string(""), .string("héllo ✓"), .string("a\u{0}b"), .string("\u{0}"),
    ]

    @Test("Swift → Lua → Swift keeps every scalar", arguments: scalars)
    func scalarRoundTrip(_ value: LuaValue) throws {
        let lua = try LuaState()
        let identity = try lua.compile("return ...", name: "=identity")
        #expect(try lua.call(identity, [value]) == [value])
    }

    @Test("Lua sees the type Swift meant (integer and float stay apart)")
    func luaSeesTypes() throws {
        let lua = try LuaState()
        let kind = try lua.compile("local v = ... return math.type(v) or type(v)", name: "=kind")
        #expect(try lua.call(kind, [.integer(3)]) == [.string("integer")])
        #expect(try lua.call(kind, [.number(3.0)]) == [.string("float")])
        #expect(try lua.call(kind, [.string("3")]) == [.string("string")])
        #expect(try lua.call(kind, [.boolean(false)]) == [.string("boolean")])
        #expect(try lua.call(kind, [.nil]) == [.string("nil")])
    }

    @Test("Lua numbers arrive as integer or float by their subtype")
    func integerVersusFloat() throws {
        let lua = try LuaState()
        let r = try lua.run("return 3, 3.0, 6 // 2, 6 / 2, 2^53, math.maxinteger, math.mininteger, math.maxinteger + 0.0")
        #expect(r == [
            .integer(3), .number(3.0), .integer(3), .number(3.0), .number(9_007_199_254_740_992),
            .integer(.max), .integer(.min), .number(0x1p63),
        ])
        #expect(r[0] != r[1], "3 and 3.0 must stay distinguishable")
    }

    @Test("LuaValue accessors: integer only for exact integers")
    func accessors() {
        #expect(LuaValue.number(2.5).integer == nil)
        #expect(LuaValue.number(3.0).integer == 3)
        #expect(LuaValue.number(-0.0).integer == 0)
        #expect(LuaValue.number(.nan).integer == nil)
        #expect(LuaValue.number(.infinity).integer == nil)
        #expect(LuaValue.number(0x1p63).integer == nil)
        #expect(LuaValue.integer(7).integer == 7)
        #expect(LuaValue.string("3").integer == nil)
        #expect(LuaValue.integer(3).number == 3.0)
        #expect(LuaValue.string("3").number == nil)
        #expect(LuaValue.string("x").string == "x")
        #expect(LuaValue.integer(1).string == nil)
    }

    @Test("Truthiness follows Lua: only nil and false are false")
    func truthiness() {
        #expect(!LuaValue.nil.isTruthy)
        #expect(!LuaValue.boolean(false).isTruthy)
        #expect(LuaValue.boolean(true).isTruthy)
        #expect(LuaValue.integer(0).isTruthy)
        #expect(LuaValue.string("").isTruthy)
    }

    @Test("No results, nil results and trailing nils are kept as Lua returned them")
    func resultCounts() throws {
        let lua = try LuaState()
        #expect(try lua.run("return") == [])
        #expect(try lua.run("return nil") == [.nil])
        #expect(try lua.run("return nil, 2, nil") == [.nil, .integer(2), .nil])
        let count = try lua.compile("return select('#', ...)", name: "=count")
        #expect(try lua.call(count, [.nil, .nil, .nil]) == [.integer(3)])
    }

    // MARK: - Strings

    @Test("NUL bytes survive both directions")
    func nulBytes() throws {
        let lua = try LuaState()
        let bytes = try lua.compile("local s = ... return #s, s:byte(1, -1)", name: "=bytes")
        #expect(try lua.call(bytes, [.string("a\u{0}b")]) == [.integer(3), .integer(97), .integer(0), .integer(98)])
        let fromLua = try lua.run("return 'a\\0b', '\\0\\0'")
        #expect(fromLua == [.string("a\u{0}b"), .string("\u{0}\u{0}")])
        #expect(fromLua[0].string?.utf8.count == 3)
        // A NUL inside the chunk's own source text is part of the string literal.
        #expect(try lua.run("return #'x\u{0}y'") == [.integer(3)])
    }

    @Test("Invalid UTF-8 from Lua is replaced, valid UTF-8 is kept")
    func invalidUTF8() throws {
        let lua = try LuaState()
        #expect(try lua.run(#"return '\xff', 'ok\xc3', 'caf\xc3\xa9', '\u{1F600}'"#)
            == [.string("\u{FFFD}"), .string("ok\u{FFFD}"), .string("café"), .string("😀")])
        // Lua itself still sees the raw byte.
        #expect(try lua.run(#"return #'\xff'"#) == [.integer(1)])
    }

    @Test("A chunk compiled from raw bytes keeps its bytes")
    func compileBytes() throws {
        let lua = try LuaState()
        let source = Array("return #'".utf8) + [0xFF, 0x00] + Array("', 'é'".utf8)
        let chunk = try lua.compile(bytes: source, name: "=bytes")
        #expect(try lua.call(chunk, []) == [.integer(2), .string("é")])
        #expect(try lua.call(lua.compile(bytes: [], name: "=empty"), []) == [])
    }

    // MARK: - References

    @Test("Tables, functions, threads and userdata come back as typed references")
    func referenceTypes() throws {
        let lua = try LuaState()
        let r = try lua.run("return {}, print, function() end, coroutine.create(function() end), io.stdout")
        #expect(r.map(typeName) == ["table", "function", "function", "thread", "userdata"])
        #expect(typeName(lua.function { _ throws(LuaCallError) in [] }) == "function")
        #expect(typeName(lua.newTable()) == "table")
    }

    @Test("A reference pushed back is the same Lua object")
    func referenceIdentity() throws {
        let lua = try LuaState()
        let t = try #require(try lua.run("t = {x = 1}; return t").first)
        let same = try lua.compile("return ... == t", name: "=same")
        #expect(try lua.call(same, [t]) == [.boolean(true)])
        #expect(try lua.call(same, [lua.newTable()]) == [.boolean(false)])
        #expect(lua.field(t, "x") == .integer(1))
        lua.setField(t, "y", .string("z"))
        #expect(try lua.run("return t.y") == [.string("z")])
    }

    @Test("A function reference can be called from Swift")
    func functionReference() throws {
        let lua = try LuaState()
        let mul = try #require(try lua.run("return function(a, b) return a * b end").first)
        #expect(try lua.call(mul, [.integer(6), .integer(7)]) == [.integer(42)])
        #expect(try lua.call(mul, [.number(1.5), .integer(2)]) == [.number(3.0)])
    }

    @Test("field and setField ignore values that are not tables")
    func fieldOnNonTables() throws {
        let lua = try LuaState()
        let f = try #require(try lua.run("return print").first)
        #expect(lua.field(f, "x") == .nil)
        #expect(lua.field(.integer(1), "x") == .nil)
        #expect(lua.field(.string("s"), "len") == .nil)
        lua.setField(.string("s"), "x", .integer(1))  // must neither crash nor raise
        #expect(try lua.run("return ('s').x") == [.nil])
    }

    @Test("setRaw writes any key raw and ignores nil and NaN keys")
    func setRaw() throws {
        let lua = try LuaState()
        let t = try #require(try lua.run("return setmetatable({}, {__newindex = function() error('not raw') end})").first)
        lua.setRaw(t, key: .integer(1), value: .string("a"))
        lua.setRaw(t, key: .number(2.0), value: .string("b"))
        lua.setRaw(t, key: .boolean(true), value: .integer(1))
        lua.setRaw(t, key: .string("k"), value: .integer(2))
        lua.setRaw(t, key: .nil, value: .integer(3))
        lua.setRaw(t, key: .number(.nan), value: .integer(4))
        lua.setRaw(.string("s"), key: .integer(1), value: .integer(5))
        lua.setGlobal("t", t)
        #expect(try lua.run("local n = 0 for _ in pairs(t) do n = n + 1 end return n, #t, t[2], t[true], t.k")
            == [.integer(4), .integer(2), .string("b"), .integer(1), .integer(2)])
    }

    @Test("Globals are read and written raw, past metamethods on _G")
    func rawGlobals() throws {
        let lua = try LuaState()
        try lua.run("""
            setmetatable(_G, {
              __index = function(_, k) error('read ' .. k) end,
              __newindex = function(_, k) error('write ' .. k) end,
            })
            """)
        lua.setGlobal("answer", .integer(42))
        #expect(lua.global("answer") == .integer(42))
        #expect(lua.global("missing") == .nil)
        #expect(try lua.run("return rawget(_G, 'answer')") == [.integer(42)])
        lua.setGlobal("answer", .nil)
        #expect(try lua.run("return rawget(_G, 'answer')") == [.nil])
    }

    @Test("A reference from another state is pushed as nil")
    func foreignReference() throws {
        let one = try LuaState()
        let two = try LuaState()
        let t = try #require(try one.run("return {}").first)
        let kind = try two.compile("return type(...)", name: "=kind")
        #expect(try two.call(kind, [t]) == [.string("nil")])
    }

    @Test("A reference that outlives its state is harmless and pushes as nil")
    func orphanReference() throws {
        var orphan: LuaValue = .nil
        do {
            let dead = try LuaState()
            orphan = try #require(try dead.run("return {}").first)
        }
        #expect(typeName(orphan) == "table")
        let lua = try LuaState()
        let kind = try lua.compile("return type(...)", name: "=kind")
        #expect(try lua.call(kind, [orphan]) == [.string("nil")])
        orphan = .nil  // releasing it must not touch the closed state
    }

    @Test("Dropping the last Swift copy of a reference lets Lua collect the object")
    func referenceRelease() throws {
        let lua = try LuaState()
        try lua.run("collected = false")
        var held: LuaValue? = try lua.run("return setmetatable({}, {__gc = function() collected = true end})").first
        withExtendedLifetime(held) {
            lua.collectGarbage()
            #expect(lua.global("collected") == .boolean(false))
        }
        held = nil
        lua.collectGarbage()
        #expect(lua.global("collected") == .boolean(true))
    }
}
