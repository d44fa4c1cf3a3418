// TableView.ScrollPosition: where scrollToRow and selectRow put a row (rule 2.20).

extension TableView {
    /// `UITableView.ScrollPosition`: where to put a row in the visible area.
    public enum ScrollPosition: Int, Sendable, CaseIterable {
        /// `scrollToRow`: the least movement that shows the row fully (rule 2.20);
        /// `selectRow`: no scrolling at all (rule 1.7).
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row's centre at the centre of the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom

        /// The shared alignment this position means for `scrollToRow`.
        var alignment: ScrollAlignment {
            switch self {
            case .none: .minimal
            case .top: .start
            case .middle: .center
            case .bottom: .end
            }
        }
    }
}
