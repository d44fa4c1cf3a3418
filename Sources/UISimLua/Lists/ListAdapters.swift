// ListAdapters: `dataSource` and `delegate` (Lua tables as a list's data source and delegate)
// and `dequeueReusableCell`, bound once for tables and collections. Each list's adapter classes
// (TableDataSource.swift, CollectionDelegate.swift...) answer its own UISim protocol.
import LuaKit
import UISim

/// What the shared adapter binding needs of a list beyond `BoundList`.
protocol AdaptedList: BoundList {
    /// The built-in count model a controller of the `ui` module gives the list (`rows`,
    /// `items`); it keeps Lua's adapters alive, since the list holds its data source and
    /// delegate weakly, as UIKit does.
    associatedtype Model: CountsModel
    /// Lua's data source while one is in place.
    var luaDataSource: LuaAdapter? { get }
    /// Lua's delegate while one is in place.
    var luaDelegate: LuaAdapter? { get }
    /// The controller's built-in model, whether it or Lua's data source is in place; nil for a
    /// list not made by a controller of the `ui` module.
    var builtInModel: Model? { get }
    /// Puts Lua's data source for `table` in place, kept by `model`, or `model` itself for nil.
    func installDataSource(_ table: LuaValue?, kit: Kit, model: Model)
    /// Puts Lua's delegate for `table` in place, kept by `model`, or none for nil.
    func installDelegate(_ table: LuaValue?, kit: Kit, model: Model)
    /// A cell for `indexPath` (UIKit's dequeue with an index path); UIKit's exception when
    /// nothing is registered for `identifier`.
    func dequeueChecked(_ identifier: String, for indexPath: IndexPath) throws(UIKitException) -> Cell
}

extension ListKind {
    /// The methods UISim calls on Lua's data source of this list, UIKit's names: a key of the
    /// table near one of them is refused as misspelt, and (debug builds) `LuaAdapter` calls no other.
    var dataSourceMethods: [String] {
        let own: [String] = ["numberOfSections", "numberOf\(elementName)sInSection", "cellFor\(elementName)At"]
        // editing mode and reordering (TableEditingControls.swift, rules 14.2-14.9); swipe actions (13.x)
        let editing: [String] = self == .table ? ["canEditRowAt", "commit", "canMoveRowAt", "moveRowAt"] : []
        // section titles (TableDataSource.swift, rule 17.1)
        let titles: [String] = self == .table ? ["titleForHeaderInSection", "titleForFooterInSection"] : []
        // headers and footers of a collection (CollectionSupplementary.swift, rule 17.9)
        let supplementary = self == .collection ? ["viewForSupplementaryElementOfKind"] : []
        return own + editing + titles + supplementary
    }

    /// The methods UISim calls on Lua's delegate of this list (as `dataSourceMethods`).
    var delegateMethods: [String] {
        let own: [String] = switch self {
        case .table: ["heightForRowAt", "estimatedHeightForRowAt", "heightForHeaderInSection", "heightForFooterInSection",
                      "shouldHighlightRowAt", "didHighlightRowAt", "didUnhighlightRowAt",
                      "willSelectRowAt", "didSelectRowAt", "willDeselectRowAt", "didDeselectRowAt",
                      // editing mode and reordering (TableEditingControls.swift, rules 14.2, 14.4, 14.8)
                      "editingStyleForRowAt", "shouldIndentWhileEditingRowAt", "targetIndexPathForMoveFromRowAt",
                      // header and footer views (TableHeaderFooter.swift, rule 17.2)
                      "viewForHeaderInSection", "viewForFooterInSection", "willDisplayHeaderView",
                      "didEndDisplayingHeaderView", "willDisplayFooterView", "didEndDisplayingFooterView"]
        case .collection: ["shouldHighlightItemAt", "didHighlightItemAt", "didUnhighlightItemAt", "shouldSelectItemAt",
                           "didSelectItemAt", "shouldDeselectItemAt", "didDeselectItemAt"]
        }
        // `willDisplay`/`didEndDisplaying`: the first label after the sender, as for the others
        // (`tableView(_:willDisplay:forRowAt:)`), the cell being an argument (rules 1.30, 3.30)
        return own + ["canPerformPrimaryActionFor\(elementName)At", "performPrimaryActionFor\(elementName)At",
                      "willDisplay", "didEndDisplaying"] + ListKind.scrollViewDelegateMethods
                      + (self == .table ? tableSwipeDelegateMethods : [])
    }

    /// The model a list's controller gives it, for messages: "rows model of a TableViewController".
    var modelName: String {
        switch self {
        case .table: "rows model of a TableViewController"
        case .collection: "items model of a CollectionViewController"
        }
    }
}

extension Kit {
    /// `dataSource` and `delegate`: a Lua table, or nil (the built-in model; no delegate).
    func listAdapterTraits<L: AdaptedList>(_: L.Type) -> LuaTypeTraits<Handle<L>> {
        LuaTypeTraits(
            getters: [
                "dataSource": { [self] h throws(LuaCallError) in
                    h.world.perform { h.object.luaDataSource?.table ?? diffableValue(of: h.object) ?? .nil }
                },
                "delegate": { h throws(LuaCallError) in h.world.perform { h.object.luaDelegate?.table ?? .nil } },
            ],
            setters: [
                "dataSource": { [self] h, args throws(LuaCallError) in
                    if let type = diffableDataSourceType, let box = state.object(args.value(3), as: type) {
                        return try reattachDiffable(box, to: h)
                    }
                    let table = try adapterTable(args, "dataSource", methods: L.kind.dataSourceMethods)
                    let model = try builtInModel(h, "dataSource")
                    h.world.perform {
                        // Edits of an open batch belong to the model they were made for: the
                        // built-in model takes its pending ones now, and starts afresh outside any batch.
                        model.commit()
                        model.edits.depth = 0
                        h.object.installDataSource(table, kit: self, model: model)
                    }
                },
                "delegate": { [self] h, args throws(LuaCallError) in
                    let table = try adapterTable(args, "delegate", methods: L.kind.delegateMethods)
                    let model = try builtInModel(h, "delegate")
                    h.world.perform { h.object.installDelegate(table, kit: self, model: model) }
                },
            ])
    }

    /// `list.dataSource = ds`: the diffable data source made for this list takes its place again.
    private func reattachDiffable<L: AdaptedList>(_ box: DiffableDataSourceBox, to h: Handle<L>) throws(LuaCallError) {
        let model = try builtInModel(h, "dataSource")
        let done = h.world.perform { () -> Bool in
            guard box.base != nil, diffableBox(of: h.object) !== box else { return true }
            model.commit()
            model.edits.depth = 0
            h.object.installDataSource(nil, kit: self, model: model)
            return box.reattach(to: h.object, model: model)
        }
        guard done else {
            throw .message("cannot set 'dataSource': this DiffableDataSource was made for another \(L.kind.viewName) (make one with ui.DiffableDataSource(list, cellProvider))")
        }
    }

    /// The list's built-in model, or the error for a list without one.
    private func builtInModel<L: AdaptedList>(_ h: Handle<L>, _ field: String) throws(LuaCallError) -> L.Model {
        guard let model = h.world.perform({ h.object.builtInModel }) else {
            throw .message("cannot set '\(field)': the \(L.kind.viewName) has no \(L.kind.modelName)")
        }
        return model
    }

    /// `dequeueReusableCell(identifier, ip)`: a cell for `cellForRowAt`/`cellForItemAt` to return.
    /// `withoutIndexPath`, for the table only, is UIKit's older `dequeueReusableCell(identifier)`:
    /// without an index path it answers nil instead of raising when nothing is registered (rule 2.8).
    func dequeueMethod<L: AdaptedList>(_ types: ListTypes<L>,
                                       withoutIndexPath: ((L, String) -> L.Cell?)? = nil) -> LuaMethod<Handle<L>> {
        { [self] h, args throws(LuaCallError) in
            let id = try args.string(2)
            var cell: L.Cell?
            if let withoutIndexPath, args.isNil(3) {
                cell = h.world.perform { withoutIndexPath(h.object, id) }
            } else {
                let p = try indexPathArgument(args, 3)
                try uikitCall(h.world) { () throws(UIKitException) in cell = try h.object.dequeueChecked(id, for: p) }
            }
            guard let cell else { return [.nil] }
            h.object.luaDataSource?.noteDequeued(cell)
            diffableBox(of: h.object)?.noteDequeued(cell)
            return [listCellValue(cell, types, h.world)]
        }
    }
}
