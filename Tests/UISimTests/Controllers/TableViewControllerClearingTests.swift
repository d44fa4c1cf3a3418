// TableViewControllerClearingTests: UITableViewController's built-in clearing outside an
// interactive transition — on by default, in viewWillAppear with its `animated` argument, after a
// reload on the first appearance only, never in multiple-selection mode, and never without a
// viewWillAppear (rules 8.1, 8.3, 8.5, 8.6).
import Testing
@testable import UISim

@Suite("Table view controller: clearing the selection")
struct TableViewControllerClearingTests {
    @Test("on by default; a pop without animation clears at once, without animation", arguments: everyEra)
    func plainPop(ios: Int) throws {
        // rule 8.1
        // rule 8.6
        let world = World(iosVersion: ios)
        let list = RowsTableController(world: world, title: "List")
        #expect(list.clearsSelectionOnViewWillAppear)
        let scene = try Scene(ios: ios, list: list)
        scene.nav.popViewController(animated: false)
        #expect(scene.selection == nil)
        #expect(scene.cell?.selectionAlpha == 0)
        #expect(scene.selectionCalls == ["cell [0, 2] setSelected(false, animated: false)"])
        #expect(!scene.hasSelectionDelegateCalls)
    }

    @Test("[SIM] with no coordinator, viewWillAppear(true) deselects with animation on the clock",
          arguments: everyEra)
    func animatedWithoutCoordinator(ios: Int) throws {
        // rule 8.1
        // rule 8.6
        let world = World(iosVersion: ios)
        let list = RowsTableController(world: world, title: "List")
        world.show(list)   // a container of its own: appearance calls without a transition
        list.tableView.selectRow(at: Scene.selected, animated: false, scrollPosition: .none)
        world.clearLog()
        list.sendWillAppear(true)
        #expect(list.transitionCoordinator == nil)
        #expect(list.tableView.indexPathsForSelectedRows == nil)
        #expect(world.log.contains("cell [0, 2] setSelected(false, animated: true)"))
        let cell = try #require(list.tableView.cellForRow(at: Scene.selected))
        world.advance(by: 0.15)
        expectClose(cell.selectionAlpha, 1 - referenceEaseInOut(0.5), "a 0.3 s fade of its own")
        world.advance(by: 0.15)
        expectClose(cell.selectionAlpha, 0)
    }

    @Test("set to false, the selection stays through every kind of pop", arguments: everyEra)
    func turnedOff(ios: Int) throws {
        // rule 8.1
        let world = World(iosVersion: ios)
        let list = RowsTableController(world: world, title: "List")
        list.clearsSelectionOnViewWillAppear = false
        let scene = try Scene(ios: ios, list: list)
        scene.nav.popViewController(animated: false)
        scene.nav.pushViewController(scene.detail, animated: false)
        scene.nav.popViewController(animated: true)
        try world.settle()
        scene.nav.pushViewController(scene.detail, animated: false)
        let swipe = try #require(scene.nav.beginInteractivePop())
        swipe.update(0.7)
        swipe.finish()
        try world.settle()
        #expect(scene.selection == [Scene.selected])
        #expect(scene.cell?.selectionAlpha == 1)
        #expect(scene.selectionCalls.isEmpty)
    }

    @Test("the data is reloaded on the first appearance only", arguments: everyEra)
    func firstAppearanceReload(ios: Int) throws {
        // rule 8.1
        let world = World(iosVersion: ios)
        let list = RowsTableController(world: world, title: "List", rows: 20)
        #expect(list.tableView.numberOfRows(inSection: 0) == 20)
        list.rows.count = 25                    // changed without telling the table
        let nav = NavigationController(rootViewController: list)
        world.show(nav)
        #expect(list.tableView.numberOfRows(inSection: 0) == 25, "reloaded in the first viewWillAppear")
        nav.pushViewController(ViewController(world: world, title: "Detail"), animated: false)
        list.rows.count = 30
        nav.popViewController(animated: false)
        #expect(list.tableView.numberOfRows(inSection: 0) == 25, "not reloaded when it appears again")
    }

    @Test("an override that does not call super gets neither the reload nor the clearing",
          arguments: everyEra)
    func overrideWithoutSuper(ios: Int) throws {
        // rule 8.1
        let world = World(iosVersion: ios)
        let list = NoSuperTableController(world: world, title: "List")
        #expect(list.tableView.numberOfRows(inSection: 0) == 20)
        list.rows.count = 25
        let scene = try Scene(ios: ios, list: list)
        #expect(list.tableView.numberOfRows(inSection: 0) == 20)
        scene.nav.popViewController(animated: false)
        #expect(scene.selection == [Scene.selected])
    }

    @Test("multiple selection is never cleared: allowsMultipleSelection", arguments: everyEra)
    func multipleSelection(ios: Int) throws {
        // rule 8.3
        let world = World(iosVersion: ios)
        let list = RowsTableController(world: world, title: "List")
        let scene = try Scene(ios: ios, list: list)
        let table = list.tableView
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        let both = [Scene.selected, IndexPath(row: 5, section: 0)]
        try popEveryWay(scene)
        #expect(table.indexPathsForSelectedRows == both)
        #expect(scene.cell?.selectionAlpha == 1)
    }

    @Test("multiple selection is never cleared: editing with allowsMultipleSelectionDuringEditing",
          arguments: everyEra)
    func multipleSelectionWhileEditing(ios: Int) throws {
        // rule 8.3
        let world = World(iosVersion: ios)
        let list = RowsTableController(world: world, title: "List")
        let table = list.tableView
        // editing before the scene selects: switching modes drops the selection (rule 1.24)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        let scene = try Scene(ios: ios, list: list)
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        try popEveryWay(scene)
        #expect(table.indexPathsForSelectedRows?.count == 2)
        table.allowsMultipleSelectionDuringEditing = false
        table.allowsSelectionDuringEditing = true   // single selection while editing: cleared again
        scene.nav.pushViewController(scene.detail, animated: false)
        scene.nav.popViewController(animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("[SIM] page sheets are not simulated: with no viewWillAppear nothing is cleared",
          arguments: everyEra)
    func onlyInViewWillAppear(ios: Int) throws {
        // rule 8.5
        let world = World(iosVersion: ios)
        let list = RowsTableController(world: world, title: "List")
        world.show(list)
        list.tableView.selectRow(at: Scene.selected, animated: false, scrollPosition: .none)
        world.advance(by: 1)
        list.view.layoutIfNeeded()
        list.sendDidAppear(true)   // a presenter uncovered without viewWillAppear (iOS 13 sheet)
        #expect(list.tableView.indexPathsForSelectedRows == [Scene.selected])
        list.sendWillAppear(false)
        #expect(list.tableView.indexPathsForSelectedRows == nil)
    }

    /// Pops back to the list without animation, with animation and with a finished swipe.
    private func popEveryWay(_ scene: Scene) throws {
        scene.nav.popViewController(animated: false)
        scene.nav.pushViewController(scene.detail, animated: false)
        scene.nav.popViewController(animated: true)
        try scene.world.settle()
        scene.nav.pushViewController(scene.detail, animated: false)
        let swipe = try #require(scene.nav.beginInteractivePop())
        swipe.update(0.8)
        swipe.finish()
        try scene.world.settle()
        #expect(scene.nav.topViewController === scene.list)
    }
}
