// ApplyTests: a table's and a collection view's diffable data source applying snapshots on
// both eras — one batch or reloadData, selection, cells asked, completion (rules 16.4–16.13).
import Testing
@testable import UISim

/// A mail list: a table with a diffable data source over `inbox` = a, b, c (rule 16.12's provider
/// records the identifiers it was asked for).
final class MailList {
    let world: World
    let table: TableView
    let dataSource: TableViewDiffableDataSource<String, String>
    var asked: [String] = []

    init(ios: Int, items: [String] = ["a", "b", "c"]) throws {
        world = World(iosVersion: ios)
        table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.register(CountingTableCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        let asked = Recorder()
        dataSource = TableViewDiffableDataSource(tableView: table) { tv, p, id in
            asked.items.append(id)
            return tv.dequeueReusableCell(withIdentifier: "Cell", for: p)
        }
        recorder = asked
        try dataSource.applyChecked(Self.snapshot(items), animatingDifferences: false)
        table.layoutIfNeeded()
        recorder.items = []
        world.clearLog()
    }

    let recorder: Recorder
    final class Recorder { var items: [String] = [] }

    static func snapshot(_ items: [String], sections: [String] = ["inbox"]) throws -> DiffableSnapshot<String, String> {
        var s = DiffableSnapshot<String, String>()
        try s.appendSections(sections)
        if !items.isEmpty { try s.appendItems(items) }
        return s
    }

    /// New mail: "new" before "a", "c" deleted.
    static func newMail() throws -> DiffableSnapshot<String, String> { try snapshot(["new", "a", "b"]) }

    func cell(_ row: Int) -> TableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
}

@Suite struct ApplyTests {
    /// Rules 16.8, 1.21: iOS 14, not animated, is reloadData — every visible cell asked again,
    /// the selection emptied.
    @Test func iOS14NonAnimatedApplyReloads() throws {
        let m = try MailList(ios: 14)
        m.table.tap(at: ip(1))
        #expect(m.table.indexPathForSelectedRow == ip(1))
        try m.dataSource.applyChecked(MailList.newMail(), animatingDifferences: false)
        #expect(m.table.indexPathForSelectedRow == nil)
        #expect(m.table.numberOfRows(inSection: 0) == 3)
        #expect(m.recorder.items.sorted() == ["a", "b", "new"])
    }

    /// Rules 16.9, 16.7: iOS 17, not animated, diffs — "b" stays selected at its new row, only
    /// the new row's cell is asked, the cell of "b" is the same object.
    @Test func iOS17NonAnimatedApplyDiffs() throws {
        let m = try MailList(ios: 17)
        m.table.tap(at: ip(1))
        let cellB = m.cell(1)
        try m.dataSource.applyChecked(MailList.newMail(), animatingDifferences: false)
        #expect(m.table.indexPathForSelectedRow == ip(2))
        #expect(m.dataSource.itemIdentifier(for: ip(2)) == "b")
        #expect(m.recorder.items == ["new"])
        #expect(m.cell(2) === cellB)
    }

    /// Rules 16.5, 16.10: animated on both eras — the selection follows, the completion runs
    /// after the batch's animation (the clock must move).
    @Test(arguments: [14, 17]) func animatedApplyFollowsAndCompletesLater(ios: Int) throws {
        let m = try MailList(ios: ios)
        m.table.tap(at: ip(1))
        var done = false
        try m.dataSource.applyChecked(MailList.newMail(), animatingDifferences: true) { done = true }
        #expect(!done)
        #expect(m.table.indexPathForSelectedRow == ip(2))
        m.world.advance(by: 0.3)
        m.world.advanceFrames(2)
        #expect(done)
    }

    /// Rule 16.8: iOS 14's period workaround — an animated apply inside performWithoutAnimation
    /// diffs, so the selection follows.
    @Test func iOS14WorkaroundKeepsSelection() throws {
        let m = try MailList(ios: 14)
        m.table.tap(at: ip(1))
        try m.world.performWithoutAnimation { try m.dataSource.applyChecked(MailList.newMail(), animatingDifferences: true) }
        #expect(m.table.indexPathForSelectedRow == ip(2))
        #expect(m.recorder.items == ["new"])
    }

    /// Rule 16.10 [SIM]: a non-animated apply and applySnapshotUsingReloadData complete before
    /// they return; rule 16.9: the latter reloads (selection emptied) on iOS 17 too.
    @Test func nonAnimatedCompletionIsSynchronousAndUsingReloadDataReloads() throws {
        let m = try MailList(ios: 17)
        var done = 0
        try m.dataSource.applyChecked(MailList.snapshot(["a", "b", "c", "d"]), animatingDifferences: false) { done += 1 }
        #expect(done == 1)
        m.table.tap(at: ip(0))
        m.dataSource.applySnapshotUsingReloadData(try MailList.snapshot(["a", "b"])) { done += 1 }
        #expect(done == 2)
        #expect(m.table.indexPathForSelectedRow == nil)
        #expect(m.table.numberOfRows(inSection: 0) == 2)
    }

    /// Rule 16.11: queries answer from the state applied, at once; nil outside it.
    @Test func queriesAnswerFromTheAppliedState() throws {
        let m = try MailList(ios: 17)
        try m.dataSource.applyChecked(MailList.newMail(), animatingDifferences: true)
        #expect(m.dataSource.itemIdentifier(for: ip(0)) == "new")
        #expect(m.dataSource.indexPath(for: "b") == ip(2))
        #expect(m.dataSource.indexPath(for: "c") == nil)
        #expect(m.dataSource.itemIdentifier(for: ip(3)) == nil)
        #expect(m.dataSource.sectionIdentifier(for: 0) == "inbox")
        #expect(m.dataSource.sectionIdentifier(for: 1) == nil)
        #expect(m.dataSource.snapshot().itemIdentifiers == ["new", "a", "b"])
    }

    /// Rule 16.13: a reloaded item gets a new cell (provider asked, prepareForReuse) and leaves
    /// the selection; rule 16.14: a reconfigured one keeps its cell, no prepareForReuse, stays
    /// selected.
    @Test func reloadReplacesReconfigureKeeps() throws {
        let m = try MailList(ios: 17)
        m.table.tap(at: ip(1))
        let cellB = try #require(m.cell(1) as? CountingTableCell)
        var s = m.dataSource.snapshot()
        try s.reconfigureItems(["b"])
        try m.dataSource.applyChecked(s, animatingDifferences: false)
        #expect(m.cell(1) === cellB)
        #expect(cellB.reuses == 0)
        #expect(m.recorder.items == ["b"])
        #expect(m.table.indexPathForSelectedRow == ip(1))
        var r = m.dataSource.snapshot()
        try r.reloadItems(["b"])
        m.recorder.items = []
        try m.dataSource.applyChecked(r, animatingDifferences: false)
        #expect(m.cell(1) !== cellB)
        #expect(m.recorder.items == ["b"])
        #expect(m.table.indexPathForSelectedRow == nil)
    }

    /// Rule 16.24: before iOS 15 the reconfigure marks are not applied (the mechanism is off).
    @Test func reconfigureMarksNeedIOS15() throws {
        let m = try MailList(ios: 14)
        var s = m.dataSource.snapshot()
        try s.reconfigureItems(["b"])
        try m.dataSource.applyChecked(s, animatingDifferences: true)
        #expect(m.recorder.items.isEmpty)
        #expect(UIKitImplementation(iosVersion: 14).listsReconfigureCells == false)
        #expect(UIKitImplementation(iosVersion: 12).listsHaveDiffableDataSources == false)
        #expect(UIKitImplementation(iosVersion: 15).diffableApplyAlwaysDiffs)
    }

    /// Rule 16.5: sections move, come and go in one batch; the counts always agree.
    @Test func sectionsAndCrossSectionMoves() throws {
        let m = try MailList(ios: 17)
        var s = DiffableSnapshot<String, String>()
        try s.appendSections(["archive", "inbox"])
        try s.appendItems(["c"], toSection: "archive")
        try s.appendItems(["b", "a", "z"], toSection: "inbox")
        try m.dataSource.applyChecked(s, animatingDifferences: true)
        #expect(m.table.numberOfSections == 2)
        #expect(m.table.numberOfRows(inSection: 0) == 1 && m.table.numberOfRows(inSection: 1) == 3)
        #expect(m.dataSource.indexPath(for: "c") == ip(0, 0))
        #expect(m.dataSource.indexPath(for: "a") == ip(1, 1))
    }

    /// Rule 16.6: the table's rows come and go with `defaultRowAnimation` (`.automatic` [SIM]):
    /// a fading row's cell stays on screen until the animation ends, a `.none` one leaves at once.
    @Test func defaultRowAnimationDecidesHowRowsLeave() throws {
        let m = try MailList(ios: 17)
        #expect(m.dataSource.defaultRowAnimation == .automatic)
        let cellC = try #require(m.cell(2))
        try m.dataSource.applyChecked(MailList.snapshot(["a", "b"]), animatingDifferences: true)
        #expect(cellC.superview === m.table)
        m.world.advance(by: 0.5)
        #expect(cellC.superview == nil)
        m.dataSource.defaultRowAnimation = .none
        let cellB = try #require(m.cell(1))
        try m.dataSource.applyChecked(MailList.snapshot(["a"]), animatingDifferences: true)
        #expect(cellB.superview == nil)
    }

    /// Rules 16.4, 16.12: apply defaults to animating; a provider answering nil is UIKit's crash,
    /// whose words the simulation chooses.
    @Test func applyAnimatesByDefaultAndNilCellsCrash() throws {
        let m = try MailList(ios: 17)
        var done = false
        m.dataSource.apply(try MailList.newMail()) { done = true }
        #expect(!done)   // animated: the completion waits for the clock
        m.world.advance(by: 0.5)
        #expect(done)
        #expect(UIKitException.cellProviderReturnedNil(.table, ip(0)).reason
            == "The cell provider of a UITableViewDiffableDataSource returned nil for index path "
            + "<NSIndexPath> {length = 2, path = 0 - 0}; it must return a dequeued cell.")
    }

    /// Rules 16.7, 16.11: a render names each row's item, so the selected row shows its mail.
    @Test func renderNamesTheItems() throws {
        let m = try MailList(ios: 17)
        try m.dataSource.applyChecked(MailList.newMail(), animatingDifferences: false)
        #expect(SceneRenderer.itemIdentifierText(m.table, ip(2)) == ", id b")
        #expect(SceneRenderer.itemIdentifierText(m.table, ip(3)) == "")
        let plain = TableView(world: m.world, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(SceneRenderer.itemIdentifierText(plain, ip(0)) == "")
    }

    /// Rules 16.5, 16.7 for a collection view: the diff keeps the selected item's identity.
    @Test func collectionViewApplyFollowsSelection() throws {
        let world = World(iosVersion: 17)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        let cv = CollectionView(world: world, frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        var asked: [Int] = []
        let ds = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, p, id in
            asked.append(id)
            return cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: p)
        }
        var s = DiffableSnapshot<Int, Int>()
        try s.appendSections([0])
        try s.appendItems([1, 2, 3])
        try ds.applyChecked(s, animatingDifferences: false)
        cv.layoutIfNeeded()
        cv.selectItem(at: path(2), animated: false, scrollPosition: [])
        asked = []
        try s.moveItem(3, beforeItem: 1)
        try ds.applyChecked(s, animatingDifferences: false)
        #expect(cv.indexPathsForSelectedItems == [path(0)])
        #expect(ds.itemIdentifier(for: path(0)) == 3)
        #expect(asked.isEmpty)
    }
}
