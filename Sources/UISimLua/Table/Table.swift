// Table: `world:TableViewController{ rows = {10, 3} }` and its table view (cells: Cells.swift).
import LuaKit
import UISim

/// A data source of plain cells from fixed row counts, one entry per section.
final class RowCountsDataSource: TableViewDataSource {
    static let reuseIdentifier = "Cell"
    /// The model: rows per section, which `tv:insertRows`... and `list:setRows` change.
    @exclusivity(unchecked) var rows: [Int]
    /// The edits of the table's open batch, not yet in `rows` (see TableEditing.swift).
    @exclusivity(unchecked) var edits = RowCountEdits()
    /// `tv.delegate`'s adapter, kept here: the table holds its delegate weakly (TableDelegate.swift).
    @exclusivity(unchecked) var luaDelegate: LuaTableDelegate?
    /// `tv.dataSource`'s adapter, kept here for the same reason (TableDataSource.swift).
    @exclusivity(unchecked) var luaDataSource: LuaTableDataSource?
    /// `ui.DiffableDataSource(tv, ...)`, kept here for the same reason (Diffable/).
    @exclusivity(unchecked) var diffable: DiffableDataSourceBox?
    init(rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    }
}

/// A table view controller made from Lua: it owns its data source (the table holds it weakly).
final class LuaTableViewController: TableViewController {
    let source: RowCountsDataSource
    let overrides = LuaOverrides()
    let rowHeight: Double?

    init(world: World, title: String?, rows: [Int], rowHeight: Double?) {
        source = RowCountsDataSource(rows: rows)
        self.rowHeight = rowHeight
        super.init(world: world, title: title)
        installOverrideHook()
    }

    override func makeView() -> View {
        let view = super.makeView()
        if let table = view as? TableView {
            // cells whose layout a script can override (`function cell:layoutSubviews()`)
            table.register(LuaTableViewCell.self, forCellReuseIdentifier: RowCountsDataSource.reuseIdentifier)
            if let rowHeight { table.rowHeight = rowHeight }
            table.dataSource = source
        }
        return view
    }

}


extension Kit {
    // MARK: - Construction

    /// `world:TableViewController{ rows = {10, 3}, rowHeight = 44, clearsSelectionOnViewWillAppear = true, title = "List" }`
    func makeTableViewController(_ w: World, _ args: LuaArguments) throws(LuaCallError) -> [LuaValue] {
        let options = try OptionsTable(state, args, 2, for: "world:TableViewController", keys: ["title", "rows", "rowHeight", "clearsSelectionOnViewWillAppear", "style"])
        let title = try options.string("title")
        let rows = try rowCounts(options)
        var rowHeight: Double?
        if options.value("rowHeight") != .nil {
            let h = try options.number("rowHeight", default: 0)
            guard h.isFinite, h > 0 else {
                throw options.outOfRange("rowHeight", "positive number expected, got \(showNumber(h))")
            }
            rowHeight = h
        }
        let clears = try options.boolean("clearsSelectionOnViewWillAppear", default: true)
        let style = try tableStyle(options, w)
        let vc = w.perform {
            let vc = LuaTableViewController(world: w, title: title, rows: rows, rowHeight: rowHeight)
            vc.clearsSelectionOnViewWillAppear = clears
            vc.style = style
            return vc
        }
        return returning(vc, w)
    }

    /// The `rows` option: an array of non-negative integers, one per section (default none).
    private func rowCounts(_ options: OptionsTable) throws(LuaCallError) -> [Int] {
        let t = options.value("rows")
        if t == .nil { return [] }
        guard luaTypeName(t) == "table" else { throw options.typeError("rows", "table", t) }
        var rows: [Int] = []
        // A table without a metatable is read raw (the same entries, no protected call each).
        if let plain = state.plainArrayEntries(t) {
            for (k, v) in plain.enumerated() { rows.append(try rowCount(options, Int64(k + 1), v)) }
            return rows
        }
        guard let arrayEntry else { throw .message("ui: cannot read the rows table") }
        var i: Int64 = 1
        while true {
            let v: LuaValue
            do throws(LuaError) { v = try state.call(arrayEntry, [t, .integer(i)]).first ?? .nil } catch {
                throw .message(error.message)
            }
            if v == .nil { break }
            rows.append(try rowCount(options, i, v))
            i += 1
        }
        return rows
    }

    /// Entry `i` of the `rows` option, checked.
    private func rowCount(_ options: OptionsTable, _ i: Int64, _ v: LuaValue) throws(LuaCallError) -> Int {
        guard let n = v.integer, n >= 0, n <= 1_000_000 else {
            throw options.outOfRange("rows", "entry \(i): row count (0 ... 1000000) expected, got \(luaTypeName(v) == "number" ? showNumber(v.number ?? 0) : luaTypeName(v))")
        }
        return Int(n)
    }

    // MARK: - Types

    func defineTableTypes() {
        var methods = controllerMethods()
        for (k, v) in tableControllerEditingMethods() { methods[k] = v }
        for (k, v) in tableControllerEditingModeMethods() { methods[k] = v }
        var traits = controllerTraits()
        for (k, v) in tableControllerGetters() { traits.getters[k] = v }
        for (k, v) in tableControllerSetters() { traits.setters[k] = v }
        traits.merge(overrideTraits())
        state.define(tableController, methods: methods, traits: traits, methodGuard: errors, fieldGuard: errors)
        var tvMethods = listMethods(tableTypes)
        for (k, v) in tableViewMethods() { tvMethods[k] = v }
        for (k, v) in tableViewEditingMethods() { tvMethods[k] = v }
        tvMethods["dequeueReusableCell"] = dequeueMethod(tableTypes) { $0.dequeueReusableCell(withIdentifier: $1) }
        for (k, v) in tableViewSeedMethods() { tvMethods[k] = v }
        for (k, v) in tableEditingModeMethods() { tvMethods[k] = v }
        for (k, v) in tableSectionMethods() { tvMethods[k] = v }
        for (k, v) in tableHeaderFooterMethods() { tvMethods[k] = v }
        for (k, v) in tableEditingControlMethods() { tvMethods[k] = v }
        for (k, v) in tableSwipeMethods() { tvMethods[k] = v }
        tvMethods["registerCell"] = registerCellMethod(tableTypes)
        tvMethods["reconfigureRows"] = tableReconfigureMethod()
        for (k, v) in listScrollMethods(TableView.self) { tvMethods[k] = v }
        var tvTraits = LuaTypeTraits<Handle<TableView>>(description: { _ in "TableView" })
        tvTraits.merge(listSelectionFlagTraits(TableView.self))
        tvTraits.merge(listGeometryTraits(TableView.self))
        tvTraits.merge(tableRowHeightTraits())
        tvTraits.merge(tableAccessoryViewTraits())
        tvTraits.merge(tableStyleTraits())
        tvTraits.merge(tableHeaderPaddingTraits())
        tvTraits.merge(listAdapterTraits(TableView.self))
        tvTraits.merge(listScrollTraits(TableView.self))
        state.define(tableViewType, methods: tvMethods, traits: tvTraits, methodGuard: errors, fieldGuard: errors)
    }

    private func tableControllerGetters() -> [String: LuaGetter<Handle<ViewController>>] {
        [
            "tableView": { [self] h throws(LuaCallError) in
                let tc = try tableViewController(h)
                let tv = h.world.perform { tc.tableView }
                return controllerView(tv, of: tc, world: h.world, as: tableViewType)
            },
            "clearsSelectionOnViewWillAppear": { [self] h throws(LuaCallError) in
                .boolean(try tableViewController(h).clearsSelectionOnViewWillAppear)
            },
        ]
    }

    private func tableControllerSetters() -> [String: LuaSetter<Handle<ViewController>>] {
        [
            "clearsSelectionOnViewWillAppear": { [self] h, args throws(LuaCallError) in
                let tc = try tableViewController(h)
                tc.clearsSelectionOnViewWillAppear = try booleanField(args, "clearsSelectionOnViewWillAppear")
            },
        ]
    }

    private func tableViewController(_ h: Handle<ViewController>) throws(LuaCallError) -> TableViewController {
        guard let t = h.object as? TableViewController else { throw .type(argument: 1, expected: "TableViewController") }
        return t
    }

    // MARK: - Table view methods

    func indexPathValue(_ p: IndexPath) -> LuaValue {
        state.indexPathValue(p, as: indexPathType)
    }

    /// Argument `i`: a scroll position's name.
    func scrollPosition(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> TableView.ScrollPosition {
        let name = try args.string(i)
        switch name {
        case "none": return .none
        case "top": return .top
        case "middle": return .middle
        case "bottom": return .bottom
        default: throw .argument(i, "\"none\", \"top\", \"middle\" or \"bottom\" expected, got \"\(name)\"")
        }
    }

    private func tableViewMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            "indexPathForSelectedRow": { [self] h, _ throws(LuaCallError) in
                state.returningIndexPath(h.world.perform { h.object.indexPathForSelectedRow }, as: indexPathType)
            },
            "indexPathsForSelectedRows": { [self] h, _ throws(LuaCallError) in
                [indexPathArray(h.world.perform { h.object.indexPathsForSelectedRows })]
            },
            "selectRow": { [self] h, args throws(LuaCallError) in
                let p: IndexPath? = args.isNil(2) ? nil : try elementArgument(h, args, 2)
                let animated = try requiredBoolean(args, 3)
                let position = try scrollPosition(args, 4)
                h.world.perform { h.object.selectRow(at: p, animated: animated, scrollPosition: position) }
                return []
            },
            "deselectRow": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                let animated = try requiredBoolean(args, 3)
                h.world.perform { h.object.deselectRow(at: p, animated: animated) }
                return []
            },
            "rectForRow": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                return [rectTable(state, h.world.perform { h.object.rectForRow(at: p) })]
            },
        ]
    }
}
