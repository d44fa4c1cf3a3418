// DiffableArguments: the arguments of the diffable calls, checked in Lua's words: identifier
// arrays, single identifiers and the `{ beforeItem = }` / `{ afterItem = }` option tables.
import LuaKit
import UISim

/// Reading the diffable calls' arguments. Never raises: every read is raw (`plainArrayEntries`,
/// `rawKeys`, `rawField`); errors come back as `LuaCallError` for the trampoline to raise.
struct DiffableArguments {
    let state: LuaState
    let args: LuaArguments

    /// Argument `i`: an identifier (`bad argument #1 to 'indexOfItem' (identifier expected, got nil)`);
    /// `lookup`: see `LuaIdentifier.make`.
    func identifier(_ i: Int32, lookup: Bool = false) throws(LuaCallError) -> LuaIdentifier {
        try LuaIdentifier.argument(args, i, in: state, lookup: lookup)
    }

    /// Argument `i`: an identifier, or nil when absent or nil (`appendItems`'s section).
    func optionalIdentifier(_ i: Int32) throws(LuaCallError) -> LuaIdentifier? {
        args.isNil(i) ? nil : try identifier(i)
    }

    /// Argument `i`: an array of identifiers, `{ "a", "b" }`, without holes, without other keys
    /// and without a metatable (`... (entry 2: identifier expected, got nil)`).
    func identifiers(_ i: Int32, lookup: Bool = false) throws(LuaCallError) -> [LuaIdentifier] {
        let table = try args.table(i)
        guard let entries = state.plainArrayEntries(table) else {
            throw .argument(i, "plain array of identifiers expected, got a table with a metatable")
        }
        let count = Int64(entries.count)
        for key in args.rawKeys(i) {
            guard let k = key.integer, case .integer = key, k >= 1 else {
                throw .argument(i, "array of identifiers expected, got key \(Self.shown(key))")
            }
            if k > count { throw .argument(i, "entry \(count + 1): identifier expected, got nil") }
        }
        var result: [LuaIdentifier] = []
        result.reserveCapacity(entries.count)
        for (n, v) in entries.enumerated() {
            do throws(LuaIdentifier.Refusal) {
                result.append(try LuaIdentifier.make(v, in: state, lookup: lookup))
            } catch {
                throw .argument(i, "entry \(n + 1): \(error.message)")
            }
        }
        return result
    }

    /// Argument `i`: a table with exactly one of `before` or `after` (`{ beforeItem = "a" }`),
    /// strict (an unknown key is an error with a did-you-mean, `OptionsTable`).
    func destination(_ i: Int32, for function: String, before: String, after: String)
        throws(LuaCallError) -> (LuaIdentifier, DiffableSnapshot<LuaIdentifier, LuaIdentifier>.Placement) {
        let exactlyOne = LuaCallError.argument(i, "exactly one of '\(before)' or '\(after)' expected")
        guard !args.isNil(i) else { throw exactlyOne }
        let options = try OptionsTable(state, args, i, for: function, keys: [before, after])
        let b = options.value(before), a = options.value(after)
        guard (b == .nil) != (a == .nil) else { throw exactlyOne }
        let key = b == .nil ? after : before
        do throws(LuaIdentifier.Refusal) {
            // a lookup: an unknown destination raises UIKit's NSNotFound text, which names nothing
            return (try LuaIdentifier.make(b == .nil ? a : b, in: state, lookup: true), b == .nil ? .after : .before)
        } catch {
            throw .argument(i, "field '\(key)': \(error.message)")
        }
    }

    /// A key as an error shows it: strings quoted, others as `tostring` would.
    private static func shown(_ key: LuaValue) -> String {
        if let s = key.string { return "'\(s)'" }
        return LuaState.fieldName(key)
    }
}

/// Runs a snapshot edit, raising UIKit's reason as the Lua error (rules 16.20-16.22), as
/// `uikitCall` does for batch updates.
func diffableCall<T>(_ body: () throws(UIKitException) -> T) throws(LuaCallError) -> T {
    do throws(UIKitException) { return try body() } catch { throw .value(.string(error.reason)) }
}
