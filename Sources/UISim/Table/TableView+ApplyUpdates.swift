// TableView+ApplyUpdates: carrying out a checked batch — new counts and heights, the selection
// and cells remapped, and one animation for every row that moves, comes or goes (rules 1.22,
// 1.23, 2.10–2.13, 9.1–9.5).

extension TableView {
    /// Applies a checked batch and animates it.
    ///
    /// 1. Counts and heights: each row keeps its height if it survives, new rows get their
    ///    estimate. Without estimation every row is measured again; with it, rows are measured
    ///    again when they show (rules 2.10, 2.16) and the others keep their last height as an
    ///    estimate.
    /// 2. Selection and the touch follow their rows; deleted and reloaded rows leave the
    ///    selection silently (rules 1.22, 1.23 [SIM]).
    /// 3. Inside `world.animate(withDuration: 0.3)` — ease-in-out, or the duration and curve of
    ///    an enclosing animation (rules 2.11, 7.8), nothing under `performWithoutAnimation`
    ///    (rule 2.12) — kept cells move to their new frames, cells of new rows are asked for
    ///    (and only those: rule 2.10) and fade in, cells of deleted or reloaded rows fade out.
    ///    Cells are laid out for their new frames there too; on iOS 10 with the animation
    ///    hidden, so their content takes its final layout at once (rules 9.1–9.3).
    /// 4. When the animation ends, cells that left go to the reuse pool and `completion` runs
    ///    with `finished` (rule 2.13: the update joins an enclosing animation's completion).
    func apply(_ plan: BatchUpdates.Plan, animations: PendingRowAnimations, completion: @escaping (Bool) -> Void) {
        let oldHeights = heights
        // Rows the memory budget refuses: the table drops what it loaded, as reloadData does,
        // and its next load finds the budget again (MemoryBudget).
        guard let newHeights = budgetedHeights(plan.rowsAfter, { heights(after: plan, from: oldHeights) }) else {
            forgetLoadedData()
            completion(false)
            return
        }
        let arrivals = animations.arrivals(through: plan)
        let context = UpdateContext(plan: plan, oldHeights: oldHeights, oldHeaderHeight: tableHeaderHeight,
                                    arrivingRows: arrivals.rows, arrivingSections: arrivals.sections)
        heights = newHeights
        loadedCounts = plan.rowsAfter
        heightsAreStale = false
        selection.remap(through: plan)
        if let t = touch {
            touch = plan.newIndexPath(forOld: t.indexPath).map { ListTouch(indexPath: $0, isHighlighted: t.isHighlighted) }
        }

        var kept: [IndexPath: TableViewCell] = [:]
        var leaving: [(cell: TableViewCell, path: IndexPath, animation: RowAnimation)] = []
        for (p, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) {   // ends in row order (rule 1.30)
            if let q = plan.newIndexPath(forOld: p) {
                kept[q] = cell
            } else {
                leaving.append((cell, p, animations.leaving(p)))
            }
        }
        cellsByIndexPath = kept
        dropSectionViews()   // [SIM] sections may have moved: the delegate is asked again (rule 17.2)

        let exitingBefore = Set(exitingCells.keys)
        var exitingNow: [ObjectIdentifier] = []
        world.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (cell, p, animation) in leaving {
                delegate?.tableView(self, didEndDisplaying: cell, forRowAt: p)
                if animation.fades {
                    exitingCells[ObjectIdentifier(cell)] = cell
                    cell.alpha = 0
                } else {
                    retire(cell, endingDisplayOf: nil)
                }
            }
            clampContentOffset()
            measureVisibleRows()
            placeAccessoryViews()
            syncVisibleCells(update: context)
            reuseUnshownSizedCells()
            exitingNow = exitingCells.keys.filter { !exitingBefore.contains($0) }
        }, completion: { [weak self] finished in
            if let self {
                for id in exitingNow {
                    if let cell = self.exitingCells[id] { self.retire(cell, endingDisplayOf: nil) }
                }
                self._checkInvariants()
            }
            completion(finished)
        })
    }

    /// The row geometry after `plan`, carrying over what is known of surviving rows.
    /// - Complexity: O(n) for n rows after the batch, plus one estimate call per row.
    func heights(after plan: BatchUpdates.Plan, from old: HeightIndex) -> HeightIndex {
        HeightIndex(rowCounts: plan.rowsAfter, header: headerHeight(inSection:), footer: footerHeight(inSection:)) { t, emit in
            plan.forEachRow(inNewSection: t) { row, source in
                let p = IndexPath(row: row, section: t)
                let e = estimate(for: p)
                guard e > 0 else { return emit(.measured(measuredHeight(for: p))) }
                if case .old(let q) = source {
                    let h = old.height(ofRow: q)
                    emit(.estimated(h > 0 ? h : e))
                } else {
                    emit(.estimated(e))
                }
            }
        }
    }
}
