// LuaState+Limits: running a function under a deadline and the memory cap, with a typed outcome.
internal import CLua
internal import CLuaShim

/// How a limited call ended when it did not return normally. LuaKit names what happened; the
/// caller (LuaSpec's runner) decides what it means and how to say it.
public struct LuaLimitFailure: Equatable {
    /// What stopped the call.
    public enum Kind: String, Equatable, Sendable {
        /// The function raised an error (any value).
        case error
        /// The deadline passed (also when the script caught the timeout and returned).
        case timeout
        /// The state reached its memory cap (also when only a `__gc` finalizer did: Lua
        /// itself only warns of an error there; `position` is then `"__gc"`).
        case memory
    }

    public var kind: Kind
    /// What was raised; nil when a caught timeout let the function return.
    public var object: LuaValue
    /// The traceback at the error point ("stack traceback:\n..."), or "" when there is none.
    public var traceback: String
    /// For a timeout, where the deadline stopped the code (`"chunk:3: "`); for an error, the
    /// function running when it was raised ("" for a C function such as `error`); for a
    /// memory outcome, `"__gc"` when a finalizer reached the cap, else "".
    public var position: String
}

/// What a limited call gave back.
public enum LuaLimitedResult: Equatable {
    case returned([LuaValue])
    case failed(LuaLimitFailure)
}

extension LuaState {
    /// Opens the limits library and returns it as a table, `{call, now, memory, line}`, without
    /// making it a global: the caller hands it to the code it trusts (the runner). Also makes
    /// `coroutine.resume` and `coroutine.wrap` carry the deadline into the coroutine they run.
    ///
    /// `call(seconds, fn, ...)` returns `true, results...` or `false, kind, object, traceback,
    /// position` with the meanings of `LuaLimitFailure`; `now()` is a monotonic clock in
    /// seconds; `memory()` the bytes the state holds; `line(level)` the current line of the function
    /// `level` frames up, as `debug.getinfo(level, 'l').currentline` but without building a table.
    public func openLimits() throws(LuaError) -> LuaValue {
        try check(clua_openlimits(L))
        return popValue()
    }

    /// Calls `function` with `arguments` under a deadline of `seconds` (0 for none) and the
    /// state's memory cap (`init(memoryLimit:)`).
    /// - Throws: only when the call could not be made at all (too many arguments).
    public func callLimited(_ function: LuaValue, _ arguments: [LuaValue], seconds: Double) throws(LuaError)
        -> LuaLimitedResult
    {
        clua_pushlimitedcall(L)
        let results = try call(popValue(), [.number(seconds), function] + arguments)
        guard results.first == .boolean(false), results.count == 5,
              let kind = results[1].string.flatMap(LuaLimitFailure.Kind.init(rawValue:)) else {
            return .returned(Array(results.dropFirst()))
        }
        return .failed(LuaLimitFailure(kind: kind, object: results[2], traceback: results[3].string ?? "",
                                       position: results[4].string ?? ""))
    }

    /// What stops the code running on this state's main thread with an `interrupted!` error at
    /// its next instruction, as `lua`'s REPL does on Ctrl-C: a C function and its argument, both
    /// safe to call from a signal handler (which the caller installs: a handler is process-wide,
    /// a state is not). The hook does not reach code running in a coroutine.
    public var interrupt: LuaInterrupt {
        LuaInterrupt(function: clua_interrupt, context: UnsafeMutableRawPointer(L))
    }

    /// Disarms an interrupt that came as the code returned, so it cannot stop the next call.
    public func clearInterrupt() {
        clua_clear_interrupt(L)
    }
}

/// A C callback and its context that interrupt a state's running code (`LuaState.interrupt`).
public struct LuaInterrupt {
    public let function: @convention(c) (UnsafeMutableRawPointer?) -> Void
    public let context: UnsafeMutableRawPointer
}
