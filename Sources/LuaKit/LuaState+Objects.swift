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

    init(name: String) { self.name = name }
    deinit { key.deallocate() }
}

/// A method of an exposed object: receives the object and the call's arguments (the object is
/// argument 1).
public typealias LuaMethod<Object: AnyObject> = (Object, LuaArguments) throws(LuaCallError) -> [LuaValue]

private let releaseObject: clua_Release = { ctx in
    if let ctx { Unmanaged<AnyObject>.fromOpaque(ctx).release() }
}

extension LuaState {
    /// Registers a Swift class with Lua.
    /// - Parameters:
    ///   - name: the type name Lua uses in messages and `tostring`.
    ///   - methods: methods by name, found through `__index`.
    /// - Returns: the type, to push and check objects with.
    public func defineType<Object: AnyObject>(
        _ name: String, of _: Object.Type, methods: [String: LuaMethod<Object>]
    ) -> LuaObjectType<Object> {
        let type = LuaObjectType<Object>(name: name)
        objectTypes.append(type)
        _ = clua_newmetatable(L, type.key, name)
        let index = newTable()
        for (methodName, method) in methods.sorted(by: { $0.key < $1.key }) {
            setField(index, methodName, function { [unowned self] args throws(LuaCallError) in
                try method(try self.object(args, 1, type), args)
            })
        }
        lua_pushstring(L, "__index")
        push(index)
        lua_rawset(L, -3)
        clua_pop(L, 1)
        return type
    }

    /// Wraps `object` in a new userdata of `type`.
    public func wrap<Object: AnyObject>(_ object: Object, as type: LuaObjectType<Object>) -> LuaValue {
        let ptr = Unmanaged<AnyObject>.passRetained(object).toOpaque()
        clua_pushobject(L, ptr, releaseObject, type.key)
        return popValue()
    }

    /// Argument `i` as an object of `type`, or the error Lua would give for it.
    public func object<Object: AnyObject>(
        _ args: LuaArguments, _ i: Int32, _ type: LuaObjectType<Object>
    ) throws(LuaCallError) -> Object {
        var finalized: Int32 = 0
        guard let ptr = clua_toobject(L, i, type.key, &finalized) else {
            if finalized != 0 { throw .message("attempt to use a finalized \(type.name)") }
            throw .type(argument: i, expected: type.name)
        }
        guard let object = Unmanaged<AnyObject>.fromOpaque(ptr).takeUnretainedValue() as? Object else {
            throw .type(argument: i, expected: type.name)
        }
        return object
    }
}
