// TableDelegate: `tv.delegate`, a Lua table whose functions (UIKit's method names) answer the
// table view's delegate questions and hear its news.
import LuaKit
import UISim

/// `tv.delegate`'s adapter (ListDataSource.swift): methods are called `t:name(tv, ip)`; a
/// missing function keeps UIKit's default (LuaAdapter has the rules for lookups, errors and
/// results).
typealias LuaTableDelegate = LuaListDelegate<TableView>

extension LuaListDelegate: TableViewDelegate where List == TableView {
    /// An index path or nil (refusing) from a `will…` function; the default on a wrong result.
    private func indexPathResult(_ name: String, _ tv: TableView, _ p: IndexPath) -> IndexPath? {
        guard let results = call(name, arguments(tv, p)) else { return p }
        let v = results.first ?? .nil
        if v == .nil { return nil }
        if let q = indexPath(v) { return q }
        wrongResult(name, "IndexPath or nil", v)
        return p
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        // asked while the table lays out: the ui module is closed meanwhile (LuaAdapter.answering)
        let answer = answering("heightForRowAt") { call("heightForRowAt", arguments(tableView, indexPath)) }
        guard let results = answer else { return tableView.rowHeight }
        let v = results.first ?? .nil
        guard let h = v.number else {
            wrongResult("heightForRowAt", "number", v)
            return tableView.rowHeight
        }
        return h
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        boolean("shouldHighlightRowAt", arguments(tableView, indexPath), default: true)
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        tell("didHighlightRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        tell("didUnhighlightRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPathResult("willSelectRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tell("didSelectRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPathResult("willDeselectRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        tell("didDeselectRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        canPerformPrimaryAction(tableView, indexPath)
    }

    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        performPrimaryAction(tableView, indexPath)
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        tellDisplay("willDisplay", tableView, cell, indexPath)
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        tellDisplay("didEndDisplaying", tableView, cell, indexPath)
    }
}

extension TableView {
    var luaDelegate: LuaAdapter? { delegate as? LuaTableDelegate }

    /// `tv.delegate = t`: Lua's delegate, kept by the built-in model (the view holds it weakly).
    func installDelegate(_ table: LuaValue?, kit: Kit, model: RowCountsDataSource) {
        let adapter = table.map { LuaTableDelegate(kit: kit, table: $0, world: world, types: kit.tableTypes) }
        model.luaDelegate = adapter
        delegate = adapter
    }
}
