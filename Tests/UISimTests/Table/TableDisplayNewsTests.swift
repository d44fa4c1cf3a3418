// TableDisplayNewsTests: when the table tells its delegate `willDisplay` and `didEndDisplaying`,
// and in which order (rule 1.30).
import Testing
@testable import UISim

@Suite struct TableDisplayNewsTests {
    // rule 1.30: the first layout shows the visible rows in row order, ending none
    @Test func loadingShowsTheVisibleRowsInOrder() {
        let f = TableFixture(rows: [100])
        #expect(f.source.displayed == (0..<10).map { ip($0) })
        #expect(f.source.endedDisplay.isEmpty)
    }

    // rule 1.30 [SIM]: a scroll ends the rows that left, in row order, before the arrivals begin
    @Test func scrollingEndsLeaversInRowOrder() {
        let f = TableFixture(rows: [100])
        let shown = f.source.displayed.count
        f.table.setContentOffset(Point(x: 0, y: 44 * 30), animated: false)
        #expect(f.source.endedDisplay == (0..<10).map { ip($0) })
        #expect(Array(f.source.displayed.dropFirst(shown)) == (30..<40).map { ip($0) })
    }

    // rule 1.30: reloadData ends every visible row, in row order, then shows them again
    @Test func reloadEndsEveryRowThenShowsThemAgain() {
        let f = TableFixture(rows: [100])
        let shown = f.source.displayed.count
        f.table.reloadData()
        #expect(f.source.endedDisplay == (0..<10).map { ip($0) })
        #expect(Array(f.source.displayed.dropFirst(shown)) == (0..<10).map { ip($0) })
    }
}
