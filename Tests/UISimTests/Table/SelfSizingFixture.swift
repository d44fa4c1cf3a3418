// SelfSizingFixture: a shown table whose rows size themselves through their cell's
// `sizeThatFits`, with a data source and delegate that log, for the section 18 tests.
@testable import UISim

/// A cell that answers `sizeThatFits` with its row's height from the fixture.
final class SizingCell: TableViewCell {
    var row = 0
    var heightOf: (Int) -> Double = { _ in 44 }
    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: heightOf(row)) }
}

/// A data source and delegate for self-sizing rows: logs cell requests, sizing and display.
final class SizingSource: TableViewDataSource, TableViewDelegate, ScrollViewDelegate {
    var rows: Int
    var heightOf: (Int) -> Double
    var estimates: ((IndexPath) -> Double)?
    var log: [String] = []
    var scrolls = 0
    init(rows: Int, heightOf: @escaping (Int) -> Double) {
        self.rows = rows
        self.heightOf = heightOf
    }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.append("cell \(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "sized", for: indexPath)
        if let c = cell as? SizingCell {
            c.row = indexPath.row
            let h = heightOf
            c.heightOf = { [unowned self] r in self.log.append("size \(r)"); return h(r) }
        }
        return cell
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        estimates?(indexPath) ?? tableView.estimatedRowHeight
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("display \(indexPath.row)")
    }
    func scrollViewDidScroll(_ scrollView: View) { scrolls += 1 }
}

/// A world showing a table controller whose rows self-size (390 × 844 screen).
struct SizingTable {
    let world: World
    let controller: TableViewController
    let source: SizingSource
    var table: TableView { controller.tableView }

    init(ios: Int = 17, rows: Int = 1000, heightOf: @escaping (Int) -> Double) {
        world = World(iosVersion: ios)
        controller = TableViewController(world: world, title: "Feed")
        source = SizingSource(rows: rows, heightOf: heightOf)
        let (t, s) = (controller.tableView, source)
        world.perform {
            t.register(SizingCell.self, forCellReuseIdentifier: "sized")
            t.dataSource = s
            t.delegate = s
        }
        world.show(controller)
    }

    /// Where a row's top is on screen.
    func screenY(_ row: Int) -> Double { table.rectForRow(at: ip(row)).minY - table.contentOffset.y }
}
