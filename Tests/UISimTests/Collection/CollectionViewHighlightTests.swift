// CollectionViewHighlightTests: the highlight between touch down and touch up, a refused
// highlight, which also deselects (rule 3.6 [SIM]), and cancelled touches.
import Testing
@testable import UISim

@Suite("Collection view highlight")
struct CollectionViewHighlightTests {
    @Test("the cell is highlighted, not animated, from touch down until touch up")
    func highlightWhileDown() {
        // rule 3.5
        let grid = makeGrid()
        grid.view.touchDown(at: path(2))
        let cell = grid.view.cellForItem(at: path(2))
        #expect(cell?.isHighlighted == true)
        #expect(cell?.selectionAlpha == 1)
        #expect(cell?.isSelected == false)
        grid.view.touchUp(at: path(2))
        #expect(cell?.isHighlighted == false)
        #expect(cell?.isSelected == true)
    }

    @Test("[SIM] shouldHighlight false: no highlight, the selection goes at touch down, and the lift selects nothing")
    func refusedHighlightPreventsSelectionAndDeselects() {
        // rule 3.6 [SIM]: following the single observation, refusing the highlight prevents
        // selection and, in single mode, deselects the current selection at once.
        let grid = makeGrid()
        grid.view.tap(at: path(1))
        grid.delegate.shouldHighlight = { _ in false }
        grid.world.clearLog()
        grid.view.touchDown(at: path(4))
        #expect(grid.view.cellForItem(at: path(4))?.isHighlighted == false)
        #expect(grid.view.indexPathsForSelectedItems == nil, "deselected at touch down, before the lift")
        #expect(grid.view.cellForItem(at: path(1))?.isSelected == false)
        grid.view.touchUp(at: path(4))
        #expect(grid.log == [
            "collectionView(_:shouldHighlightItemAt: [0, 4])",
            "cell [0, 1] setSelected(false, animated: false)",
            "collectionView(_:didDeselectItemAt: [0, 1])",
        ])
        #expect(grid.view.indexPathsForSelectedItems == nil)
    }

    @Test("[SIM] shouldHighlight false in multiple mode: the selection stays")
    func refusedHighlightKeepsAMultipleSelection() {
        // rule 3.6 [SIM]
        let grid = makeGrid { $0.allowsMultipleSelection = true }
        grid.view.tap(at: path(1))
        grid.view.tap(at: path(2))
        grid.delegate.shouldHighlight = { _ in false }
        grid.world.clearLog()
        grid.view.tap(at: path(4))
        #expect(grid.log == ["collectionView(_:shouldHighlightItemAt: [0, 4])"])
        #expect(grid.view.indexPathsForSelectedItems == [path(1), path(2)])
    }

    @Test("[SIM] a cancelled touch removes the highlight and selects nothing")
    func cancelledTouch() {
        // rule 3.5 [SIM] (as rule 1.15 for the table: the touch became a scroll)
        let grid = makeGrid()
        grid.view.tap(at: path(1))
        grid.world.clearLog()
        grid.view.touchDown(at: path(4))
        grid.view.touchCancel(at: path(4))
        #expect(grid.log == [
            "collectionView(_:shouldHighlightItemAt: [0, 4])",
            "cell [0, 4] setHighlighted(true, animated: false)",
            "collectionView(_:didHighlightItemAt: [0, 4])",
            "cell [0, 4] setHighlighted(false, animated: false)",
            "collectionView(_:didUnhighlightItemAt: [0, 4])",
        ])
        #expect(grid.view.indexPathsForSelectedItems == [path(1)])
        #expect(grid.view.cellForItem(at: path(1))?.isSelected == true)
        #expect(grid.view.touchedIndexPath == nil)
    }

    @Test("[SIM] lifting on another item cancels; lifting with no touch does nothing")
    func liftElsewhere() {
        // rule 3.5 [SIM]
        let grid = makeGrid()
        grid.view.touchDown(at: path(4))
        grid.world.clearLog()
        grid.view.touchUp(at: path(5))
        #expect(grid.log == [
            "cell [0, 4] setHighlighted(false, animated: false)", "collectionView(_:didUnhighlightItemAt: [0, 4])",
        ])
        #expect(grid.view.indexPathsForSelectedItems == nil)
        grid.world.clearLog()
        grid.view.touchUp(at: path(5))
        #expect(grid.log.isEmpty)
    }

    @Test("[SIM] with selection disabled a touch calls nothing and highlights nothing")
    func selectionDisabled() {
        // rule 3.5 [SIM]
        let grid = makeGrid { $0.allowsSelection = false }
        grid.view.touchDown(at: path(2))
        #expect(grid.view.cellForItem(at: path(2))?.isHighlighted == false)
        grid.view.touchUp(at: path(2))
        #expect(grid.log.isEmpty)
        #expect(grid.view.indexPathsForSelectedItems == nil)
    }

    @Test("a cell dequeued while its item is highlighted shows the highlight")
    func highlightSurvivesRedisplay() {
        // rule 3.5; rule 1.11 [SIM]: the view's state, not the cell's, decides
        let grid = makeGrid()
        grid.view.touchDown(at: path(0))
        grid.view.contentOffset = Point(x: 0, y: 2000)
        #expect(grid.view.cellForItem(at: path(0)) == nil)
        grid.view.contentOffset = .zero
        #expect(grid.view.cellForItem(at: path(0))?.isHighlighted == true)
    }
}
