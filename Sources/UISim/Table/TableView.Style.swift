// TableView.Style: UITableView.Style, kept for source compatibility.

extension TableView {
    /// `UITableView.Style`. [SIM] The styles differ only in drawing, which the simulation does
    /// not model; section header and footer heights come from the table's properties and its
    /// delegate in every style.
    public enum Style: Int, Sendable, CaseIterable { case plain, grouped, insetGrouped }
}
