// LuaCallGuard: what runs around the methods, getters and setters of an exposed type.

/// Runs around each method, getter and setter call of a type defined with it (`define`'s
/// `methodGuard` and `fieldGuard`): it may refuse the call, and may raise an error of its own
/// once the call has returned.
///
/// Called from the closure LuaKit already runs for each call, so a guard adds no closure
/// layer between Lua and the method: wrapping each method in a guarding closure cost a call
/// through reabstraction thunks (about 0.04 us) on every call from Lua.
///
/// A class, not a protocol: LuaKit reads `busy` (a stored flag, a plain load) before and after
/// each call and calls `enter` and `leave` only when it is set, so a guard with nothing to do
/// (the usual case) costs two loads instead of two dynamically dispatched calls, their thunks
/// and the optional error passed between them.
open class LuaCallGuard {
    /// Set by the guard while it has anything to do around a call: `enter` and `leave` run only
    /// when it is set before the call; `leave(nil)` runs when it is set after a call that began
    /// with it clear. With it clear, `enter` must be about to return nil and `leave(nil)` about
    /// to do nothing. Kept outside the object so that reading it is a plain load.
    public final let busy: UnsafeMutablePointer<Bool>

    public init() {
        busy = .allocate(capacity: 1)
        busy.initialize(to: false)
    }

    deinit { busy.deallocate() }

    /// Before the method, getter or setter `name` runs (`assigning` for a setter). Throws to
    /// refuse it; otherwise returns what `leave` must be given.
    open func enter(_ name: String, assigning: Bool) throws(LuaCallError) -> LuaError? { nil }
    /// After the call has returned or thrown, with what `enter` returned. What it throws
    /// replaces the call's outcome; when it returns, the call's own error (if any) is thrown.
    open func leave(_ token: LuaError?) throws(LuaCallError) {}
}

/// Runs `body` between `g.enter` and `g.leave` (or just `body` without a guard, or while the
/// guard is not busy).
@inline(__always)
func guardedCall<Result>(_ g: LuaCallGuard?, _ name: String, assigning: Bool,
                         _ body: () throws(LuaCallError) -> Result) throws(LuaCallError) -> Result {
    guard let g else { return try body() }
    if !g.busy.pointee {
        let result: Result
        do throws(LuaCallError) { result = try body() } catch {
            if g.busy.pointee { try g.leave(nil) }
            throw error
        }
        if g.busy.pointee { try g.leave(nil) }
        return result
    }
    let token = try g.enter(name, assigning: assigning)
    let result: Result
    do throws(LuaCallError) { result = try body() } catch {
        try g.leave(token)
        throw error
    }
    try g.leave(token)
    return result
}
