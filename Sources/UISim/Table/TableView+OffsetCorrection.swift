// TableView+OffsetCorrection: rows measured above the visible ones do not move the visible
// rows — the table shifts its content offset by the difference (rule 18.5).

extension TableView {
    /// A row on screen before a measuring pass and where its top was in the content.
    struct OffsetAnchor {
        var row: IndexPath
        var minY: Double
    }

    /// The anchor of a measuring pass (rule 18.5 [SIM]): the first row that had a cell before
    /// the pass and still meets the visible bounds. None after `reloadData` (no cells: the
    /// jump of rule 18.6 is not corrected) or after a jump to rows that had none.
    func offsetAnchor() -> OffsetAnchor? {
        guard !cellsByIndexPath.isEmpty else { return nil }
        let b = bounds
        // the lowest such row: one pass over the cells, not a sorted copy of their rows
        var anchor: OffsetAnchor?
        for p in cellsByIndexPath.keys where heights.contains(p) {
            if let a = anchor, a.row < p { continue }
            let r = modelRect(forRow: p)
            if r.maxY > b.minY && r.minY < b.maxY { anchor = OffsetAnchor(row: p, minY: r.minY) }
        }
        return anchor
    }

    /// After measuring, moves the offset by how far the anchor moved, so that it stays put on
    /// screen (rule 18.5). Not through `setContentOffset`, which would stop a deceleration
    /// (rule 12.10): a running drag or deceleration is shifted with it and carries on from the
    /// corrected offset. The delegate hears `scrollViewDidScroll`.
    func correctOffset(keeping anchor: inout OffsetAnchor) {
        let minY = modelRect(forRow: anchor.row).minY
        let d = minY - anchor.minY
        anchor.minY = minY
        guard d != 0, d.isFinite else { return }
        world.record("UISim: rows measured above row \(anchor.row) moved it by \(d); the offset follows (rule 18.5)")
        contentOffset.y += d
        shiftScroll(by: Point(x: 0, y: d))
        tellScroll("scrollViewDidScroll") { $0.scrollViewDidScroll(self) }
    }
}
