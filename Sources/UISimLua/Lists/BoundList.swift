// BoundList: the one surface of UISim's two list views (TableView, CollectionView) that the
// shared Lua bindings use, so a list feature is bound once for both (ListBinding.swift).
import UISim

/// A UISim list view as the `ui` module binds it: counts, touches, visible cells, scrolling
/// geometry and the selection flags, under the same names for rows and items.
///
/// UISim keeps UIKit's names (`numberOfRows(inSection:)`, `numberOfItems(inSection:)`...); this
/// protocol gives them one spelling, and `kind` gives back the words ("row"/"item") that
/// messages and Lua names use.
protocol BoundList: View {
    associatedtype Cell: ListCell
    /// Which list: the Lua names and messages follow from it.
    static var kind: ListKind { get }
    var numberOfSections: Int { get }
    /// The rows or items in `section` (which must exist).
    func numberOfElements(inSection section: Int) -> Int
    /// The cell showing the element, if it is visible.
    func cell(at indexPath: IndexPath) -> Cell?
    /// The cells on screen, in index-path order.
    var visibleCells: [Cell] { get }
    /// The element a visible cell shows.
    func indexPath(for cell: Cell) -> IndexPath?
    /// The element under `point` (content coordinates).
    func element(at point: Point) -> IndexPath?
    var contentOffset: Point { get }
    func setContentOffset(_ offset: Point, animated: Bool)
    var contentSize: Size { get }
    var contentInset: EdgeInsets { get set }
    var allowsSelection: Bool { get set }
    var allowsMultipleSelection: Bool { get set }
    var allowsSelectionDuringEditing: Bool { get set }
    var allowsMultipleSelectionDuringEditing: Bool { get set }
    /// Editing mode (UIKit's defaults of some delegate answers depend on it).
    var isEditing: Bool { get }
    /// Sets `isEditing` as UIKit's setter does: the table's is `setEditing(_:animated: false)`
    /// (rule 1.24), the collection's a plain property (rule 3.31).
    func setEditingMode(_ editing: Bool)
    func tap(at indexPath: IndexPath)
    func touchDown(at indexPath: IndexPath)
    func touchUp(at indexPath: IndexPath)
    func touchCancel(at indexPath: IndexPath)
    /// Makes the cells of `identifier` Lua-overridable ones (CellClasses.swift).
    func registerLuaCell(_ identifier: String, _ setUp: @escaping (LuaOverridableCell) -> Void)
}

extension TableView: BoundList {
    static var kind: ListKind { .table }
    func numberOfElements(inSection section: Int) -> Int { numberOfRows(inSection: section) }
    func cell(at indexPath: IndexPath) -> TableViewCell? { cellForRow(at: indexPath) }
    func element(at point: Point) -> IndexPath? { indexPathForRow(at: point) }
    func setEditingMode(_ editing: Bool) { setEditing(editing, animated: false) }
}

extension CollectionView: BoundList {
    static var kind: ListKind { .collection }
    func numberOfElements(inSection section: Int) -> Int { numberOfItems(inSection: section) }
    func cell(at indexPath: IndexPath) -> CollectionViewCell? { cellForItem(at: indexPath) }
    func element(at point: Point) -> IndexPath? { indexPathForItem(at: point) }
    func setEditingMode(_ editing: Bool) { isEditing = editing }
}

extension ListKind {
    /// The list's short name in the `ui` module's messages: "table" or "collection".
    var shortName: String {
        switch self {
        case .table: "table"
        case .collection: "collection"
        }
    }

    /// The element's name in Lua method names: "Row" or "Item" (`cellForRow`, `cellForItem`).
    var elementName: String {
        switch self {
        case .table: "Row"
        case .collection: "Item"
        }
    }

    /// The Lua name of the view in callback messages: "tv" or "cv".
    var luaName: String {
        switch self {
        case .table: "tv"
        case .collection: "cv"
        }
    }
}
