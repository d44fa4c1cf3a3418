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

    /// A height from `name`, asked while the table lays out (the ui module is closed meanwhile,
    /// LuaAdapter.answering); `fallback` (the table's property, UIKit's default) without the
    /// function or on a result that is not a finite number.
    private func height(_ name: String, _ arguments: @autoclosure () -> [LuaValue], default fallback: Double) -> Double {
        guard let results = answering(name, { call(name, arguments()) }) else { return fallback }
        let v = results.first ?? .nil
        guard let h = v.number else {
            wrongResult(name, "number", v)
            return fallback
        }
        // NaN or infinity would poison every rectangle below the row or section
        guard h.isFinite else {
            problem(name, "finite number expected as result, got \(showNumber(h))")
            return fallback
        }
        return h
    }

    /// The view and a section number, the arguments of the section height functions.
    private func sectionArguments(_ tv: TableView, _ section: Int) -> [LuaValue] {
        guard let kit else { return [] }
        return [kit.listViewValue(tv, types, world), .integer(Int64(section))]
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        height("heightForRowAt", arguments(tableView, indexPath), default: tableView.rowHeight)
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        height("estimatedHeightForRowAt", arguments(tableView, indexPath), default: tableView.estimatedRowHeight)
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        height("heightForHeaderInSection", sectionArguments(tableView, section), default: tableView.sectionHeaderHeight)
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        height("heightForFooterInSection", sectionArguments(tableView, section), default: tableView.sectionFooterHeight)
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
