// FlowLayoutDefaultsTests: UICollectionViewFlowLayout's documented and observed defaults.
import Testing
@testable import UISim

@Suite("Flow layout defaults")
struct FlowLayoutDefaultsTests {
    @Test("itemSize, spacings, direction and estimate have UIKit's documented defaults")
    func documentedDefaults() {
        // rule 3.10
        let layout = CollectionViewFlowLayout()
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.estimatedItemSize == .zero)
        #expect(!layout.isSelfSizing)
    }

    @Test("sectionInset and the header and footer sizes default to zero")
    func observedDefaults() {
        // rule 3.10
        let layout = CollectionViewFlowLayout()
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.footerReferenceSize == .zero)
        layout.prepare(boundsSize: Size(width: 390, height: 844), contentInset: .zero, itemCounts: [3])
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header == nil)
    }

    @Test("any non-zero estimatedItemSize turns self-sizing on")
    func estimateTurnsSelfSizingOn() {
        // rule 3.10
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = Size(width: 1, height: 0)
        #expect(layout.isSelfSizing)
        layout.estimatedItemSize = Size(width: 0, height: 1)
        #expect(layout.isSelfSizing)
        layout.estimatedItemSize = .zero
        #expect(!layout.isSelfSizing)
    }

    @Test("[SIM] a self-sizing layout places items at the estimated size")
    func selfSizingUsesEstimate() {
        // rule 3.10 [SIM]: nothing to measure, so the estimate is the size.
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.estimatedItemSize = Size(width: 80, height: 40)
        layout.prepare(boundsSize: Size(width: 390, height: 844), contentInset: .zero, itemCounts: [2])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == Size(width: 80, height: 40))
    }

    @Test("the default layout puts six 50-point items on a 390-point line")
    func defaultGrid() {
        // rule 3.10, rule 3.12: n = floor((390 + 10) / 60) = 6; s = (390 − 300) / 5 = 18.
        let layout = CollectionViewFlowLayout()
        layout.prepare(boundsSize: Size(width: 390, height: 844), contentInset: .zero, itemCounts: [7])
        let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        let sixth = layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        let seventh = layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame
        #expect(first == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(sixth == Rect(x: 340, y: 0, width: 50, height: 50))
        #expect(seventh == Rect(x: 0, y: 60, width: 50, height: 50))
    }
}
