// SceneRenderer+TableSections: a table's section header and footer views in `world:render()`,
// with the title the table shows in its own view and "floating" for a view away from its
// natural place (rules 17.2, 17.6, 17.8).

extension SceneRenderer {
    /// One line per header or footer view on screen, in section order:
    /// `header 1 "B" {x=0, y=100, width=390, height=28} (floating)`.
    static func sectionViewLines(_ table: TableView) -> [String] {
        table.sectionViewsByKey.sorted { $0.key < $1.key }.map { key, view in
            let isHeader = key.edge == .header
            let natural = isHeader ? table.modelRectForHeader(inSection: key.section)
                                   : table.modelRectForFooter(inSection: key.section)
            let title = (view as? TableViewHeaderFooterView)?.title.map { " " + SceneText.quoted($0) } ?? ""
            return "\(isHeader ? "header" : "footer") \(key.section)\(title) " + SceneText.rect(view.presentationFrame)
                + (natural != view.frame ? " (floating)" : "")
        }
    }
}
