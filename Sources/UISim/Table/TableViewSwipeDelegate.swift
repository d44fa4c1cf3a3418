// TableViewSwipeDelegate: the delegate and data-source methods a row swipe asks (rules 13.1–13.8).

/// A table delegate that answers the swipe questions of `UITableViewDelegate`.
///
/// Kept apart from `TableViewDelegate` so that a delegate that does not conform is treated as
/// one that implements none of them. Every method has UIKit's default.
public protocol TableViewSwipeDelegate: TableViewDelegate {
    /// (iOS ≥ 11) The actions of the row's leading edge; nil for the default (none, rule 13.1).
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// (iOS ≥ 11) The actions of the row's trailing edge; nil for the default: the Delete
    /// button of the old path (rules 13.1, 13.6).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// (iOS 8–13) The row actions of the old path, in place of its Delete button; nil for the
    /// button (rule 13.12).
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [ContextualAction]?
    // The row's editing style is `TableViewDelegate`'s `editingStyleForRowAt` (default
    // `.delete`): only `.delete` rows get the Delete button.
    /// The Delete button's title (default "Delete", rule 13.6).
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// A swipe began on the row: the table is editing that row (rule 13.7).
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The swiped row closed; nil when the row no longer exists (rule 13.7).
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
}

extension TableViewSwipeDelegate {
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [ContextualAction]? { nil }
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
}

/// A data source that can delete rows the old way, `tableView(_:commit:forRowAt:)` (rule 13.6).
public protocol TableViewEditingDataSource: TableViewDataSource {
    /// Whether the data source implements `commit` at all: UIKit shows swipe-to-delete only
    /// then (rule 13.6). Swift cannot ask whether a method is implemented, so it says.
    var commitsEditingStyles: Bool { get }
    // `canEditRowAt` and `commit` are `TableViewDataSource`'s, shared with editing mode (14.2, 14.5).
}

extension TableViewEditingDataSource {
    public var commitsEditingStyles: Bool { true }
}
