// TableControllerEditingTests: UITableViewController's setEditing and Edit button (rule 14.13),
// and which taps select while editing (rule 14.10), in the UISim model.
import Testing
@testable import UISim

@Suite struct TableControllerEditingTests {
    // rule 14.13
    @Test func theEditButtonTogglesTheTablesModeThroughSetEditing() {
        let world = World(iosVersion: 17)
        let list = TableViewController(world: world, title: "List")
        _ = list.tableView    // loads the view (its viewDidLoad is logged)
        world.clearLog()
        #expect(list.editButtonTitle == "Edit")
        list.tapEditButton()
        #expect(list.tableView.isEditing)
        #expect(list.isEditing)
        #expect(list.editButtonTitle == "Done")
        #expect(world.log.first == "List.setEditing(true, animated: true)")
        list.setEditing(false, animated: false)
        #expect(!list.tableView.isEditing)
        #expect(list.editButtonTitle == "Edit")
    }

    // rule 14.10
    @Test func tapsWhileEditingFollowTheEditingFlags() {
        let f = TableFixture(rows: [5])
        f.table.setEditing(true, animated: false)
        f.table.tap(at: ip(1))
        #expect(f.table.indexPathsForSelectedRows == nil)
        f.table.allowsSelectionDuringEditing = true
        f.table.tap(at: ip(1))
        f.table.tap(at: ip(2))
        #expect(f.table.indexPathsForSelectedRows == [ip(2)])
        f.table.allowsMultipleSelectionDuringEditing = true
        f.table.tap(at: ip(3))
        #expect(f.table.indexPathsForSelectedRows == [ip(2), ip(3)])
    }
}
