// LuaCallGuard: what runs around the methods, getters and setters of an exposed type.

/// Runs around each method, getter and setter call of a type defined with it (`define`'s
/// `methodGuard` and `fieldGuard`): it may refuse the call, and may raise an error of its own
/// once the call has returned.
///
/// Called from the closure LuaKit already runs for each call, so a guard adds no closure
/// layer between Lua and the method: wrapping each method in a guarding closure cost a call
/// through reabstraction thunks (about 0.04 us) on every call from Lua.
public protocol LuaCallGuard: AnyObject {
    /// Before the method, getter or setter `name` runs (`assigning` for a setter). Throws to
    /// refuse it; otherwise returns what `leave` must be given.
    func enter(_ name: String, assigning: Bool) throws(LuaCallError) -> LuaError?
    /// After the call has returned or thrown, with what `enter` returned. What it throws
    /// replaces the call's outcome; when it returns, the call's own error (if any) is thrown.
    func leave(_ token: LuaError?) throws(LuaCallError)
}

/// Runs `body` between `g.enter` and `g.leave` (or just `body` without a guard).
@inline(__always)
func guardedCall<Result>(_ g: LuaCallGuard?, _ name: String, assigning: Bool,
                         _ body: () throws(LuaCallError) -> Result) throws(LuaCallError) -> Result {
    guard let g else { return try body() }
    let token = try g.enter(name, assigning: assigning)
    let result: Result
    do throws(LuaCallError) { result = try body() } catch {
        try g.leave(token)
        throw error
    }
    try g.leave(token)
    return result
}
