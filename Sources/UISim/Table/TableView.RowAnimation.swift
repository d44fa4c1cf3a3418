// TableView.RowAnimation: how inserted, deleted and reloaded rows appear and go.

extension TableView {
    /// `UITableView.RowAnimation`.
    ///
    /// [SIM] Only the alpha is modelled: `.none` shows or removes the row's cell at once; every
    /// other value fades it in or out over the update's animation (0.3 s, or the enclosing
    /// animation's timing, rule 2.11). Slides are not simulated; the rows around still move
    /// to their new places with the update.
    public enum RowAnimation: Int, Sendable, CaseIterable {
        case fade, right, left, top, bottom, none, middle, automatic

        /// Whether the cell's alpha animates.
        var fades: Bool { self != .none }
    }
}
