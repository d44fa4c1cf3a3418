// FingerScrollingTests: a finger dragging a shown table or collection view over the world's
// clock — the scroll delegate's order, deceleration, edges, paging, a touch that stops it, the
// era mechanism, and refusals (rules 12.1–12.9).
import Testing
@testable import UISim

/// A table delegate that also hears the scroll news, recording each call as a short word.
private final class ScrollRecorder: TableViewDelegate, CollectionViewDelegate, ScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0
    var rewrite: Point?
    var selected: [IndexPath] = []
    func scrollViewWillBeginDragging(_ scrollView: View) { calls.append("willBeginDragging") }
    func scrollViewDidScroll(_ scrollView: View) { scrolls += 1 }
    func scrollViewWillEndDragging(_ scrollView: View, withVelocity velocity: Point, targetContentOffset: inout Point) {
        calls.append("willEndDragging \(velocity) \(targetContentOffset)")
        if let rewrite { targetContentOffset = rewrite }
    }
    func scrollViewDidEndDragging(_ scrollView: View, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: View) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: View) { calls.append("didEndDecelerating") }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A shown table of 100 rows 44 high in a 390 × 844 world, with the recorder as its delegate.
private struct ShownTable {
    let world: World
    let controller: TableViewController
    let source = TableTestSource(rows: [100])
    let recorder = ScrollRecorder()
    var table: TableView { controller.tableView }

    init(ios: Int = 17, show: Bool = true) {
        world = World(iosVersion: ios)
        controller = TableViewController(world: world, title: "List")
        let (t, s, r) = (controller.tableView, source, recorder)
        world.perform {
            t.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            t.rowHeight = 44
            t.dataSource = s
            t.delegate = r
        }
        if show { world.show(controller) }
    }
}

@Suite("Scrolling with a finger")
struct FingerScrollingTests {
    // rules 12.1, 12.2
    @Test func dragFollowsTheFingerOnTheClockAndTellsEachFrame() throws {
        let s = ShownTable()
        try s.table.beginDrag(by: Point(x: 0, y: -300), duration: 0.2)
        #expect(s.table.contentOffset.y == 300)
        #expect(abs(s.world.time - 0.2) < 1e-9)
        #expect(s.table.isDragging && s.table.isTracking && !s.table.isDecelerating)
        #expect(s.recorder.scrolls == 12)
        #expect(s.recorder.calls == ["willBeginDragging"])
    }

    // rules 12.2, 12.3, 12.4
    @Test func releaseCallsInUIKitsOrderAndRestsOnTheProjection() throws {
        let s = ShownTable()
        try s.table.beginDrag(by: Point(x: 0, y: -300), duration: 0.2)
        try s.table.release()
        #expect(s.table.isDecelerating && !s.table.isDragging && !s.table.isTracking)
        try s.world.settle()
        #expect(abs(s.table.contentOffset.y - 1048.5) < 1e-6)
        #expect(!s.table.isDecelerating)
        #expect(s.recorder.calls.count == 5)
        #expect(s.recorder.calls[1].hasPrefix("willEndDragging (0, 1.5)"))
        #expect(Array(s.recorder.calls[2...]) == ["didEndDragging true", "willBeginDecelerating", "didEndDecelerating"])
    }

    // rule 12.4: the delegate's target is where the content rests
    @Test func writtenTargetIsWhereItRests() throws {
        let s = ShownTable()
        s.recorder.rewrite = Point(x: 0, y: 440)
        try s.table.fling(velocity: Point(x: 0, y: -2000))
        try s.world.settle()
        #expect(s.table.contentOffset.y == 440)
    }

    // rule 12.5: past the top the content rubber-bands and comes back after the release
    @Test func rubberBandAndReturn() throws {
        let s = ShownTable()
        try s.table.beginDrag(by: Point(x: 0, y: 100), duration: 0.1)
        #expect(abs(s.table.contentOffset.y + ScrollPhysics.rubberBand(100, dimension: 844)) < 1e-9)
        try s.table.release(velocity: .zero)
        try s.world.settle()
        #expect(s.table.contentOffset.y == 0)
    }

    // rule 12.7
    @Test func pagingRestsOnThePageBoundary() throws {
        let s = ShownTable()
        s.table.scrolling.isPagingEnabled = true
        try s.table.beginDrag(by: Point(x: 0, y: -100), duration: 0.1)
        try s.table.release(velocity: Point(x: 0, y: -300))
        try s.world.settle()
        #expect(s.table.contentOffset.y == 844)
    }

    // rules 12.8, 12.9: a tap stops the deceleration and selects nothing; iOS 13+ reports the stop
    @Test(arguments: [10, 12, 13, 17])
    func touchStopsDecelerationWithoutSelecting(ios: Int) throws {
        let s = ShownTable(ios: ios)
        try s.table.fling(velocity: Point(x: 0, y: -3000))
        s.world.advance(by: 0.1)
        let y = s.table.contentOffset.y
        s.recorder.calls = []
        s.table.tap(at: IndexPath(row: 30, section: 0))
        #expect(!s.table.isDecelerating)
        #expect(s.recorder.selected.isEmpty)
        #expect(s.table.indexPathForSelectedRow == nil)
        #expect(s.recorder.calls == (ios >= 13 ? ["didEndDecelerating"] : []))
        #expect(!s.world.isBusy)
        #expect(s.table.contentOffset.y == y)
        s.table.tap(at: IndexPath(row: 30, section: 0))
        #expect(s.recorder.selected == [IndexPath(row: 30, section: 0)])
    }

    // rule 12.6: a collection view no taller than its content stays put unless alwaysBounceVertical
    @Test func shortCollectionBouncesOnlyWhenTold() throws {
        let world = World(iosVersion: 17)
        let layout = CollectionViewFlowLayout()
        let controller = CollectionViewController(world: world, collectionViewLayout: layout)
        world.show(controller)
        let cv = controller.collectionView
        #expect(!cv.scrolling.alwaysBounceVertical)
        try cv.beginDrag(by: Point(x: 0, y: -50), duration: 0.05)
        #expect(cv.contentOffset.y == 0)
        try cv.release(velocity: .zero)
        cv.scrolling.alwaysBounceVertical = true
        try cv.beginDrag(by: Point(x: 0, y: -50), duration: 0.05)
        #expect(cv.contentOffset.y > 0)
    }

    // rule 12.10: an offset set from code stops the deceleration there, silently
    @Test func offsetFromCodeStopsDeceleration() throws {
        let s = ShownTable()
        try s.table.fling(velocity: Point(x: 0, y: -3000))
        s.world.advance(by: 0.1)
        s.recorder.calls = []
        s.table.setContentOffset(Point(x: 0, y: 200), animated: false)
        #expect(!s.table.isDecelerating)
        #expect(!s.world.isBusy)
        #expect(s.table.contentOffset.y == 200)
        #expect(s.recorder.calls.isEmpty)
    }

    @Test func refusals() throws {
        let hidden = ShownTable(show: false)
        #expect(throws: ScrollGestureError.notOnScreen) { try hidden.table.beginDrag(by: Point(x: 0, y: -10), duration: 0) }
        let s = ShownTable()
        #expect(throws: ScrollGestureError.notDragging) { try s.table.release() }
        #expect(throws: ScrollGestureError.notFinite("the fling's velocity")) {
            try s.table.fling(velocity: Point(x: 0, y: .nan))
        }
        try s.table.beginDrag(by: Point(x: 0, y: -10), duration: 0)
        #expect(throws: ScrollGestureError.alreadyDragging) { try s.table.beginDrag(by: .zero, duration: 0) }
        #expect(s.world.time == 0)
    }
}
