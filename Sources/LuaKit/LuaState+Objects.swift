// LuaState+Objects: Swift objects handed to Lua as full userdata with methods.
internal import CLua
internal import CLuaShim

/// A Swift class made visible to Lua under a type name, with methods.
///
/// The userdata holds one retained pointer; `__gc` (C) releases it once and clears it, so a
/// resurrected object is reported as finalized instead of touching freed memory. Types are
/// told apart by metatable identity, which never raises.
public final class LuaObjectType<Object: AnyObject> {
    /// The name Lua shows in messages (`Counter expected, got number`).
    public let name: String
    /// A unique address used as the registry key of the metatable.
    let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    /// The metatable's address (`lua_topointer`), which objects are checked against: the
    /// registry keeps the metatable, and Lua's collector does not move objects, so comparing
    /// addresses replaces a registry lookup per check.
    var metatable: UnsafeRawPointer?
    /// The metatable's registry number, which objects are given it by (`lua_rawgeti` of an
    /// array entry, cheaper than the registry lookup by `key` for every object wrapped).
    var metatableRef: Int32 = 0
    /// The definition this declared type waits for (`define(_:later:)`), nil once it ran.
    var deferred: LuaDeferredDefinition?

    init(name: String) { self.name = name }
    deinit { key.deallocate() }
}

/// A method of an exposed object: receives the object and the call's arguments (the object is
/// argument 1).
public typealias LuaMethod<Object: AnyObject> = (Object, LuaArguments) throws(LuaCallError) -> [LuaValue]

/// What `__index` gives for a name: a method (its function value) or a getter (type-erased, so
/// that the lookup does no generic work).
private enum IndexEntry {
    case method(LuaValue)
    /// The getter with its field guard around it (the guard and the name are captured once,
    /// instead of copied out of the entry, a retain and a release each, on every read).
    case getter((AnyObject) throws(LuaCallError) -> LuaValue)
}

private let releaseObject: clua_Release = { ctx in
    if let ctx { Unmanaged<AnyObject>.fromOpaque(ctx).release() }
}

/// A property read of an exposed object (`obj.name`).
public typealias LuaGetter<Object: AnyObject> = (Object) throws(LuaCallError) -> LuaValue

/// A property write of an exposed object (`obj.name = value`): receives the object and the
/// `__newindex` call's arguments, so the new value is argument 3 (the object is 1, the key 2).
public typealias LuaSetter<Object: AnyObject> = (Object, LuaArguments) throws(LuaCallError) -> Void

/// What else an exposed type answers besides methods: properties and metamethods.
public struct LuaTypeTraits<Object: AnyObject> {
    /// Readable fields, found after methods by `__index`.
    public var getters: [String: LuaGetter<Object>]
    /// Writable fields, used by `__newindex`. A field with a getter and no setter is read-only.
    public var setters: [String: LuaSetter<Object>]
    /// `tostring(obj)`; Lua's default (`Name: 0x...`) when nil.
    public var description: ((Object) -> String)?
    /// `a == b` between two objects of this type; identity (`===`) when nil.
    public var equal: ((Object, Object) -> Bool)?
    /// `a < b` (and `a > b`) between two objects of this type; comparing is an error when nil.
    public var lessThan: ((Object, Object) -> Bool)?

    public init(getters: [String: LuaGetter<Object>] = [:], setters: [String: LuaSetter<Object>] = [:],
                description: ((Object) -> String)? = nil, equal: ((Object, Object) -> Bool)? = nil,
                lessThan: ((Object, Object) -> Bool)? = nil) {
        self.getters = getters
        self.setters = setters
        self.description = description
        self.equal = equal
        self.lessThan = lessThan
    }
}

extension LuaState {
    /// Registers a Swift class with Lua.
    /// - Parameters:
    ///   - name: the type name Lua uses in messages and `tostring`.
    ///   - methods: methods by name, found through `__index`.
    ///   - traits: properties, `tostring`, `==` and `<`. `__index` looks up methods first, then
    ///     getters; reading or writing an unknown field is an error, with a hint when a known
    ///     name is near (`attempt to read unknown field 'lenght' of Name (did you mean
    ///     'length'?)`), as is writing a read-only one (`attempt to assign to read-only field 'x'
    ///     of Name`). Every type is strict, with or without fields: a misspelt method name is
    ///     an error where it is read, not a nil called later.
    /// - Returns: the type, to push and check objects with.
    public func defineType<Object: AnyObject>(
        _ name: String, of objectType: Object.Type, methods: [String: LuaMethod<Object>],
        traits: LuaTypeTraits<Object> = LuaTypeTraits(), methodGuard: LuaCallGuard? = nil,
        fieldGuard: LuaCallGuard? = nil
    ) -> LuaObjectType<Object> {
        let type = declareType(name, of: objectType)
        define(type, methods: methods, traits: traits, methodGuard: methodGuard, fieldGuard: fieldGuard)
        return type
    }

    /// Makes a type without methods yet, for types whose methods return each other's objects:
    /// declare them all, then `define` each. Objects wrapped before `define` have no methods.
    public func declareType<Object: AnyObject>(_ name: String, of _: Object.Type) -> LuaObjectType<Object> {
        let type = LuaObjectType<Object>(name: name)
        objectTypes.append(type)
        _ = clua_newmetatable(L, type.key, name)
        type.metatable = lua_topointer(L, -1)
        type.metatableRef = clua_ref(L)                     // pops it; lives with the state
        return type
    }

    /// Gives a declared type its methods and traits (see `defineType`). Call once per type.
    /// - Parameters:
    ///   - methodGuard: runs around each method call, after argument 1 is checked.
    ///   - fieldGuard: runs around each getter and setter call (not around reading a method,
    ///     nor around the errors for unknown or read-only fields).
    public func define<Object: AnyObject>(
        _ type: LuaObjectType<Object>, methods: [String: LuaMethod<Object>],
        traits: LuaTypeTraits<Object> = LuaTypeTraits(), methodGuard: LuaCallGuard? = nil,
        fieldGuard: LuaCallGuard? = nil
    ) {
        let name = type.name
        _ = clua_newmetatable(L, type.key, name)
        let getters = traits.getters, setters = traits.setters
        // Every name an unknown field's hint may suggest (computed once; used on errors only).
        let known = Array(Set(methods.keys).union(getters.keys).union(setters.keys))
        // What `__index` finds, by slot: a Lua table maps each name to its slot, so a read
        // costs one raw table lookup of the (interned) key instead of making a Swift string
        // and hashing it in two generic dictionaries. Methods come first, as before.
        // Reading a method of a live object is answered in C from `methodTable` (see
        // `indexFunction`); the function below still answers everything, for the reads C
        // leaves to it.
        var entries: [IndexEntry] = []
        let slots = newTable(), methodTable = newTable()
        // In name order, so that a state's functions and slots come out the same on every run.
        // The names sorted, not the (name, closure) pairs: sorting pairs of a closure type ran
        // the standard library's unspecialized sort (a generic copy per comparison), a tenth of
        // a small spec file's instructions when a type was defined (`sortedNames`).
        for methodName in Self.sortedNames(methods.keys) {
            guard let method = methods[methodName] else { continue }
            let f = function { args throws(LuaCallError) in
                try Self.objectPointer(args.L, 1, type).withObject { (object: Object) throws(LuaCallError) in
                    try guardedCall(methodGuard, methodName, assigning: false) { () throws(LuaCallError) in
                        try method(object, args)
                    }
                }
            }
            entries.append(.method(f))
            setRaw(slots, key: .string(methodName), value: .integer(Int64(entries.count - 1)))
            setField(methodTable, methodName, f)
        }
        for getterName in Self.sortedNames(getters.keys) where methods[getterName] == nil {
            guard let get = getters[getterName] else { continue }
            entries.append(.getter({ (o: AnyObject) throws(LuaCallError) -> LuaValue in
                try guardedCall(fieldGuard, getterName, assigning: false) { () throws(LuaCallError) in
                    try get(unsafeDowncast(o, to: Object.self))
                }
            }))
            setRaw(slots, key: .string(getterName), value: .integer(Int64(entries.count - 1)))
        }
        // The closures reach the state through their arguments, not a capture: an
        // `unowned` capture cost a checked retain and a release on every call.
        // The slots table by its registry number: pushing it through `slots` (a reference) read
        // the reference's state, a retain and a release on every field read.
        let slotsRef = slots.registryNumber
        setMetafield("__index", indexFunction({ args throws(LuaCallError) in
            // Static functions of the thread: calling a method of `args.state` (unowned) retained
            // and released the state.
            let object = try Self.objectPointer(args.L, 1, type)
            if let slot = Self.slot(args.L, of: 2, inTableAt: slotsRef) {
                switch entries[slot] {
                case .method(let f): return f
                case .getter(let get):
                    return try object.withObject { (o: Object) throws(LuaCallError) in try get(o) }
                }
            }
            // Named here so the closure captures `slots`: the table lives while the closure does.
            withExtendedLifetime(slots) {}
            throw .binding(.unknownField(Self.fieldName(args.value(2)), of: name, access: .read, known: known))
        }, methods: methodTable, metatable: type.metatable))
        // What a REPL completes after `obj.` or `obj:`: each name the type answers, as
        // "method" or "field" (the metatable is locked; tools read it with debug.getmetatable).
        let members = newTable()
        for m in methods.keys { setField(members, m, .string("method")) }
        for f in Set(getters.keys).union(setters.keys) where methods[f] == nil { setField(members, f, .string("field")) }
        setMetafield("__members", members)
        setMetafield("__newindex", function { args throws(LuaCallError) in
            let object = try args.state.object(args, 1, type)
            let key = Self.fieldName(args.value(2))
            if let set = setters[key] {
                try guardedCall(fieldGuard, key, assigning: true) { () throws(LuaCallError) in try set(object, args) }
                return []
            }
            if methods[key] != nil || getters[key] != nil { throw .binding(.readOnlyField(key, of: name)) }
            throw .binding(.unknownField(key, of: name, access: .assign, known: known))
        })
        let equal = traits.equal
        setMetafield("__eq", function { args throws(LuaCallError) in
            guard let a = try? args.state.object(args, 1, type), let b = try? args.state.object(args, 2, type) else {
                return [.boolean(false)]
            }
            return [.boolean(equal.map { $0(a, b) } ?? (a === b))]
        })
        if let description = traits.description {
            setMetafield("__tostring", function { args throws(LuaCallError) in
                [.string(description(try args.state.object(args, 1, type)))]
            })
        }
        if let lessThan = traits.lessThan {
            setMetafield("__lt", function { args throws(LuaCallError) in
                guard let a = try? args.state.object(args, 1, type), let b = try? args.state.object(args, 2, type) else {
                    throw .message("attempt to compare \(args.state.shownType(args, 1, type)) with \(args.state.shownType(args, 2, type))")
                }
                return [.boolean(lessThan(a, b))]
            })
        }
        clua_pop(L, 1)
    }

    /// `names` sorted, as a concrete `[String]`: `keys.sorted()` inside a generic function ran
    /// the standard library's unspecialized sort (a witness call per comparison).
    static func sortedNames<Names: Collection<String>>(_ names: Names) -> [String] {
        var sorted = Array(names)
        sorted.sort()
        return sorted
    }

    /// The slot `slots[key]` gives the string key at `index`, or nil (a raw read; a key that
    /// is not a string has no slot). Shared by object and value types.
    func slot(of index: Int32, in slots: LuaValue) -> Int? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        push(slots)                                         // [slots]
        return slotOfKey(at: index)
    }

    /// `slot(of:in:)` for a slots table kept alive by its caller, found by its registry number
    /// (`LuaValue.registryNumber`).
    static func slot(_ L: OpaquePointer, of index: Int32, inTableAt ref: Int32) -> Int? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        guard lua_rawgeti(L, clua_REGISTRYINDEX, lua_Integer(ref)) == LUA_TTABLE else {   // [slots]
            clua_pop(L, 1)
            return nil
        }
        return slotOfKey(L, at: index)
    }

    /// Reads `slots[key]` (slots on top of the stack, key at `index`) and pops the table.
    private func slotOfKey(at index: Int32) -> Int? { Self.slotOfKey(L, at: index) }

    private static func slotOfKey(_ L: OpaquePointer, at index: Int32) -> Int? {
        lua_pushvalue(L, index)                             // [slots, key]
        var isInteger: Int32 = 0
        let slot = lua_rawget(L, -2) == LUA_TNUMBER ? lua_tointegerx(L, -1, &isInteger) : 0
        clua_pop(L, 2)
        return isInteger != 0 ? Int(slot) : nil
    }

    /// Sets `key` in the metatable on top of the stack (raw). Shared by object and value types.
    func setMetafield(_ key: String, _ value: LuaValue) {
        lua_pushstring(L, key)
        push(value)
        lua_rawset(L, -3)
    }

    /// A key as shown in field messages: strings as they are, other keys as `tostring` shows them.
    public static func fieldName(_ key: LuaValue) -> String {
        if case .reference(let r) = key { return r.typeName }
        return LuaArguments.show(key)
    }

    /// The name a comparison error shows for argument `i`: the type's name or Lua's.
    private func shownType<Object: AnyObject>(_ args: LuaArguments, _ i: Int32, _ type: LuaObjectType<Object>) -> String {
        (try? object(args, i, type)) != nil ? type.name : args.typeName(i)
    }

    /// Wraps `object` in a new userdata of `type`.
    public func wrap<Object: AnyObject>(_ object: Object, as type: LuaObjectType<Object>) -> LuaValue {
        pushNewWrapper(object, as: type)
        return popValue()
    }

    /// Pushes a new userdata of `type` holding `object`. [-0, +1, m]
    func pushNewWrapper<Object: AnyObject>(_ object: Object, as type: LuaObjectType<Object>) {
        defineIfDeferred(type)
        let ptr = Unmanaged<AnyObject>.passRetained(object).toOpaque()
        clua_pushobjectref(L, ptr, releaseObject, type.metatableRef)
    }

    /// Wraps `object`, giving back the userdata made before for the same `identity` while Lua
    /// still holds it, so `rawequal` holds and the value can key a table.
    ///
    /// The cache holds its userdata weakly. `identity` is compared by address, so `object` must
    /// keep it alive (a handle holding the identity, or the identity itself). `object` is only
    /// evaluated when there is no userdata to give back (a new handle per call would be made and
    /// dropped at once otherwise).
    public func wrap<Object: AnyObject>(_ object: @autoclosure () -> Object, as type: LuaObjectType<Object>,
                                        identity: AnyObject) -> LuaValue {
        pushWrapper(object, as: type, identity: identity)
        return popValue()
    }

    /// Pushes what `wrap(_:as:identity:)` gives (the cached userdata, or a new one cached).
    /// [-0, +1, m]
    func pushWrapper<Object: AnyObject>(_ object: () -> Object, as type: LuaObjectType<Object>,
                                        identity: AnyObject) {
        defineIfDeferred(type)
        // The identity's address as an integer key: a table finds an integer in its hash part
        // with less work than a light userdata (`lua_rawgetp`), and addresses are unique alike.
        let key = lua_Integer(Int(bitPattern: Unmanaged.passUnretained(identity).toOpaque()))
        pushWrapperCache()                                  // [cache]
        if lua_rawgeti(L, -1, key) == LUA_TUSERDATA {       // [cache, old]
            var finalized: Int32 = 0
            if clua_toobject(L, -1, type.metatable, &finalized) != nil {
                lua_rotate(L, -2, 1)                        // [old, cache]
                clua_pop(L, 1)
                return
            }
        }
        clua_pop(L, 1)                                      // [cache]
        let ptr = Unmanaged<AnyObject>.passRetained(object()).toOpaque()
        clua_pushobjectref(L, ptr, releaseObject, type.metatableRef)   // [cache, new]
        lua_pushvalue(L, -1)
        lua_rawseti(L, -3, key)                             // cache[identity] = new
        lua_rotate(L, -2, 1)                                // [new, cache]
        clua_pop(L, 1)
    }

    /// Pushes the weak-valued table of `wrap(_:as:identity:)`, made on first use.
    private func pushWrapperCache() { pushWeakValuedTable(slot: wrapperCacheSlot) }

    /// Pushes the table with weak values kept in the registry for `slot`, made on first use
    /// (the wrapper cache; a value type's interned values). `slot` holds the table's registry
    /// number once it is made (0 before): found by number, as an array entry of the registry,
    /// rather than by a light userdata key (a hash lookup), on every object or value wrapped.
    func pushWeakValuedTable(slot: UnsafeMutablePointer<Int32>) {
        if slot.pointee > 0 { lua_rawgeti(L, clua_REGISTRYINDEX, lua_Integer(slot.pointee)); return }
        clua_newtable(L)                                    // [cache]
        clua_newtable(L)                                    // [cache, meta]
        lua_pushstring(L, "__mode")
        lua_pushstring(L, "v")
        lua_rawset(L, -3)
        _ = lua_setmetatable(L, -2)                         // [cache]
        lua_pushvalue(L, -1)
        slot.pointee = clua_ref(L)                          // never released: lives with the state
    }

    /// `value` as an object of `type`, or nil when it is not one (or was finalized).
    ///
    /// For values that did not arrive as arguments (results of a Lua callback, array entries):
    /// a direct check of the userdata's metatable, with no Lua call. Never raises.
    public func object<Object: AnyObject>(_ value: LuaValue, as type: LuaObjectType<Object>) -> Object? {
        guard case .reference(let r) = value, r.typeName == "userdata", lua_checkstack(L, 3) != 0 else { return nil }
        push(value)
        var finalized: Int32 = 0
        let ptr = clua_toobject(L, -1, type.metatable, &finalized)
        clua_pop(L, 1)
        guard let ptr else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(ptr).takeUnretainedValue() as? Object
    }

    /// Argument `i` as an object of `type`, unretained, or the error Lua would give for it. For
    /// the call paths of `define`, which run the object through `withObject` (it retains it for
    /// the call).
    static func objectPointer<Object: AnyObject>(
        _ L: OpaquePointer, _ i: Int32, _ type: LuaObjectType<Object>
    ) throws(LuaCallError) -> Unmanaged<Object> {
        var finalized: Int32 = 0
        guard let ptr = clua_toobject(L, i, type.metatable, &finalized) else {
            if finalized != 0 { throw .message("attempt to use a finalized \(type.name)") }
            throw .type(argument: i, expected: type.name)
        }
        // As in `object(_:_:_:)`: only `wrap(_:as:)` with this type sets its metatable.
        return Unmanaged<Object>.fromOpaque(ptr)
    }

    /// Argument `i` as an object of `type`, or the error Lua would give for it.
    public func object<Object: AnyObject>(
        _ args: LuaArguments, _ i: Int32, _ type: LuaObjectType<Object>
    ) throws(LuaCallError) -> Object {
        var finalized: Int32 = 0
        guard let ptr = clua_toobject(L, i, type.metatable, &finalized) else {
            if finalized != 0 { throw .message("attempt to use a finalized \(type.name)") }
            throw .type(argument: i, expected: type.name)
        }
        // The metatable is the type's own, and only `wrap(_:as:)` with this type sets it, so the
        // object is an `Object`: no dynamic cast (checked in debug builds).
        return unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(ptr).takeUnretainedValue(), to: Object.self)
    }
}

extension LuaValue {
    /// The registry number of a table, function, userdata or thread; `LUA_NOREF` otherwise
    /// (which reads as nil). The value must be kept alive for as long as the number is used.
    var registryNumber: Int32 {
        if case .reference(let r) = self { return r.ref }
        return LUA_NOREF
    }
}

extension Unmanaged {
    /// Runs `body` with the object, retained for the call. Not unretained although the userdata
    /// of argument 1 is on the stack: a Lua callback the call runs may call that userdata's
    /// `__gc` itself (`debug.getmetatable(obj).__gc(obj)`), which releases the object at once,
    /// and the call would go on with freed memory.
    @inline(__always)
    func withObject<Result>(_ body: (Instance) throws(LuaCallError) -> Result) throws(LuaCallError) -> Result {
        let object = takeUnretainedValue()
        // `_fixLifetime`, not `withExtendedLifetime(object) {}`: the latter stayed an
        // unspecialized generic call (about 30 instructions) on every method call.
        defer { _fixLifetime(object) }
        return try body(object)
    }
}
