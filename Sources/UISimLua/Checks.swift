// Checks: argument and field checks in Lua's words, shared by the `ui` bindings.
import LuaKit

/// Lua's type name of a value, as `type(v)` shows it.
func luaTypeName(_ v: LuaValue) -> String {
    switch v {
    case .nil: "nil"
    case .boolean: "boolean"
    case .integer, .number: "number"
    case .string, .bytes: "string"
    case .reference(let r): r.typeName
    }
}

/// A number shown as Lua's `%.14g` would for the usual cases (integers without `.0`).
func showNumber(_ d: Double) -> String {
    if let i = Int64(exactly: d) { return String(i) }
    return String(d)
}

/// Reads the fields of an options table passed as argument `arg` (`ui.World{ ios = 17 }`),
/// which takes only the keys it declares.
///
/// Strict by construction: the initializer takes the known keys and rejects the table if it has
/// any other key (`unknown option 'iOS' for ui.World (did you mean 'ios'?)`) or a key that is
/// not a string, before anything is read; reading a key that was not declared is a programming
/// error caught by an assertion in debug builds. Valid only during the call whose arguments it
/// reads: fields are read raw from the argument's stack slot (no registry reference).
struct OptionsTable {
    let state: LuaState
    let args: LuaArguments
    /// Whether a table was given (absent or nil means all defaults).
    let given: Bool
    let arg: Int32
    /// What the table configures, as messages name it (`ui.World`, `world:View`).
    let owner: String
    /// The keys the table may have: an array, not a set, because each call site passes a
    /// literal of at most eight keys. A `Set` literal hashed every key on every call
    /// (`ui.World{}`, `world:TableViewController{...}`); a constant array literal is a static
    /// object, and a linear search of a few short strings costs less than one hash.
    let keys: [String]

    /// Argument `arg` as an options table of `owner` taking only `keys`; absent or nil means
    /// all defaults.
    /// - Throws: a type error when the argument is not a table, or an unknown-option error.
    init(_ state: LuaState, _ args: LuaArguments, _ arg: Int32, for owner: String,
         keys: [String]) throws(LuaCallError) {
        self.state = state
        self.args = args
        self.arg = arg
        self.owner = owner
        self.keys = keys
        if args.isNil(arg) {
            given = false
            return
        }
        guard args.typeName(arg) == "table" else { throw .type(argument: arg, expected: "table") }
        given = true
        try checkKeys()
    }

    /// Rejects the first key (in a fixed order) that is not one of `keys`.
    private func checkKeys() throws(LuaCallError) {
        if args.rawKeysAreStrings(arg, among: keys) { return }     // the common case, cheaply
        var unknown: [String] = [], notStrings: [String] = []
        for k in args.rawKeys(arg) {
            if let s = k.string {
                if !keys.contains(s) { unknown.append(s) }
            } else {
                notStrings.append(LuaState.fieldName(k))
            }
        }
        if let k = notStrings.min() { throw .binding(.optionKeyNotString(shown: k, for: owner, argument: arg)) }
        if let k = unknown.min() { throw .binding(.unknownOption(k, for: owner, argument: arg, known: keys)) }
    }

    private func raw(_ key: String) -> LuaValue {
        assert(keys.contains(key), "option '\(key)' of \(owner) read but not declared")
        return given ? args.rawField(arg, key) : .nil
    }

    /// Field `key`: a number, or `d` when nil.
    func number(_ key: String, default d: Double) throws(LuaCallError) -> Double {
        let v = raw(key)
        if v == .nil { return d }
        guard let n = v.number else { throw typeError(key, "number", v) }
        return n
    }

    /// Field `key`: a number with an integer value, or `d` when nil.
    func integer(_ key: String, default d: Int64) throws(LuaCallError) -> Int64 {
        let v = raw(key)
        if v == .nil { return d }
        guard v.number != nil else { throw typeError(key, "number", v) }
        guard let i = v.integer else { throw outOfRange(key, "number has no integer representation") }
        return i
    }

    /// Field `key`: a boolean, or `d` when nil.
    func boolean(_ key: String, default d: Bool) throws(LuaCallError) -> Bool {
        let v = raw(key)
        if v == .nil { return d }
        guard case .boolean(let b) = v else { throw typeError(key, "boolean", v) }
        return b
    }

    /// Field `key` as it is (nil when absent or no table was given).
    func value(_ key: String) -> LuaValue { raw(key) }

    /// A field's error for a value of the wrong type.
    func typeError(_ key: String, _ expected: String, _ got: LuaValue) -> LuaCallError {
        .binding(.optionType(key, expected: expected, got: luaTypeName(got), argument: arg))
    }

    /// Field `key`: a string, or nil when absent.
    func string(_ key: String) throws(LuaCallError) -> String? {
        let v = raw(key)
        if v == .nil { return nil }
        guard let s = v.string else { throw typeError(key, "string", v) }
        return s
    }

    /// A field's error for a value out of range.
    func outOfRange(_ key: String, _ message: String) -> LuaCallError {
        .binding(.optionValue(key, problem: message, argument: arg))
    }
}

extension LuaArguments {
    /// Rejects a string key of the table at argument `i` that is not one of `names` but near
    /// one (`layoutSubview` for `layoutSubviews`): a table that may also hold its own helpers
    /// (a cell class) cannot be strict, but a near miss is a misspelt name UISim would never call.
    func rejectNearMisses(_ i: Int32, of names: [String], in owner: String) throws(LuaCallError) {
        if let key = nearMiss(i, of: names) { throw .binding(.nearMiss(key, in: owner, argument: i, known: names)) }
    }

    /// The same for a table assigned to `field` (argument 3 of `__newindex`): a delegate or data
    /// source may hold state and helpers of its own, but not a misspelt name of UIKit's.
    func rejectNearMisses(ofField field: String, names: [String]) throws(LuaCallError) {
        if let key = nearMiss(3, of: names) { throw .binding(.fieldNearMiss(field, key: key, known: names)) }
    }

    /// The first (in sorting order) string key of the table at `i` that is not one of `names` but near one.
    private func nearMiss(_ i: Int32, of names: [String]) -> String? {
        rawKeys(i).compactMap(\.string)
            .filter { !names.contains($0) && NameSuggestion.nearest(to: $0, among: names) != nil }
            .min()
    }

    /// An override's new value (argument 3 of `__newindex`, `vc.viewWillAppear = f`,
    /// `cell.layoutSubviews = f`): the function, or nil to remove the object's own override.
    func overrideFunction(named name: String) throws(LuaCallError) -> LuaValue? {
        if isNil(3) { return nil }
        guard typeName(3) == "function" else { throw .binding(.fieldType(name, expected: "function", got: typeName(3))) }
        return value(3)
    }

    /// Argument `i`: a finite number that is not negative.
    func nonNegativeNumber(_ i: Int32) throws(LuaCallError) -> Double {
        let d = try number(i)
        guard d.isFinite, d >= 0 else {
            throw .argument(i, "non-negative number expected, got \(showNumber(d))")
        }
        return d
    }

    /// Argument `i`: a finite number.
    func finiteNumber(_ i: Int32) throws(LuaCallError) -> Double {
        let d = try number(i)
        guard d.isFinite else { throw .argument(i, "finite number expected, got \(showNumber(d))") }
        return d
    }
}
