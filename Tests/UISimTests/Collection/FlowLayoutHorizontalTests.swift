// FlowLayoutHorizontalTests: horizontal scrolling is vertical with the axes swapped.
import Testing
@testable import UISim

@Suite("Flow layout frames (horizontal)")
struct FlowLayoutHorizontalTests {
    @Test("lines become columns: items fill downwards, then wrap to the right")
    func columns() {
        // rule 3.12: H = 340; n = floor((340 + 10) / 110) = 3; s = (340 − 300) / 2 = 20.
        let layout = makeFlowLayout(width: 390, height: 340, items: [5]) { $0.scrollDirection = .horizontal }
        #expect(itemFrame(layout, 0) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(itemFrame(layout, 1) == Rect(x: 0, y: 120, width: 100, height: 100))
        #expect(itemFrame(layout, 2) == Rect(x: 0, y: 240, width: 100, height: 100))
        #expect(itemFrame(layout, 3) == Rect(x: 110, y: 0, width: 100, height: 100))
        #expect(itemFrame(layout, 4) == Rect(x: 110, y: 120, width: 100, height: 100))
    }

    @Test("one item per column is centred vertically")
    func singleRowIsCentred() {
        // rule 3.12, axes swapped: y = sectionInset.top + (H − itemH) / 2.
        let layout = makeFlowLayout(width: 390, height: 150, items: [2]) {
            $0.scrollDirection = .horizontal
            $0.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        }
        // H = 140; y = 10 + 20 = 30
        #expect(itemFrame(layout, 0) == Rect(x: 0, y: 30, width: 100, height: 100))
        #expect(itemFrame(layout, 1) == Rect(x: 110, y: 30, width: 100, height: 100))
    }

    @Test("headers take their width; sections run left to right; content size is summed along x")
    func sectionsRunAcross() {
        // rule 3.10, rule 3.12
        let layout = makeFlowLayout(width: 390, height: 210, items: [3, 1], contentInset: EdgeInsets(top: 4, bottom: 6)) {
            $0.scrollDirection = .horizontal
            $0.headerReferenceSize = Size(width: 40, height: 0)
            $0.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        }
        // H = 210 − 10 = 200: n = floor(210 / 110) = 1 → centred: y = (200 − 100) / 2 = 50.
        #expect(itemFrame(layout, 0, 0) == Rect(x: 45, y: 50, width: 100, height: 100))
        #expect(itemFrame(layout, 1, 0) == Rect(x: 155, y: 50, width: 100, height: 100))
        // section 0 width: 40 + 5 + 3·100 + 2·10 + 5 = 370
        #expect(itemFrame(layout, 0, 1) == Rect(x: 370 + 45, y: 50, width: 100, height: 100))
        #expect(layout.collectionViewContentSize == Size(width: 370 + 150, height: 200))
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == Rect(x: 370, y: 0, width: 40, height: 200))
    }
}
