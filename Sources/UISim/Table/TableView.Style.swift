// TableView.Style: UITableView.Style, kept for source compatibility.

extension TableView {
    /// `UITableView.Style` (rule 17.3). [SIM] The styles differ only in drawing, which the
    /// simulation does not model; section header and footer heights come from the table's
    /// properties, its delegate and the data source's titles in every style (rules 17.1, 17.4).
    public enum Style: Int, Sendable, CaseIterable { case plain, grouped, insetGrouped }
}
