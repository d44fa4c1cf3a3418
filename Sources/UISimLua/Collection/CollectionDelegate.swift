// CollectionDelegate: `cv.delegate`, a Lua table whose functions (UIKit's method names) answer
// the collection view's highlight and selection questions and hear its news (rules 3.3–3.5).
import LuaKit
import UISim

/// A Lua table as the collection view's delegate.
///
/// Methods are called `t:name(cv, ip)`; a missing function keeps UIKit's default (the `should…` ones
/// answer true). UISim asks only for user touches, never for `cv:selectItem`/`cv:deselectItem`
/// (rules 3.3, 3.4). LuaAdapter has the rules for lookups, errors and results.
final class LuaCollectionDelegate: LuaAdapter, CollectionViewDelegate {
    init(kit: Kit, table: LuaValue, world: World) {
        super.init(kit: kit, table: table, world: world, owner: "cv.delegate")
    }

    /// The arguments of every delegate function: the collection view and the index path.
    private func arguments(_ cv: CollectionView, _ p: IndexPath) -> [LuaValue] {
        guard let kit else { return [] }
        return [kit.collectionViewValue(cv, world), kit.indexPathValue(p)]
    }

    /// Tells `name` without caring for results.
    private func tell(_ name: String, _ cv: CollectionView, _ p: IndexPath) { _ = call(name, arguments(cv, p)) }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        boolean("shouldHighlightItemAt", arguments(collectionView, indexPath), default: true)
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        tell("didHighlightItemAt", collectionView, indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        tell("didUnhighlightItemAt", collectionView, indexPath)
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        boolean("shouldSelectItemAt", arguments(collectionView, indexPath), default: true)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        tell("didSelectItemAt", collectionView, indexPath)
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        boolean("shouldDeselectItemAt", arguments(collectionView, indexPath), default: true)
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        tell("didDeselectItemAt", collectionView, indexPath)
    }
}

extension Kit {
    /// The built-in model of a collection made by `world:CollectionViewController`, whether it
    /// or a Lua data source is in place; it keeps the Lua adapters alive.
    func builtInItems(_ cv: CollectionView) -> ItemCountsDataSource? {
        cv.dataSource as? ItemCountsDataSource ?? (cv.dataSource as? LuaCollectionDataSource)?.builtIn
    }

    /// `cv.delegate`: a Lua table or nil.
    func collectionViewDelegateTraits() -> (getters: [String: LuaGetter<Handle<CollectionView>>],
                                            setters: [String: LuaSetter<Handle<CollectionView>>]) {
        (["delegate": { h throws(LuaCallError) in
            h.world.perform { (h.object.delegate as? LuaCollectionDelegate)?.table ?? .nil }
         }],
         ["delegate": { [self] h, args throws(LuaCallError) in try setCollectionDelegate(h, args) }])
    }

    private func setCollectionDelegate(_ h: Handle<CollectionView>, _ args: LuaArguments) throws(LuaCallError) {
        let table = try adapterTable(args, "delegate")
        guard let source = h.world.perform({ builtInItems(h.object) }) else {
            throw .message("cannot set 'delegate': the collection view has no items model of a CollectionViewController")
        }
        let adapter = table.map { LuaCollectionDelegate(kit: self, table: $0, world: h.world) }
        h.world.perform {
            source.luaDelegate = adapter
            h.object.delegate = adapter
        }
    }
}
