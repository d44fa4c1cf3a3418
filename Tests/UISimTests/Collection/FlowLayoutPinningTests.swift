// FlowLayoutPinningTests: pinned section headers and footers of the flow layout (rules 17.5, 17.6)
// and the collection's header and footer views (rule 17.9).
import Testing
@testable import UISim

/// A data source whose headers and footers come from registered views.
final class SupplementaryGridDataSource: CollectionViewDataSource {
    var counts: [Int]
    /// What `viewForSupplementaryElementOfKind` answers; the default dequeues "header".
    var answer: (CollectionView, String, IndexPath) -> CollectionViewCell? = { cv, kind, ip in
        cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: ip)
    }
    private(set) var requests: [String] = []

    init(counts: [Int]) { self.counts = counts }
    var providesSupplementaryViews: Bool { true }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionViewCell? {
        requests.append("\(kind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        return answer(collectionView, kind, indexPath)
    }
}

/// Three sections of 9 items (three lines of 110 points) with 40-point headers: each section
/// is 40 + 3·100 + 2·10 = 360 points tall.
private func makeHeaderGrid(pin: Bool, footers: Bool = false) -> (Grid, SupplementaryGridDataSource) {
    let grid = makeGrid([9, 9, 9]) { cv in
        cv.collectionViewLayout.headerReferenceSize = Size(width: 0, height: 40)
        if footers { cv.collectionViewLayout.footerReferenceSize = Size(width: 0, height: 20) }
        cv.collectionViewLayout.sectionHeadersPinToVisibleBounds = pin
        cv.collectionViewLayout.sectionFootersPinToVisibleBounds = pin && footers
    }
    let source = SupplementaryGridDataSource(counts: [9, 9, 9])
    grid.view.register(CollectionViewCell.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                       withReuseIdentifier: "header")
    grid.view.register(CollectionViewCell.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                       withReuseIdentifier: "header")
    grid.view.dataSource = source
    grid.view.reloadData()
    return (grid, source)
}

private let header = CollectionView.elementKindSectionHeader
private let footer = CollectionView.elementKindSectionFooter

@Suite("Flow layout pinning and supplementary views")
struct FlowLayoutPinningTests {
    @Test("rule 17.5: pinning is off by default and headers scroll with the content")
    func defaultsOff() {
        let (grid, source) = makeHeaderGrid(pin: false)
        defer { withExtendedLifetime(source) {} }   // the view holds its data source weakly
        #expect(!CollectionViewFlowLayout().sectionHeadersPinToVisibleBounds)
        #expect(!CollectionViewFlowLayout().sectionFootersPinToVisibleBounds)
        grid.view.contentOffset = Point(x: 0, y: 100)
        #expect(grid.layout.layoutAttributesForSupplementaryView(ofKind: header, at: path(0, 0))?.frame.minY == 0)
    }

    @Test("rule 17.6: a pinned header sticks at the top, then the next section pushes it up")
    func headerSticksThenIsPushed() {
        let (grid, source) = makeHeaderGrid(pin: true)
        defer { withExtendedLifetime(source) {} }   // the view holds its data source weakly
        func headerY(_ s: Int) -> Double? { grid.layout.layoutAttributesForSupplementaryView(ofKind: header, at: path(0, s))?.frame.minY }
        grid.view.contentOffset = Point(x: 0, y: 100)
        #expect(headerY(0) == 100)          // stuck at the top
        #expect(headerY(1) == 360)          // natural place
        grid.view.contentOffset = Point(x: 0, y: 340)
        #expect(headerY(0) == 320)          // pushed: section 0 ends at 360
        grid.view.contentOffset = Point(x: 0, y: -50)
        #expect(headerY(0) == 0)            // pulled past the top: natural place
    }

    @Test("rule 17.6: the stick line is the content offset plus the top content inset")
    func stickLineUsesInset() {
        let (grid, source) = makeHeaderGrid(pin: true)
        defer { withExtendedLifetime(source) {} }   // the view holds its data source weakly
        grid.view.contentInset = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        grid.view.contentOffset = Point(x: 0, y: 100)
        #expect(grid.layout.layoutAttributesForSupplementaryView(ofKind: header, at: path(0, 0))?.frame.minY == 130)
    }

    @Test("rule 17.6: a pinned footer sticks at the bottom of the visible bounds")
    func footerSticks() {
        let (grid, source) = makeHeaderGrid(pin: true, footers: true)
        defer { withExtendedLifetime(source) {} }   // the view holds its data source weakly
        // sections are now 380 tall; section 1's footer naturally at 380 + 360 = 740 .. 760
        let f = grid.layout.layoutAttributesForSupplementaryView(ofKind: footer, at: path(0, 1))?.frame
        #expect(f?.minY == 740)
        let f0 = grid.layout.layoutAttributesForSupplementaryView(ofKind: footer, at: path(0, 0))?.frame
        #expect(f0?.minY == 360)            // its natural place is above the bottom edge (844)
        let f2 = grid.layout.layoutAttributesForSupplementaryView(ofKind: footer, at: path(0, 2))?.frame
        #expect(f2?.minY == 824)            // section 2 (760 ..< 1140): stuck at the bottom edge, 844 − 20
        grid.view.contentOffset = Point(x: 0, y: -100)
        let low = grid.layout.layoutAttributesForSupplementaryView(ofKind: footer, at: path(0, 2))?.frame
        #expect(low?.minY == 800)           // never above its own header (760 + 40)
    }

    @Test("rule 17.6: elements in a rect include the pinned header of a section that meets it")
    func elementsIncludePinned() {
        let (grid, source) = makeHeaderGrid(pin: true)
        defer { withExtendedLifetime(source) {} }   // the view holds its data source weakly
        grid.view.contentOffset = Point(x: 0, y: 200)
        let rect = Rect(x: 0, y: 200, width: 390, height: 100)
        let headers = grid.layout.layoutAttributesForElements(in: rect).filter { $0.representedElementKind == header }
        #expect(headers.map(\.indexPath.section) == [0])
        #expect(headers.first?.frame.minY == 200)
    }

    @Test("rule 17.9: headers of visible sections are views from the data source, reused")
    func viewsFromDataSource() throws {
        let (grid, source) = makeHeaderGrid(pin: false)
        defer { withExtendedLifetime(source) {} }   // the view holds its data source weakly
        // 0 ..< 844 meets all three headers (at 0, 360, 720)
        #expect(source.requests == ["header 0", "header 1", "header 2"])
        let v0 = try #require(grid.view.supplementaryView(forElementKind: header, at: path(0, 0)))
        let v1 = try #require(grid.view.supplementaryView(forElementKind: header, at: path(0, 1)))
        #expect(v0.frame == Rect(x: 0, y: 0, width: 390, height: 40))
        #expect(v0.superview === grid.view)
        grid.view.contentOffset = Point(x: 0, y: 500)
        // 500 ..< 1344 meets only section 2's header (720 ..< 760)
        #expect(grid.view.supplementaryView(forElementKind: header, at: path(0, 0)) == nil)
        #expect(v0.superview == nil)
        #expect(grid.view.visibleSupplementaryViews(ofKind: header).map(\.frame.minY) == [720])
        #expect(source.requests.count == 3)  // section 2's view stayed: not asked again
        grid.view.contentOffset = .zero
        #expect(source.requests.count == 5)
        let back = grid.view.visibleSupplementaryViews(ofKind: header).prefix(2)
        #expect(back.allSatisfy { $0 === v0 || $0 === v1 })  // the two that left were reused
    }

    @Test("rule 17.6: a pinned header view follows the offset and is drawn above the cells")
    func pinnedViewOnTop() throws {
        let (grid, source) = makeHeaderGrid(pin: true)
        defer { withExtendedLifetime(source) {} }   // the view holds its data source weakly
        grid.view.contentOffset = Point(x: 0, y: 100)
        let v0 = try #require(grid.view.supplementaryView(forElementKind: header, at: path(0, 0)))
        #expect(v0.frame.minY == 100)
        let tail = grid.view.subviews.suffix(3).map { $0 as AnyObject }
        #expect(tail.contains { $0 === v0 })
    }

    @Test("rule 17.9: dequeuing an unregistered kind raises UIKit's exception")
    func unregisteredKind() {
        let (grid, source) = makeHeaderGrid(pin: false)
        defer { withExtendedLifetime(source) {} }   // the view holds its data source weakly
        #expect(throws: UIKitException.unregisteredSupplementaryView(kind: header, identifier: "nope")) {
            try grid.view.dequeueReusableSupplementaryViewChecked(ofKind: header, withReuseIdentifier: "nope", for: path(0, 0))
        }
        #expect(UIKitException.unregisteredSupplementaryView(kind: header, identifier: "nope").reason.hasPrefix(
            "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier nope"))
    }

    @Test("rule 17.9: a view not dequeued in the call raises UIKit's exception")
    func notDequeued() {
        let (grid, source) = makeHeaderGrid(pin: false)
        defer { withExtendedLifetime(source) {} }   // the view holds its data source weakly
        source.answer = { cv, _, _ in CollectionViewCell(world: cv.world, reuseIdentifier: nil) }
        #expect(throws: UIKitException.supplementaryViewNotDequeued(kind: header, path(0, 0))) {
            try grid.view.reloadSupplementaryViewsChecked()
        }
    }
}
