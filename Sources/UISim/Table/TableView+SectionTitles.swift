// TableView+SectionTitles: the data source's section titles and the automatic height they give
// a header or footer (rule 17.1).

extension TableView {
    /// The automatic height of a header or footer with a title (rule 17.1 [SIM]): the model has
    /// no fonts, so one fixed height stands for "a height that fits the title".
    public static let titledSectionHeight: Double = 28

    /// The header title of section `s` from the data source, nil without one or for a section
    /// that does not exist.
    public func headerTitle(inSection s: Int) -> String? {
        guard (0..<heights.numberOfSections).contains(s) else { return nil }
        return askHeaderTitle(s)
    }

    /// The footer title of section `s` from the data source (as `headerTitle(inSection:)`).
    public func footerTitle(inSection s: Int) -> String? {
        guard (0..<heights.numberOfSections).contains(s) else { return nil }
        return askFooterTitle(s)
    }

    /// The data source's header title, asked without a range check: the heights are being
    /// built for the new section count while the index still has the old one.
    func askHeaderTitle(_ s: Int) -> String? { dataSource?.tableView(self, titleForHeaderInSection: s) }

    /// The data source's footer title (as `askHeaderTitle`).
    func askFooterTitle(_ s: Int) -> String? { dataSource?.tableView(self, titleForFooterInSection: s) }
}
