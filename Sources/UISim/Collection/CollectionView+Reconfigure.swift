// CollectionView+Reconfigure: `reconfigureItems(at:)` (iOS 15) — an item's cell configured again
// in place: same cell, no prepareForReuse, selection kept (rule 16.14).

extension CollectionView {
    /// Asks the data source again for the cells of `indexPaths`, which get their existing cells
    /// back from `dequeueReusableCell(withReuseIdentifier:for:)` (rule 16.14).
    ///
    /// An item without a cell (off screen) is skipped: UIKit calls that a no-op. The cell stays
    /// on its item, so the item keeps its selection and highlight. [SIM] Inside an open batch
    /// the items are reconfigured at once, at the paths the view shows now.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        do { try reconfigureItemsChecked(at: indexPaths) } catch { world.uncaughtException(error) }
    }

    /// `reconfigureItems(at:)` that throws instead of crashing.
    /// - Throws: `UIKitException.reconfigureDifferentCell` when the data source dequeues another
    ///   identifier or answers another cell [SIM]; the items after it are left as they were.
    public func reconfigureItemsChecked(at indexPaths: [IndexPath]) throws(UIKitException) {
        updateVisibleCells()
        var failure: UIKitException?
        world.perform {
            guard let dataSource else { return }
            failure = Reconfiguring.run(indexPaths, cells: visibleCellsByIndexPath, slot: { reconfiguring = $0 },
                                        ask: { dataSource.collectionView(self, cellForItemAt: $0) }) { cell, p in
                configureState(of: cell, at: p)
                cell.layoutIfNeeded()
            }
        }
        _checkInvariants()
        if let failure { throw failure }
    }
}
