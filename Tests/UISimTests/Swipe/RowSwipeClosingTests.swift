// RowSwipeClosingTests: what closes a row swiped open besides a touch (rules 13.10, 13.13), and
// which editing calls editing mode does not send (rule 14.14).
import Testing
@testable import UISim

@Suite struct RowSwipeClosingTests {
    /// The fixture's table in a shown controller's view, so that it is on screen and can be dragged.
    private static func shown(_ f: SwipeFixture) {
        let root = ViewController(world: f.world, title: "Root")
        f.world.show(root)
        root.view.addSubview(f.table)
    }

    /// Opens row `row` by a third of the width, released: the row rests open.
    private static func open(_ f: SwipeFixture, row: Int) -> RowSwipe {
        let s = f.table.beginSwipe(at: IndexPath(row: row, section: 0))
        s.update(-0.3)
        #expect(s.release(velocity: 0) == .open)
        return s
    }

    // rule 13.10: reloadData closes the open row first: didEndEditingRowAt with the row, and the
    // table leaves the swipe's editing
    @Test func reloadDataClosesTheOpenRow() {
        let f = SwipeFixture()
        let s = Self.open(f, row: 2)
        #expect(f.table.isEditing)
        f.table.reloadData()
        #expect(s.state == .closed)
        #expect(f.table.swipedRow == nil)
        #expect(!f.table.isEditing)
        #expect(f.source.heard == ["willBegin [0, 2]", "didEnd [0, 2]"])
    }

    // rule 13.13: a drag of the table closes the open row first, as a touch does (13.8)
    @Test func aDragOfTheTableClosesTheOpenRow() throws {
        let f = SwipeFixture(rows: 30)
        Self.shown(f)
        let s = Self.open(f, row: 1)
        try f.table.beginDrag(by: Point(x: 0, y: -100), duration: 0.1)
        #expect(s.state == .closed)
        #expect(f.table.swipedRow == nil)
        #expect(!f.table.isEditing)
        #expect(f.source.heard == ["willBegin [0, 1]", "didEnd [0, 1]"])
        try f.table.release(velocity: Point(x: 0, y: 0))
    }

    // rule 14.14: setEditing, on and off, sends neither willBeginEditingRowAt nor
    // didEndEditingRowAt (they belong to the swipe)
    @Test func setEditingSendsNoEditingRowCalls() {
        let f = SwipeFixture()
        f.table.setEditing(true, animated: false)
        #expect(f.table.isEditing)
        f.table.setEditing(false, animated: false)
        #expect(!f.table.isEditing)
        #expect(f.source.heard.isEmpty)
    }
}
