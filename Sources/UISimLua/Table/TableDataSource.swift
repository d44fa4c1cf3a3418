// TableDataSource: `tv.dataSource` — the shared Lua data source (ListDataSource.swift) answering
// UISim's TableViewDataSource — and the table's side of the shared adapter binding.
import LuaKit
import UISim

/// `tv.dataSource`'s adapter (ListDataSource.swift).
typealias LuaTableDataSource = LuaListDataSource<TableView>

extension LuaListDataSource: TableViewDataSource where List == TableView {
    func numberOfSections(in tableView: TableView) -> Int { sectionCount(tableView) }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        elementCount(tableView, section)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        elementCell(tableView, indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionTitle("titleForHeaderInSection", tableView, section)
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sectionTitle("titleForFooterInSection", tableView, section)
    }

    /// `t:titleForHeaderInSection(tv, section)` (or footer), asked while the table lays out
    /// (rule 17.1): a string, or nil for no title; anything else is a callback error and no title.
    private func sectionTitle(_ name: String, _ tv: TableView, _ section: Int) -> String? {
        let results = answering(name) {
            call(name, [kit?.listViewValue(tv, types, world) ?? .nil, .integer(Int64(section))])
        }
        guard let v = results?.first, v != .nil else { return nil }
        guard let title = v.string else {
            wrongResult(name, "string or nil", v)
            return nil
        }
        return title
    }
}

extension TableView: AdaptedList {
    /// `tv.dataSource = t`: Lua's model in place of the built-in one, which keeps the adapter.
    func installDataSource(_ table: LuaValue?, kit: Kit, model: RowCountsDataSource) {
        let adapter = table.map { LuaTableDataSource(kit: kit, table: $0, world: world, builtIn: model, types: kit.tableTypes) }
        model.luaDataSource = adapter
        dataSource = adapter ?? model
    }

    var luaDataSource: LuaAdapter? { dataSource as? LuaTableDataSource }

    var builtInModel: RowCountsDataSource? {
        dataSource as? RowCountsDataSource ?? (dataSource as? LuaTableDataSource)?.builtIn
            ?? (dataSource as? LuaTableDiffable)?.builtIn
    }

    func dequeueChecked(_ identifier: String, for indexPath: IndexPath) throws(UIKitException) -> TableViewCell {
        try dequeueReusableCellChecked(withIdentifier: identifier, for: indexPath)
    }
}
