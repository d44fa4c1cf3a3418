// TableViewDiffableDataSource: `UITableViewDiffableDataSource` — a table's rows from applied
// snapshots, cells from a cell provider (rules 16.4–16.12).

/// A table's data source driven by snapshots, like `UITableViewDiffableDataSource`.
///
/// Creating it makes it the table's data source. The table asks it for counts (from the state
/// last applied) and cells (from `cellProvider`, with the row's item identifier, rule 16.12).
open class TableViewDiffableDataSource<Section: Hashable, Item: Hashable>: DiffableDataSource<Section, Item>,
    TableViewDataSource {
    /// Makes the cell of a row: `(table, indexPath, item)`, a cell dequeued from the table.
    public typealias CellProvider = (TableView, IndexPath, Item) -> TableViewCell?

    /// The table, held weakly (the table holds its data source weakly too).
    public private(set) weak var tableView: TableView?
    /// The cell provider.
    public let cellProvider: CellProvider
    /// The animation of the rows an `apply` inserts, deletes and reloads (rule 16.6):
    /// `.automatic` unless changed [SIM].
    @exclusivity(unchecked) public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// Creates the data source and makes it `tableView.dataSource`.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: - TableViewDataSource

    public func numberOfSections(in tableView: TableView) -> Int { sectionCount }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    /// The cell provider's cell for the row's item. A provider that answers nil crashes, as in
    /// UIKit (rule 16.12).
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        providedCell(tableView.world, indexPath) { cellProvider(tableView, indexPath, $0) }
    }

    // MARK: - The list's part

    override var listWorld: World? { tableView?.world }
    override var listKind: ListKind { .table }
    override var isAttached: Bool { tableView?.dataSource === self }
    override func reloadList() { tableView?.reloadData() }

    override func replay(_ d: DiffableDifference, swap: @escaping () -> Void,
                         completion: ((Bool) -> Void)?) throws(UIKitException) {
        guard let tv = tableView else { return swap() }
        let u = d.updates, animation = defaultRowAnimation
        try tv.performBatchUpdatesChecked({
            swap()
            tv.deleteSections(u.deletedSections.sorted(), with: animation)
            tv.insertSections(u.insertedSections.sorted(), with: animation)
            tv.reloadSections(u.reloadedSections.sorted(), with: animation)
            for m in u.sectionMoves { tv.moveSection(m.from, toSection: m.to) }
            tv.deleteRows(at: u.deletedRows.sorted(), with: animation)
            tv.insertRows(at: u.insertedRows.sorted(), with: animation)
            tv.reloadRows(at: u.reloadedRows.sorted(), with: animation)
            for m in u.moves { tv.moveRow(at: m.from, to: m.to) }
        }, completion: completion)
    }

    override func reconfigure(_ paths: [IndexPath]) throws(UIKitException) {
        guard let tv = tableView, !paths.isEmpty else { return }
        try tv.reconfigureRowsChecked(at: paths)
    }
}
