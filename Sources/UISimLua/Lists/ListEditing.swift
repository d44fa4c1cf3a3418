// ListEditing: what editing a table and a collection share — `reloadData`,
// `performBatchUpdates(fn, done)` and recording each edit in the built-in model before the
// view checks it — bound once; each list keeps its own edit names (TableEditing.swift,
// CollectionEditing.swift).
import LuaKit
import UISim

/// What the shared editing binding needs of a list beyond `AdaptedList`.
protocol EditedList: AdaptedList {
    /// The built-in model while it (not Lua's data source) is the list's data source: Lua's
    /// model is Lua's to keep in step.
    var modelInPlace: Model? { get }
    /// Gets the list ready for an edit: the collection loads its counts first, so the counts
    /// "before" an edit outside a batch are the model's before the edit, as UIKit's are.
    func prepareForEdit()
    func reloadData()
    func performBatchUpdatesChecked(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) throws(UIKitException)
}

extension TableView: EditedList {
    var modelInPlace: RowCountsDataSource? { dataSource as? RowCountsDataSource }
    func prepareForEdit() {}
}

extension CollectionView: EditedList {
    var modelInPlace: ItemCountsDataSource? { dataSource as? ItemCountsDataSource }
    func prepareForEdit() { _ = numberOfSections }
}

extension Kit {
    /// `reloadData()` and `performBatchUpdates(fn, done)` of either list.
    func listReloadMethods<L: EditedList>(_: L.Type) -> [String: LuaMethod<Handle<L>>] {
        [
            "reloadData": { h, _ throws(LuaCallError) in
                h.world.perform {
                    h.object.modelInPlace?.commit()
                    h.object.reloadData()
                }
                return []
            },
            "performBatchUpdates": { [self] h, args throws(LuaCallError) in
                let blocks = try batchBlocks(args) {
                    h.world.perform {
                        h.object.prepareForEdit()
                        return h.object.modelInPlace
                    }
                }
                try uikitCall(h.world) { () throws(UIKitException) in
                    try h.object.performBatchUpdatesChecked(blocks.updates, completion: blocks.completion)
                }
                return []
            },
        ]
    }

    /// A method that records an edit in the built-in model and passes it to the list, whose
    /// check raises UIKit's exception as a Lua error.
    func listEdit<L: EditedList>(_ read: @escaping (LuaArguments) throws(LuaCallError) -> (
        model: (inout RowCountEdits) -> Void, view: (L) throws(UIKitException) -> Void)
    ) -> LuaMethod<Handle<L>> {
        { [self] h, args throws(LuaCallError) in
            let change = try read(args)
            h.world.perform {
                h.object.prepareForEdit()
                h.object.modelInPlace?.record(change.model)
            }
            try uikitCall(h.world) { () throws(UIKitException) in try change.view(h.object) }
            return []
        }
    }
}
