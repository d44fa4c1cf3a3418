// TableDataSource: `tv.dataSource`, a Lua table whose functions (UIKit's method names) give the
// table view its sections, rows and cells, and `tv:dequeueReusableCell` for its cells.
import LuaKit
import UISim

/// A Lua table as the table view's data source.
///
/// Methods are called `t:name(tv, ...)`: `numberOfSections(tv)` (default 1), `numberOfRowsInSection(tv,
/// section)` (required: missing, raising or answering anything but a count is a callback error
/// and counts as 0) and `cellForRowAt(tv, ip)` (optional; nil or a cell it got from
/// `tv:dequeueReusableCell` in that call). The table asks when UIKit would (rule 2.6): when it
/// loads, on `reloadData` and when a batch ends — so a Lua model that does not match a batch's
/// inserts and deletes gets UIKit's exception, and the controller's automatic model editing
/// (RowCountsDataSource.edits) stays out of the way.
final class LuaTableDataSource: LuaAdapter, TableViewDataSource {
    /// The controller's built-in model, back in place when Lua's is removed. It keeps this
    /// adapter alive (the table holds its data source weakly, as UIKit does).
    weak var builtIn: RowCountsDataSource?

    init(kit: Kit, table: LuaValue, world: World, builtIn: RowCountsDataSource) {
        self.builtIn = builtIn
        super.init(kit: kit, table: table, world: world, owner: "tv.dataSource")
    }

    private func tv(_ tableView: TableView) -> LuaValue {
        kit?.tableViewValue(tableView, world) ?? .nil
    }

    func numberOfSections(in tableView: TableView) -> Int {
        count("numberOfSections", [tv(tableView)], what: "section count", default: 1, required: false)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        count("numberOfRowsInSection", [tv(tableView), .integer(Int64(section))], what: "row count",
              default: 0, required: true)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let kit, let cell = cell("cellForRowAt", [tv(tableView), kit.indexPathValue(indexPath)], kit.cellType,
                                    dequeue: "tv:dequeueReusableCell") {
            return cell
        }
        return Self.plainCell(tableView, indexPath, world)
    }

    /// A cell of the controller's registered identifier, for rows Lua gives no cell.
    static func plainCell(_ tableView: TableView, _ p: IndexPath, _ world: World) -> TableViewCell {
        let id = RowCountsDataSource.reuseIdentifier
        return (try? tableView.dequeueReusableCellChecked(withIdentifier: id, for: p))
            ?? TableViewCell(world: world, reuseIdentifier: id)
    }
}

extension TableView: AdaptedList {
    /// `tv.dataSource = t`: Lua's model in place of the built-in one, which keeps the adapter.
    func installDataSource(_ table: LuaValue?, kit: Kit, model: RowCountsDataSource) {
        let adapter = table.map { LuaTableDataSource(kit: kit, table: $0, world: world, builtIn: model) }
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
