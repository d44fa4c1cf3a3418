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

extension CollectionView {
    var luaDelegate: LuaAdapter? { delegate as? LuaCollectionDelegate }

    /// `cv.delegate = t`: Lua's delegate, kept by the built-in model (the view holds it weakly).
    func installDelegate(_ table: LuaValue?, kit: Kit, model: ItemCountsDataSource) {
        let adapter = table.map { LuaCollectionDelegate(kit: kit, table: $0, world: world) }
        model.luaDelegate = adapter
        delegate = adapter
    }
}
