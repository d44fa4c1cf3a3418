// CollectionViewScrollingTests: contentOffset, visible items and scrollToItem's positions.
import Testing
@testable import UISim

@Suite("Collection view scrolling")
struct CollectionViewScrollingTests {
    @Test("top, centred and bottom align the item's edge or centre, clamped to the content")
    func verticalPositions() {
        // rule 3.4 (positions); [SIM] rule 2.20's formulas, shared with the table
        let grid = makeGrid([30])
        grid.view.scrollToItem(at: path(6), at: .top, animated: false)
        #expect(grid.view.contentOffset == Point(x: 0, y: 220))
        grid.view.scrollToItem(at: path(15), at: .centeredVertically, animated: false)
        // line 5: 550 ... 650, centre 600 − 422
        #expect(grid.view.contentOffset == Point(x: 0, y: 178))
        grid.view.scrollToItem(at: path(24), at: .bottom, animated: true)
        // line 8: maxY 980 − 844
        #expect(grid.view.contentOffset == Point(x: 0, y: 136))
        grid.view.scrollToItem(at: path(29), at: .top, animated: false)
        #expect(grid.view.contentOffset == Point(x: 0, y: 246))
        grid.view.scrollToItem(at: path(0), at: .bottom, animated: false)
        #expect(grid.view.contentOffset == Point(x: 0, y: 0))
    }

    @Test("[SIM] no vertical position scrolls the least: nothing if visible, else to the near edge")
    func minimalScroll() {
        // rule 3.4 [SIM] (as .none for scrollToRow, rule 2.20)
        let grid = makeGrid([30])
        grid.view.scrollToItem(at: path(3), at: [], animated: false)
        #expect(grid.view.contentOffset == .zero)
        grid.view.scrollToItem(at: path(26), at: [], animated: false)
        // line 8 ends at 980: 980 − 844
        #expect(grid.view.contentOffset == Point(x: 0, y: 136))
        grid.view.scrollToItem(at: path(0), at: .left, animated: false)
        #expect(grid.view.contentOffset == .zero)
    }

    @Test("a horizontal layout scrolls with left, centredHorizontally and right")
    func horizontalPositions() {
        // rule 3.4; rule 3.12 (axes swapped)
        let grid = makeGrid([40], width: 390, height: 210) {
            $0.collectionViewLayout.scrollDirection = .horizontal
        }
        // H = 210: n = floor((210 + 10) / 110) = 2 per column; 20 columns every 110: 2190 wide.
        #expect(grid.view.contentSize == Size(width: 2190, height: 210))
        grid.view.scrollToItem(at: path(10), at: .left, animated: false)
        #expect(grid.view.contentOffset == Point(x: 550, y: 0))
        grid.view.scrollToItem(at: path(10), at: .centeredHorizontally, animated: false)
        #expect(grid.view.contentOffset == Point(x: 405, y: 0))
        grid.view.scrollToItem(at: path(10), at: .right, animated: false)
        #expect(grid.view.contentOffset == Point(x: 260, y: 0))
        grid.view.scrollToItem(at: path(39), at: [.left, .top], animated: false)
        #expect(grid.view.contentOffset == Point(x: 1800, y: 0))
    }

    @Test("the content inset moves the scroll limits and the aligned edge")
    func insets() {
        // rule 3.12 (the inset narrows the lines); [SIM] rule 2.20's inset formulas
        let grid = makeGrid([30]) { $0.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0) }
        grid.view.scrollToItem(at: path(6), at: .top, animated: false)
        #expect(grid.view.contentOffset == Point(x: 0, y: 200))
        grid.view.scrollToItem(at: path(0), at: .top, animated: false)
        #expect(grid.view.contentOffset == Point(x: 0, y: -20))
        grid.view.scrollToItem(at: path(29), at: .bottom, animated: false)
        #expect(grid.view.contentOffset == Point(x: 0, y: 1090 + 30 - 844))
    }

    @Test("the visible items follow the content offset; partly visible items count")
    func visibleItems() {
        // rule 3.12; [SIM] visibility as rule 2.19
        let grid = makeGrid([60])
        grid.view.contentOffset = Point(x: 0, y: 205)
        // visible 205 ..< 1049: lines 1 (110 ..< 210) to 9 (990 ..< 1090)
        #expect(grid.view.indexPathsForVisibleItems == (3..<30).map { path($0) })
        #expect(grid.view.cellForItem(at: path(0)) == nil)
        #expect(grid.view.bounds == Rect(x: 0, y: 205, width: 390, height: 844))
    }

    @Test("an invalid scroll position raises before anything moves")
    func invalidPosition() {
        // rule 3.4
        let grid = makeGrid([30])
        #expect(throws: UIKitException.invalidScrollPosition(reason: CollectionView.ScrollPosition([.top, .centeredVertically]).invalidReason ?? "")) {
            try grid.view.scrollToItemChecked(at: path(20), at: [.top, .centeredVertically], animated: false)
        }
        #expect(grid.view.contentOffset == .zero)
    }
}
