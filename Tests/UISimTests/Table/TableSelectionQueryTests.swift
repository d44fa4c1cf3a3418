// TableSelectionQueryTests: reading the selection (rules 1.4, 1.5).
import Testing
@testable import UISim

@Suite struct TableSelectionQueryTests {
    // rule 1.4
    @Test func indexPathForSelectedRowIsNilWhenNothingIsSelected() {
        let f = TableFixture()
        #expect(f.table.indexPathForSelectedRow == nil)
    }

    // rule 1.4
    @Test func indexPathForSelectedRowIsTheLowestWhateverTheOrder() {
        let f = TableFixture(rows: [10, 10])
        f.table.allowsMultipleSelection = true
        for p in [ip(3, 1), ip(5, 0), ip(0, 1), ip(7, 0)] {
            f.table.selectRow(at: p, animated: false, scrollPosition: .none)
        }
        #expect(f.table.indexPathForSelectedRow == ip(5, 0))
    }

    // rule 1.5
    @Test func indexPathsForSelectedRowsIsNilNotEmpty() {
        let f = TableFixture()
        #expect(f.table.indexPathsForSelectedRows == nil)
        f.table.tap(at: ip(2))
        f.table.deselectRow(at: ip(2), animated: false)
        #expect(f.table.indexPathsForSelectedRows == nil)
    }

    // rule 1.5: [SIM] ascending (section, row) order
    @Test func indexPathsForSelectedRowsAscendingIsASimulationChoice() {
        let f = TableFixture(rows: [10, 10])
        f.table.allowsMultipleSelection = true
        for p in [ip(3, 1), ip(5, 0), ip(0, 1)] { f.table.tap(at: p) }
        #expect(f.table.indexPathsForSelectedRows == [ip(5, 0), ip(0, 1), ip(3, 1)])
        #expect(Set(f.table.indexPathsForSelectedRows ?? []) == [ip(5, 0), ip(0, 1), ip(3, 1)])
    }
}
