// SceneRenderer+Diffable: a diffable list's rows and items drawn with their item identifiers, so a
// render shows which item a selected row holds after an apply (rules 16.7, 16.11).

/// A data source that can name the item at a path (the diffable data sources).
protocol DescribesItems: AnyObject {
    /// The item identifier at `p` as text, nil outside the current state.
    func itemText(at p: IndexPath) -> String?
}

extension DiffableDataSource: DescribesItems {
    func itemText(at p: IndexPath) -> String? { itemIdentifier(for: p).map { String(describing: $0) } }
}

extension SceneRenderer {
    /// `, id b` for a row of a diffable list, nothing for any other list.
    static func itemIdentifierText(_ view: View, _ p: IndexPath) -> String {
        let source: AnyObject? = (view as? TableView)?.dataSource ?? (view as? CollectionView)?.dataSource
        guard let text = (source as? DescribesItems)?.itemText(at: p) else { return "" }
        return ", id " + text
    }
}
