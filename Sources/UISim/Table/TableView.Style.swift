// TableView.Style: UITableView.Style, kept for source compatibility.

extension TableView {
    /// `UITableView.Style` (rule 17.3): plain tables float their section header and footer
    /// views and, from iOS 15, pad their headers (rules 17.6, 17.8); the grouped styles do
    /// neither. [SIM] Otherwise the styles differ only in drawing: `insetGrouped` has the
    /// geometry of `grouped`, and no style adds room for headers without content (rule 17.4).
    public enum Style: Int, Sendable, CaseIterable { case plain, grouped, insetGrouped }
}
