// Support for the seed scenarios: a table data source, a detail controller, and a scene with a
// list controller under a navigation controller, a row selected and a detail pushed.
@testable import UISim

/// Rows for a one-section table.
final class RowsDataSource: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// Items for a one-section collection.
final class ItemsDataSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A plain list controller whose view is a table (the seeds' `UIViewController` with a table).
class TableListController: UIViewController {
    let rows = RowsDataSource(count: 20)
    private(set) var tableView: UITableView!

    override func makeView() -> View {
        let table = UITableView(world: world, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        tableView = table
        return table
    }
}

/// A plain list controller whose view is a collection.
class CollectionListController: UIViewController {
    let items = ItemsDataSource(count: 30)
    private(set) var collectionView: UICollectionView!

    override func makeView() -> View {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(world: world, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                  collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = items
        collectionView = cv
        return cv
    }
}

/// A scene: `list` at the root of a navigation controller, row or item 2 selected, a detail
/// controller pushed and settled.
struct Scene {
    let world: World
    let nav: NavigationController
    let list: ViewController
    let detail: ViewController
    static let selected = IndexPath(row: 2, section: 0)
    /// The list's delegate: it hears every selection call, so "no delegate calls" can fail
    /// (rule 8.7). Its record starts empty once the scene is set up.
    let delegate = SelectionRecorder()

    init(ios: Int, list: ViewController) throws {
        world = list.world
        self.list = list
        nav = NavigationController(rootViewController: list)
        detail = ViewController(world: world, title: "Detail")
        world.show(nav)
        if let t = list.view as? TableView { t.delegate = delegate }
        if let c = list.view as? CollectionView { c.delegate = delegate }
        tapSelected()
        precondition(delegate.calls.contains("didSelect \(Self.selected)"), "the delegate hears the tap")
        nav.pushViewController(detail, animated: true)
        try world.settle()
        world.clearLog()
        delegate.forget()
    }

    func tapSelected() {
        if let t = list.view as? TableView { t.tap(at: Self.selected) }
        if let c = list.view as? CollectionView { c.tap(at: Self.selected) }
    }

    /// The selected row's (or item's) cell, if it is on screen.
    var cell: ListCell? {
        if let t = list.view as? TableView { return t.cellForRow(at: Self.selected) }
        if let c = list.view as? CollectionView { return c.cellForItem(at: Self.selected) }
        return nil
    }

    /// The selection the list reports.
    var selection: [IndexPath]? {
        if let t = list.view as? TableView { return t.indexPathsForSelectedRows }
        if let c = list.view as? CollectionView { return c.indexPathsForSelectedItems }
        return nil
    }
}
