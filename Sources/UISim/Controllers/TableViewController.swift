// TableViewController: a controller whose view is a table, clearing its selection as it
// appears (rules 8.1–8.6).

/// `UITableViewController`.
open class TableViewController: ViewController {
    /// Default true: the selection is cleared in `viewWillAppear` (rule 8.1).
    @exclusivity(unchecked) public var clearsSelectionOnViewWillAppear = true
    @exclusivity(unchecked) private var didLoadData = false
    @exclusivity(unchecked) private var storedTable: TableView?
    /// The table's style (`init(style:)`): read when the view loads, so set it before; UIKit
    /// fixes a table's style at creation (rule 17.3).
    @exclusivity(unchecked) public var style: TableView.Style = .plain

    /// The table (the controller's view).
    public var tableView: TableView {
        loadViewIfNeeded()
        return storedTable ?? TableView(world: world, frame: .zero)
    }

    override open func makeView() -> View {
        let table = TableView(world: world, frame: Rect(origin: .zero, size: world.screenSize), style: style)
        storedTable = table
        return table
    }

    /// Reloads on first appearance, then clears the selection (rule 8.1). Call `super` from an
    /// override to keep this behaviour.
    override open func viewWillAppear(_ animated: Bool) {
        if !didLoadData {
            didLoadData = true
            tableView.reloadData()
        }
        if clearsSelectionOnViewWillAppear { clearSelection(of: tableView, animated: animated) }
    }
}

/// `UICollectionViewController`.
open class CollectionViewController: ViewController {
    /// Default true (rule 3.9).
    @exclusivity(unchecked) public var clearsSelectionOnViewWillAppear = true
    private let layout: CollectionViewFlowLayout
    @exclusivity(unchecked) private var storedCollection: CollectionView?

    public init(world: World, title: String? = nil, collectionViewLayout layout: CollectionViewFlowLayout) {
        self.layout = layout
        super.init(world: world, title: title)
    }

    /// The collection view (the controller's view).
    public var collectionView: CollectionView {
        loadViewIfNeeded()
        return storedCollection ?? CollectionView(world: world, frame: .zero, collectionViewLayout: layout)
    }

    override open func makeView() -> View {
        let cv = CollectionView(world: world, frame: Rect(origin: .zero, size: world.screenSize),
                                collectionViewLayout: layout)
        storedCollection = cv
        return cv
    }

    override open func viewWillAppear(_ animated: Bool) {
        if clearsSelectionOnViewWillAppear { clearSelection(of: collectionView, animated: animated) }
    }
}
