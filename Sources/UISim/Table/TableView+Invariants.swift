// TableView+Invariants: what must hold after every mutating operation (STYLE practice 12).

extension TableView {
    /// Checks the table's invariants; compiled in only under `UISIM_INTERNAL_CHECKS`.
    ///
    /// - The geometry has exactly the loaded counts, and its Fenwick tree matches its slots.
    /// - Visible cells ⊆ rows: every visible cell shows a row that exists, is a subview of the
    ///   table, is not also leaving or waiting for reuse, and its model frame is its row's.
    /// - Selection ⊆ rows, strictly ascending.
    /// - A touch in progress is on a row that exists.
    /// - Outside a batch nothing is recorded.
    func _checkInvariants() {
        #if UISIM_INTERNAL_CHECKS
        guard let counts = loadedCounts else {
            precondition(cellsByIndexPath.isEmpty, "cells shown before the table loaded")
            return
        }
        precondition(heights.rowCounts == counts, "geometry has \(heights.rowCounts) rows, loaded \(counts)")
        heights._checkInvariants()
        for (p, cell) in cellsByIndexPath {
            precondition(heights.contains(p), "visible cell for \(p), which is not a row (\(counts))")
            precondition(cell.superview === self, "visible cell for \(p) is not in the table")
            precondition(exitingCells[ObjectIdentifier(cell)] == nil, "cell for \(p) is both visible and leaving")
            precondition(!pool.contains(cell), "cell for \(p) is both visible and queued for reuse")
            if !heightsAreStale {
                let rect = modelRect(forRow: p)
                precondition(cell.frame == rect || needsTableLayout,
                             "cell for \(p) has frame \(cell.frame), its row is at \(rect)")
            }
        }
        selection._checkInvariants()
        for p in selection.all ?? [] {
            precondition(heights.contains(p), "selected \(p), which is not a row (\(counts))")
        }
        if let t = touch { precondition(heights.contains(t.indexPath), "touch on \(t.indexPath), not a row") }
        if !updates.isInBatch { precondition(updates.isEmpty, "changes recorded outside a batch") }
        _checkSwipeInvariants()
        #endif
    }
}
