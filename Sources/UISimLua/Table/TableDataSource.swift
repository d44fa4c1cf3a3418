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

extension Kit {
    /// The built-in model of a table made by `world:TableViewController`, whether it or a Lua
    /// data source is in place.
    func builtInRows(_ tv: TableView) -> RowCountsDataSource? {
        tv.dataSource as? RowCountsDataSource ?? (tv.dataSource as? LuaTableDataSource)?.builtIn
    }

    /// `tv.dataSource`: a Lua table, or nil for the controller's built-in `rows` model.
    func tableViewDataSourceTraits() -> (getters: [String: LuaGetter<Handle<TableView>>],
                                         setters: [String: LuaSetter<Handle<TableView>>]) {
        (["dataSource": { h throws(LuaCallError) in
            h.world.perform { (h.object.dataSource as? LuaTableDataSource)?.table ?? .nil }
         }],
         ["dataSource": { [self] h, args throws(LuaCallError) in try setDataSource(h, args) }])
    }

    private func setDataSource(_ h: Handle<TableView>, _ args: LuaArguments) throws(LuaCallError) {
        let table = try adapterTable(args, "dataSource")
        guard let source = h.world.perform({ builtInRows(h.object) }) else {
            throw .message("cannot set 'dataSource': the table view has no rows model of a TableViewController")
        }
        let adapter = table.map { LuaTableDataSource(kit: self, table: $0, world: h.world, builtIn: source) }
        h.world.perform {
            // Edits of an open batch belong to the model they were made for: the built-in
            // model takes its pending ones now, and starts afresh outside any batch.
            source.commit()
            source.edits.depth = 0
            source.luaDataSource = adapter
            h.object.dataSource = adapter ?? source
        }
    }

    /// `tv:dequeueReusableCell(identifier, ip)`: a cell for `cellForRowAt` to return.
    func tableViewDataSourceMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            "dequeueReusableCell": { [self] h, args throws(LuaCallError) in
                let id = try args.string(2)
                let p = try indexPathArgument(args, 3)
                var cell: TableViewCell?
                try uikitCall(h.world) { () throws(UIKitException) in
                    cell = try h.object.dequeueReusableCellChecked(withIdentifier: id, for: p)
                }
                guard let cell else { return [.nil] }
                (h.object.dataSource as? LuaTableDataSource)?.noteDequeued(cell)
                return [state.wrap(Handle(cell, world: h.world), as: cellType, identity: cell)]
            },
        ]
    }
}
