// TableMultipleSelectionTests: taps with allowsMultipleSelection (rule 1.18).
import Testing
@testable import UISim

@Suite struct TableMultipleSelectionTests {
    // rule 1.18
    @Test func tappingAnUnselectedRowSelectsItWithoutTouchingOthers() {
        let f = TableFixture()
        f.table.allowsMultipleSelection = true
        f.table.tap(at: ip(0))
        f.world.clearLog()
        f.table.tap(at: ip(2))
        let calls = f.takeLog().filter { $0.hasPrefix("tableView(_:will") || $0.hasPrefix("tableView(_:did") }
        #expect(calls == [
            "tableView(_:didHighlightRowAt: [0, 2])",
            "tableView(_:didUnhighlightRowAt: [0, 2])",
            "tableView(_:willSelectRowAt: [0, 2])",
            "tableView(_:didSelectRowAt: [0, 2])",
        ])
        #expect(f.table.indexPathsForSelectedRows == [ip(0), ip(2)])
        #expect(f.cell(0)?.isSelected == true)
    }

    // rule 1.18
    @Test func tappingASelectedRowDeselectsItWithoutSelectCalls() {
        let f = TableFixture()
        f.table.allowsMultipleSelection = true
        f.table.tap(at: ip(0))
        f.table.tap(at: ip(2))
        f.world.clearLog()
        f.table.tap(at: ip(0))
        let log = f.takeLog()
        #expect(log.suffix(4) == [
            "tableView(_:willDeselectRowAt: [0, 0])",
            "cell [0, 0] setSelected(false, animated: false)",
            "UITableView.selectionDidChangeNotification",
            "tableView(_:didDeselectRowAt: [0, 0])",
        ])
        #expect(!log.contains { $0.contains("SelectRowAt") && !$0.contains("Deselect") })
        #expect(f.table.indexPathsForSelectedRows == [ip(2)])
    }

    // rule 1.18
    @Test func willDeselectReturningNilRefuses() {
        let f = TableFixture { source, _ in source.willDeselect = { _ in nil } }
        f.table.allowsMultipleSelection = true
        f.table.tap(at: ip(0))
        f.table.tap(at: ip(0))
        #expect(f.table.indexPathsForSelectedRows == [ip(0)])
        #expect(!f.world.log.contains("tableView(_:didDeselectRowAt: [0, 0])"))
    }
}
