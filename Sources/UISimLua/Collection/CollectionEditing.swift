// CollectionEditing: reloading and editing a Lua collection view (`cv:insertItems`,
// `cv:performBatchUpdates`...), with UIKit's exceptions as Lua errors (rules 3.7, 3.8). The
// built-in `items` model follows the edits (CountEdits.swift); a Lua data source does not.
import LuaKit
import UISim

extension Kit {
    /// A method that records an edit in the built-in model and passes it to the collection
    /// (ListEditing.swift).
    private func itemEdit(_ read: @escaping (LuaArguments) throws(LuaCallError) -> (
        model: (inout RowCountEdits) -> Void, view: (CollectionView) throws(UIKitException) -> Void)
    ) -> LuaMethod<Handle<CollectionView>> {
        listEdit(read)
    }

    func collectionViewEditingMethods() -> [String: LuaMethod<Handle<CollectionView>>] {
        var methods = listReloadMethods(CollectionView.self)
        for (k, v) in collectionOnlyEditingMethods() { methods[k] = v }
        return methods
    }

    private func collectionOnlyEditingMethods() -> [String: LuaMethod<Handle<CollectionView>>] {
        [
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
            "reloadSections": itemEdit { [self] args throws(LuaCallError) in
                let sections = try sectionList(args, 2)
                return ({ _ in }, { (c: CollectionView) throws(UIKitException) in try c.reloadSectionsChecked(sections) })
            },
            "moveSection": itemEdit { [self] args throws(LuaCallError) in
                let from = try sectionArgument(args, 2), to = try sectionArgument(args, 3)
                return ({ $0.sectionMoves.append((from, to)) }, { (c: CollectionView) throws(UIKitException) in
                    try c.moveSectionChecked(from, toSection: to)
                })
            },
        ]
    }
}
