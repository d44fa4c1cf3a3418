// Cells: the `TableViewCell` and `CollectionViewCell` types Lua sees — state, frames, the
// content view, `selectionStyle`, layout on demand, and the overrides with `cell.super` — bound
// once for both lists (the Swift side is in CellOverrides.swift and LuaCells.swift).
import LuaKit
import UISim

/// `cell.super`: the cell whose overridable methods run UISim's built-in behaviour.
final class CellSuperProxy {
    let cell: LuaOverridableCell
    let world: World
    init(_ cell: LuaOverridableCell, _ world: World) {
        self.cell = cell
        self.world = world
    }
}

extension Kit {
    /// The `TableViewCell` type and its `.super` type (declared in `Kit.init`).
    func defineTableCellTypes() {
        defineListCellType(tableTypes, superType: cellSuperType, name: "TableViewCell", describe: tableCellDescription)
    }

    /// The `CollectionViewCell` type and its `.super` type (declared in `Kit.init`).
    func defineCollectionCellTypes() {
        defineListCellType(collectionTypes, superType: collectionCellSuperType, name: "CollectionViewCell",
                           describe: collectionCellDescription)
    }

    /// One list's cell type and its `.super` type; `describe` is its `tostring` (Descriptions.swift).
    private func defineListCellType<L: BoundList>(_ types: ListTypes<L>, superType: LuaObjectType<CellSuperProxy>,
                                                  name: String, describe: @escaping (L.Cell) -> String) {
        var getters: [String: LuaGetter<Handle<L.Cell>>] = [
            "isSelected": { .boolean($0.object.isSelected) },
            "isHighlighted": { .boolean($0.object.isHighlighted) },
            "selectionAlpha": { .number($0.object.selectionAlpha) },
            "frame": { [self] h in rectTable(state, h.object.presentationFrame) },
            "contentView": { [self] h in viewValue(h.object.contentView, h.world) },
            // read-only, as UISim's: the view drawn behind the content when selected or highlighted
            "selectedBackgroundView": { [self] h in viewValue(h.object.selectedBackgroundView, h.world) },
            "reuseIdentifier": { $0.object.reuseIdentifier.map(LuaValue.string) ?? .nil },
            "selectionStyle": { .string(Self.selectionStyleName($0.object.selectionStyle)) },
            "super": { [self] h throws(LuaCallError) in
                let c = try Self.overridable(h.object, "read", "super", name)
                return state.wrap(CellSuperProxy(c, h.world), as: superType)
            },
        ]
        var setters: [String: LuaSetter<Handle<L.Cell>>] = [
            "selectionStyle": { h, args throws(LuaCallError) in
                let style = try Self.selectionStyleField(args)
                h.world.perform { h.object.selectionStyle = style }
            },
        ]
        for method in L.kind.overridableCellMethods {
            getters[method] = overrideGetter(method, name)
            setters[method] = overrideSetter(method, name)
        }
        state.define(types.cell, methods: layoutMethods(L.Cell.self), traits: LuaTypeTraits(
            getters: getters, setters: setters, description: { describe($0.object) }), methodGuard: errors, fieldGuard: errors)
        state.define(superType, methods: cellSuperMethods(L.kind), traits: LuaTypeTraits(
            description: { "super of " + $0.cell.luaDescription }), methodGuard: errors)
    }

    /// `cell.super:layoutSubviews()`, `:layoutContentView()`, `:setSelected(selected, animated)`,
    /// `:setHighlighted(highlighted, animated)`, `:prepareForReuse()` and (collection cells)
    /// `:apply(attributes)`: UISim's built-ins.
    private func cellSuperMethods(_ kind: ListKind) -> [String: LuaMethod<CellSuperProxy>] {
        var methods: [String: LuaMethod<CellSuperProxy>] = [:]
        for method in kind.overridableCellMethods { methods[method] = cellSuperMethod(method) }
        return methods
    }

    private func cellSuperMethod(_ method: String) -> LuaMethod<CellSuperProxy> {
        { [self] p, args throws(LuaCallError) in
            // `apply(attributes)`: UIKit's own does nothing (rule 3.32); the table is checked
            if method == "apply" { _ = try args.table(2) }
            if ListKind.sizingCellMethods.contains(method) { return [try builtinSize(p, method, args)] }
            let takesFlags = method == "setSelected" || method == "setHighlighted"
            let flags = takesFlags ? [try requiredBoolean(args, 2), try requiredBoolean(args, 3)] : []
            p.world.perform { p.cell.runBuiltin(method, flags) }
            return []
        }
    }

    /// `cell.super:sizeThatFits(size)`: the built-in size for `{width=, height=}` (rule 18.3).
    private func builtinSize(_ p: CellSuperProxy, _ method: String, _ args: LuaArguments) throws(LuaCallError) -> LuaValue {
        let t = try args.table(2)
        let w = state.field(t, "width").number ?? 0, h = state.field(t, "height").number ?? 0
        guard let cell = p.cell as? LuaTableViewCell else { return .nil }
        return sizeTable(state, p.world.perform { cell.builtinSize(method, Size(width: w, height: h)) })
    }

    /// `cell.layoutSubviews`: the cell's own function, else its class's, else nil.
    private func overrideGetter<C: ListCell>(_ method: String, _ name: String) -> LuaGetter<Handle<C>> {
        { h throws(LuaCallError) in try Self.overrideFunction(h.object, method, name) }
    }

    private static func overrideFunction(_ cell: ListCell, _ method: String, _ name: String) throws(LuaCallError) -> LuaValue {
        try overridable(cell, "read", method, name).overrides.function(method) ?? .nil
    }

    private func overrideSetter<C: ListCell>(_ method: String, _ name: String) -> LuaSetter<Handle<C>> {
        { [self] h, args throws(LuaCallError) in try setCellOverride(h.object, args, method, name) }
    }

    /// The Lua-overridable cell behind `cell`, or the unknown-field error (`verb` "read" or
    /// "assign") for a cell made by Swift.
    private static func overridable(_ cell: ListCell, _ verb: String, _ field: String, _ name: String)
        throws(LuaCallError) -> LuaOverridableCell {
        guard let c = cell as? LuaOverridableCell else {
            throw .binding(.unknownField(field, of: name, access: verb == "read" ? .read : .assign, known: []))
        }
        return c
    }

    /// `cell.layoutSubviews = f` (or nil to remove the cell's own override).
    private func setCellOverride(_ cell: ListCell, _ args: LuaArguments, _ method: String, _ name: String) throws(LuaCallError) {
        let c = try Self.overridable(cell, "assign", method, name)
        let f = try args.overrideFunction(named: method)
        if f != nil { c.overrides.kit = self }
        c.overrides.functions[method] = f
    }

    /// A selection style's Lua name, UIKit's case name.
    static func selectionStyleName(_ s: ListCell.SelectionStyle) -> String {
        switch s {
        case .none: "none"
        case .blue: "blue"
        case .gray: "gray"
        case .default: "default"
        }
    }

    /// `cell.selectionStyle = "none" | "default" | "blue" | "gray"` (rules 1.17, 1.20).
    private static func selectionStyleField(_ args: LuaArguments) throws(LuaCallError) -> ListCell.SelectionStyle {
        let v = args.value(3)
        if let name = v.string, let style = ListCell.SelectionStyle.allCases.first(where: { selectionStyleName($0) == name }) {
            return style
        }
        let got = args.typeName(3) == "string" ? "\"\(v.string ?? "")\"" : args.typeName(3)
        throw .binding(.fieldType("selectionStyle", expected: "\"none\", \"default\", \"blue\" or \"gray\"", got: got))
    }
}
