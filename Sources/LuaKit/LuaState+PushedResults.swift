// LuaState+PushedResults: a method's or getter's object result pushed straight onto the stack.
internal import CLua
internal import CLuaShim

/// Why: a result given back as a `LuaValue` is copied out of Lua and in again. An object (a
/// userdata) becomes a registry reference (a Swift object made, a registry slot taken) only for
/// the call box to push it back and drop the reference at once, and a method's results travel
/// in a `[LuaValue]` array (an allocation per call). Objects are most of what the `ui` module's
/// calls return (`list.tableView`, `nav.topViewController`, `world:ViewController{}`...), so
/// those calls push their object where Lua takes results from, and the call box returns it as
/// it is: no reference, no array.
///
/// How: the call boxes (`callBox`, `callSingleBox`) zero a count before running the Swift
/// function and read it after. `returning`/`returningValue` push the result above the
/// arguments and count it; the function then returns the empty array (which allocates
/// nothing) or `.nil`, and the box returns the counted values instead. The count of the
/// enclosing call is kept and given back, so a Lua function the call runs (which may call Swift
/// again) does not disturb it.
extension LuaState {
    /// `[wrap(object, as: type, identity: identity)]` as a method's results, pushed onto the
    /// stack instead of copied through a reference and an array. Only as the `return` of a
    /// method that LuaKit runs (`define`): outside a call nothing would take the value.
    public func returning<Object: AnyObject>(_ object: @autoclosure () -> Object, as type: LuaObjectType<Object>,
                                             identity: AnyObject) -> [LuaValue] {
        pushResult(object, type, identity)
        return []
    }

    /// `wrap(object, as: type, identity: identity)` as a getter's result, pushed (see
    /// `returning`). Only as the `return` of a getter that LuaKit runs.
    /// - Parameter given: runs with the object given back, new or cached (what a caller did
    ///   with `object(wrap(...), as:)` before); without it the pushed object is not looked up
    ///   again (a getter called from Lua on every read).
    public func returningValue<Object: AnyObject>(_ object: @autoclosure () -> Object, as type: LuaObjectType<Object>,
                                                  identity: AnyObject, given: ((Object) -> Void)? = nil) -> LuaValue {
        guard pushResult(object, type, identity), let given else { return .nil }
        var finalized: Int32 = 0
        if let ptr = clua_toobject(L, -1, type.metatable, &finalized) {
            given(unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(ptr).takeUnretainedValue(), to: Object.self))
        }
        return .nil
    }

    /// `[wrap(object, as: type)]` (a new userdata) as a method's results, pushed (see
    /// `returning`). Only as the `return` of a method that LuaKit runs.
    public func returning<Object: AnyObject>(_ object: Object, as type: LuaObjectType<Object>) -> [LuaValue] {
        pushCounted { pushNewWrapper(object, as: type) }
        return []
    }

    /// `[wrap(value, as: type, interningKey: key)]` as a method's results, pushed (see
    /// `returning`). Only as the `return` of a method that LuaKit runs.
    public func returning<Value: BitwiseCopyable>(_ value: Value, as type: LuaValueType<Value>,
                                                  interningKey key: Int64) -> [LuaValue] {
        pushCounted { pushInterned(value, as: type, key: key) }
        return []
    }

    @discardableResult
    private func pushResult<Object: AnyObject>(_ object: () -> Object, _ type: LuaObjectType<Object>,
                                               _ identity: AnyObject) -> Bool {
        pushCounted { pushWrapper(object, as: type, identity: identity) }
    }

    /// Pushes one result with `push` once the stack has room for it, and counts it.
    /// - Returns: false when there was no room (nothing pushed; see `roomForResult`).
    @discardableResult @inline(__always)
    private func pushCounted(_ push: () -> Void) -> Bool {
        guard roomForResult() else { return false }
        push()
        pushedResults.pointee += 1
        return true
    }

    /// Whether the stack has room for one more result and the slots pushing it takes.
    ///
    /// Why: results accumulate on the stack, and Lua grants a C function only `LUA_MINSTACK`
    /// (20) free slots; pushing past them without `lua_checkstack` writes beyond the stack (a
    /// method pushing 100,000 results crashed). When even `lua_checkstack` refuses (the stack
    /// is at Lua's limit), the results pushed so far are popped and the count marked negative:
    /// the call box raises "too many results" instead of returning.
    private func roomForResult() -> Bool {
        if lua_checkstack(L, 4) != 0 { return true }
        if pushedResults.pointee > 0 { clua_pop(L, pushedResults.pointee) }
        pushedResults.pointee = .min
        return false
    }

    /// Runs a call box's function with a fresh count of pushed results, then gives the
    /// enclosing call's count back. - Returns: what `body` returned and how many values it
    /// pushed as results.
    @inline(__always)
    func countingPushedResults<Result>(
        _ body: () throws(LuaCallError) -> Result
    ) throws(LuaCallError) -> (Result, Int32) {
        let outer = pushedResults.pointee
        pushedResults.pointee = 0
        defer { pushedResults.pointee = outer }
        let result = try body()
        return (result, pushedResults.pointee)
    }
}

extension LuaState {
    /// Calls `function` with `object`'s userdata (the one `wrap(_:as:identity:)` gives) and
    /// then `argument` if given, in protected mode, discarding its results.
    ///
    /// Why: a Lua override that Swift calls (a controller's `viewWillAppear`) got its `self`
    /// through `wrap` and `call`: a registry reference made and dropped, an arguments array,
    /// and results copied out though nobody reads them. The userdata is pushed straight here.
    /// - Throws: the `LuaError` the function raised, with its traceback.
    public func callDiscardingResults<Object: AnyObject>(
        _ function: LuaValue, with object: @autoclosure () -> Object, as type: LuaObjectType<Object>,
        identity: AnyObject, _ argument: LuaValue? = nil
    ) throws(LuaError) {
        let base = lua_gettop(L)
        guard lua_checkstack(L, 6) != 0 else { throw .host(message: "too many arguments (2)") }
        push(function)
        pushWrapper(object, as: type, identity: identity)
        if let argument { push(argument) }
        let status = clua_pcall(L, argument == nil ? 1 : 2, 0)
        try check(status, base: base)
        lua_settop(L, base)
    }
}
