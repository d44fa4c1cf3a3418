// CellClasses: `tv:registerCell(identifier, class)` and `cv:registerCell(identifier, class)` —
// a Lua table of functions as the class of a list's cells, bound once for both lists.
import LuaKit
import UISim

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

    /// `registerCell(identifier, class)`: the list makes the cells for `identifier` from
    /// `class`, calling `class.init(cell)` on each new one. The controllers' built-in models
    /// dequeue `"Cell"`.
    func registerCellMethod<L: BoundList>(_: ListTypes<L>) -> LuaMethod<Handle<L>> {
        { [self] h, args throws(LuaCallError) in
            let identifier = try args.string(2)
            let table = try args.table(3)
            let names = ["init"] + L.kind.overridableCellMethods
            try args.rejectNearMisses(3, of: names, in: "the cell class")
            for name in names {
                let f = state.field(table, name)
                guard f == .nil || luaTypeName(f) == "function" else {
                    throw .argument(3, "field '\(name)': function expected, got \(luaTypeName(f))")
                }
            }
            let cellClass = LuaCellClass(table: table)
            h.world.perform {
                h.object.registerLuaCell(identifier) { [link] cell in
                    let kit = link.kit
                    cell.overrides.kit = kit
                    cell.overrides.cellClass = cellClass
                    if let kit, let initialise = kit.classFunction(cellClass, "init") {
                        kit.errors.call(kit.state, initialise, [cell.luaValue(kit)])
                    }
                }
            }
            return []
        }
    }
}

extension TableView {
    /// Registers `identifier` for Lua-overridable cells, `setUp` running on each new one.
    func registerLuaCell(_ identifier: String, _ setUp: @escaping (LuaOverridableCell) -> Void) {
        register(forCellReuseIdentifier: identifier) { world in
            let cell = LuaTableViewCell(world: world, reuseIdentifier: identifier)
            setUp(cell)
            return cell
        }
    }
}

extension CollectionView {
    /// Registers `identifier` for Lua-overridable cells, `setUp` running on each new one.
    func registerLuaCell(_ identifier: String, _ setUp: @escaping (LuaOverridableCell) -> Void) {
        register(forCellWithReuseIdentifier: identifier) { world in
            let cell = LuaCollectionViewCell(world: world, reuseIdentifier: identifier)
            setUp(cell)
            return cell
        }
    }
}
