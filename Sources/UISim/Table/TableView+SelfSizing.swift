// TableView+SelfSizing: rows whose height is `automaticDimension` sized by their cell while the
// table estimates (rules 18.3, 18.8), and the hand-off of the sized cell to the display pass.

extension TableView {
    /// The height a visible, estimated row gets when the table measures it.
    ///
    /// The delegate's `heightForRowAt` (else `rowHeight`) as in rule 2.14; `automaticDimension`
    /// self-sizes the row (rule 18.3): WWDC 2014 #226's order is 1) the cell is made
    /// (`cellForRowAt`), 2) it is sized, 3) `contentSize` changes, 4) it is displayed. The
    /// cell made here is the one `syncVisibleCells` shows, so `cellForRowAt` is still asked
    /// once per row shown; a row that already has a cell (a batch re-measuring it, rule 18.8)
    /// is re-sized, not re-dequeued.
    ///
    /// - Returns: nil for a self-sizing row that rows measured above it pushed below the bounds:
    ///   it is not about to show, so no cell is made for it (it stays estimated).
    func heightWhenShown(_ p: IndexPath) -> Double? {
        let h = delegate?.tableView(self, heightForRowAt: p) ?? rowHeight
        guard h == Self.automaticDimension else { return h }
        if cellsByIndexPath[p] == nil && modelRect(forRow: p).minY >= bounds.maxY { return nil }
        guard let cell = cellsByIndexPath[p] ?? sizedCells[p] ?? makeCellForSizing(p) else {
            return Self.defaultRowHeight
        }
        let fitted = cell.systemLayoutSizeFitting(Size(width: bounds.width, height: 0))
        return fitted.height.isFinite ? max(0, fitted.height) : 0
    }

    /// Step 1 of rule 18.3: the data source's cell for a row about to show, kept for display.
    private func makeCellForSizing(_ p: IndexPath) -> TableViewCell? {
        guard let cell = dataSource?.tableView(self, cellForRowAt: p) else { return nil }
        // a first pass sizes a screenful: room for one, not doublings
        if sizedCells.isEmpty { sizedCells.reserveCapacity(Self.sizedCellsCapacity) }
        sizedCells[p] = cell
        return cell
    }

    /// The room `sizedCells` gets when it starts filling: about a screenful of 44-point rows.
    static let sizedCellsCapacity = 20

    /// The cell made for sizing row `p` in this pass, handed to the display (once).
    func takeSizedCell(_ p: IndexPath) -> TableViewCell? {
        guard !sizedCells.isEmpty else { return nil }
        return sizedCells.removeValue(forKey: p)
    }

    /// Cells sized for rows that did not end up on screen (a correction or a shrinking row
    /// moved them out) go back to the reuse pool without display calls: they were never shown.
    func reuseUnshownSizedCells() {
        guard !sizedCells.isEmpty else { return }
        for (_, cell) in sizedCells.sorted(by: { $0.key < $1.key }) { retire(cell, endingDisplayOf: nil) }
        sizedCells = [:]
    }
}
