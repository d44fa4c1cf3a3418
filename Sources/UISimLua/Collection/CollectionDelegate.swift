// CollectionDelegate: `cv.delegate`, a Lua table whose functions (UIKit's method names) answer
// the collection view's highlight and selection questions and hear its news (rules 3.3–3.5).
import LuaKit
import UISim

/// `cv.delegate`'s adapter (ListDataSource.swift): methods are called `t:name(cv, ip)`; a
/// missing function keeps UIKit's default (the `should…` ones answer true). UISim asks only for
/// user touches, never for `cv:selectItem`/`cv:deselectItem` (rules 3.3, 3.4). LuaAdapter has
/// the rules for lookups, errors and results.
typealias LuaCollectionDelegate = LuaListDelegate<CollectionView>

extension LuaListDelegate: CollectionViewDelegate where List == CollectionView {
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

    func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        canPerformPrimaryAction(collectionView, indexPath)
    }

    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        performPrimaryAction(collectionView, indexPath)
    }

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        tellDisplay("willDisplay", collectionView, cell, indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        tellDisplay("didEndDisplaying", collectionView, cell, indexPath)
    }
}

extension CollectionView {
    var luaDelegate: LuaAdapter? { delegate as? LuaCollectionDelegate }

    /// `cv.delegate = t`: Lua's delegate, kept by the built-in model (the view holds it weakly).
    func installDelegate(_ table: LuaValue?, kit: Kit, model: ItemCountsDataSource) {
        let adapter = table.map { LuaCollectionDelegate(kit: kit, table: $0, world: world, types: kit.collectionTypes) }
        model.luaDelegate = adapter
        delegate = adapter
    }
}
