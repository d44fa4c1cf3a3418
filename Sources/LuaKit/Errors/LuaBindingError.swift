// LuaBindingError: the misuses of a binding (unknown or read-only field, bad option) and the one
// place their text is written.

/// A misuse of a type or function exposed to Lua, kept as data until it is raised.
///
/// Every Lua-facing binding error is built here, so the texts cannot drift apart: `callError`
/// is the only renderer. Argument errors are framed by Lua itself (`luaL_argerror` in the
/// trampoline: `bad argument #1 to 'World' (...)`); field errors get the caller's position, as
/// `luaL_error` gives it. Names that are probably misspelt end with a hint from
/// `NameSuggestion`: `(did you mean 'ios'?)`.
public enum LuaBindingError: Error, Equatable, Sendable {
    /// Whether a field was read or assigned.
    public enum Access: Sendable { case read, assign }

    /// `obj.key` or `obj.key = v` names no field of `typeName`; `known` are its fields and methods.
    case unknownField(String, of: String, access: Access, known: [String])
    /// `obj.key = v` names a field of `typeName` that can only be read.
    case readOnlyField(String, of: String)
    /// `obj.key = v` with a value of the wrong type (`got` is Lua's type name).
    case fieldType(String, expected: String, got: String)
    /// `obj.key = v` with a value of the right type that is not allowed (`problem` says why).
    case fieldValue(String, problem: String)
    /// A method that cannot be called on this object now (`on` says which object and why:
    /// `a swipe that has ended`).
    case callRefused(String, on: String)
    /// A method or field that cannot be used at this moment (`inside` names the moment:
    /// `a callback of this world's advance or settle (its clock is already moving)`).
    case useRefused(String, inside: String)
    /// An options table (argument `argument` of `function`) has a key `owner` does not take.
    case unknownOption(String, for: String, argument: Int32, known: [String])
    /// A table of functions that may hold its own helpers (a cell class) has a key near one of
    /// the names the binding calls (`known`) but not equal to it: taken for a misspelling.
    case nearMiss(String, in: String, argument: Int32, known: [String])
    /// A table assigned to a field (a delegate) holds a key near a name that is called but is
    /// not it: `bad value for field 'delegate' ('didSelectRowAtt' is never called (did you mean …))`.
    case fieldNearMiss(String, key: String, known: [String])
    /// An options table has a key that is not a string (`shown` as `tostring` shows it).
    case optionKeyNotString(shown: String, for: String, argument: Int32)
    /// An option has a value of the wrong type (`got` is Lua's type name).
    case optionType(String, expected: String, got: String, argument: Int32)
    /// An option has a value of the right type that is not allowed (`problem` says why).
    case optionValue(String, problem: String, argument: Int32)

    /// The error to raise, in Lua's words (the only place these texts are written).
    public var callError: LuaCallError {
        switch self {
        case .unknownField(let key, let typeName, let access, let known):
            let verb = access == .read ? "read" : "assign to"
            return .message("attempt to \(verb) unknown field '\(key)' of \(typeName)" + Self.hint(key, known))
        case .readOnlyField(let key, let typeName):
            return .message("attempt to assign to read-only field '\(key)' of \(typeName)")
        case .fieldType(let key, let expected, let got):
            return .message("bad value for field '\(key)' (\(expected) expected, got \(got))")
        case .fieldValue(let key, let problem):
            return .message("bad value for field '\(key)' (\(problem))")
        case .callRefused(let name, let on):
            return .message("attempt to call '\(name)' on \(on)")
        case .useRefused(let name, let inside):
            return .message("attempt to use '\(name)' inside \(inside)")
        case .unknownOption(let key, let owner, let argument, let known):
            let hint = Self.hint(key, known)
            return .argument(argument, "unknown option '\(key)' for \(owner)"
                + (hint.isEmpty ? " (known options: \(known.sorted().joined(separator: ", ")))" : hint))
        case .nearMiss(let key, let owner, let argument, let known):
            return .argument(argument, "'\(key)' in \(owner) is never called" + Self.hint(key, known))
        case .fieldNearMiss(let field, let key, let known):
            return .message("bad value for field '\(field)' ('\(key)' is never called" + Self.hint(key, known) + ")")
        case .optionKeyNotString(let shown, let owner, let argument):
            return .argument(argument, "unknown option [\(shown)] for \(owner) (option names are strings)")
        case .optionType(let key, let expected, let got, let argument):
            return .argument(argument, "field '\(key)': \(expected) expected, got \(got)")
        case .optionValue(let key, let problem, let argument):
            return .argument(argument, "field '\(key)': \(problem)")
        }
    }

    /// What is wrong with a plain table of a known shape (`{x=, y=, width=, height=}`) that has
    /// a key the shape does not: `unknown key 'widht' (did you mean 'width'?)`, or the keys it takes.
    public static func unknownKeyProblem(_ key: String, known: [String]) -> String {
        let hint = Self.hint(key, known)
        return "unknown key '\(key)'" + (hint.isEmpty ? " (known keys: \(known.joined(separator: ", ")))" : hint)
    }

    /// ` (did you mean 'name'?)` for the known name nearest to `key`, or nothing.
    private static func hint(_ key: String, _ known: [String]) -> String {
        NameSuggestion.nearest(to: key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
    }
}

extension LuaCallError {
    /// A binding misuse, rendered by `LuaBindingError.callError`.
    public static func binding(_ error: LuaBindingError) -> LuaCallError { error.callError }
}
