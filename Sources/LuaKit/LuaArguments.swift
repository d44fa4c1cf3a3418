// LuaArguments: what a Swift function exposed to Lua sees of its call, checked without raising.
internal import CLua
internal import CLuaShim

/// The arguments of one call from Lua into Swift, read with non-raising API calls.
///
/// The checking methods throw `LuaCallError` in the shapes of `luaL_check*`, so the trampoline
/// can raise exactly the message Lua's own libraries would (`bad argument #2 to 'f' (number
/// expected, got nil)`). Valid only during the call.
public struct LuaArguments {
    let state: LuaState
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
}
