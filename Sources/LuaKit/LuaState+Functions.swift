// LuaState+Functions: Swift closures exposed to Lua through the C trampoline.
internal import CLua
internal import CLuaShim

/// A Swift function Lua can call. It reports bad input by throwing, never by raising.
public typealias LuaFunction = (LuaArguments) throws(LuaCallError) -> [LuaValue]

/// The boxed closure behind one Lua function value; retained by Lua until `__gc`.
final class FunctionBox {
    let fn: LuaFunction
    /// Unmanaged, used through `_withUnsafeGuaranteedRef`: an `unowned(unsafe)` state was
    /// retained and released around each method called on it (each push of a result).
    let state: Unmanaged<LuaState>
    init(_ fn: @escaping LuaFunction, state: LuaState) {
        self.fn = fn
        self.state = .passUnretained(state)
    }
}

/// The C entry of every boxed closure: runs it and turns a thrown error into a return code.
/// Nothing below this frame raises; the trampoline raises after it returns.
private let callBox: clua_Callback = { L, ctx in
    guard let L, let ctx else { return CLUA_RAISE }
    return Unmanaged<FunctionBox>.fromOpaque(ctx)._withUnsafeGuaranteedRef { box in
        box.state._withUnsafeGuaranteedRef { state in   // alive: Lua is calling into it (no retain)
            let caller = state.L
            state.L = L                         // the calling thread (a coroutine, perhaps)
            defer { state.L = caller }
            let args = LuaArguments(state: state)
            let results: [LuaValue], pushed: Int32
            do throws(LuaCallError) {
                (results, pushed) = try state.countingPushedResults { () throws(LuaCallError) in try box.fn(args) }
            } catch {
                return pushError(error, L: L, state: state)
            }
            if pushed < 0 { return tooManyResults(state) }  // no room left (`roomForResult`)
            // Pushed results (LuaState+PushedResults) are on top already; any in the array
            // follow them.
            if results.isEmpty { return pushed }
            guard lua_checkstack(L, Int32(clamping: results.count)) != 0 else {
                state.pushString("too many results (\(results.count))")
                return CLUA_ERRMSG
            }
            for r in results { state.push(r) }
            return pushed + Int32(results.count)
        }
    }
}

/// The boxed closure behind an `__index` function: one result, returned without an array
/// (a getter read is the most common call from Lua; the array was an allocation per read).
final class SingleResultBox {
    let fn: (LuaArguments) throws(LuaCallError) -> LuaValue
    /// As `FunctionBox.state`.
    let state: Unmanaged<LuaState>
    init(_ fn: @escaping (LuaArguments) throws(LuaCallError) -> LuaValue, state: LuaState) {
        self.fn = fn
        self.state = .passUnretained(state)
    }
}

/// `callBox` for a `SingleResultBox`: the same contract, one result.
private let callSingleBox: clua_Callback = { L, ctx in
    guard let L, let ctx else { return CLUA_RAISE }
    return Unmanaged<SingleResultBox>.fromOpaque(ctx)._withUnsafeGuaranteedRef { box in
        box.state._withUnsafeGuaranteedRef { state in   // alive: Lua is calling into it (no retain)
            let caller = state.L
            state.L = L                         // the calling thread (a coroutine, perhaps)
            defer { state.L = caller }
            let result: LuaValue, pushed: Int32
            do throws(LuaCallError) {
                (result, pushed) = try state.countingPushedResults { () throws(LuaCallError) in
                    try box.fn(LuaArguments(state: state))
                }
            } catch {
                return pushError(error, L: L, state: state)
            }
            if pushed < 0 { return tooManyResults(state) }  // no room left (`roomForResult`)
            if pushed > 0 { return pushed }          // pushed by `returningValue`
            guard lua_checkstack(L, 1) != 0 else {
                state.pushString("too many results (1)")
                return CLUA_ERRMSG
            }
            state.push(result)
            return 1
        }
    }
}

private let releaseSingleBox: clua_Release = { ctx in
    guard let ctx else { return }
    let box = Unmanaged<SingleResultBox>.fromOpaque(ctx).takeRetainedValue()
    box.state._withUnsafeGuaranteedRef { $0.liveCallbacks -= 1 }
}

/// The error of a call whose pushed results found no room on the stack (they were popped).
private func tooManyResults(_ state: LuaState) -> Int32 {
    state.pushString("too many results")
    return CLUA_ERRMSG
}

/// Pushes what the trampoline needs to raise `error` and returns its code.
private func pushError(_ error: LuaCallError, L: OpaquePointer, state: LuaState) -> Int32 {
    switch error {
    case .type(let arg, let expected):
        lua_pushinteger(L, lua_Integer(arg))
        state.pushString(expected)
        return CLUA_TYPEERROR
    case .argument(let arg, let message):
        lua_pushinteger(L, lua_Integer(arg))
        state.pushString(message)
        return CLUA_ARGERROR
    case .message(let m):
        state.pushString(m)
        return CLUA_ERRMSG
    case .value(let v):
        state.push(v)
        return CLUA_RAISE
    }
}

private let releaseBox: clua_Release = { ctx in
    guard let ctx else { return }
    let box = Unmanaged<FunctionBox>.fromOpaque(ctx).takeRetainedValue()
    box.state._withUnsafeGuaranteedRef { $0.liveCallbacks -= 1 }
}

extension LuaState {
    /// Wraps a Swift closure as a Lua function value.
    ///
    /// The closure is retained by Lua and released by `__gc` (at the latest in `lua_close`). It
    /// must not capture this state strongly, or the state can never be freed.
    public func function(_ fn: @escaping LuaFunction) -> LuaValue {
        let box = Unmanaged.passRetained(FunctionBox(fn, state: self)).toOpaque()
        liveCallbacks += 1
        clua_pushclosure(L, callBox, box, releaseBox)
        return popValue()
    }

    /// `function(_:)` for the `__index` of an exposed type: reading a name found in `methods` (a
    /// table) on a live object of the type (whose metatable is `metatable`) gives that entry without
    /// calling `fn`; every other read calls `fn`, with the errors it would give anyway.
    func indexFunction(_ fn: @escaping (LuaArguments) throws(LuaCallError) -> LuaValue, methods: LuaValue,
                       metatable: UnsafeRawPointer?) -> LuaValue {
        let box = Unmanaged.passRetained(SingleResultBox(fn, state: self)).toOpaque()
        liveCallbacks += 1
        push(methods)
        clua_pushindexclosure(L, callSingleBox, box, releaseSingleBox, metatable)
        return popValue()
    }

    /// `function(_:)` for a closure with exactly one result, pushed without an array.
    func singleResultFunction(_ fn: @escaping (LuaArguments) throws(LuaCallError) -> LuaValue) -> LuaValue {
        let box = Unmanaged.passRetained(SingleResultBox(fn, state: self)).toOpaque()
        liveCallbacks += 1
        clua_pushclosure(L, callSingleBox, box, releaseSingleBox)
        return popValue()
    }

    /// A C function (`lua_CFunction`) as a Lua value: a helper of another C target that must
    /// run with no Swift frame under it. It follows Lua's rules for C functions (it may raise),
    /// not this module's: nothing of Swift runs when Lua calls it.
    public func cFunction(_ f: @convention(c) (OpaquePointer?) -> Int32) -> LuaValue {
        clua_pushcfunction(L, f)                // a light C function: no allocation, never raises
        return popValue()
    }

    /// Sets global `name` to a Swift function.
    public func register(_ name: String, _ fn: @escaping LuaFunction) {
        setGlobal(name, function(fn))
    }

    /// The number of Swift closures Lua still holds (for lifetime tests).
    public var liveFunctionCount: Int { liveCallbacks }
}
