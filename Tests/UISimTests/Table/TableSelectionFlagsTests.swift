// TableSelectionFlagsTests: the selection flags, their defaults and editing mode (rules 1.1–1.3).
import Testing
@testable import UISim

@Suite struct TableSelectionFlagsTests {
    // rule 1.1
    @Test func defaults() {
        let f = TableFixture()
        #expect(f.table.allowsSelection == true)
        #expect(f.table.allowsMultipleSelection == false)
        #expect(f.table.allowsSelectionDuringEditing == false)
        #expect(f.table.allowsMultipleSelectionDuringEditing == false)
        #expect(f.table.isEditing == false)
    }

    // rule 1.2
    @Test func allowsSelectionFalseStopsTaps() {
        let f = TableFixture()
        f.table.allowsSelection = false
        f.table.tap(at: ip(1))
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(!f.world.log.contains("tableView(_:willSelectRowAt: [0, 1])"))
    }

    // rule 1.2
    @Test func editingWithoutSelectionDuringEditingNeverAsksWillSelect() {
        let f = TableFixture()
        f.table.setEditing(true, animated: false)
        f.table.tap(at: ip(1))
        #expect(!f.world.log.contains("tableView(_:willSelectRowAt: [0, 1])"))
        #expect(f.table.indexPathForSelectedRow == nil)
    }

    // rule 1.2
    @Test func editingWithSelectionDuringEditingSelects() {
        let f = TableFixture()
        f.table.allowsSelection = false            // governs only outside editing
        f.table.allowsSelectionDuringEditing = true
        f.table.setEditing(true, animated: false)
        f.table.tap(at: ip(1))
        #expect(f.world.log.contains("tableView(_:willSelectRowAt: [0, 1])"))
        #expect(f.table.indexPathForSelectedRow == ip(1))
    }

    // rule 1.3
    @Test func singleSelectionHoldsAtMostOneRow() {
        let f = TableFixture()
        for r in [3, 1, 4] { f.table.tap(at: ip(r)) }
        #expect(f.table.indexPathsForSelectedRows == [ip(4)])
    }

    // rule 1.3
    @Test func multipleSelectionAddsAndTapsAgainToDeselect() {
        let f = TableFixture()
        f.table.allowsMultipleSelection = true
        for r in [3, 1, 4] { f.table.tap(at: ip(r)) }
        #expect(f.table.indexPathsForSelectedRows == [ip(1), ip(3), ip(4)])
        f.table.tap(at: ip(3))
        #expect(f.table.indexPathsForSelectedRows == [ip(1), ip(4)])
    }

    // rule 1.3
    @Test func multipleSelectionDuringEditingUsesItsOwnFlag() {
        let f = TableFixture()
        f.table.allowsMultipleSelectionDuringEditing = true
        f.table.setEditing(true, animated: false)
        f.table.tap(at: ip(0))
        f.table.tap(at: ip(2))
        #expect(f.table.indexPathsForSelectedRows == [ip(0), ip(2)])
        f.table.setEditing(false, animated: false)
        f.table.tap(at: ip(5))                    // outside editing: single mode again
        #expect(f.table.indexPathsForSelectedRows == [ip(5)])
    }

    // rule 1.24
    @Test func switchingEditingModeDropsTheSelectionWithoutDelegateCalls() {
        let f = TableFixture()
        f.table.allowsSelectionDuringEditing = true
        f.table.tap(at: ip(3))
        let cell = f.table.cellForRow(at: ip(3))
        f.table.setEditing(true, animated: false)
        #expect(f.table.indexPathsForSelectedRows == nil)
        #expect(cell?.isSelected == false)
        #expect(!f.world.log.contains { $0.contains("DeselectRowAt") })
        f.table.tap(at: ip(1))                    // allowsSelectionDuringEditing: selects
        #expect(f.table.indexPathsForSelectedRows == [ip(1)])
        f.table.setEditing(true, animated: false) // no change of mode: the selection stays
        #expect(f.table.indexPathsForSelectedRows == [ip(1)])
        f.table.setEditing(false, animated: false)
        #expect(f.table.indexPathsForSelectedRows == nil)
    }
}
