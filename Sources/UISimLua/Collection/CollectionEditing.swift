// CollectionEditing: reloading and editing a Lua collection view (`cv:insertItems`,
// `cv:performBatchUpdates`...), with UIKit's exceptions as Lua errors (rules 3.7, 3.8). The
// built-in `items` model follows the edits (CountEdits.swift); a Lua data source does not.
import LuaKit
import UISim

extension Kit {
    /// The collection's built-in items model while it is the data source (not while a Lua
    /// `cv.dataSource` is: that model is Lua's to keep in step).
    private func itemsModel(_ h: Handle<CollectionView>) -> ItemCountsDataSource? {
        h.object.dataSource as? ItemCountsDataSource
    }

    /// A method that records an edit in the built-in model and passes it to the collection.
    ///
    /// The collection loads its counts first, so the counts "before" an edit outside a batch
    /// are the model's before the edit, as UIKit's are.
    private func itemEdit(_ read: @escaping (LuaArguments) throws(LuaCallError) -> (
        model: (inout RowCountEdits) -> Void, view: (CollectionView) throws(UIKitException) -> Void)
    ) -> LuaMethod<Handle<CollectionView>> {
        { [self] h, args throws(LuaCallError) in
            let change = try read(args)
            h.world.perform {
                _ = h.object.numberOfSections
                itemsModel(h)?.record(change.model)
            }
            try uikitCall(h.world) { () throws(UIKitException) in try change.view(h.object) }
            return []
        }
    }

    func collectionViewEditingMethods() -> [String: LuaMethod<Handle<CollectionView>>] {
        [
            "reloadData": { [self] h, _ throws(LuaCallError) in
                h.world.perform {
                    itemsModel(h)?.commit()
                    h.object.reloadData()
                }
                return []
            },
            "performBatchUpdates": { [self] h, args throws(LuaCallError) in
                let blocks = try batchBlocks(args) {
                    h.world.perform {
                        _ = h.object.numberOfSections
                        return itemsModel(h)
                    }
                }
                try uikitCall(h.world) { () throws(UIKitException) in
                    try h.object.performBatchUpdatesChecked(blocks.updates, completion: blocks.completion)
                }
                return []
            },
            "insertItems": itemEdit { [self] args throws(LuaCallError) in
                let paths = try indexPathList(args, 2)
                return ({ $0.insertedRows += paths }, { (c: CollectionView) throws(UIKitException) in
                    try c.insertItemsChecked(at: paths)
                })
            },
            "deleteItems": itemEdit { [self] args throws(LuaCallError) in
                let paths = try indexPathList(args, 2)
                return ({ $0.deletedRows += paths }, { (c: CollectionView) throws(UIKitException) in
                    try c.deleteItemsChecked(at: paths)
                })
            },
            "reloadItems": itemEdit { [self] args throws(LuaCallError) in
                let paths = try indexPathList(args, 2)
                return ({ _ in }, { (c: CollectionView) throws(UIKitException) in try c.reloadItemsChecked(at: paths) })
            },
            "moveItem": itemEdit { [self] args throws(LuaCallError) in
                let from = try indexPathArgument(args, 2), to = try indexPathArgument(args, 3)
                return ({ $0.moves.append((from, to)) }, { (c: CollectionView) throws(UIKitException) in
                    try c.moveItemChecked(at: from, to: to)
                })
            },
            "insertSections": itemEdit { [self] args throws(LuaCallError) in
                let sections = try sectionList(args, 2)
                return ({ $0.insertedSections.formUnion(sections) }, { (c: CollectionView) throws(UIKitException) in
                    try c.insertSectionsChecked(sections)
                })
            },
            "deleteSections": itemEdit { [self] args throws(LuaCallError) in
                let sections = try sectionList(args, 2)
                return ({ $0.deletedSections.formUnion(sections) }, { (c: CollectionView) throws(UIKitException) in
                    try c.deleteSectionsChecked(sections)
                })
            },
        ]
    }
}
