// LuaArguments: what a Swift function exposed to Lua sees of its call, checked without raising.
internal import CLua
internal import CLuaShim

/// The arguments of one call from Lua into Swift, read with non-raising API calls.
///
/// The checking methods throw `LuaCallError` in the shapes of `luaL_check*`, so the trampoline
/// can raise exactly the message Lua's own libraries would (`bad argument #2 to 'f' (number
/// expected, got nil)`). Valid only during the call.
public struct LuaArguments {
    /// Not retained: the arguments are only valid during the call, while Lua (the state's
    /// owner's caller) runs the function, so the state is alive; a retain and release per call
    /// and per copy were measurable in the cost of a call from Lua.
    unowned(unsafe) let state: LuaState
    var L: OpaquePointer { state.L }

    /// The number of arguments passed.
    public var count: Int { Int(lua_gettop(L)) }

    /// The Lua type name of argument `i` (1-based): `"no value"` past the end.
    public func typeName(_ i: Int32) -> String { state.typeName(at: i) }

    /// Whether argument `i` is absent or nil.
    public func isNil(_ i: Int32) -> Bool { clua_isnoneornil(L, i) != 0 }

    /// Argument `i` as any value.
    public func value(_ i: Int32) -> LuaValue { state.value(at: i) }

    /// Argument `i`, which must be a string (numbers are not converted).
    public func string(_ i: Int32) throws(LuaCallError) -> String {
        guard lua_type(L, i) == LUA_TSTRING else { throw .type(argument: i, expected: "string") }
        return state.string(at: i)
    }

    /// Argument `i`, which must be a string, as its raw bytes (no UTF-8 decoding).
    public func bytes(_ i: Int32) throws(LuaCallError) -> [UInt8] {
        guard lua_type(L, i) == LUA_TSTRING else { throw .type(argument: i, expected: "string") }
        var len = 0
        guard let p = lua_tolstring(L, i, &len) else { return [] }
        return p.withMemoryRebound(to: UInt8.self, capacity: len) { Array(UnsafeBufferPointer(start: $0, count: len)) }
    }

    /// Argument `i` as a string, or nil when absent or nil.
    public func optionalString(_ i: Int32) throws(LuaCallError) -> String? {
        isNil(i) ? nil : try string(i)
    }

    /// Argument `i`, which must be a number.
    public func number(_ i: Int32) throws(LuaCallError) -> Double {
        guard lua_type(L, i) == LUA_TNUMBER else { throw .type(argument: i, expected: "number") }
        return clua_tonumber(L, i)
    }

    /// Argument `i` as a number, or `default` when absent or nil.
    public func optionalNumber(_ i: Int32, default d: Double) throws(LuaCallError) -> Double {
        isNil(i) ? d : try number(i)
    }

    /// Argument `i`, which must be a number with an exact integer value.
    public func integer(_ i: Int32) throws(LuaCallError) -> Int64 {
        guard lua_type(L, i) == LUA_TNUMBER else { throw .type(argument: i, expected: "number") }
        var ok: Int32 = 0
        let v = lua_tointegerx(L, i, &ok)
        guard ok != 0 else { throw .argument(i, "number has no integer representation") }
        return v
    }

    /// Argument `i` as an integer, or `default` when absent or nil.
    public func optionalInteger(_ i: Int32, default d: Int64) throws(LuaCallError) -> Int64 {
        isNil(i) ? d : try integer(i)
    }

    /// Argument `i`, which must be a boolean; absent or nil gives `default`.
    public func boolean(_ i: Int32, default d: Bool) throws(LuaCallError) -> Bool {
        if isNil(i) { return d }
        guard lua_type(L, i) == LUA_TBOOLEAN else { throw .type(argument: i, expected: "boolean") }
        return lua_toboolean(L, i) != 0
    }

    /// Argument `i`, which must be a function.
    public func function(_ i: Int32) throws(LuaCallError) -> LuaValue {
        guard lua_type(L, i) == LUA_TFUNCTION else { throw .type(argument: i, expected: "function") }
        return state.value(at: i)
    }

    /// Argument `i`, which must be a table.
    public func table(_ i: Int32) throws(LuaCallError) -> LuaValue {
        guard lua_type(L, i) == LUA_TTABLE else { throw .type(argument: i, expected: "table") }
        return state.value(at: i)
    }

    /// The address of the table, function, userdata or thread at argument `i`, to tell objects
    /// apart while they are alive (`lua_topointer`); nil for other types.
    public func identity(_ i: Int32) -> UnsafeRawPointer? {
        lua_topointer(L, i)
    }

    /// Argument `i` as a list of strings (a table read with raw access up to its border).
    /// Non-string entries are converted the way `tostring` shows numbers and booleans.
    public func stringList(_ i: Int32) throws(LuaCallError) -> [String] {
        guard lua_type(L, i) == LUA_TTABLE else { throw .type(argument: i, expected: "table") }
        let n = lua_rawlen(L, i)
        var result: [String] = []
        result.reserveCapacity(Int(n))
        var k: lua_Integer = 1
        while k <= lua_Integer(n) {
            switch lua_rawgeti(L, i, k) {
            case LUA_TSTRING: result.append(state.string(at: -1))
            case LUA_TNUMBER:
                // lua_tolstring formats as `tostring` does (%.14g) and converts the copy in place
                result.append(state.string(at: -1))
            case LUA_TBOOLEAN, LUA_TNIL:
                result.append(Self.show(state.value(at: -1)))
            default: result.append(state.typeName(at: -1))
            }
            clua_pop(L, 1)
            k += 1
        }
        return result
    }

    /// A scalar as `tostring` shows it.
    static func show(_ v: LuaValue) -> String {
        switch v {
        case .nil: "nil"
        case .boolean(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .number(let d): String(d)
        case .string(let s): s
        case .bytes(let b): String(decoding: b, as: UTF8.self)
        case .reference(let r): r.typeName
        }
    }
}
