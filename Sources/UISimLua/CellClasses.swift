// CellClasses: the table cell whose layout methods Lua can override — on a class registered with
// `tv:registerCell(identifier, class)` or on one cell (`function cell:layoutSubviews() ... end`).
import LuaKit
import UISim

/// The cell methods a Lua function can override.
let overridableCellMethods: Set<String> = ["layoutSubviews", "layoutContentView"]

/// A cell "class" registered from Lua: a table of functions looked up on each call
/// (`class[name]`, so `__index` works and functions added later count).
final class LuaCellClass {
    /// The Lua table, held by a registry reference.
    let table: LuaValue
    init(table: LuaValue) { self.table = table }
}

/// The cell every table made from Lua shows: `ListCell`'s behaviour unless Lua overrides
/// `layoutSubviews` or `layoutContentView`.
///
/// UISim calls these methods as UIKit would (the cell's and its content view's layout passes),
/// so an override runs inside whatever animation the table has open, or with it hidden on
/// iOS 10 (`TableView.layOut`): the era difference stays in UISim's model. A subclass, not a
/// hook in UISim, because there is one cell class to route (controllers have three).
final class LuaTableViewCell: TableViewCell {
    /// The kit, through its link (no `weak` reference: see KitLink).
    var kit: Kit? {
        get { kitLink?.kit }
        set { kitLink = newValue?.link }
    }
    private var kitLink: KitLink?
    /// The class it was made from; nil for the rows model's plain cells.
    var cellClass: LuaCellClass?
    /// Functions assigned on this cell, which win over its class's (registry references).
    var functions: [String: LuaValue] = [:]

    override func layoutSubviews() {
        if !callOverride("layoutSubviews") { super.layoutSubviews() }
    }

    override func layoutContentView() {
        if !callOverride("layoutContentView") { super.layoutContentView() }
    }

    /// `cell.super:layoutSubviews()`: the built-in, the content view and background filling the cell.
    func builtinLayoutSubviews() { super.layoutSubviews() }

    /// `cell.super:layoutContentView()`: the built-in, which does nothing.
    func builtinLayoutContentView() { super.layoutContentView() }

    /// The function that overrides `name`: this cell's, else its class's, else nil.
    func override(_ name: String) -> LuaValue? {
        if let f = functions[name] { return f }
        guard let cellClass, let kit else { return nil }
        return kit.classFunction(cellClass, name)
    }

    /// Calls the override of `name` with `(cell)`.
    /// - Returns: false when there is none or it raised (the error is recorded), so the caller
    ///   runs the built-in and the cell is laid out as UISim would.
    private func callOverride(_ name: String) -> Bool {
        // Most cells override nothing: skip the lookups on their every layout pass.
        if functions.isEmpty && cellClass == nil { return false }
        guard let kit, let f = override(name) else { return false }
        return kit.errors.call(kit.state, f, [kit.cellValue(self, world)])
    }
}

extension Kit {
    /// A table cell as a Lua value (the same userdata for the same cell while Lua holds it).
    func cellValue(_ cell: TableViewCell, _ world: World) -> LuaValue {
        state.wrap(Handle(cell, world: world), as: cellType, identity: cell)
    }

    /// `class[name]` if it is a function; an error in `__index` is recorded and gives nil.
    func classFunction(_ c: LuaCellClass, _ name: String) -> LuaValue? {
        guard let lookup = arrayEntry else { return nil }
        do throws(LuaError) {
            let f = try state.call(lookup, [c.table, .string(name)]).first ?? .nil
            return luaTypeName(f) == "function" ? f : nil
        } catch {
            if errors.pending == nil { errors.pending = error }
            return nil
        }
    }

    /// `tv:registerCell(identifier, class)`: the table makes cells for `identifier` from `class`,
    /// calling `class.init(cell)` on each new one. The rows model dequeues `"Cell"`.
    func registerCellMethod() -> LuaMethod<Handle<TableView>> {
        { [self] h, args throws(LuaCallError) in
            let identifier = try args.string(2)
            let table = try args.table(3)
            try args.rejectNearMisses(3, of: ["init"] + overridableCellMethods.sorted(), in: "the cell class")
            for name in ["init"] + overridableCellMethods.sorted() {
                let f = state.field(table, name)
                guard f == .nil || luaTypeName(f) == "function" else {
                    throw .argument(3, "field '\(name)': function expected, got \(luaTypeName(f))")
                }
            }
            let cellClass = LuaCellClass(table: table)
            h.world.perform {
                h.object.register(forCellReuseIdentifier: identifier) { [link] world in
                    let cell = LuaTableViewCell(world: world, reuseIdentifier: identifier)
                    let kit = link.kit
                    cell.kit = kit
                    cell.cellClass = cellClass
                    if let kit, let initialise = kit.classFunction(cellClass, "init") {
                        kit.errors.call(kit.state, initialise, [kit.cellValue(cell, world)])
                    }
                    return cell
                }
            }
            return []
        }
    }
}
