// SceneRenderer+Supplementary: a collection's header and footer views in `world:render()`,
// marked "pinned" when the layout moved them off their natural place (rules 17.6, 17.9).

extension SceneRenderer {
    /// One line per header or footer view on screen, in section order:
    /// `header 1 {x=0, y=100, width=390, height=44} (pinned)`.
    static func supplementaryLines(_ cv: CollectionView) -> [String] {
        let sections = cv.collectionViewLayout.sections
        return cv.supplementaryViewsByKey.sorted { $0.key < $1.key }.map { key, view in
            let isHeader = key.kind == CollectionView.elementKindSectionHeader
            let natural = sections.indices.contains(key.section)
                ? (isHeader ? sections[key.section].headerFrame : sections[key.section].footerFrame) : nil
            let pinned = natural.map { $0 != view.frame } ?? false
            return "\(isHeader ? "header" : "footer") \(key.section) " + SceneText.rect(view.presentationFrame)
                + (pinned ? " (pinned)" : "")
        }
    }
}
