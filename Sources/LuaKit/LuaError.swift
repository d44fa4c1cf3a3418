// LuaError: what a protected call or a load can fail with, kept apart from how it is shown.

/// A failure reported by the Lua VM, with the status it came from.
///
/// Each case maps to one `LUA_ERR*` status; the message is Lua's own text and the traceback,
/// when there is one, is kept separate so reporters can decide how much to show.
public enum LuaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `LUA_ERRSYNTAX`: the chunk did not compile.
    case syntax(message: String)
    /// `LUA_ERRRUN`: a runtime error, with the traceback taken where it was raised.
    case runtime(message: String, traceback: String?)
    /// `LUA_ERRMEM`: the state hit its memory limit (no traceback: Lua skips the handler).
    case memory(message: String)
    /// `LUA_ERRERR`: the message handler itself failed.
    case messageHandler(message: String)
    /// The state could not be created or a file could not be read.
    case host(message: String)

    /// The one-line message, without traceback.
    public var message: String {
        switch self {
        case .syntax(let m), .memory(let m), .messageHandler(let m), .host(let m): m
        case .runtime(let m, _): m
        }
    }

    public var description: String {
        if case .runtime(let m, let tb?) = self { return m + "\n" + tb }
        return message
    }
}

/// An error a Swift function exposed to Lua returns instead of raising.
///
/// The C trampoline turns it into a Lua error after the Swift frame has returned, in Lua's own
/// words: `bad argument #1 to 'f' (number expected, got string)`.
public enum LuaCallError: Error, Sendable, Equatable {
    /// `luaL_typeerror`: argument `argument` is not of the `expected` type.
    case type(argument: Int32, expected: String)
    /// `luaL_argerror`: argument `argument` is wrong for the reason given.
    case argument(Int32, String)
    /// `luaL_error`: a message prefixed with the caller's position.
    case message(String)
    /// An error value already built (a string or any Lua value) raised as it is.
    case value(LuaValue)
}
