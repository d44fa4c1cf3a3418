// SelfSizingTests: automatic rows sized by their cell, in WWDC 2014's order, the era default of
// estimation, contentSize as rows are measured, re-sizing in a batch (rules 18.1–18.4, 18.8).
import Testing
@testable import UISim

@Suite struct SelfSizingTests {
    // rule 18.1: the era mechanism sets the defaults of the three estimates
    @Test func tablesEstimateFromIOS11AndNotBefore() {
        for (ios, expected) in [(10, 0.0), (11, -1.0), (17, -1.0)] {
            let world = World(iosVersion: ios)
            let t = TableView(world: world, frame: .zero)
            #expect(world.uikit.tablesEstimateHeightsByDefault == (ios >= 11))
            #expect(t.estimatedRowHeight == expected)
            #expect(t.estimatedSectionHeaderHeight == expected)
            #expect(t.estimatedSectionFooterHeight == expected)
        }
    }

    // rule 18.2: the section estimates are stored, and change no geometry [SIM]
    @Test func sectionEstimatesChangeNoGeometry() {
        let f = SizingTable(rows: 30, heightOf: { 50 + Double($0) })
        let before = (0..<30).map { f.table.rectForRow(at: ip($0)) }
        f.table.estimatedSectionHeaderHeight = 70
        f.table.estimatedSectionFooterHeight = 0
        #expect(f.table.estimatedSectionHeaderHeight == 70)
        #expect((0..<30).map { f.table.rectForRow(at: ip($0)) } == before)
    }

    // rule 18.3: systemLayoutSizeFitting is asked with the table's width and height 0, and its
    // default answers sizeThatFits
    @Test func systemLayoutSizeFittingDefaultsToSizeThatFits() {
        let world = World()
        let cell = SizingCell(world: world, reuseIdentifier: nil)
        cell.heightOf = { _ in 77 }
        #expect(cell.systemLayoutSizeFitting(Size(width: 390, height: 0)) == Size(width: 390, height: 77))
        #expect(TableViewCell(world: world, reuseIdentifier: nil).sizeThatFits(Size(width: 300, height: 0))
                    == Size(width: 300, height: 44))
    }

    // rule 18.3
    @Test func automaticRowsTakeTheHeightTheirCellReturns() {
        let f = SizingTable(heightOf: { 60 + Double($0) })
        #expect(f.table.rectForRow(at: ip(3)) == Rect(x: 0, y: 60 + 61 + 62, width: 390, height: 63))
        #expect(f.table.cellForRow(at: ip(3))?.frame.height == 63)
    }

    // rule 18.3: 1) cellForRowAt 2) size 3) contentSize 4) display; the sized cell is shown
    @Test func theCellMadeForSizingIsTheOneDisplayed() {
        let f = SizingTable(heightOf: { _ in 100 })
        let visible = f.table.indexPathsForVisibleRows ?? []
        #expect(Array(f.source.log.prefix(2)) == ["cell 0", "size 0"])
        #expect(f.source.log.filter { $0.hasPrefix("cell") }.count == visible.count)
        let firstDisplay = f.source.log.firstIndex { $0.hasPrefix("display") } ?? 0
        #expect(f.source.log[..<firstDisplay].filter { $0.hasPrefix("size") }.count == visible.count)
        #expect(f.table.createdCellCount == visible.count)
    }

    // rule 18.3: without estimation an automatic row is 44 and nothing is sized
    @Test func noSelfSizingWithoutEstimationOnIOS10() {
        let f = SizingTable(ios: 10, rows: 50, heightOf: { _ in 100 })
        #expect(f.table.rectForRow(at: ip(0)).height == 44)
        #expect(!f.source.log.contains { $0.hasPrefix("size") })
    }

    // rule 18.3: a cell that returns NaN or a negative height gives a 0-high row
    @Test func unusableHeightsCountAsZero() {
        let f = SizingTable(rows: 5, heightOf: { $0 == 1 ? .nan : ($0 == 2 ? -5 : 50) })
        #expect(f.table.rectForRow(at: ip(1)).height == 0)
        #expect(f.table.rectForRow(at: ip(2)).height == 0)
        #expect(f.table.rectForRow(at: ip(3)).minY == 50)
    }

    // rule 18.4: measured heights plus estimates, growing as rows show
    @Test func contentSizeGrowsAsRowsAreMeasured() {
        let f = SizingTable(rows: 100, heightOf: { _ in 100 })
        let shown = (f.table.indexPathsForVisibleRows ?? []).count
        #expect(f.table.contentSize.height == Double(shown) * 100 + Double(100 - shown) * 44)
        let before = f.table.contentSize.height
        f.table.setContentOffset(Point(x: 0, y: 2000), animated: false)
        #expect(f.table.contentSize.height > before)
    }

    // rule 18.4: world.render() shows the content size while rows are estimated, and nothing
    // once every row is measured
    @Test func renderShowsEstimatedRows() {
        let f = SizingTable(rows: 100, heightOf: { _ in 100 })
        let shown = (f.table.indexPathsForVisibleRows ?? []).count
        #expect(f.world.render().contains("(\(100 - shown) of 100 rows estimated)"))
        let few = SizingTable(rows: 3, heightOf: { _ in 100 })
        #expect(!few.world.render().contains("rows estimated"))
    }

    // rule 18.8: a batch re-sizes the visible rows with their cells, without new cells
    @Test func beginEndUpdatesResizesVisibleRowsWithoutDequeuing() {
        var h = 50.0
        let f = SizingTable(rows: 30, heightOf: { _ in h })
        let cell = f.table.cellForRow(at: ip(0))
        let made = f.source.log.filter { $0.hasPrefix("cell") }.count
        h = 80
        f.table.beginUpdates()
        f.table.endUpdates()
        #expect(f.table.rectForRow(at: ip(0)).height == 80)
        #expect(f.table.cellForRow(at: ip(0)) === cell)
        #expect(f.source.log.filter { $0.hasPrefix("cell") }.count == made)
    }
}
