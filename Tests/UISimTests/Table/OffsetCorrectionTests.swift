// OffsetCorrectionTests: rows measured above the visible ones shift the offset so the visible
// rows stay put, with scrollViewDidScroll, through drags and decelerations, but not across
// reloadData nor for batch inserts (rules 18.5–18.7).
import Testing
@testable import UISim

@Suite struct OffsetCorrectionTests {
    /// A 1000-row feed, rows 80/100/120 high, estimated at 44, scrolled so row 500 is at the top.
    private func scrolledFeed() -> SizingTable {
        let f = SizingTable(heightOf: { 80 + Double($0 % 3) * 20 })
        f.table.scrollToRow(at: ip(500), at: .top, animated: false)
        return f
    }

    // rule 18.5
    @Test func anchorRowStaysWhereTheFingerPutsItWhileScrollingUp() throws {
        let f = scrolledFeed()
        #expect(f.screenY(500) == 0)
        let offset = f.table.contentOffset.y
        try f.table.beginDrag(by: Point(x: 0, y: 300), duration: 0)
        #expect(f.screenY(500) == 300)
        #expect(offset - f.table.contentOffset.y < 300)   // the offset lurched by the difference
        #expect(f.world.log.contains { $0.contains("rule 18.5") })
    }

    // rule 18.5: the correction is an offset change the delegate hears
    @Test func correctionSendsDidScroll() throws {
        let f = scrolledFeed()
        let scrolls = f.source.scrolls
        try f.table.beginDrag(by: Point(x: 0, y: 300), duration: 0)
        #expect(f.source.scrolls >= scrolls + 2)
    }

    // rule 18.5: the deceleration is shifted, not stopped, and never moves the anchor back
    @Test func decelerationCarriesOnThroughCorrections() throws {
        let f = scrolledFeed()
        try f.table.fling(velocity: Point(x: 0, y: 2500))
        var last = f.screenY(500)
        for _ in 0..<20 {
            f.world.advance(by: f.world.frameDuration)
            #expect(f.screenY(500) >= last)
            last = f.screenY(500)
        }
        #expect(f.table.isDecelerating)
        try f.world.settle()
        #expect(!f.table.isDecelerating)
    }

    // rule 18.5: rows below the visible ones never shift the offset
    @Test func scrollingDownIsNotCorrected() throws {
        let f = SizingTable(heightOf: { 80 + Double($0 % 3) * 20 })
        try f.table.beginDrag(by: Point(x: 0, y: -300), duration: 0)
        #expect(f.table.contentOffset.y == 300)
        #expect(!f.world.log.contains { $0.contains("rule 18.5") })
    }

    // rule 18.5: a jump far away (no row on screen had a cell) is not corrected
    @Test func aJumpFarAwayIsNotCorrected() {
        let f = scrolledFeed()
        f.table.setContentOffset(Point(x: 0, y: 100), animated: false)
        #expect(f.table.contentOffset.y == 100)
    }

    // rule 18.6: reloadData re-estimates and keeps the offset; nothing corrects the jump
    @Test func reloadDataJumps() throws {
        let f = scrolledFeed()
        try f.table.beginDrag(by: Point(x: 0, y: 2000), duration: 0.5)
        try f.table.release(velocity: .zero)
        let top = f.table.indexPathsForVisibleRows?.first
        let offset = f.table.contentOffset.y
        f.table.reloadData()
        #expect(f.table.contentOffset.y == offset)
        #expect(f.table.indexPathsForVisibleRows?.first != top)
    }

    // rule 18.7: estimates equal to the heights leave nothing to correct or jump
    @Test func cachedHeightsAsEstimatesKeepRowsAcrossReload() throws {
        let f = scrolledFeed()
        f.source.estimates = { p in 80 + Double(p.row % 3) * 20 }
        f.table.reloadData()
        let top = f.table.indexPathsForVisibleRows?.first
        let y = top.map { f.screenY($0.row) }
        f.table.reloadData()
        #expect(f.table.indexPathsForVisibleRows?.first == top)
        #expect(top.map { f.screenY($0.row) } == y)
    }

    // rule 18.5: inserting rows above the visible ones in a batch moves them, as before
    @Test func batchInsertAboveStillMovesRows() {
        let f = SizingTable(rows: 50, heightOf: { _ in 44 })
        f.table.setContentOffset(Point(x: 0, y: 440), animated: false)
        let before = f.screenY(10)
        f.source.rows = 51
        f.table.insertRows(at: [ip(0)], with: .none)
        #expect(f.screenY(11) == before + 44)
    }
}
