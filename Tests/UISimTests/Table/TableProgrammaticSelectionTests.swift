// TableProgrammaticSelectionTests: selectRow and deselectRow from code (rules 1.6–1.11).
import Testing
@testable import UISim

@Suite struct TableProgrammaticSelectionTests {
    // rule 1.6
    @Test func selectRowCallsNoDelegateMethodAndPostsNoNotification() {
        let f = TableFixture()
        f.table.selectRow(at: ip(2), animated: false, scrollPosition: .none)
        #expect(f.takeLog() == ["cell [0, 2] setSelected(true, animated: false)"])
        #expect(f.table.indexPathForSelectedRow == ip(2))
    }

    // rule 1.7
    @Test func selectRowWithNoneDoesNotScrollAtAll() {
        let f = TableFixture(rows: [100])
        f.table.selectRow(at: ip(50), animated: false, scrollPosition: .none)
        #expect(f.table.contentOffset == .zero)
        #expect(f.table.cellForRow(at: ip(50)) == nil)
        // scrollToRow's .none is the least movement instead: row 50 ends at the bottom
        f.table.scrollToRow(at: ip(50), at: .none, animated: false)
        #expect(f.table.contentOffset.y == 51 * 44 - 440)
    }

    // rule 1.7
    @Test func selectRowWithAPositionScrolls() {
        let f = TableFixture(rows: [100])
        f.table.selectRow(at: ip(50), animated: false, scrollPosition: .top)
        #expect(f.table.contentOffset.y == 50 * 44)
        #expect(f.table.cellForRow(at: ip(50))?.isSelected == true)
    }

    // rule 1.8
    @Test func selectRowNilClearsTheWholeSelection() {
        let f = TableFixture()
        f.table.allowsMultipleSelection = true
        f.table.selectRow(at: ip(1), animated: false, scrollPosition: .none)
        f.table.selectRow(at: ip(3), animated: false, scrollPosition: .none)
        f.world.clearLog()
        f.table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(f.table.indexPathsForSelectedRows == nil)
        #expect(f.cell(1)?.isSelected == false && f.cell(3)?.isSelected == false)
        #expect(!f.world.log.contains { $0.hasPrefix("tableView(") })
    }

    // rule 1.9: [SIM] no effect while selection is disabled
    @Test func selectRowWhileSelectionIsDisabledDoesNothingSimulationChoice() {
        let f = TableFixture()
        f.table.allowsSelection = false
        f.table.selectRow(at: ip(1), animated: false, scrollPosition: .none)
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.world.log.isEmpty)
    }

    // rule 1.9: [SIM] single mode replaces, without delegate calls
    @Test func selectRowReplacesInSingleModeSimulationChoice() {
        let f = TableFixture()
        f.table.selectRow(at: ip(1), animated: false, scrollPosition: .none)
        f.table.selectRow(at: ip(4), animated: false, scrollPosition: .none)
        #expect(f.table.indexPathsForSelectedRows == [ip(4)])
        #expect(f.takeLog() == [
            "cell [0, 1] setSelected(true, animated: false)",
            "cell [0, 1] setSelected(false, animated: false)",
            "cell [0, 4] setSelected(true, animated: false)",
        ])
    }

    // rule 1.10
    @Test func deselectRowCallsNoDelegateMethod() {
        let f = TableFixture()
        f.table.tap(at: ip(1))
        f.world.clearLog()
        f.table.deselectRow(at: ip(1), animated: true)
        #expect(f.takeLog() == ["cell [0, 1] setSelected(false, animated: true)"])
        #expect(f.table.indexPathForSelectedRow == nil)
    }

    // rule 1.10: [SIM] deselecting a row that is not selected does nothing
    @Test func deselectingAnUnselectedRowDoesNothingSimulationChoice() {
        let f = TableFixture()
        f.table.tap(at: ip(1))
        f.world.clearLog()
        f.table.deselectRow(at: ip(2), animated: false)
        #expect(f.world.log.isEmpty)
        #expect(f.table.indexPathForSelectedRow == ip(1))
    }

    // rule 1.11
    @Test func settingTheCellDirectlyDoesNotChangeTheTablesSelection() {
        let f = TableFixture(rows: [100])
        f.cell(2)?.isSelected = true
        #expect(f.table.indexPathForSelectedRow == nil)
        f.cell(3)?.setSelected(true, animated: false)
        #expect(f.table.indexPathsForSelectedRows == nil)
    }

    // rule 1.11: [SIM] the model overwrites the cell when the row is shown again
    @Test func redisplayOverwritesTheCellFromTheModel() {
        let f = TableFixture(rows: [100])
        f.table.selectRow(at: ip(2), animated: false, scrollPosition: .none)
        let cell = f.cell(3)
        cell?.isSelected = true                       // the model says row 3 is not selected
        f.table.setContentOffset(Point(x: 0, y: 2000), animated: false)  // rows 0–9 leave, cells reused
        f.table.setContentOffset(.zero, animated: false)
        #expect(f.cell(3)?.isSelected == false)
        #expect(f.cell(2)?.isSelected == true)
    }
}
