// ListControllerFixture: a UITableViewController and a UICollectionViewController with data,
// built as an app builds them (register and set the data source in viewDidLoad), for the
// built-in clearing tests; the scenes come from `Scene` (SeedSupport.swift).
@testable import UISim

/// Rows whose count can change without the table being told, to see when the table reloads.
final class CountedRows: TableViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

/// A stock `UITableViewController` subclass that only supplies rows.
final class RowsTableController: TableViewController {
    let rows: CountedRows

    init(world: World, title: String, rows: Int = 20) {
        self.rows = CountedRows(count: rows)
        super.init(world: world, title: title)
    }

    override func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = rows
    }
}

/// A `UITableViewController` subclass whose `viewWillAppear` forgets to call `super`.
final class NoSuperTableController: TableViewController {
    let rows = CountedRows(count: 20)

    override func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = rows
    }

    override func viewWillAppear(_ animated: Bool) {}
}

/// A stock `UICollectionViewController` subclass that only supplies items.
final class ItemsCollectionController: CollectionViewController {
    let items = ItemsDataSource(count: 30)

    init(world: World, title: String) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        super.init(world: world, title: title, collectionViewLayout: layout)
    }

    override func viewDidLoad() {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = items
    }
}

extension Scene {
    /// The `setSelected` calls the list's cells got, from the log.
    var selectionCalls: [String] { world.log.filter { $0.contains("setSelected") } }

    /// Whether the list's delegate heard any call since the scene was set up (rule 8.7).
    var hasSelectionDelegateCalls: Bool { !delegate.calls.isEmpty }
}
