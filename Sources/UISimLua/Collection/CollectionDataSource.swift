// CollectionDataSource: `cv.dataSource` — the shared Lua data source (ListDataSource.swift)
// answering UISim's CollectionViewDataSource — and the collection's side of the adapter binding.
import LuaKit
import UISim

/// `cv.dataSource`'s adapter (ListDataSource.swift).
typealias LuaCollectionDataSource = LuaListDataSource<CollectionView>

extension LuaListDataSource: CollectionViewDataSource where List == CollectionView {
    func numberOfSections(in collectionView: CollectionView) -> Int { sectionCount(collectionView) }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        elementCount(collectionView, section)
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        elementCell(collectionView, indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionViewCell? {
        supplementaryView(collectionView, kind, indexPath)   // CollectionSupplementary.swift
    }
}

extension CollectionView: AdaptedList {
    /// `cv.dataSource = t`: Lua's model in place of the built-in one, which keeps the adapter.
    func installDataSource(_ table: LuaValue?, kit: Kit, model: ItemCountsDataSource) {
        let adapter = table.map { LuaCollectionDataSource(kit: kit, table: $0, world: world, builtIn: model, types: kit.collectionTypes) }
        model.luaDataSource = adapter
        dataSource = adapter ?? model
    }

    var luaDataSource: LuaAdapter? { dataSource as? LuaCollectionDataSource }

    var builtInModel: ItemCountsDataSource? {
        dataSource as? ItemCountsDataSource ?? (dataSource as? LuaCollectionDataSource)?.builtIn
            ?? (dataSource as? LuaCollectionDiffable)?.builtIn
    }

    func dequeueChecked(_ identifier: String, for indexPath: IndexPath) throws(UIKitException) -> CollectionViewCell {
        try dequeueReusableCellChecked(withReuseIdentifier: identifier, for: indexPath)
    }
}
