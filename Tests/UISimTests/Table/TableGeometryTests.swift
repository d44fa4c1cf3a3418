// TableGeometryTests: rectangles of rows and which rows are visible (rules 2.18, 2.19).
import Testing
@testable import UISim

@Suite struct TableGeometryTests {
    // rule 2.18
    @Test func rectForRowStacksHeaderSectionsAndRows() {
        let f = TableFixture(rows: [3, 2]) { source, table in
            source.headerHeights = { $0 == 0 ? 20 : 30 }
            table.sectionFooterHeight = 10
            let header = View(world: table.world, frame: Rect(x: 0, y: 0, width: 320, height: 100))
            table.tableHeaderView = header
        }
        // header 100; section 0: header 20, rows 3 × 44, footer 10; section 1: header 30
        #expect(f.table.rectForRow(at: ip(0, 0)) == Rect(x: 0, y: 120, width: 320, height: 44))
        #expect(f.table.rectForRow(at: ip(2, 0)).minY == 120 + 88)
        #expect(f.table.rectForRow(at: ip(0, 1)).minY == 100 + 20 + 132 + 10 + 30)
        #expect(f.table.contentSize.height == 100 + (20 + 132 + 10) + (30 + 88 + 10))
    }

    // rule 2.18
    @Test func rectForAnInvalidRowIsZero() {
        let f = TableFixture(rows: [3])
        #expect(f.table.rectForRow(at: ip(3)) == .zero)
        #expect(f.table.rectForRow(at: ip(0, 1)) == .zero)
        #expect(f.table.rectForRow(at: ip(-1)) == .zero)
    }

    // rule 2.19
    @Test func noVisibleRowsIsNil() {
        let empty = TableFixture(rows: [0])
        #expect(empty.table.indexPathsForVisibleRows == nil)
        let scrolledAway = TableFixture(rows: [5])
        scrolledAway.table.setContentOffset(Point(x: 0, y: 1000), animated: false)
        #expect(scrolledAway.table.indexPathsForVisibleRows == nil)
    }

    // rule 2.19
    @Test func indexPathsForRowsInAnEmptyAreaIsEmpty() {
        let f = TableFixture(rows: [5])
        #expect(f.table.indexPathsForRows(in: Rect(x: 0, y: 500, width: 320, height: 100)) == [])
        #expect(f.table.indexPathsForRows(in: Rect(x: 0, y: 50, width: 320, height: 30)) == [ip(1)])
    }

    // rule 2.19: [SIM] partly visible rows count, ascending order
    @Test func partlyVisibleRowsCountSimulationChoice() {
        let f = TableFixture(rows: [50])
        f.table.setContentOffset(Point(x: 0, y: 22), animated: false)
        #expect(f.table.indexPathsForVisibleRows == (0...10).map { ip($0) })
        #expect(f.table.cellForRow(at: ip(10)) != nil)
        #expect(f.table.cellForRow(at: ip(11)) == nil)
    }

    // rule 2.19: touching edges do not count
    @Test func aRowThatOnlyTouchesTheEdgeIsNotVisible() {
        let f = TableFixture(rows: [50])
        #expect(f.table.indexPathsForVisibleRows?.last == ip(9))
        #expect(f.table.indexPathForRow(at: Point(x: 10, y: 44)) == ip(1))
    }
}
