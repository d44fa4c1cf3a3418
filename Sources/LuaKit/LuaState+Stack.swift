// LuaState+Stack: converting between LuaValue and stack slots. None of these can raise:
// the allocator never fails while Swift frames are live (notes/embedding-lua.md, rule 3).
internal import CLua
internal import CLuaShim

extension LuaState {
    /// Pushes a value. [-0, +1, m]
    func push(_ value: LuaValue) {
        switch value {
        case .nil: lua_pushnil(L)
        case .boolean(let b): lua_pushboolean(L, b ? 1 : 0)
        case .integer(let i): lua_pushinteger(L, i)
        case .number(let d): lua_pushnumber(L, d)
        case .string(let s): pushString(s)
        case .bytes(let b):
            b.withUnsafeBufferPointer { buf in
                buf.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
            }
        case .reference(let r):
            if r.belongs(to: self) { _ = lua_rawgeti(L, clua_REGISTRYINDEX, lua_Integer(r.ref)) } else { lua_pushnil(L) }
        }
    }

    /// Pushes a Swift string's UTF-8 bytes (NUL bytes included). [-0, +1, m]
    func pushString(_ s: String) {
        var s = s
        s.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }

    /// The value at `index`, copied out; tables and functions become references. [-0, +0, m]
    func value(at index: Int32) -> LuaValue {
        switch lua_type(L, index) {
        case LUA_TNIL, LUA_TNONE: return .nil
        case LUA_TBOOLEAN: return .boolean(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER:
            var isInt: Int32 = 0
            let i = lua_tointegerx(L, index, &isInt)
            return lua_isinteger(L, index) != 0 && isInt != 0 ? .integer(i) : .number(clua_tonumber(L, index))
        case LUA_TSTRING: return .string(string(at: index))
        default:
            let name = typeName(at: index)
            lua_pushvalue(L, index)
            let ref = clua_ref(L)
            return .reference(LuaReference(ref: ref, typeName: name, state: self))
        }
    }

    /// Pops the top value. [-1, +0, m]
    func popValue() -> LuaValue {
        let v = value(at: -1)
        clua_pop(L, 1)
        return v
    }

    /// The string at `index` (caller checked it is a string), decoded as UTF-8 with
    /// invalid bytes replaced. [-0, +0, -]
    func string(at index: Int32) -> String {
        var len = 0
        guard let p = lua_tolstring(L, index, &len) else { return "" }
        return p.withMemoryRebound(to: UInt8.self, capacity: len) {
            String(decoding: UnsafeBufferPointer(start: $0, count: len), as: UTF8.self)
        }
    }

    /// Lua's name for the type at `index`. [-0, +0, -]
    func typeName(at index: Int32) -> String {
        // The names of lua_typename (Lua 5.4's luaT_typenames_), without copying a C string on
        // every call: every userdata or table handed to Swift is named.
        switch lua_type(L, index) {
        case LUA_TNONE: "no value"
        case LUA_TNIL: "nil"
        case LUA_TBOOLEAN: "boolean"
        case LUA_TLIGHTUSERDATA, LUA_TUSERDATA: "userdata"
        case LUA_TNUMBER: "number"
        case LUA_TSTRING: "string"
        case LUA_TTABLE: "table"
        case LUA_TFUNCTION: "function"
        case LUA_TTHREAD: "thread"
        case let t: String(cString: lua_typename(L, t))
        }
    }
}

extension LuaState {
    /// The address of a table, function, userdata or thread (`lua_topointer`), as
    /// `LuaArguments.identity` gives for an argument: to recognise the value later without
    /// holding a reference to it (a reference keeps it alive). Nil for other values.
    public func identity(of value: LuaValue) -> UnsafeRawPointer? {
        guard case .reference = value, lua_checkstack(L, 1) != 0 else { return nil }
        push(value)
        defer { clua_pop(L, 1) }
        return lua_topointer(L, -1)
    }
}
