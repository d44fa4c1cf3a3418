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

extension Kit {
    /// `cv.dataSource`: a Lua table, or nil for the controller's built-in `items` model.
    func collectionViewDataSourceTraits() -> (getters: [String: LuaGetter<Handle<CollectionView>>],
                                              setters: [String: LuaSetter<Handle<CollectionView>>]) {
        (["dataSource": { h throws(LuaCallError) in
            h.world.perform { (h.object.dataSource as? LuaCollectionDataSource)?.table ?? .nil }
         }],
         ["dataSource": { [self] h, args throws(LuaCallError) in try setCollectionDataSource(h, args) }])
    }

    private func setCollectionDataSource(_ h: Handle<CollectionView>, _ args: LuaArguments) throws(LuaCallError) {
        let table = try adapterTable(args, "dataSource")
        guard let source = h.world.perform({ builtInItems(h.object) }) else {
            throw .message("cannot set 'dataSource': the collection view has no items model of a CollectionViewController")
        }
        let adapter = table.map { LuaCollectionDataSource(kit: self, table: $0, world: h.world, builtIn: source) }
        h.world.perform {
            // As for the table (TableDataSource.swift): pending edits go to the built-in model.
            source.commit()
            source.edits.depth = 0
            source.luaDataSource = adapter
            h.object.dataSource = adapter ?? source
        }
    }

    /// `cv:dequeueReusableCell(identifier, ip)`: a cell for `cellForItemAt` to return.
    func collectionViewDataSourceMethods() -> [String: LuaMethod<Handle<CollectionView>>] {
        [
            "dequeueReusableCell": { [self] h, args throws(LuaCallError) in
                let id = try args.string(2)
                let p = try indexPathArgument(args, 3)
                var cell: CollectionViewCell?
                try uikitCall(h.world) { () throws(UIKitException) in
                    cell = try h.object.dequeueReusableCellChecked(withReuseIdentifier: id, for: p)
                }
                guard let cell else { return [.nil] }
                (h.object.dataSource as? LuaCollectionDataSource)?.noteDequeued(cell)
                return [state.wrap(Handle(cell, world: h.world), as: collectionCellType, identity: cell)]
            },
        ]
    }
}
