// FlowLayoutFrameTests: item frames for vertical scrolling, exactly as rule 3.12 computes them.
import Testing
@testable import UISim

/// A prepared flow layout with 100-point square items and the given geometry.
func makeFlowLayout(width: Double = 390, height: Double = 844, items: [Int],
                    itemSize: Size = Size(width: 100, height: 100),
                    contentInset: EdgeInsets = .zero,
                    configure: (CollectionViewFlowLayout) -> Void = { _ in }) -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = itemSize
    configure(layout)
    layout.prepare(boundsSize: Size(width: width, height: height), contentInset: contentInset, itemCounts: items)
    return layout
}

/// The frame of `item` in `section`, or nil.
func itemFrame(_ layout: CollectionViewFlowLayout, _ item: Int, _ section: Int = 0) -> Rect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

@Suite("Flow layout frames (vertical)")
struct FlowLayoutFrameTests {
    @Test("full lines are justified: first item at the left inset, last at the right edge")
    func justifiedLines() {
        // rule 3.12: n = floor((390 + 10) / 110) = 3, s = (390 − 300) / 2 = 45.
        let layout = makeFlowLayout(items: [6])
        #expect(itemFrame(layout, 0) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(itemFrame(layout, 1) == Rect(x: 145, y: 0, width: 100, height: 100))
        #expect(itemFrame(layout, 2) == Rect(x: 290, y: 0, width: 100, height: 100))
        #expect(itemFrame(layout, 2)?.maxX == 390)
        #expect(itemFrame(layout, 3) == Rect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test("the interitem spacing is a minimum: the real spacing is widened")
    func interitemIsMinimum() {
        // rule 3.11: with a minimum of 10 the gap is 45; with 50 only two items fit.
        let wide = makeFlowLayout(items: [3])
        let gap = (itemFrame(wide, 1)?.minX ?? 0) - (itemFrame(wide, 0)?.maxX ?? 0)
        #expect(gap == 45)
        #expect(gap >= wide.minimumInteritemSpacing)
        let sparse = makeFlowLayout(items: [3]) { $0.minimumInteritemSpacing = 100 }
        // n = floor((390 + 100) / 200) = 2, s = (390 − 200) / 1 = 190
        #expect(itemFrame(sparse, 1) == Rect(x: 290, y: 0, width: 100, height: 100))
        #expect(itemFrame(sparse, 2) == Rect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test("minimumLineSpacing is the gap between lines")
    func lineSpacing() {
        // rule 3.11, rule 3.12
        let layout = makeFlowLayout(items: [9]) { $0.minimumLineSpacing = 25 }
        #expect(itemFrame(layout, 3)?.minY == 125)
        #expect(itemFrame(layout, 6)?.minY == 250)
    }

    @Test("one item per line is centred in the available width")
    func singleColumnIsCentred() {
        // rule 3.12 [OBS]: n == 1 → x = sectionInset.left + (W − itemW) / 2.
        let layout = makeFlowLayout(items: [2], itemSize: Size(width: 300, height: 50)) {
            $0.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        }
        // W = 390 − 30 = 360; x = 20 + (360 − 300) / 2 = 50
        #expect(itemFrame(layout, 0) == Rect(x: 50, y: 0, width: 300, height: 50))
        #expect(itemFrame(layout, 1) == Rect(x: 50, y: 60, width: 300, height: 50))
    }

    @Test("a partly filled last line keeps the columns above: left-aligned, not re-justified")
    func partialLastLine() {
        // rule 3.12 [OBS] (rdar 20825965)
        let layout = makeFlowLayout(items: [5])
        #expect(itemFrame(layout, 3) == Rect(x: 0, y: 110, width: 100, height: 100))
        #expect(itemFrame(layout, 4) == Rect(x: 145, y: 110, width: 100, height: 100))
        let lone = makeFlowLayout(items: [1])
        #expect(itemFrame(lone, 0) == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("section and content insets shrink the available width")
    func insetsShrinkWidth() {
        // rule 3.12: W = 390 − 10 − 10 − 20 − 20 = 330; n = floor(340 / 110) = 3; s = 15.
        let layout = makeFlowLayout(items: [4], contentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)) {
            $0.sectionInset = EdgeInsets(top: 5, left: 20, bottom: 7, right: 20)
        }
        #expect(itemFrame(layout, 0) == Rect(x: 20, y: 5, width: 100, height: 100))
        #expect(itemFrame(layout, 1) == Rect(x: 135, y: 5, width: 100, height: 100))
        #expect(itemFrame(layout, 2) == Rect(x: 250, y: 5, width: 100, height: 100))
        #expect(itemFrame(layout, 3) == Rect(x: 20, y: 115, width: 100, height: 100))
    }

    @Test("sections stack: header, inset, lines, inset, footer")
    func sectionsStack() {
        // rule 3.12: section height = headerH + inset.top + lines·itemH + (lines−1)·spacing + inset.bottom + footerH.
        let layout = makeFlowLayout(items: [4, 2]) {
            $0.headerReferenceSize = Size(width: 0, height: 30)
            $0.footerReferenceSize = Size(width: 0, height: 20)
            $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        }
        // section 0: 30 + 5 + (2·100 + 10) + 7 + 20 = 272
        #expect(itemFrame(layout, 0, 0)?.minY == 35)
        #expect(itemFrame(layout, 3, 0)?.minY == 145)
        #expect(itemFrame(layout, 0, 1)?.minY == 307)  // 272 + 30 + 5
        // section 1: 30 + 5 + 100 + 7 + 20 = 162
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 272 + 162))
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == Rect(x: 0, y: 252, width: 390, height: 20))
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 3, section: 1))
        #expect(header?.frame == Rect(x: 0, y: 272, width: 390, height: 30))
        #expect(header?.indexPath == IndexPath(item: 0, section: 1))
    }

    @Test("only the header's extent along the scrolling axis counts")
    func headerAlongAxisOnly() {
        // rule 3.10 [OBS]: a header 30 wide but 0 high is no header when scrolling vertically.
        let layout = makeFlowLayout(items: [1]) { $0.headerReferenceSize = Size(width: 30, height: 0) }
        #expect(itemFrame(layout, 0)?.minY == 0)
        #expect(layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        let tall = makeFlowLayout(items: [1]) { $0.headerReferenceSize = Size(width: 999, height: 30) }
        #expect(tall.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
            == Rect(x: 0, y: 0, width: 390, height: 30))
    }

    @Test("[SIM] an empty section keeps its header, insets and footer")
    func emptySection() {
        // rule 3.12 [SIM]: no lines, so no line spacing; the rest of the section remains.
        let layout = makeFlowLayout(items: [0, 1]) {
            $0.headerReferenceSize = Size(width: 0, height: 30)
            $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        }
        #expect(itemFrame(layout, 0, 1)?.minY == 77)  // 42 + 30 + 5
    }
}
