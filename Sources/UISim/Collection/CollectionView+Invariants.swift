// CollectionView+Invariants: the collection view's consistency checks (STYLE.md practice 12),
// compiled in only under UISIM_INTERNAL_CHECKS and run at the end of every mutation.

extension CollectionView {
    /// Checks that cells, selection and touch agree with the loaded data; a no-op in release
    /// builds.
    ///
    /// Invariants: item counts are not negative; every visible cell shows an existing item, is
    /// a subview of this view, is not waiting in the reuse queue and appears once; the
    /// selection holds only existing items, strictly ascending; a touch in progress is on an
    /// existing item. A cell's `isSelected` is not checked against the selection: code may set
    /// it directly, and the next display puts it right (rule 1.11).
    func _checkInvariants() {
        #if UISIM_INTERNAL_CHECKS
        precondition(itemCounts.allSatisfy { $0 >= 0 }, "negative item count in \(itemCounts)")
        var seen = Set<ObjectIdentifier>()
        for (path, cell) in visibleCellsByIndexPath {
            precondition(hasItem(at: path), "visible cell for \(path), which is not an item (counts \(itemCounts))")
            precondition(cell.superview === self, "visible cell for \(path) is not a subview")
            precondition(!reusePool.contains(cell), "visible cell for \(path) is also queued for reuse")
            precondition(seen.insert(ObjectIdentifier(cell)).inserted, "one cell shows two items (\(path))")
        }
        for path in selection.all ?? [] {
            precondition(hasItem(at: path), "selected \(path) is not an item (counts \(itemCounts))")
        }
        selection._checkInvariants()
        if let t = touch { precondition(hasItem(at: t.indexPath), "touch on \(t.indexPath), which is not an item") }
        #endif
    }
}
