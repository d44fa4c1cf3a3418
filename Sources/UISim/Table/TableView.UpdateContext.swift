// TableView.UpdateContext: what the layout pass of a batch update needs to animate rows.

extension TableView {
    /// How rows appear during the layout pass of an update: where moving rows come from and
    /// whether new rows fade in.
    struct UpdateContext {
        /// The applied batch.
        let plan: BatchUpdates.Plan
        /// Row geometry before the batch.
        let oldHeights: HeightIndex
        /// The table header's height before the batch.
        let oldHeaderHeight: Double
        /// Arrival animations of new rows, by path after the batch.
        let arrivingRows: [IndexPath: RowAnimation]
        /// Arrival animations of new sections, by index after the batch.
        let arrivingSections: [Int: RowAnimation]

        /// Whether the row at `p` (after the batch) is new and fades in (`RowAnimation` [SIM]).
        func fadesIn(_ p: IndexPath) -> Bool {
            guard plan.source(ofNew: p) == .new else { return false }
            return (arrivingRows[p] ?? arrivingSections[p.section] ?? .automatic).fades
        }

        /// Where a cell that comes into view starts: an old row starts from its old place, so it
        /// slides in with the others; a new row starts at its final place.
        func startFrame(forNewRow p: IndexPath, finalFrame: Rect) -> Rect {
            guard case .old(let q) = plan.source(ofNew: p), oldHeights.contains(q) else { return finalFrame }
            return Rect(x: finalFrame.minX, y: oldHeaderHeight + oldHeights.offset(ofRow: q), width: finalFrame.width,
                        height: oldHeights.height(ofRow: q))
        }
    }
}
