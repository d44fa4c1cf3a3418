// StrictModule: the `ui` table answers a misspelt name with an error and a hint, not with nil.
import LuaKit

/// Gives `table` (a module) a metatable whose `__index` raises for any name it does not have:
/// `attempt to read unknown field 'Wrold' of ui (did you mean 'World'?)`. A missing name
/// otherwise reads as nil, and the test dies later with "attempt to call a nil value".
///
/// The hint is taken from the table's keys at the time of the read (read raw), so names added
/// to the module later are suggested too. Writing new fields stays allowed, as in any table.
/// - Returns: `table`.
func strictModule(_ state: LuaState, _ table: LuaValue, name: String) -> LuaValue {
    let meta = state.newTable()
    state.setField(meta, "__index", state.function { args throws(LuaCallError) in
        let known = args.rawKeys(1).compactMap(\.string)
        throw .binding(.unknownField(LuaState.fieldName(args.value(2)), of: name, access: .read, known: known))
    })
    state.setMetatable(table, meta)
    return table
}
