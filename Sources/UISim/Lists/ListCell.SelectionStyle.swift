// ListCell.SelectionStyle: how a cell looks when selected or highlighted (rules 1.17, 1.20).

extension ListCell {
    /// `UITableViewCell.SelectionStyle`: whether and how selection shows.
    ///
    /// Since iOS 7 `.blue` looks the same as `.default`, which is gray (rule 1.20), so the
    /// three visible styles behave alike here. `.none` hides the selected background but
    /// changes nothing else: the selection state and every delegate call still happen
    /// (rule 1.17).
    public enum SelectionStyle: Int, Sendable, CaseIterable {
        case none, blue, gray, `default`

        /// Whether selection and highlight are drawn at all.
        public var isVisible: Bool { self != .none }
    }
}
