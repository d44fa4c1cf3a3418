// TableCellReuseTests: cells exist only for visible rows and are reused; registration and the
// unregistered-identifier message (rule 2.8).
import Testing
@testable import UISim

/// A cell subclass that counts its reuses.
final class CountingTableCell: TableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@Suite struct TableCellReuseTests {
    @Test func onlyVisibleRowsHaveCells() {
        let f = TableFixture(rows: [1000])
        #expect(f.table.visibleCells.count == 10)
        #expect(f.table.cellForRow(at: ip(10)) == nil)
        #expect(f.table.cellForRow(at: ip(5000)) == nil)
        #expect(f.source.cellRequests == (0..<10).map { ip($0) })
    }

    @Test func scrollingReusesCells() {
        let f = TableFixture(rows: [1000]) { _, table in
            table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
        }
        for step in 1...200 {
            f.table.setContentOffset(Point(x: 0, y: Double(step) * 100), animated: false)
        }
        #expect(f.table.createdCellCount <= 12)
        let reused = f.table.visibleCells.compactMap { $0 as? CountingTableCell }.reduce(0) { $0 + $1.reuses }
        #expect(reused > 0)
        #expect(f.source.endedDisplay.count > 100)
    }

    @Test func indexPathForCellAndVisibleCellsAgree() {
        let f = TableFixture(rows: [30])
        for (i, cell) in f.table.visibleCells.enumerated() {
            #expect(f.table.indexPath(for: cell) == ip(i))
            #expect(cell.frame == f.table.rectForRow(at: ip(i)))
            #expect(cell.contentView.frame == cell.bounds)
        }
    }

    // rule 2.8
    @Test(arguments: ["cell2", "Other Identifier"])
    func dequeueWithoutRegistrationRaisesUIKitsMessage(_ identifier: String) {
        let f = TableFixture()
        #expect(throws: UIKitException.unregisteredReuseIdentifier(.table, identifier: identifier)) {
            _ = try f.table.dequeueReusableCellChecked(withIdentifier: identifier, for: ip(0))
        }
        let reason = UIKitException.unregisteredReuseIdentifier(.table, identifier: identifier).reason
        #expect(reason == "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
            + "for the identifier or connect a prototype cell in a storyboard")
    }

    // rule 2.8: the older API returns nil instead
    @Test func olderDequeueReturnsNil() {
        let f = TableFixture()
        #expect(f.table.dequeueReusableCell(withIdentifier: "nothing") == nil)
        #expect(f.table.dequeueReusableCell(withIdentifier: "cell") != nil)
    }

    @Test func registeredSubclassesAreMade() {
        let f = TableFixture { _, table in table.register(CountingTableCell.self, forCellReuseIdentifier: "cell") }
        #expect(f.table.visibleCells.allSatisfy { $0 is CountingTableCell })
    }

    @Test func deletedRowsCellsGoBackForReuseWhenTheAnimationEnds() {
        let f = TableFixture(rows: [20])
        let gone = f.cell(3)
        f.source.rows = [19]
        f.table.deleteRows(at: [ip(3)], with: .fade)
        #expect(gone?.superview === f.table)                   // still fading out
        f.world.advance(by: 0.15)
        #expect(abs((gone?.presentationAlpha ?? -1) - 0.5) < 1e-6)
        f.world.advance(by: 0.2)
        #expect(gone?.superview == nil)
        #expect(f.table.cellForRow(at: ip(3)) !== gone)
    }
}

@Suite struct TableDataSourceChangeTests {
    @Test func aNewDataSourceReloadsEveryCell() {
        let f = TableFixture(rows: [20])
        let other = TableTestSource(rows: [3])
        f.table.dataSource = other
        #expect(f.table.visibleCells.count == 3)
        #expect(other.cellRequests == [ip(0), ip(1), ip(2)])
        #expect(f.table.numberOfRows(inSection: 0) == 3)
    }
}
