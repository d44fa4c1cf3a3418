// CollectionDataSource: `cv.dataSource`, a Lua table whose functions (UIKit's method names)
// give the collection view its sections, items and cells, and `cv:dequeueReusableCell`.
import LuaKit
import UISim

/// A Lua table as the collection view's data source.
///
/// Methods are called `t:name(cv, ...)`: `numberOfSections(cv)` (default 1), `numberOfItemsInSection(cv,
/// section)` (required: missing, raising or answering anything but a count is a callback error
/// and counts as 0) and `cellForItemAt(cv, ip)` (optional; nil or a cell it got from
/// `cv:dequeueReusableCell` in that call). The collection asks when UIKit would (rule 3.7, as
/// 2.6): when it loads, on `reloadData` and when a batch ends, so a Lua model that does not match
/// a batch gets UIKit's exception; the built-in model's automatic editing stays out of the way.
final class LuaCollectionDataSource: LuaAdapter, CollectionViewDataSource {
    /// The controller's built-in model, back in place when Lua's is removed. It keeps this
    /// adapter alive (the collection view holds its data source weakly, as UIKit does).
    weak var builtIn: ItemCountsDataSource?

    init(kit: Kit, table: LuaValue, world: World, builtIn: ItemCountsDataSource) {
        self.builtIn = builtIn
        super.init(kit: kit, table: table, world: world, owner: "cv.dataSource")
    }

    private func cv(_ collectionView: CollectionView) -> LuaValue {
        kit?.collectionViewValue(collectionView, world) ?? .nil
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        count("numberOfSections", [cv(collectionView)], what: "section count", default: 1, required: false)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        count("numberOfItemsInSection", [cv(collectionView), .integer(Int64(section))], what: "item count",
              default: 0, required: true)
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let kit, let cell = cell("cellForItemAt", [cv(collectionView), kit.indexPathValue(indexPath)],
                                    kit.collectionCellType, dequeue: "cv:dequeueReusableCell") {
            return cell
        }
        let id = ItemCountsDataSource.reuseIdentifier
        return (try? collectionView.dequeueReusableCellChecked(withReuseIdentifier: id, for: indexPath))
            ?? CollectionViewCell(world: world, reuseIdentifier: id)
    }
}

extension CollectionView: AdaptedList {
    /// `cv.dataSource = t`: Lua's model in place of the built-in one, which keeps the adapter.
    func installDataSource(_ table: LuaValue?, kit: Kit, model: ItemCountsDataSource) {
        let adapter = table.map { LuaCollectionDataSource(kit: kit, table: $0, world: world, builtIn: model) }
        model.luaDataSource = adapter
        dataSource = adapter ?? model
    }

    var luaDataSource: LuaAdapter? { dataSource as? LuaCollectionDataSource }

    var builtInModel: ItemCountsDataSource? {
        dataSource as? ItemCountsDataSource ?? (dataSource as? LuaCollectionDataSource)?.builtIn
    }

    func dequeueChecked(_ identifier: String, for indexPath: IndexPath) throws(UIKitException) -> CollectionViewCell {
        try dequeueReusableCellChecked(withReuseIdentifier: identifier, for: indexPath)
    }
}
