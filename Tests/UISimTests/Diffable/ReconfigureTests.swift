// ReconfigureTests: reconfigureRows(at:) / reconfigureItems(at:) without a diffable data source —
// the same cell, no prepareForReuse, selection kept, a no-op off screen, UIKit-style exception
// for another cell (rule 16.14).
import Testing
@testable import UISim

/// A table data source whose cells count reuses and whose identifier a test can change.
final class ReconfigureSource: TableViewDataSource {
    var identifier = "Cell"
    var asked: [IndexPath] = []
    var answerNewCell = false
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        asked.append(indexPath)
        if answerNewCell { return TableViewCell(world: tableView.world, reuseIdentifier: identifier) }
        return (try? tableView.dequeueReusableCellChecked(withIdentifier: identifier, for: indexPath))
            ?? TableViewCell(world: tableView.world, reuseIdentifier: "fallback")
    }
}

@Suite struct ReconfigureTests {
    func makeTable() -> (World, TableView, ReconfigureSource) {
        let world = World(iosVersion: 17)
        let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.register(CountingTableCell.self, forCellReuseIdentifier: "Cell")
        table.register(CountingTableCell.self, forCellReuseIdentifier: "Other")
        table.rowHeight = 44
        let source = ReconfigureSource()
        table.dataSource = source
        table.layoutIfNeeded()
        source.asked = []
        return (world, table, source)
    }

    /// Rule 16.14: the data source is asked again and gets the existing cell back; no
    /// prepareForReuse; the row stays selected.
    @Test func reconfigureKeepsTheCellAndTheSelection() throws {
        let (world, table, source) = makeTable()
        defer { withExtendedLifetime(world) {} }
        table.selectRow(at: ip(2), animated: false, scrollPosition: .none)
        let cell = try #require(table.cellForRow(at: ip(2)) as? CountingTableCell)
        let created = table.createdCellCount
        try table.reconfigureRowsChecked(at: [ip(2)])
        #expect(source.asked == [ip(2)])
        #expect(table.cellForRow(at: ip(2)) === cell)
        #expect(cell.reuses == 0)
        #expect(cell.isSelected)
        #expect(table.indexPathForSelectedRow == ip(2))
        #expect(table.createdCellCount == created)
    }

    /// Rule 16.14: a row without a cell (off screen) is a no-op.
    @Test func offScreenRowIsANoOp() throws {
        let (world, table, source) = makeTable()
        defer { withExtendedLifetime(world) {} }
        try table.reconfigureRowsChecked(at: [ip(25)])
        #expect(source.asked.isEmpty)
    }

    /// Rule 16.14 [SIM]: dequeuing another identifier, or answering another cell, raises.
    @Test func anotherCellRaises() throws {
        let (world, table, source) = makeTable()
        defer { withExtendedLifetime(world) {} }
        source.identifier = "Other"
        #expect(throws: UIKitException.reconfigureDifferentCell) { try table.reconfigureRowsChecked(at: [ip(1)]) }
        source.identifier = "Cell"
        source.answerNewCell = true
        #expect(throws: UIKitException.reconfigureDifferentCell) { try table.reconfigureRowsChecked(at: [ip(1)]) }
        #expect(UIKitException.reconfigureDifferentCell.reason.hasPrefix("Attempted to dequeue a cell for a different"))
    }

    /// Rule 16.14 for a collection view: same cell, selection kept, no-op off screen.
    @Test func collectionReconfigureKeepsTheCell() throws {
        let grid = makeGrid([60])
        grid.view.selectItem(at: path(1), animated: false, scrollPosition: [])
        let cell = grid.view.cellForItem(at: path(1))
        let before = grid.dataSource.cellRequests
        try grid.view.reconfigureItemsChecked(at: [path(1), path(59)])
        #expect(grid.dataSource.cellRequests == before + 1)
        #expect(grid.view.cellForItem(at: path(1)) === cell)
        #expect(cell?.isSelected == true)
    }
}
