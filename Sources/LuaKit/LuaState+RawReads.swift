// LuaState+RawReads: reading option tables and plain arrays without a Lua call or a registry
// reference, for the arguments of calls from Lua (options tables, row lists).
internal import CLua
internal import CLuaShim

extension LuaArguments {
    /// Field `key` of the table at argument `i`, read raw (no metamethods), as
    /// `LuaState.field` reads it; nil when argument `i` is not a table.
    ///
    /// Reads the argument's stack slot directly: no registry reference is made for the table
    /// (an options table like `ui.World{ ios = 17 }` was referenced, pushed and released for
    /// every field read).
    public func rawField(_ i: Int32, _ key: String) -> LuaValue {
        guard lua_type(L, i) == LUA_TTABLE, lua_checkstack(L, 1) != 0 else { return .nil }
        state.pushString(key)                               // [key]
        lua_rawget(L, i < 0 ? i - 1 : i)                    // [value]
        return state.popValue()
    }

    /// The keys of the table at argument `i`, in no particular order; empty when it is not a
    /// table. Stack: [-0, +0]; raises only on memory errors (`clua_tablekeys`).
    ///
    /// For checking an options table's keys: traversal is raw, so no metamethod runs.
    public func rawKeys(_ i: Int32) -> [LuaValue] {
        state.rawKeys(of: value(i)) ?? []
    }

    /// Whether every key of the table at argument `i` is a string among `keys`; false when it
    /// is not a table. Raw (no metamethod runs), and without the table of keys, the registry
    /// reference and the Swift value per key `rawKeys` makes: the passing case of an options
    /// table's check (`ui.World{}`, `world:TableViewController{...}`), whose failing case
    /// `rawKeys` then names.
    public func rawKeysAreStrings(_ i: Int32, among keys: [String]) -> Bool {
        guard lua_type(L, i) == LUA_TTABLE, lua_checkstack(L, 2) != 0 else { return false }
        return withUnsafePointer(to: keys) { keys in
            clua_tablekeysknown(L, i, { ctx, s, len in
                guard let ctx, let s else { return 0 }
                for var k in ctx.assumingMemoryBound(to: [String].self).pointee where k.utf8.count == len {
                    // A plain loop over the two buffers: `elementsEqual` on the UTF-8 view
                    // cost more than the traversal itself.
                    let same = k.withUTF8 { kb in
                        for i in 0..<len where kb[i] != UInt8(bitPattern: s[i]) { return false }
                        return true
                    }
                    if same { return 1 }
                }
                return 0
            }, UnsafeMutableRawPointer(mutating: keys))
        } != 0
    }
}

extension LuaState {
    /// The keys of `table`, in no particular order, read raw (no metamethod runs); nil when it
    /// is not a table. Stack: [-0, +0]; raises only on memory errors (`clua_tablekeys`).
    ///
    /// For checking the keys of a plain table given as a value (a rect assigned to a field).
    public func rawKeys(of table: LuaValue) -> [LuaValue]? {
        guard case .reference(let r) = table, r.typeName == "table", lua_checkstack(L, 4) != 0 else { return nil }
        push(table)                                         // [t]
        clua_tablekeys(L, -1)                               // [t, keys]
        var keys: [LuaValue] = []
        var n: lua_Integer = 1
        while lua_rawgeti(L, -1, n) != LUA_TNIL {           // [t, keys, k]
            keys.append(popValue())                         // [t, keys]
            n += 1
        }
        clua_pop(L, 3)                                      // []
        return keys
    }

    /// The entries `t[1], t[2]...` of `table` up to the first nil, read raw; nil when `table`
    /// is not a table or has a metatable.
    ///
    /// For a table without a metatable, `t[n]` is a raw read, so this gives what reading through
    /// Lua (`local t, i = ...; return t[i]`, one protected call per entry) gives, without the
    /// calls. A table with a metatable may answer through `__index`: the caller reads it
    /// through Lua then, keeping that behaviour and its errors.
    public func plainArrayEntries(_ table: LuaValue) -> [LuaValue]? {
        guard case .reference(let r) = table, r.typeName == "table", lua_checkstack(L, 2) != 0 else { return nil }
        push(table)                                         // [t]
        if lua_getmetatable(L, -1) != 0 {                   // [t, meta]
            clua_pop(L, 2)
            return nil
        }
        var values: [LuaValue] = []
        var n: lua_Integer = 1
        while lua_rawgeti(L, -1, n) != LUA_TNIL {           // [t, v]
            values.append(popValue())                       // [t]
            n += 1
        }
        clua_pop(L, 2)
        return values
    }
}
