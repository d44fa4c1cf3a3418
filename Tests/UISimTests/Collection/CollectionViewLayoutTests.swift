// CollectionViewLayoutTests: the flow layout as the collection view uses it — its data, bounds
// and inset.
import Testing
@testable import UISim

@Suite("Collection view layout")
struct CollectionViewLayoutTests {
    @Test("layoutAttributesForItem and contentSize come from the flow layout and the loaded counts")
    func attributesAndContentSize() {
        // rule 3.12
        let grid = makeGrid([7, 2]) { $0.collectionViewLayout.headerReferenceSize = Size(width: 0, height: 40) }
        #expect(grid.view.layoutAttributesForItem(at: path(6))?.frame == Rect(x: 0, y: 260, width: 100, height: 100))
        // section 0: 40 + 3 lines (320) = 360; section 1: 40 + 100
        #expect(grid.view.layoutAttributesForItem(at: path(1, 1))?.frame == Rect(x: 145, y: 400, width: 100, height: 100))
        #expect(grid.view.layoutAttributesForItem(at: path(2, 1)) == nil)
        #expect(grid.view.contentSize == Size(width: 390, height: 500))
    }

    @Test("the content inset narrows the lines")
    func contentInsetNarrows() {
        // rule 3.12: W = 390 − 80 = 310 → n = floor(320 / 110) = 2, s = 110.
        let grid = makeGrid([4]) { $0.contentInset = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40) }
        #expect(grid.view.layoutAttributesForItem(at: path(1))?.frame == Rect(x: 210, y: 0, width: 100, height: 100))
        #expect(grid.view.contentSize.width == 310)
    }

    @Test("a new size lays the items out again")
    func resize() {
        // rule 3.12
        let grid = makeGrid([4])
        grid.view.frame = Rect(x: 0, y: 0, width: 250, height: 844)
        // n = floor(260 / 110) = 2, s = 50
        #expect(grid.view.cellForItem(at: path(1))?.frame == Rect(x: 150, y: 0, width: 100, height: 100))
        #expect(grid.view.cellForItem(at: path(2))?.frame == Rect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test("changing a layout property moves the visible cells")
    func layoutChange() {
        // rule 3.11: a wider minimum spacing fits fewer items on a line
        let grid = makeGrid([4])
        grid.layout.minimumInteritemSpacing = 100
        grid.view.layoutIfNeeded()
        #expect(grid.view.cellForItem(at: path(2))?.frame == Rect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test("the item under a point")
    func itemAtPoint() {
        // rule 3.12
        let grid = makeGrid([6])
        #expect(grid.view.indexPathForItem(at: Point(x: 150, y: 150)) == path(4))
        #expect(grid.view.indexPathForItem(at: Point(x: 120, y: 50)) == nil)
    }
}
