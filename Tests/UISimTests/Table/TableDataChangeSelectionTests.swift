// TableDataChangeSelectionTests: what reloads, inserts, deletes and moves do to the selection
// (rules 1.21–1.23).
import Testing
@testable import UISim

@Suite struct TableDataChangeSelectionTests {
    // rule 1.21
    @Test func reloadDataClearsTheSelectionSilently() {
        let f = TableFixture()
        f.table.allowsMultipleSelection = true
        f.table.tap(at: ip(1))
        f.table.tap(at: ip(2))
        f.world.clearLog()
        f.table.reloadData()
        #expect(f.table.indexPathsForSelectedRows == nil)
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(!f.world.log.contains { $0.contains("Deselect") })
        #expect(f.cell(1)?.isSelected == false)
    }

    // rule 1.22
    @Test func reloadRowsDeselectsTheReloadedRow() {
        let f = TableFixture()
        f.table.tap(at: ip(1))
        let old = f.cell(1)
        f.source.forgetRequests()
        f.table.reloadRows(at: [ip(1)], with: .none)
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.source.cellRequests == [ip(1)])
        #expect(f.cell(1) !== old || f.cell(1)?.isSelected == false)
        #expect(f.cell(1)?.isSelected == false)
    }

    // rule 1.22: a reload counts as one delete and one insert
    @Test func aReloadCountsAsOneInsertedAndOneDeleted() {
        let f = TableFixture(rows: [5])
        f.source.rows = [4]
        #expect(throws: UIKitException.invalidNumberOfRows(.table, section: 0, after: 4, before: 5, inserted: 1,
                                                            deleted: 1, movedIn: 0, movedOut: 0)) {
            try f.table.reloadRowsChecked(at: [ip(0)], with: .automatic)
        }
    }

    // rule 1.22: other selected rows stay
    @Test func reloadRowsKeepsOtherSelectedRows() {
        let f = TableFixture()
        f.table.allowsMultipleSelection = true
        f.table.tap(at: ip(1))
        f.table.tap(at: ip(3))
        f.table.reloadRows(at: [ip(1)], with: .fade)
        #expect(f.table.indexPathsForSelectedRows == [ip(3)])
    }

    // rule 1.23: [SIM] selected rows shift with inserts and deletes above them
    @Test func selectionFollowsItsRowThroughInsertsAndDeletesSimulationChoice() {
        let f = TableFixture()
        f.table.tap(at: ip(5))
        f.source.rows = [22]
        f.table.insertRows(at: [ip(0), ip(2)], with: .automatic)
        #expect(f.table.indexPathForSelectedRow == ip(7))
        f.source.rows = [21]
        f.table.deleteRows(at: [ip(1)], with: .automatic)
        #expect(f.table.indexPathForSelectedRow == ip(6))
        #expect(f.cell(6)?.isSelected == true)
    }

    // rule 1.23: [SIM] a deleted selected row leaves the selection with no didDeselect
    @Test func deletingASelectedRowDropsItSilentlySimulationChoice() {
        let f = TableFixture()
        f.table.tap(at: ip(5))
        f.world.clearLog()
        f.source.rows = [19]
        f.table.deleteRows(at: [ip(5)], with: .fade)
        #expect(f.table.indexPathsForSelectedRows == nil)
        #expect(!f.world.log.contains { $0.contains("Deselect") })
    }

    // rule 1.23: [SIM] a moved selected row stays selected at its destination
    @Test func aMovedSelectedRowStaysSelectedSimulationChoice() {
        let f = TableFixture(rows: [10, 10])
        f.table.tap(at: ip(2, 0))
        f.source.rows = [9, 11]
        f.table.moveRow(at: ip(2, 0), to: ip(4, 1))
        #expect(f.table.indexPathsForSelectedRows == [ip(4, 1)])
    }
}
