// TableView.PendingRowAnimations: the row animations the calls of a batch asked for.

extension TableView {
    /// The `RowAnimation` each recorded change asked for, until the batch applies.
    ///
    /// Deletes and reloads name paths and sections before the batch; inserts name them after.
    /// A row with no recorded animation (a row of a moved section, say) uses `.automatic`.
    struct PendingRowAnimations {
        /// Deleted and reloaded rows, by their path before the batch.
        var leavingRows: [IndexPath: RowAnimation] = [:]
        /// Deleted and reloaded sections, by their index before the batch.
        var leavingSections: [Int: RowAnimation] = [:]
        /// Inserted rows, by their path after the batch.
        var arrivingRows: [IndexPath: RowAnimation] = [:]
        /// Inserted sections, by their index after the batch.
        var arrivingSections: [Int: RowAnimation] = [:]
        /// Reloaded rows, by their path before the batch (they arrive where the plan puts them).
        var reloadedRows: [IndexPath: RowAnimation] = [:]
        /// Reloaded sections, by their index before the batch.
        var reloadedSections: [Int: RowAnimation] = [:]

        /// How a row that existed before the batch goes.
        func leaving(_ p: IndexPath) -> RowAnimation {
            leavingRows[p] ?? leavingSections[p.section] ?? .automatic
        }

        /// The arrival animations by new path and new section, once the plan is known.
        func arrivals(through plan: BatchUpdates.Plan) -> (rows: [IndexPath: RowAnimation], sections: [Int: RowAnimation]) {
            var rows = arrivingRows, sections = arrivingSections
            for (p, a) in reloadedRows {
                if case .reloaded(let q) = plan.fate(ofOld: p) { rows[q] = a }
            }
            for (s, a) in reloadedSections {
                if let t = plan.sections.old[s].newIndex { sections[t] = a }
            }
            return (rows, sections)
        }
    }
}
