// CollectionViewCellReuseTests: registration, dequeue, visible cells and their reuse.
import Testing
@testable import UISim

/// A cell that counts `prepareForReuse()` calls.
final class CountingCollectionCell: CollectionViewCell {
    var reuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

@Suite("Collection view cells and reuse")
struct CollectionViewCellReuseTests {
    @Test("cellForItem is nil unless the item is visible")
    func cellOnlyWhenVisible() {
        // rule 3.12: lines of 110 points; 844 points show lines 0 ... 7, items 0 ... 23.
        let grid = makeGrid([30])
        #expect(grid.view.cellForItem(at: path(23)) != nil)
        #expect(grid.view.cellForItem(at: path(24)) == nil)
        #expect(grid.view.cellForItem(at: path(0, 1)) == nil)
        #expect(grid.view.indexPathsForVisibleItems == (0..<24).map { path($0) })
    }

    @Test("cells take the layout's frames and their content view fills them")
    func cellFrames() {
        // rule 3.12
        let grid = makeGrid()
        let cell = grid.view.cellForItem(at: path(4))
        #expect(cell?.frame == Rect(x: 145, y: 110, width: 100, height: 100))
        #expect(cell?.layoutAttributes == grid.view.layoutAttributesForItem(at: path(4)))
        #expect(cell?.contentView.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(cell.map { grid.view.indexPath(for: $0) } == path(4))
    }

    @Test("scrolling reuses the cells that left: a screenful is made, no more")
    func scrollingReuses() {
        // rule 3.12; reuse through the shared ReusePool
        let grid = makeGrid([300])
        #expect(grid.view.createdCellCount == 24)
        for y in stride(from: 0.0, through: 20_000, by: 55) {
            grid.view.contentOffset = Point(x: 0, y: y)
        }
        #expect(grid.view.createdCellCount <= 27)
        #expect(grid.view.visibleCells.count == grid.view.indexPathsForVisibleItems.count)
    }

    @Test("a registered subclass is made, and a reused cell gets prepareForReuse")
    func subclassAndPrepareForReuse() {
        // reuse through the shared ReusePool
        let grid = makeGrid([60]) { $0.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell") }
        let first = grid.view.cellForItem(at: path(0)) as? CountingCollectionCell
        #expect(first != nil)
        #expect(first?.reuseCount == 0)
        grid.view.contentOffset = Point(x: 0, y: 1100)
        #expect(first?.reuseCount == 1)
        let now = first.flatMap { grid.view.indexPath(for: $0) }
        #expect(now.map { $0.item >= 30 } == true)
    }

    @Test("a reused cell shows the selection of the item it now shows")
    func reusedCellFollowsSelection() {
        // rule 3.4; rule 1.11 [SIM] applied to collections
        let grid = makeGrid([60])
        grid.view.selectItem(at: path(0), animated: false, scrollPosition: [])
        grid.view.contentOffset = Point(x: 0, y: 1100)
        #expect(grid.view.visibleCells.allSatisfy { !$0.isSelected })
        grid.view.contentOffset = .zero
        #expect(grid.view.cellForItem(at: path(0))?.isSelected == true)
        #expect(grid.view.cellForItem(at: path(0))?.selectionAlpha == 1)
    }

    @Test("dequeuing an unregistered identifier raises with UIKit's collection-view words")
    func unregistered() {
        // rule 3.7 (the exception family of rule 2.8, in the collection view's words)
        let grid = makeGrid()
        let expected = UIKitException.unregisteredReuseIdentifier(.collection, identifier: "nope")
        #expect(throws: expected) {
            _ = try grid.view.dequeueReusableCellChecked(withReuseIdentifier: "nope", for: path(0))
        }
        #expect(expected.name == "NSInternalInconsistencyException")
        #expect(expected.reason == "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
            + "nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test("a data source asks only for the cells of visible items")
    func onlyVisibleCellsAsked() {
        // rule 3.12
        let grid = makeGrid([1000])
        #expect(grid.dataSource.cellRequests == 24)
    }
}
