// TableHeightTests: row heights, estimation and the content size (rules 2.14–2.17).
import Testing
@testable import UISim

@Suite struct TableHeightTests {
    // rule 2.14
    @Test func rowHeightDefaultsToAutomaticDimensionWhichIsMinusOne() {
        let world = World()
        let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440))
        #expect(table.rowHeight == TableView.automaticDimension)
        #expect(TableView.automaticDimension == -1)
    }

    // rule 2.14
    @Test func heightForRowAtWinsOverRowHeight() {
        let f = TableFixture(rows: [5], rowHeight: 44) { source, _ in source.heights = { _ in 60 } }
        #expect(f.table.rectForRow(at: ip(1)) == Rect(x: 0, y: 60, width: 320, height: 60))
    }

    // rule 2.14: [SIM] an automatic height without Auto Layout is 44
    @Test func automaticRowHeightIsFortyFourSimulationChoice() {
        let f = TableFixture(rows: [5], rowHeight: TableView.automaticDimension)
        #expect(f.table.rectForRow(at: ip(2)).height == 44)
    }

    // rule 2.15
    @Test func estimatedRowHeightDefaultsToAutomaticDimension() {
        let world = World()
        let table = TableView(world: world, frame: .zero)
        #expect(table.estimatedRowHeight == TableView.automaticDimension)
    }

    // rule 2.15
    @Test func zeroTurnsEstimationOffAndEveryRowIsMeasured() {
        let f = TableFixture(rows: [1000], estimatedRowHeight: 0)
        #expect(Set(f.source.heightRequests).count == 1000)
    }

    // rule 2.15
    @Test func anEstimateFromTheDelegateTurnsEstimationOnWhateverThePropertySays() {
        let f = TableFixture(rows: [1000], estimatedRowHeight: 0) { source, _ in source.estimates = { _ in 50 } }
        #expect(Set(f.source.heightRequests).count < 20)
    }

    // rule 2.16
    @Test func withoutEstimationEveryRowIsAskedOnReload() {
        let f = TableFixture(rows: [500], estimatedRowHeight: 0)
        f.source.forgetRequests()
        f.table.reloadData()
        #expect(Set(f.source.heightRequests) == Set((0..<500).map { ip($0) }))
    }

    // rule 2.16
    @Test func withEstimationOnlyRowsAboutToShowAreAsked() {
        let f = TableFixture(rows: [500], estimatedRowHeight: 44)
        #expect(Set(f.source.heightRequests) == Set((0..<10).map { ip($0) }))
        f.source.forgetRequests()
        f.table.setContentOffset(Point(x: 0, y: 44 * 100), animated: false)
        #expect(Set(f.source.heightRequests) == Set((100..<110).map { ip($0) }))
    }

    // rule 2.17
    @Test func contentSizeIsMeasuredPlusEstimatesForTheRest() {
        let f = TableFixture(rows: [100], estimatedRowHeight: 500) { source, _ in source.heights = { _ in 60 } }
        // visible: 440 / 60 → rows 0…7 measured (8 × 60 = 480), the other 92 at the estimate
        #expect(f.table.contentSize.height == 8 * 60 + 92 * 500)
        f.table.setContentOffset(Point(x: 0, y: 480), animated: false)
        #expect(f.table.contentSize.height < 8 * 60 + 92 * 500)     // corrected as rows are measured
    }

    // rule 2.17
    @Test func withoutEstimationContentSizeIsTheExactSum() {
        let f = TableFixture(rows: [100], estimatedRowHeight: 0) { source, _ in
            source.heights = { Double(30 + $0.row % 7) }
        }
        let sum = (0..<100).reduce(0.0) { $0 + Double(30 + $1 % 7) }
        #expect(f.table.contentSize == Size(width: 320, height: sum))
    }
}
