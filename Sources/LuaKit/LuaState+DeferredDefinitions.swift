// LuaState+DeferredDefinitions: types whose methods are defined when their first object is
// pushed, not when they are declared.
internal import CLua

/// A definition of one or more declared types (`declareType`) that runs when an object of one
/// of them is first pushed (`wrap`, `returning`...): see `LuaState.deferredDefinition(_:)`.
///
/// Why: a module of many types (the `ui` module has about thirty) built every type's methods,
/// closures and tables when it was first read, about 3 ms of every spec file that reads it,
/// though a file meets a few of them.
public final class LuaDeferredDefinition {
    /// The definition; nil once it ran (or when the state closed before it could).
    fileprivate var body: (() -> Void)?
    fileprivate init(_ body: @escaping () -> Void) { self.body = body }
}

extension LuaState {
    /// A definition `body` (calls of `define` for types declared earlier) to run when the first
    /// object of a type given to `define(_:later:)` is pushed, once. An object's type is then
    /// defined before Lua sees the object; nothing reads a type's metatable before that.
    /// `body` may capture what holds the state's types: it is dropped once it ran, or when the
    /// state closes.
    public func deferredDefinition(_ body: @escaping () -> Void) -> LuaDeferredDefinition {
        let definition = LuaDeferredDefinition(body)
        deferredDefinitions.append(definition)
        return definition
    }

    /// Leaves `type` (declared, not defined) to `definition`, which defines it.
    public func define<Object: AnyObject>(_ type: LuaObjectType<Object>, later definition: LuaDeferredDefinition) {
        type.deferred = definition
    }

    /// Declares a type (`declareType`) whose definition waits for its first object: `define`
    /// (which calls `define` for the type it is given) runs then.
    public func declareType<Object: AnyObject>(_ name: String, of objectType: Object.Type,
                                               definedOnFirstUse define: @escaping (LuaObjectType<Object>) -> Void)
        -> LuaObjectType<Object> {
        let type = declareType(name, of: objectType)
        // `type` unowned: the state keeps it, and it holds this definition
        self.define(type, later: deferredDefinition { [unowned type] in define(type) })
        return type
    }

    /// Runs the definition `type` waits for, if any, before one of its objects is pushed.
    @inline(__always)
    func defineIfDeferred<Object: AnyObject>(_ type: LuaObjectType<Object>) {
        if type.deferred != nil { runDeferredDefinition(of: type) }
    }

    @inline(never)
    private func runDeferredDefinition<Object: AnyObject>(of type: LuaObjectType<Object>) {
        // `define` pushes a few values at a time; with no room at all (the stack at Lua's limit)
        // the definition waits for the next object pushed, and this one reads as having no
        // methods until then.
        guard let definition = type.deferred, lua_checkstack(L, 20) != 0 else { return }
        type.deferred = nil
        guard let body = definition.body else { return }   // (ran for another type of it)
        definition.body = nil
        body()
    }

    /// Drops the definitions that never ran (they may hold what holds the state's types).
    func dropDeferredDefinitions() {
        for definition in deferredDefinitions { definition.body = nil }
        deferredDefinitions = []
    }
}
