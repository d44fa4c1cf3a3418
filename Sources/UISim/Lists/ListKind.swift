// ListKind: which UIKit list a shared piece serves, so messages use that list's words.

/// The kind of list a shared component works for: a table (rows) or a collection (items).
///
/// UIKit's table and collection views raise the same exceptions with different words
/// ("row"/"item", "table view"/"collection view"; rules 2.8 and 3.7). The shared machinery
/// (`BatchUpdates`, `UIKitException`) takes the kind so each view gets its own wording.
public enum ListKind: Sendable, Equatable, Hashable {
    /// `UITableView`: rows.
    case table
    /// `UICollectionView`: items.
    case collection

    /// The element's name in messages: "row" or "item".
    public var element: String {
        switch self {
        case .table: "row"
        case .collection: "item"
        }
    }

    /// The plural as UIKit prints it (always plural, even for 1: "contains 1 rows").
    public var elements: String { element + "s" }

    /// The view's name in messages: "table view" or "collection view".
    public var viewName: String {
        switch self {
        case .table: "table view"
        case .collection: "collection view"
        }
    }

    /// The UIKit class name, for messages that quote a method.
    public var className: String {
        switch self {
        case .table: "UITableView"
        case .collection: "UICollectionView"
        }
    }
}
