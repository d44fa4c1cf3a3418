// TableFixture: a table in a fresh world with a data source and delegate that count and can be
// scripted, for the table tests.
@testable import UISim

/// A data source and delegate whose answers tests can set and whose calls tests can count.
///
/// It implements every method, each answering as UIKit's default would unless a closure is
/// set, so a test changes only the answer it is about.
final class TableTestSource: TableViewDataSource, TableViewDelegate {
    var rows: [Int]
    var heights: ((IndexPath) -> Double)?
    var estimates: ((IndexPath) -> Double)?
    var headerHeights: ((Int) -> Double)?
    var willSelect: ((IndexPath) -> IndexPath?)?
    var willDeselect: ((IndexPath) -> IndexPath?)?
    var shouldHighlight: ((IndexPath) -> Bool)?
    var didSelect: ((IndexPath) -> Void)?
    private(set) var cellRequests: [IndexPath] = []
    private(set) var heightRequests: [IndexPath] = []
    private(set) var countRequests = 0
    private(set) var displayed: [IndexPath] = []
    private(set) var endedDisplay: [IndexPath] = []

    init(rows: [Int]) { self.rows = rows }

    func forgetRequests() {
        cellRequests = []
        heightRequests = []
        countRequests = 0
    }

    // MARK: Data source

    func numberOfSections(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        countRequests += 1
        return rows[section]
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    // MARK: Delegate

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heightRequests.append(indexPath)
        return heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        estimates?(indexPath) ?? tableView.estimatedRowHeight
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        headerHeights?(section) ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        shouldHighlight?(indexPath) ?? true
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        willSelect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        willDeselect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { didSelect?(indexPath) }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        endedDisplay.append(indexPath)
    }
}

/// A world, a 320 × 440 table in it (ten 44-point rows fill it), and its source.
struct TableFixture {
    let world: World
    let table: TableView
    let source: TableTestSource

    /// Makes the fixture; the table is laid out (cells exist) and the log is empty.
    init(rows: [Int] = [20], rowHeight: Double = 44, estimatedRowHeight: Double = TableView.automaticDimension,
         width: Double = 320, height: Double = 440, iosVersion: Int = 17,
         configure: (TableTestSource, TableView) -> Void = { _, _ in }) {
        world = World(iosVersion: iosVersion)
        table = TableView(world: world, frame: Rect(x: 0, y: 0, width: width, height: height))
        source = TableTestSource(rows: rows)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = rowHeight
        table.estimatedRowHeight = estimatedRowHeight
        configure(source, table)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        world.clearLog()
    }

    /// The visible cell of a row; fails the test if there is none.
    func cell(_ row: Int, _ section: Int = 0) -> TableViewCell? {
        table.cellForRow(at: IndexPath(row: row, section: section))
    }

    /// The log, then emptied.
    func takeLog() -> [String] {
        let log = world.log
        world.clearLog()
        return log
    }
}

/// `IndexPath(row:section:)`, short.
func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
