// StrictModule: the `ui` table answers a misspelt name with an error and a hint, not with nil.
import LuaKit

/// Names a module adds on their first read, by the function that adds them (it sets them in
/// the module table, raw, but not over a value a script assigned first). Why: `ui.explore` and
/// its siblings are 40 KB of Lua compiled and run when they are installed, about 2 ms of every
/// spec file that reads `ui`, and most never read them.
struct LazyFields {
    /// The names, and what each is (`__members`, for the REPL's completion).
    let names: [String: String]
    /// Adds every one of `names` to the module table.
    let install: (LuaValue) throws(LuaCallError) -> Void
}

/// Gives `table` (a module) a metatable whose `__index` raises for any name it does not have:
/// `attempt to read unknown field 'Wrold' of ui (did you mean 'World'?)`. A missing name
/// otherwise reads as nil, and the test dies later with "attempt to call a nil value".
/// A name of `lazy` is added on its first read (with its siblings) and read then.
///
/// The hint is taken from the table's keys at the time of the read (read raw), so names added
/// to the module later are suggested too, and from the lazy names not added yet. Writing new
/// fields stays allowed, as in any table. `pairs` meets a lazy name once it is added; the
/// metatable's `__members` lists them for the REPL before.
/// - Returns: `table`.
func strictModule(_ state: LuaState, _ table: LuaValue, name: String, lazy: LazyFields? = nil) -> LuaValue {
    let meta = state.newTable()
    var pending = lazy
    // The module by its address, not a reference: a reference from its own metatable's function
    // would keep it alive for as long as the state (a module `require`d again was never freed).
    // A script may call this function with another table: only the module gets the names.
    let module = state.identity(of: table)
    state.setField(meta, "__index", state.function { args throws(LuaCallError) in
        let key = LuaState.fieldName(args.value(2))
        if let fields = pending, fields.names[key] != nil, case .string = args.value(2),
           args.identity(1) == module {
            try fields.install(args.value(1))   // (on an error the names stay lazy, and are hinted)
            pending = nil
            return [args.rawField(1, key)]
        }
        let known = args.rawKeys(1).compactMap(\.string) + (pending.map { Array($0.names.keys) } ?? [])
        throw .binding(.unknownField(key, of: name, access: .read, known: known))
    })
    if let lazy {
        let members = state.newTable()
        for (field, kind) in lazy.names { state.setField(members, field, .string(kind)) }
        state.setField(meta, "__members", members)
    }
    state.setMetatable(table, meta)
    return table
}
