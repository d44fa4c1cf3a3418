// LuaState+RawGet: reading a table entry under any key without a metamethod, for Swift-side
// maps kept in Lua tables (the `ui` module's identity identifiers, keyed by the table itself).
internal import CLua
internal import CLuaShim

extension LuaState {
    /// `table[key]` read raw; nil when `table` is not a table or `key` is nil or NaN (keys a
    /// table cannot hold). Never raises: `lua_rawget` runs no metamethod.
    public func rawGet(_ table: LuaValue, key: LuaValue) -> LuaValue {
        guard case .reference(let r) = table, r.typeName == "table", key != .nil, lua_checkstack(L, 2) != 0 else { return .nil }
        if case .number(let d) = key, d.isNaN { return .nil }
        push(table)                                         // [t]
        push(key)                                           // [t, k]
        lua_rawget(L, -2)                                   // [t, v]
        let v = popValue()
        clua_pop(L, 1)
        return v
    }
}
