// CollectionView+BatchUpdates: inserts, deletes, reloads and moves of items and sections, checked
// and applied as one batch by the shared BatchUpdates machinery (rules 3.7, 3.8).

extension CollectionView {
    /// The duration of the animation that moves cells to their new frames after a batch.
    ///
    /// [SIM] UIKit does not document it; the table's 0.3 s (rule 2.11) is used, and an enclosing
    /// animation block's timing is inherited (rule 7.8).
    public static let batchUpdateAnimationDuration = 0.3

    // MARK: - Reload

    /// Reloads everything from the data source (`reloadData()`).
    ///
    /// Rule 3.8 [SIM] (unverified; the table's rule 1.21 differs): selected index paths that
    /// still name an item stay selected, the others are dropped silently, with no delegate
    /// calls. Every visible cell is sent back to the reuse queue and the visible items are
    /// asked for again. A touch in progress on an item that no longer exists is forgotten.
    public func reloadData() {
        needsReload = true
        loadCountsIfNeeded()
        updateVisibleCells()
        _checkInvariants()
    }

    // MARK: - Batches

    /// Runs `updates` and applies every change it records as one animated batch
    /// (`performBatchUpdates(_:completion:)`).
    ///
    /// Crashes, as UIKit raises `NSInternalInconsistencyException`, when the batch does not
    /// match the data source (rule 3.7, messages of rule 2.8 in "items" and "collection view"
    /// words); `performBatchUpdatesChecked` throws instead.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        do {
            try performBatchUpdatesChecked(updates, completion: completion)
        } catch {
            world.uncaughtException(error)
        }
    }

    /// `performBatchUpdates(_:completion:)`, throwing what UIKit would raise.
    ///
    /// Deletes and reloads use index paths from before the batch, inserts those after all
    /// deletes, and a move goes from the old list to the new one (rule 3.7, as 2.2–2.3).
    /// Nested calls apply once, when the outermost one ends (rule 2.1); [SIM] a nested call's
    /// completion runs on the next frame. The counts before are the ones last loaded (rule
    /// 2.6) — a collection view that has loaded none yet loads them first, the "reload may
    /// occur" of rule 3.7 — and the counts after are read from the data source.
    /// Selection follows each item's identity (rule 1.23 [SIM], shared with the table). Cells
    /// move to their new frames in an animation of `batchUpdateAnimationDuration`, and
    /// `completion` runs when it ends (`true` unless interrupted), on the next frame if
    /// nothing moved. [SIM] Only kept cells animate: cells of deleted or reloaded items, and of
    /// items that end up off screen, leave at once; new cells appear at their final frames.
    /// - Throws: `UIKitException` with UIKit's reason; the batch is then discarded and the
    ///   collection view keeps its state from before it.
    public func performBatchUpdatesChecked(_ updates: (() -> Void)?,
                                           completion: ((Bool) -> Void)? = nil) throws(UIKitException) {
        try runBatch({ updates?() }, completion: completion)
    }

    /// Inserts items at their index paths in the final list (`insertItems(at:)`).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insert(indexPaths) }
    }

    /// Deletes items at their index paths before the update (`deleteItems(at:)`).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.delete(indexPaths) }
    }

    /// Reloads items: a delete and an insert of the same index path (`reloadItems(at:)`).
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reload(indexPaths) }
    }

    /// Moves an item from its old index path to its new one (`moveItem(at:to:)`).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.move(indexPath, to: newIndexPath) }
    }

    /// Inserts sections at their indexes in the final list (`insertSections(_:)`).
    public func insertSections(_ sections: [Int]) {
        record { $0.insertSections(sections) }
    }

    /// Deletes sections at their indexes before the update (`deleteSections(_:)`).
    public func deleteSections(_ sections: [Int]) {
        record { $0.deleteSections(sections) }
    }

    /// Reloads sections (`reloadSections(_:)`).
    public func reloadSections(_ sections: [Int]) {
        record { $0.reloadSections(sections) }
    }

    /// Moves a section (`moveSection(_:toSection:)`).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSection(section, to: newSection) }
    }

    // MARK: - Throwing variants

    // Callers that must survive UIKit's exception (the Lua bridge) use these: inside a batch
    // they only record (the batch's end checks), outside one they apply at once and throw
    // `UIKitException` with UIKit's reason instead of crashing; the collection view then keeps
    // its state from before the change.

    /// `insertItems(at:)` that throws instead of crashing.
    public func insertItemsChecked(at indexPaths: [IndexPath]) throws(UIKitException) {
        try recordChecked { $0.insert(indexPaths) }
    }

    /// `deleteItems(at:)` that throws instead of crashing.
    public func deleteItemsChecked(at indexPaths: [IndexPath]) throws(UIKitException) {
        try recordChecked { $0.delete(indexPaths) }
    }

    /// `reloadItems(at:)` that throws instead of crashing.
    public func reloadItemsChecked(at indexPaths: [IndexPath]) throws(UIKitException) {
        try recordChecked { $0.reload(indexPaths) }
    }

    /// `moveItem(at:to:)` that throws instead of crashing.
    public func moveItemChecked(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(UIKitException) {
        try recordChecked { $0.move(indexPath, to: newIndexPath) }
    }

    /// `insertSections(_:)` that throws instead of crashing.
    public func insertSectionsChecked(_ sections: [Int]) throws(UIKitException) {
        try recordChecked { $0.insertSections(sections) }
    }

    /// `deleteSections(_:)` that throws instead of crashing.
    public func deleteSectionsChecked(_ sections: [Int]) throws(UIKitException) {
        try recordChecked { $0.deleteSections(sections) }
    }

    /// `reloadSections(_:)` that throws instead of crashing.
    public func reloadSectionsChecked(_ sections: [Int]) throws(UIKitException) {
        try recordChecked { $0.reloadSections(sections) }
    }

    /// `moveSection(_:toSection:)` that throws instead of crashing.
    public func moveSectionChecked(_ section: Int, toSection newSection: Int) throws(UIKitException) {
        try recordChecked { $0.moveSection(section, to: newSection) }
    }

    // MARK: - Internal

    /// Records a change; outside a batch the change is a batch of its own, as in UIKit.
    private func record(_ change: (inout BatchUpdates) -> Void) {
        do {
            try recordChecked(change)
        } catch {
            world.uncaughtException(error)
        }
    }

    /// `record(_:)`, throwing what UIKit would raise when the change is a batch of its own.
    private func recordChecked(_ change: (inout BatchUpdates) -> Void) throws(UIKitException) {
        if batch.isInBatch { return change(&batch) }
        try runBatch({ change(&batch) }, completion: nil)
    }

    /// Opens a block, runs `body`, and applies the batch if this was the outermost block.
    private func runBatch(_ body: () -> Void, completion: ((Bool) -> Void)?) throws(UIKitException) {
        loadCountsIfNeeded()
        batch.begin()
        world.perform(body)
        do {
            guard try batch.end() else {
                if let completion { world.scheduleNextFrame { completion(true) } }
                return
            }
            try applyBatch(completion: completion)
        } catch {
            batch.reset()
            throw error
        }
    }

    /// Checks the completed batch, then moves counts, selection, touch and cells through it.
    private func applyBatch(completion: ((Bool) -> Void)?) throws(UIKitException) {
        let after = Self.counts(from: dataSource, for: self)
        let plan = try batch.plan(before: itemCounts, after: after)
        batch.removeAll()
        itemCounts = after
        selection.remap(through: plan)
        if let t = touch {
            if let q = plan.newIndexPath(forOld: t.indexPath) { touch?.indexPath = q } else { touch = nil }
        }
        var moved: [IndexPath: CollectionViewCell] = [:]
        for (old, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            if let q = plan.newIndexPath(forOld: old) { moved[q] = cell } else { endDisplaying(cell, at: old) }
        }
        visibleCellsByIndexPath = moved
        collectionViewLayout.invalidateLayout()
        world.animate(withDuration: Self.batchUpdateAnimationDuration, animations: {
            self.updateVisibleCells()
        }, completion: completion)
        _checkInvariants()
    }
}
