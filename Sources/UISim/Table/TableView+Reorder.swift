// TableView+Reorder: starting a drag by a row's reorder control (rules 14.3, 14.8–14.12); the
// drag itself is a `TableReorder`.

extension TableView {
    /// Why row `p` cannot be dragged by its reorder control now, in words for an error message,
    /// or nil when it can (rule 14.12).
    public func reorderRefusal(at p: IndexPath) -> String? {
        layoutForQuery()
        guard isEditing else { return "the table is not editing (call setEditing(true, animated:) first)" }
        guard heights.contains(p) else { return "\(p) is not a row of the table" }
        guard reorder == nil else { return "a row is being dragged already (release or cancel that drag first)" }
        guard let cell = cellsByIndexPath[p] else { return "row \(p) is not on screen" }
        guard cell.editingControls?.showsReorderControl == true else {
            return "row \(p) shows no reorder control (canEditRowAt or canMoveRowAt is false, "
                + "or the data source has no moveRowAt)"
        }
        return nil
    }

    /// The finger goes down on row `p`'s reorder control: a Delete button out goes, a touch in
    /// progress is cancelled, and the drag begins (rule 14.8).
    /// - Precondition: `reorderRefusal(at: p)` is nil.
    public func beginReorder(at p: IndexPath) -> TableReorder {
        world.markRecordings("reorder \(p)")
        return world.perform {
            if let refusal = reorderRefusal(at: p) { preconditionFailure("beginReorder(at:): " + refusal) }
            showDeleteConfirmation(nil)
            if let t = touch { cancel(t) }
            let drag = TableReorder(table: self, source: p)
            reorder = drag
            return drag
        }
    }
}
