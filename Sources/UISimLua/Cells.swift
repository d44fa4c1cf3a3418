// Cells: the `TableViewCell` type Lua sees — state, frames, the content view, layout on demand,
// and the layout overrides with `cell.super` (the Swift side is in CellClasses.swift).
import LuaKit
import UISim

/// `cell.super`: the cell whose layout methods run UISim's built-in behaviour.
final class CellSuperProxy {
    let handle: Handle<TableViewCell>
    init(_ handle: Handle<TableViewCell>) { self.handle = handle }
}

extension Kit {
    /// The `TableViewCell` and `TableViewCell.super` types (declared in `Kit.init`).
    func defineCellTypes() {
        var getters: [String: LuaGetter<Handle<TableViewCell>>] = [
            "isSelected": { .boolean($0.object.isSelected) },
            "isHighlighted": { .boolean($0.object.isHighlighted) },
            "selectionAlpha": { .number($0.object.selectionAlpha) },
            "frame": { [self] h in rectTable(state, h.object.presentationFrame) },
            "contentView": { [self] h in viewValue(h.object.contentView, h.world) },
            "reuseIdentifier": { $0.object.reuseIdentifier.map(LuaValue.string) ?? .nil },
            "super": { [self] h throws(LuaCallError) in
                guard h.object is LuaTableViewCell else { throw .binding(.unknownField("super", of: "TableViewCell", access: .read, known: [])) }
                return state.wrap(CellSuperProxy(h), as: cellSuperType)
            },
        ]
        var setters: [String: LuaSetter<Handle<TableViewCell>>] = [:]
        for name in overridableCellMethods {
            getters[name] = cellOverrideGetter(name)
            setters[name] = cellOverrideSetter(name)
        }
        state.define(cellType, methods: cellMethods(), traits: LuaTypeTraits(
            getters: getters, setters: setters, description: { tableCellDescription($0.object) }), methodGuard: errors, fieldGuard: errors)
        state.define(cellSuperType, methods: [
            "layoutSubviews": { p, _ throws(LuaCallError) in
                let cell = try Self.luaCell(p.handle, "call", "layoutSubviews")
                p.handle.world.perform { cell.builtinLayoutSubviews() }
                return []
            },
            "layoutContentView": { p, _ throws(LuaCallError) in
                let cell = try Self.luaCell(p.handle, "call", "layoutContentView")
                p.handle.world.perform { cell.builtinLayoutContentView() }
                return []
            },
        ], traits: LuaTypeTraits(description: { "super of " + tableCellDescription($0.handle.object) }), methodGuard: errors)
    }

    /// The Lua-overridable cell behind `h`, or the unknown-field error (a cell made by Swift).
    private static func luaCell(_ h: Handle<TableViewCell>, _ verb: String, _ name: String) throws(LuaCallError) -> LuaTableViewCell {
        guard let c = h.object as? LuaTableViewCell else {
            throw verb == "read" ? .binding(.unknownField(name, of: "TableViewCell", access: .read, known: []))
                : .binding(.callRefused(name, on: "a cell made outside the ui module"))
        }
        return c
    }

    /// `cell.layoutSubviews`: the cell's own function, else its class's, else nil.
    private func cellOverrideGetter(_ name: String) -> LuaGetter<Handle<TableViewCell>> {
        { h throws(LuaCallError) in try Self.cellOverride(h, name) }
    }

    private static func cellOverride(_ h: Handle<TableViewCell>, _ name: String) throws(LuaCallError) -> LuaValue {
        let cell = try luaCell(h, "read", name)
        guard let f = cell.override(name) else { return .nil }
        return f
    }

    private func cellOverrideSetter(_ name: String) -> LuaSetter<Handle<TableViewCell>> {
        { [self] h, args throws(LuaCallError) in try setCellOverride(h, args, name) }
    }

    /// `cell.layoutSubviews = f` (or nil to remove the cell's own override).
    private func setCellOverride(_ h: Handle<TableViewCell>, _ args: LuaArguments, _ name: String) throws(LuaCallError) {
        guard let c = h.object as? LuaTableViewCell else {
            throw .binding(.unknownField(name, of: "TableViewCell", access: .assign, known: []))
        }
        if args.isNil(3) {
            c.functions[name] = nil
            return
        }
        guard args.typeName(3) == "function" else {
            throw .binding(.fieldType(name, expected: "function", got: args.typeName(3)))
        }
        c.kit = self
        c.functions[name] = args.value(3)
    }

    private func cellMethods() -> [String: LuaMethod<Handle<TableViewCell>>] {
        layoutMethods(TableViewCell.self)
    }
}
