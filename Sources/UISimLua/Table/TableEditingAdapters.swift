// TableEditingAdapters: what Lua's data source and delegate, and the built-in rows model,
// answer about editing mode and reordering (rules 14.2–14.9).
import LuaKit
import UISim

/// Lua's data source: `canEditRowAt(tv, ip)` (default true), `commit(tv, style, ip)` with
/// style "delete" or "insert", `canMoveRowAt(tv, ip)` and `moveRowAt(tv, from, to)`. A row
/// shows a reorder control only when the table has a `moveRowAt` function and `canMoveRowAt`
/// does not say no (rule 14.3).
extension LuaListDataSource where List == TableView {
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        answering("canEditRowAt") { boolean("canEditRowAt", editingArguments(tableView, [indexPath]), default: true) }
    }

    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard let kit else { return }
        _ = call("commit", [kit.listViewValue(tableView, types, world), .string(editingStyleName(editingStyle)),
                            kit.indexPathValue(indexPath)])
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        answering("canMoveRowAt") {
            function("moveRowAt") != nil
                && boolean("canMoveRowAt", editingArguments(tableView, [indexPath]), default: true)
        }
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _ = call("moveRowAt", editingArguments(tableView, [sourceIndexPath, destinationIndexPath]))
    }

    /// The view then the index paths.
    private func editingArguments(_ tv: TableView, _ paths: [IndexPath]) -> [LuaValue] {
        guard let kit else { return [] }
        return [kit.listViewValue(tv, types, world)] + paths.map(kit.indexPathValue)
    }
}

/// Lua's delegate: `editingStyleForRowAt(tv, ip)` answers "delete" (the default), "insert" or
/// "none"; `shouldIndentWhileEditingRowAt(tv, ip)` a boolean (default true);
/// `targetIndexPathForMoveFromRowAt(tv, from, proposed)` an IndexPath (default the proposal).
extension LuaListDelegate where List == TableView {
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        let name = "editingStyleForRowAt"
        guard let results = answering(name, { call(name, arguments(tableView, indexPath)) }) else { return .delete }
        let v = results.first ?? .nil
        guard let s = v.string, let style = TableViewCell.EditingStyle.allCases.first(where: { editingStyleName($0) == s }) else {
            let got = v.string.map { "\"\($0)\"" } ?? luaTypeName(v)
            problem(name, "\"delete\", \"insert\" or \"none\" expected as result, got \(got)")
            return .delete
        }
        return style
    }

    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        answering("shouldIndentWhileEditingRowAt") {
            boolean("shouldIndentWhileEditingRowAt", arguments(tableView, indexPath), default: true)
        }
    }

    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        let name = "targetIndexPathForMoveFromRowAt"
        guard let kit else { return proposedDestinationIndexPath }
        guard let results = call(name, [kit.listViewValue(tableView, types, world), kit.indexPathValue(sourceIndexPath),
                                        kit.indexPathValue(proposedDestinationIndexPath)]) else {
            return proposedDestinationIndexPath
        }
        let v = results.first ?? .nil
        guard let p = indexPath(v) else {
            wrongResult(name, "IndexPath", v)
            return proposedDestinationIndexPath
        }
        return p
    }
}

/// The built-in rows model edits itself as an app's data source would [SIM] (rules 14.5, 14.6,
/// 14.9): a committed deletion deletes the row, an insertion inserts one at the row's path, and
/// every row can be moved, a move between sections moving one row's count.
extension RowCountsDataSource {
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            rows[indexPath.section] -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            rows[indexPath.section] += 1
            tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            break
        }
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows[sourceIndexPath.section] -= 1
        rows[destinationIndexPath.section] += 1
    }
}
