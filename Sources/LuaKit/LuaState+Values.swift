// LuaState+Values: small plain values (an index path) handed to Lua inside their userdata.
internal import CLua
internal import CLuaShim

/// A plain value type made visible to Lua under a type name, with read-only fields.
///
/// Unlike `LuaObjectType`, the value's bytes live in the userdata itself: making one allocates
/// nothing in Swift, and the userdata has no finalizer (an index path was a boxed Swift object,
/// released by `__gc`). Two values of the type are `==` when their bytes are, so `Value`'s
/// equality must be bytewise (plain integers). Types are told apart by metatable identity.
public final class LuaValueType<Value: BitwiseCopyable> {
    /// The name Lua shows in messages (`IndexPath expected, got number`).
    public let name: String
    /// A unique address used as the registry key of the metatable.
    let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    /// The metatable's address, which values are checked against (see `LuaObjectType`).
    var metatable: UnsafeRawPointer?
    /// The registry number of the weak table of interned values (`wrap(_:as:interningKey:)`),
    /// 0 until it is made (`pushWeakValuedTable(slot:)`).
    let internSlot: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()

    init(name: String) { self.name = name }
    deinit {
        key.deallocate()
        internSlot.deallocate()
    }
}

extension LuaState {
    /// Registers a plain value type with Lua.
    /// - Parameters:
    ///   - getters: its fields, read-only. Reading or writing an unknown field is an error
    ///     with a hint when a field is near (`attempt to read unknown field 'rows' of Name (did
    ///     you mean 'row'?)`), as is writing a field (`attempt to assign to read-only field 'x'
    ///     of Name`), as for object types (texts from `LuaBindingError`).
    ///   - description: `tostring(v)`.
    ///   - lessThan: `a < b` (and `a > b`); comparing with anything else is an error.
    public func defineValueType<Value: BitwiseCopyable>(
        _ name: String, of _: Value.Type, getters: [String: (Value) -> LuaValue],
        description: @escaping (Value) -> String, lessThan: @escaping (Value, Value) -> Bool
    ) -> LuaValueType<Value> {
        let type = LuaValueType<Value>(name: name)
        objectTypes.append(type)
        _ = clua_newvaluemetatable(L, type.key, name)
        type.metatable = lua_topointer(L, -1)
        // Slots as for object types: one raw lookup of the interned key per read.
        var entries: [(Value) -> LuaValue] = []
        let slots = newTable()
        let known = Array(getters.keys)
        for getterName in Self.sortedNames(getters.keys) {      // (names, not pairs: see `define`)
            guard let get = getters[getterName] else { continue }
            entries.append(get)
            setRaw(slots, key: .string(getterName), value: .integer(Int64(entries.count - 1)))
        }
        setMetafield("__index", singleResultFunction { args throws(LuaCallError) in
            let state = args.state
            let v = try state.value(args, 1, type)
            if let slot = state.slot(of: 2, in: slots) { return entries[slot](v) }
            throw .binding(.unknownField(Self.fieldName(args.value(2)), of: name, access: .read, known: known))
        })
        setMetafield("__newindex", function { args throws(LuaCallError) in
            _ = try args.state.value(args, 1, type)
            let key = Self.fieldName(args.value(2))
            if getters[key] != nil { throw .binding(.readOnlyField(key, of: name)) }
            throw .binding(.unknownField(key, of: name, access: .assign, known: known))
        })
        setMetafield("__tostring", function { args throws(LuaCallError) in
            [.string(description(try args.state.value(args, 1, type)))]
        })
        setMetafield("__lt", function { args throws(LuaCallError) in
            let state = args.state
            guard let a = state.value(at: 1, type), let b = state.value(at: 2, type) else {
                let shown = { (i: Int32) in state.value(at: i, type) != nil ? name : args.typeName(i) }
                throw .message("attempt to compare \(shown(1)) with \(shown(2))")
            }
            return [.boolean(lessThan(a, b))]
        })
        clua_pop(L, 1)
        return type
    }

    /// `value` as a new userdata of `type`.
    public func wrap<Value: BitwiseCopyable>(_ value: Value, as type: LuaValueType<Value>) -> LuaValue {
        withUnsafeBytes(of: value) { clua_pushvalue(L, $0.baseAddress, $0.count, type.key) }
        return popValue()
    }

    /// `value` as a userdata of `type`, the same userdata for the same `key` while Lua holds
    /// one (a table with weak values, per type, remembers it).
    ///
    /// Why: a value handed out twice is then `rawequal` to itself, so code that compares by
    /// identity first (the runner's assertion fast path, table keys) need not run `__eq`; and
    /// a value made again is not a new userdata. `key` must stand for the value's bytes: equal
    /// keys, equal values.
    public func wrap<Value: BitwiseCopyable>(_ value: Value, as type: LuaValueType<Value>,
                                             interningKey key: Int64) -> LuaValue {
        pushInterned(value, as: type, key: key)
        return popValue()
    }

    /// Pushes what `wrap(_:as:interningKey:)` gives. [-0, +1, m]
    func pushInterned<Value: BitwiseCopyable>(_ value: Value, as type: LuaValueType<Value>, key: Int64) {
        guard lua_checkstack(L, 4) != 0 else {
            withUnsafeBytes(of: value) { clua_pushvalue(L, $0.baseAddress, $0.count, type.key) }
            return
        }
        pushWeakValuedTable(slot: type.internSlot)              // [interned]
        if lua_rawgeti(L, -1, key) != LUA_TUSERDATA {           // [interned, v or nil]
            clua_pop(L, 1)
            withUnsafeBytes(of: value) { clua_pushvalue(L, $0.baseAddress, $0.count, type.key) }
            lua_pushvalue(L, -1)
            lua_rawseti(L, -3, key)                             // [interned, v]
        }
        clua_remove(L, -2)                                      // [v]
    }

    /// Argument `i` as a value of `type`, or the error Lua would give for it.
    public func value<Value: BitwiseCopyable>(
        _ args: LuaArguments, _ i: Int32, _ type: LuaValueType<Value>
    ) throws(LuaCallError) -> Value {
        guard let v = value(at: i, type) else { throw .type(argument: i, expected: type.name) }
        return v
    }

    /// `value` as a value of `type`, or nil when it is not one (a direct metatable check, no
    /// Lua call; for values that did not arrive as arguments).
    public func value<Value: BitwiseCopyable>(_ value: LuaValue, as type: LuaValueType<Value>) -> Value? {
        guard case .reference(let r) = value, r.typeName == "userdata", lua_checkstack(L, 3) != 0 else { return nil }
        push(value)
        let v = self.value(at: -1, type)
        clua_pop(L, 1)
        return v
    }

    /// The value of `type` at stack index `index`, or nil.
    private func value<Value: BitwiseCopyable>(at index: Int32, _ type: LuaValueType<Value>) -> Value? {
        guard let p = clua_tovalue(L, index, type.metatable, MemoryLayout<Value>.size) else { return nil }
        return p.loadUnaligned(as: Value.self)
    }
}
