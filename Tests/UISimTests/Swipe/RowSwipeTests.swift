// RowSwipeTests: a row swiped sideways — its actions per edge and era, release, handlers, the
// editing calls around it and the old swipe-to-delete path (rules 13.1–13.8).
import Testing
@testable import UISim

/// A data source and delegate with swipe answers tests can set; notes what it hears.
final class SwipeTestSource: TableViewEditingDataSource, TableViewSwipeDelegate {
    var rows: Int
    var commits = true
    var trailing: ((IndexPath) -> SwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> SwipeActionsConfiguration?)?
    var canEdit: (IndexPath) -> Bool = { _ in true }
    private(set) var heard: [String] = []

    init(rows: Int) { self.rows = rows }

    var commitsEditingStyles: Bool { commits }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit(indexPath) }
    func tableView(_ tableView: TableView, commit editingStyle: RowEditingStyle, forRowAt indexPath: IndexPath) {
        heard.append("commit \(indexPath)")
        rows -= 1
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) { heard.append("willBegin \(indexPath)") }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        heard.append("didEnd \(indexPath.map { "\($0)" } ?? "nil")")
    }

    /// Offers actions named `titles` on the trailing edge of every row (see `actions`); the
    /// closure holds the source unowned, so a test's fixture is not kept alive by a cycle.
    func offer(_ titles: [String], result: Bool? = true, fullSwipe: Bool = true) {
        trailing = { [unowned self] _ in
            let c = actions(titles, result: result)
            c.performsFirstActionWithFullSwipe = fullSwipe
            return c
        }
    }

    /// Actions named `titles` whose handlers note their title and complete at once with `result`
    /// (or keep the completion in `pending` when `result` is nil).
    var pending: ((Bool) -> Void)?
    func actions(_ titles: [String], result: Bool? = true) -> SwipeActionsConfiguration {
        SwipeActionsConfiguration(actions: titles.map { title in
            ContextualAction(style: .normal, title: title) { [unowned self] _, done in
                heard.append("handler \(title)")
                if let result { done(result) } else { pending = done }
            }
        })
    }
}

/// A shown 320-point-wide table of `rows` 44-point rows with a `SwipeTestSource`.
struct SwipeFixture {
    let world: World
    let table: TableView
    let source: SwipeTestSource

    init(rows: Int = 10, iosVersion: Int = 17) {
        world = World(iosVersion: iosVersion)
        table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440))
        source = SwipeTestSource(rows: rows)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        world.clearLog()
    }
}

@Suite struct RowSwipeTests {
    // rules 13.4, 13.7: past half of two 74-point buttons the row opens, editing the row
    @Test func swipePastHalfTheButtonsOpens() {
        let f = SwipeFixture()
        f.source.offer(["Delete", "Flag"])
        let s = f.table.beginSwipe(at: ip(2))
        s.update(translationX: -80)
        #expect(f.table.isEditing)
        #expect(s.edge == .trailing)
        #expect(s.release(velocity: 0) == .open)
        #expect(s.offset == -148)
        #expect(f.table.swipedRow === s)
        #expect(f.source.heard == ["willBegin [0, 2]"])
    }

    // rules 13.4, 13.5, 13.7: tapping an action runs it; its completion closes the row
    @Test func tappedActionCompletesAndCloses() {
        let f = SwipeFixture()
        f.source.offer(["Delete", "Flag"], result: nil)
        let s = f.table.beginSwipe(at: ip(0))
        s.update(-0.5)
        s.release(velocity: 0)
        #expect(s.tapAction(1))
        #expect(s.state == .performing)
        f.source.pending?(true)
        #expect(s.state == .closed)
        #expect(!f.table.isEditing)
        f.source.pending?(false)   // once only
        #expect(f.source.heard == ["willBegin [0, 0]", "handler Flag", "didEnd [0, 0]"])
        #expect(f.table.swipedRow == nil)
    }

    // rules 13.2, 13.4: a full swipe performs the first action unless turned off
    @Test func fullSwipePerformsTheFirstAction() {
        let f = SwipeFixture()
        f.source.offer(["Archive", "More"])
        var s = f.table.beginSwipe(at: ip(1))
        s.update(-0.7)
        #expect(s.release(velocity: 0) == .closed)
        #expect(f.source.heard.contains("handler Archive"))
        f.source.offer(["Archive", "More"], fullSwipe: false)
        s = f.table.beginSwipe(at: ip(1))
        s.update(-0.7)
        #expect(s.release(velocity: 0) == .open)
    }

    // rule 13.4 [SIM]: a short swipe closes unless flicked towards the edge
    @Test func shortSwipeClosesAndFlickOpens() {
        let f = SwipeFixture()
        f.source.offer(["Delete"])
        var s = f.table.beginSwipe(at: ip(0))
        s.update(translationX: -20)
        #expect(s.release(velocity: 100) == .closed)
        s = f.table.beginSwipe(at: ip(0))
        s.update(translationX: -20)
        #expect(s.release(velocity: -400) == .open)
    }

    // rule 13.1: no leading actions by default; an empty configuration does not move the row
    @Test func edgesWithoutActionsDoNotMove() {
        let f = SwipeFixture()
        f.source.commits = false
        let s = f.table.beginSwipe(at: ip(0))
        s.update(0.5)
        s.update(-0.5)
        #expect(s.offset == 0)
        #expect(s.edge == nil)
        #expect(f.source.heard.isEmpty)
        #expect(!f.table.isEditing)
    }

    // rule 13.8: one open row; another swipe or a tap closes it, the tap selecting nothing
    @Test func anotherSwipeOrATapClosesTheOpenRow() {
        let f = SwipeFixture()
        f.source.offer(["Delete"])
        let a = f.table.beginSwipe(at: ip(0))
        a.update(-0.5)
        a.release(velocity: 0)
        let b = f.table.beginSwipe(at: ip(1))
        #expect(a.state == .closed)
        b.update(-0.5)
        b.release(velocity: 0)
        f.table.tap(at: ip(4))
        #expect(b.state == .closed)
        #expect(f.table.indexPathForSelectedRow == nil)
        f.table.tap(at: ip(4))
        #expect(f.table.indexPathForSelectedRow == ip(4))
    }

    // rules 13.6, 13.7: the old path's Delete button commits; didEnd follows
    @Test func defaultDeleteCommits() {
        let f = SwipeFixture()
        let s = f.table.beginSwipe(at: ip(3))
        s.update(-0.3)
        #expect(s.actions.map(\.title) == ["Delete"])
        #expect(s.actions.first?.style == .destructive)
        s.release(velocity: 0)
        s.tapAction(0)
        #expect(f.source.heard == ["willBegin [0, 3]", "commit [0, 3]", "didEnd [0, 3]"])
        #expect(f.table.numberOfRows(inSection: 0) == 9)
    }

    // rule 13.6: canEditRowAt refuses a row
    @Test func canEditRowAtRefuses() {
        let f = SwipeFixture()
        f.source.canEdit = { $0.row != 0 }
        let s = f.table.beginSwipe(at: ip(0))
        s.update(-0.5)
        #expect(s.edge == nil)
    }

    // rule 13.6: before iOS 11 no configurations are asked, and the Delete button has no full swipe
    @Test func iOS10HasOnlyTheDeleteButton() {
        let f = SwipeFixture(iosVersion: 10)
        var asked = false
        f.source.trailing = { _ in asked = true; return nil }
        f.source.leading = { _ in asked = true; return nil }
        let s = f.table.beginSwipe(at: ip(0))
        s.update(0.5)
        #expect(s.edge == nil)
        s.update(-0.9)
        #expect(s.release(velocity: 0) == .open)
        #expect(!asked)
    }

    // rule 13.3: render shows the open row and its buttons
    @Test func renderShowsTheOpenRow() {
        let f = SwipeFixture()
        let root = ViewController(world: f.world, title: "Root")
        f.world.show(root)
        root.view.addSubview(f.table)
        let s = f.table.beginSwipe(at: ip(1))
        s.update(-0.3)
        s.release(velocity: 0)
        #expect(f.world.render().contains("swiped trailing -74: [Delete (destructive)], open"))
    }
}

/// A source whose delegate answers `editActionsForRowAt` with row actions.
final class RowActionSource: TableViewEditingDataSource, TableViewSwipeDelegate {
    private(set) var tapped: [String] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, commit editingStyle: RowEditingStyle, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [ContextualAction]? {
        [ContextualAction(rowActionStyle: .normal, title: "More") { [unowned self] _ in tapped.append("More") }]
    }
}

@Suite struct RowActionTests {
    // rule 13.12: row actions replace the Delete button; the row stays open after one; no full swipe
    @Test func rowActionsKeepTheRowOpen() {
        let world = World(iosVersion: 10)
        let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440))
        let source = RowActionSource()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        let s = table.beginSwipe(at: ip(0))
        s.update(-0.9)
        #expect(s.release(velocity: 0) == .open)
        #expect(s.actions.map(\.title) == ["More"])
        s.tapAction(0)
        #expect(source.tapped == ["More"])
        #expect(s.state == .open)
        table.setEditing(false, animated: false)   // rule 13.11
        #expect(s.state == .closed)
    }
}
