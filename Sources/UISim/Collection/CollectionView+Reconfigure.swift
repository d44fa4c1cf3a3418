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
            for p in Set(indexPaths).sorted() {
                guard let cell = visibleCellsByIndexPath[p], let dataSource else { continue }
                reconfiguring = Reconfiguring(path: p, cell: cell)
                let answer = dataSource.collectionView(self, cellForItemAt: p)
                reconfiguring = nil
                guard answer === cell else {
                    failure = .reconfigureDifferentCell
                    return
                }
                configureState(of: cell, at: p)
                cell.layoutIfNeeded()
            }
        }
        _checkInvariants()
        if let failure { throw failure }
    }
}
