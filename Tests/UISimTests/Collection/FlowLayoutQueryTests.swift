// FlowLayoutQueryTests: attributes by index path and by rectangle, and invalidation.
import Testing
@testable import UISim

@Suite("Flow layout queries")
struct FlowLayoutQueryTests {
    @Test("attributes for an item that does not exist are nil")
    func outOfRange() {
        // rule 3.12
        let layout = makeFlowLayout(items: [3])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        let attributes = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
        #expect(attributes?.representedElementCategory == .cell)
        #expect(attributes?.representedElementKind == nil)
    }

    @Test("elements in a rect: only the lines crossing it, touching edges excluded")
    func elementsInRect() {
        // rule 3.12: line 1 spans y 110..<210; a rect from 100 to 150 meets only it.
        let layout = makeFlowLayout(items: [9])
        let paths = layout.indexPathsForItems(in: Rect(x: 0, y: 100, width: 390, height: 50))
        #expect(paths == [3, 4, 5].map { IndexPath(item: $0, section: 0) })
        let narrow = layout.indexPathsForItems(in: Rect(x: 100, y: 0, width: 45, height: 1000))
        #expect(narrow.isEmpty)
    }

    @Test("elements in a rect match a brute-force scan", arguments: [
        Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 300, width: 390, height: 844),
        Rect(x: 200, y: 555, width: 10, height: 10), Rect(x: -50, y: -50, width: 60, height: 60),
        Rect(x: 0, y: 5000, width: 390, height: 10), Rect(x: 0, y: 0, width: 0, height: 0),
    ])
    func elementsInRectMatchScan(rect: Rect) {
        // rule 3.12
        let layout = makeFlowLayout(items: [7, 0, 11, 2]) {
            $0.headerReferenceSize = Size(width: 0, height: 30)
            $0.footerReferenceSize = Size(width: 0, height: 15)
            $0.sectionInset = EdgeInsets(top: 3, left: 8, bottom: 4, right: 8)
        }
        var expected: [CollectionViewLayoutAttributes] = []
        for (s, count) in [7, 0, 11, 2].enumerated() {
            let ip = IndexPath(item: 0, section: s)
            for kind in [CollectionView.elementKindSectionHeader] {
                if let h = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: ip), h.frame.intersects(rect) {
                    expected.append(h)
                }
            }
            for item in 0..<count {
                if let a = layout.layoutAttributesForItem(at: IndexPath(item: item, section: s)), a.frame.intersects(rect) {
                    expected.append(a)
                }
            }
            if let f = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, at: ip),
               f.frame.intersects(rect) {
                expected.append(f)
            }
        }
        #expect(layout.layoutAttributesForElements(in: rect) == expected)
    }

    @Test("changing a property invalidates the cached frames")
    func invalidation() {
        // rule 3.12
        let layout = makeFlowLayout(items: [2])
        #expect(itemFrame(layout, 1)?.minX == 145)
        layout.itemSize = Size(width: 200, height: 100)
        layout.prepare(boundsSize: Size(width: 390, height: 844), contentInset: .zero, itemCounts: [2])
        #expect(itemFrame(layout, 1) == Rect(x: 95, y: 110, width: 200, height: 100))
    }

    @Test("a layout with no collection view is empty")
    func detached() {
        // rule 3.12
        let layout = CollectionViewFlowLayout()
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
