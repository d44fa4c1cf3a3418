// LuaIdentifier: a Lua value used as a diffable section or item identifier (rules 16.2, 16.23).
import LuaKit
import UISim

/// A section or item identifier as the snapshot holds it (rule 16.2 [SIM]).
///
/// Strings, numbers and booleans are identifiers by value, as Lua's table keys are: an
/// integer-valued float is the integer (`1 == 1.0`), `"1"` and `1` differ. Tables, userdata,
/// functions and threads are identifiers by identity: each gets a token, numbered from 1 in
/// order of first use in the state, so messages never show an address (rule 16.23). `nil`
/// and NaN are refused (`LuaIdentifier.Refusal`).
///
/// An object used as an identifier is kept alive for the life of the Lua state [SIM], so a
/// token never outlives its object and is never reused: a snapshot, a copy of it or a data
/// source may name it at any time, and specs make few of them.
enum LuaIdentifier: Hashable, CustomStringConvertible {
    case integer(Int64)
    case number(Double)
    case string(String)
    case boolean(Bool)
    /// An object by identity: its token and its Lua type name (for messages).
    case object(token: Int64, type: String)

    /// Why a value cannot be an identifier.
    enum Refusal: Error, Equatable {
        /// `nil` (or no value).
        case missing
        /// NaN, which is not equal to itself.
        case nan

        /// The message inside `bad argument #n to 'f' (...)`.
        var message: String {
            switch self {
            case .missing: "identifier expected, got nil"
            case .nan: "NaN cannot be an identifier"
            }
        }
    }

    /// How the identifier prints in UIKit's messages (rule 16.23): strings bare when made of
    /// letters, digits, `_` and `.`, otherwise quoted; numbers and booleans as `tostring`
    /// shows them; objects as `<table 3>`.
    var description: String {
        switch self {
        case .integer(let i): String(i)
        case .number(let d): showNumber(d)
        case .boolean(let b): b ? "true" : "false"
        case .object(let token, let type): "<\(type) \(token)>"
        case .string(let s): UIKitException.identifierText(s)
        }
    }

    // MARK: - Between Lua and Swift

    /// `value` as an identifier, giving an object its token (made on first use).
    /// Never raises: registry tables are read and written raw.
    /// - Parameter lookup: for a call that only looks the identifier up (`indexOfItem`,
    ///   `deleteItems`): an object never used before gets no token (it cannot be in any
    ///   snapshot, and a loop of lookups with fresh tables must not keep them all alive); it
    ///   reads as token 0, which names nothing.
    static func make(_ value: LuaValue, in state: LuaState, lookup: Bool = false) throws(Refusal) -> LuaIdentifier {
        switch value {
        case .nil: throw .missing
        case .boolean(let b): return .boolean(b)
        case .integer(let i): return .integer(i)
        case .number(let d):
            if d.isNaN { throw .nan }
            if let i = Int64(exactly: d) { return .integer(i) }
            return .number(d)
        case .string(let s): return .string(s)
        case .bytes(let b): return .string(String(decoding: b, as: UTF8.self))
        case .reference(let r):
            let tokens = IdentityTokens(state)
            return .object(token: lookup ? tokens.existingToken(for: value) ?? 0 : tokens.token(for: value), type: r.typeName)
        }
    }

    /// Argument `i` as an identifier, or Lua's `bad argument` error for it.
    static func argument(_ args: LuaArguments, _ i: Int32, in state: LuaState, lookup: Bool = false) throws(LuaCallError) -> LuaIdentifier {
        do throws(Refusal) { return try make(args.value(i), in: state, lookup: lookup) } catch { throw .argument(i, error.message) }
    }

    /// The Lua value the identifier stands for: the original string, number, boolean or object.
    func value(in state: LuaState) -> LuaValue {
        switch self {
        case .integer(let i): .integer(i)
        case .number(let d): .number(d)
        case .string(let s): .string(s)
        case .boolean(let b): .boolean(b)
        case .object(let token, _): IdentityTokens(state).object(for: token)
        }
    }
}

/// The state's two maps between objects used as identifiers and their tokens, kept in the
/// registry: `{[object] = token, count = n}` and `{[token] = object}`. Both hold their entries
/// strongly (see `LuaIdentifier`).
private struct IdentityTokens {
    let state: LuaState
    let tokens: LuaValue
    let objects: LuaValue

    init(_ state: LuaState) {
        self.state = state
        tokens = Self.table(state, "ui.identifier.tokens")
        objects = Self.table(state, "ui.identifier.objects")
    }

    private static func table(_ state: LuaState, _ key: String) -> LuaValue {
        let t = state.registryValue(key)
        if case .reference(let r) = t, r.typeName == "table" { return t }
        let made = state.newTable()
        state.setRegistryValue(key, made)
        return made
    }

    /// The token of `object`, nil if it never was an identifier.
    func existingToken(for object: LuaValue) -> Int64? { state.rawGet(tokens, key: object).integer }

    /// The token of `object`, made (next number) on first use.
    func token(for object: LuaValue) -> Int64 {
        if let known = existingToken(for: object) { return known }
        let next = (state.field(tokens, "count").integer ?? 0) + 1
        state.setField(tokens, "count", .integer(next))
        state.setRaw(tokens, key: object, value: .integer(next))
        state.setRaw(objects, key: .integer(next), value: object)
        return next
    }

    /// The object of `token` (nil if none: cannot happen for a token this state made).
    func object(for token: Int64) -> LuaValue { state.rawGet(objects, key: .integer(token)) }
}
