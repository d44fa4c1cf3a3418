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
    }

    func dequeueChecked(_ identifier: String, for indexPath: IndexPath) throws(UIKitException) -> TableViewCell {
        try dequeueReusableCellChecked(withIdentifier: identifier, for: indexPath)
    }
}
