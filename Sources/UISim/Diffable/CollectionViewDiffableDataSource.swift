// CollectionViewDiffableDataSource: `UICollectionViewDiffableDataSource` — a collection view's
// items from applied snapshots, cells from a cell provider (rules 16.4–16.12).

/// A collection view's data source driven by snapshots, like
/// `UICollectionViewDiffableDataSource`.
///
/// Creating it makes it the collection view's data source. The view asks it for counts (from
/// the state last applied) and cells (from `cellProvider`, with the item identifier, rule 16.12).
open class CollectionViewDiffableDataSource<Section: Hashable, Item: Hashable>: DiffableDataSource<Section, Item>,
    CollectionViewDataSource {
    /// Makes the cell of an item: `(collectionView, indexPath, item)`, a dequeued cell.
    public typealias CellProvider = (CollectionView, IndexPath, Item) -> CollectionViewCell?

    /// The collection view, held weakly (it holds its data source weakly too).
    public private(set) weak var collectionView: CollectionView?
    /// The cell provider.
    public let cellProvider: CellProvider

    /// Creates the data source and makes it `collectionView.dataSource`.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: - CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionView) -> Int { sectionCount }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    /// The cell provider's cell for the item. A provider that answers nil crashes, as in UIKit
    /// (rule 16.12).
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        providedCell(collectionView.world, indexPath) { cellProvider(collectionView, indexPath, $0) }
    }

    // MARK: - The list's part

    override var listWorld: World? { collectionView?.world }
    override var listKind: ListKind { .collection }
    override var isAttached: Bool { collectionView?.dataSource === self }
    override func reloadList() { collectionView?.reloadData() }

    override func replay(_ d: DiffableDifference, swap: @escaping () -> Void,
                         completion: ((Bool) -> Void)?) throws(UIKitException) {
        guard let cv = collectionView else { return swap() }
        let u = d.updates
        try cv.performBatchUpdatesChecked({
            swap()
            cv.deleteSections(u.deletedSections.sorted())
            cv.insertSections(u.insertedSections.sorted())
            cv.reloadSections(u.reloadedSections.sorted())
            for m in u.sectionMoves { cv.moveSection(m.from, toSection: m.to) }
            cv.deleteItems(at: u.deletedRows.sorted())
            cv.insertItems(at: u.insertedRows.sorted())
            cv.reloadItems(at: u.reloadedRows.sorted())
            for m in u.moves { cv.moveItem(at: m.from, to: m.to) }
        }, completion: completion)
    }

    override func reconfigure(_ paths: [IndexPath]) throws(UIKitException) {
        guard let cv = collectionView, !paths.isEmpty else { return }
        try cv.reconfigureItemsChecked(at: paths)
    }
}
