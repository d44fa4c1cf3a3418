// TableScrollTests: scrollToRow's positions, formulas and clamping (rule 2.20).
import Testing
@testable import UISim

@Suite struct TableScrollTests {
    /// A 100-row table of 44-point rows, 440 high, with the given insets.
    func fixture(top: Double = 0, bottom: Double = 0) -> TableFixture {
        TableFixture(rows: [100]) { _, table in table.contentInset = EdgeInsets(top: top, bottom: bottom) }
    }

    /// One scroll: position, row, insets, and the expected offset.
    struct Case: Sendable, CustomStringConvertible {
        let position: TableView.ScrollPosition
        let row: Int
        let top: Double
        let bottom: Double
        let expected: Double
        var description: String { "\(position) row \(row) insets \(top)/\(bottom)" }
    }

    static let cases: [Case] = [
        Case(position: .top, row: 50, top: 0, bottom: 0, expected: 2200),
        Case(position: .middle, row: 50, top: 0, bottom: 0, expected: 2222 - 220),
        Case(position: .bottom, row: 50, top: 0, bottom: 0, expected: 2244 - 440),
        Case(position: .top, row: 50, top: 64, bottom: 34, expected: 2200 - 64),
        Case(position: .middle, row: 50, top: 64, bottom: 34, expected: 2222 - 64 - (440 - 64 - 34) / 2),
        Case(position: .bottom, row: 50, top: 64, bottom: 34, expected: 2244 - 440 + 34),
        Case(position: .top, row: 99, top: 0, bottom: 0, expected: 4400 - 440),    // clamped at the end
        Case(position: .bottom, row: 0, top: 64, bottom: 0, expected: -64),        // clamped at the start
    ]

    // rule 2.20
    @Test(arguments: cases) func positionFormulas(_ c: Case) {
        let f = fixture(top: c.top, bottom: c.bottom)
        f.table.scrollToRow(at: ip(c.row), at: c.position, animated: false)
        #expect(abs(f.table.contentOffset.y - c.expected) < 1e-9)
    }

    // rule 2.20
    @Test func noneDoesNotMoveAFullyVisibleRow() {
        let f = fixture()
        f.table.setContentOffset(Point(x: 0, y: 100), animated: false)
        f.table.scrollToRow(at: ip(5), at: .none, animated: false)
        #expect(f.table.contentOffset.y == 100)
    }

    // rule 2.20
    @Test func noneActsAsTopAboveAndBottomBelow() {
        let f = fixture()
        f.table.setContentOffset(Point(x: 0, y: 1000), animated: false)
        f.table.scrollToRow(at: ip(10), at: .none, animated: false)
        #expect(f.table.contentOffset.y == 440)                 // like .top
        f.table.scrollToRow(at: ip(40), at: .none, animated: false)
        #expect(f.table.contentOffset.y == 41 * 44 - 440)       // like .bottom
    }

    // rule 2.20: a partly visible row scrolls the least to show it fully
    @Test func nonePartlyVisibleRowMovesTheLeast() {
        let f = fixture()
        f.table.setContentOffset(Point(x: 0, y: 22), animated: false)
        f.table.scrollToRow(at: ip(0), at: .none, animated: false)
        #expect(f.table.contentOffset.y == 0)
    }

    // rule 2.20
    @Test func scrollingToAnInvalidRowRaises() {
        let f = fixture()
        #expect(throws: UIKitException.scrollToInvalidIndexPath(.table, ip(100), rowsInSection: 100, sections: 1)) {
            try f.table.scrollToRowChecked(at: ip(100), at: .top, animated: false)
        }
        #expect(UIKitException.scrollToInvalidIndexPath(.table, ip(100), rowsInSection: 100, sections: 1).reason
            == "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: row (100) beyond bounds (100) for section (0).")
    }
}
