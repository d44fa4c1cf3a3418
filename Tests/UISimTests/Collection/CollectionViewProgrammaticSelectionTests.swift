// CollectionViewProgrammaticSelectionTests: selectItem and deselectItem (rules 3.3, 3.4).
import Testing
@testable import UISim

@Suite("Collection view programmatic selection")
struct CollectionViewProgrammaticSelectionTests {
    @Test("selectItem has no effect when allowsSelection is false")
    func disabled() {
        // rule 3.4
        let grid = makeGrid { $0.allowsSelection = false }
        grid.view.selectItem(at: path(2), animated: false, scrollPosition: [])
        #expect(grid.view.indexPathsForSelectedItems == nil)
        #expect(grid.view.cellForItem(at: path(2))?.isSelected == false)
    }

    @Test("in single mode selectItem replaces the previous selection")
    func singleReplaces() {
        // rule 3.4
        let grid = makeGrid()
        grid.view.selectItem(at: path(2), animated: false, scrollPosition: [])
        grid.view.selectItem(at: path(5), animated: false, scrollPosition: [])
        #expect(grid.view.indexPathsForSelectedItems == [path(5)])
        #expect(grid.view.cellForItem(at: path(2))?.isSelected == false)
        #expect(grid.view.cellForItem(at: path(5))?.isSelected == true)
    }

    @Test("in multiple mode selectItem adds to the selection")
    func multipleAdds() {
        // rule 3.4
        let grid = makeGrid { $0.allowsMultipleSelection = true }
        grid.view.selectItem(at: path(2), animated: false, scrollPosition: [])
        grid.view.selectItem(at: path(5), animated: false, scrollPosition: [])
        #expect(grid.view.indexPathsForSelectedItems == [path(2), path(5)])
    }

    @Test("selectItem(at: nil) clears the selection", arguments: [false, true])
    func nilClears(multiple: Bool) {
        // rule 3.4
        let grid = makeGrid { $0.allowsMultipleSelection = multiple }
        grid.view.selectItem(at: path(2), animated: false, scrollPosition: [])
        grid.view.selectItem(at: path(5), animated: false, scrollPosition: [])
        grid.view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(grid.view.indexPathsForSelectedItems == nil)
        #expect(grid.view.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("selectItem and deselectItem call no delegate method")
    func noDelegateCalls() {
        // rule 3.3, rule 3.4
        let grid = makeGrid { $0.allowsMultipleSelection = true }
        grid.view.selectItem(at: path(2), animated: true, scrollPosition: [])
        grid.view.selectItem(at: path(4), animated: false, scrollPosition: .top)
        grid.view.deselectItem(at: path(2), animated: true)
        grid.view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(grid.delegateLog == [])
        #expect(grid.log.first == "cell [0, 2] setSelected(true, animated: true)")
    }

    @Test("an animated selectItem fades the cell's selected background in over 0.3 s")
    func animatedSelection() {
        // rule 3.4 (the cell animation is ListCell's, shared with the table)
        let grid = makeGrid()
        grid.view.selectItem(at: path(1), animated: true, scrollPosition: [])
        let cell = grid.view.cellForItem(at: path(1))
        #expect(cell?.isSelected == true)
        #expect(cell?.selectionAlpha == 0)
        grid.world.advance(by: 0.15)
        #expect((cell?.selectionAlpha ?? 0) > 0 && (cell?.selectionAlpha ?? 1) < 1)
        grid.world.advance(by: 0.15)
        #expect(cell?.selectionAlpha == 1)
    }

    @Test("[SIM] deselecting an item that is not selected does nothing")
    func deselectUnselected() {
        // rule 3.4 [SIM] (as rule 1.10 for the table)
        let grid = makeGrid()
        grid.view.selectItem(at: path(2), animated: false, scrollPosition: [])
        grid.view.deselectItem(at: path(3), animated: false)
        #expect(grid.view.indexPathsForSelectedItems == [path(2)])
    }

    @Test("[SIM] selectItem with no scroll position does not scroll; with one it scrolls")
    func scrollPositionNone() {
        // rule 3.4 [SIM] (as rule 1.7 for the table)
        let grid = makeGrid([30])
        grid.view.selectItem(at: path(29), animated: false, scrollPosition: [])
        #expect(grid.view.contentOffset == .zero)
        grid.view.selectItem(at: path(6), animated: false, scrollPosition: .top)
        #expect(grid.view.contentOffset == Point(x: 0, y: 220))
    }

    @Test("a scroll position with two vertical or two horizontal members raises NSInvalidArgumentException",
          arguments: [CollectionView.ScrollPosition([.top, .bottom]), [.left, .centeredHorizontally]])
    func invalidPositionThrows(position: CollectionView.ScrollPosition) {
        // rule 3.4
        let grid = makeGrid()
        #expect(throws: UIKitException.invalidScrollPosition(reason: position.invalidReason ?? "")) {
            try grid.view.selectItemChecked(at: path(1), animated: false, scrollPosition: position)
        }
        #expect(UIKitException.invalidScrollPosition(reason: position.invalidReason ?? "").name == "NSInvalidArgumentException")
        #expect(grid.view.indexPathsForSelectedItems == nil)
    }

    @Test("the cells shown follow the selection, and a cell's own flag does not change it")
    func cellsFollowModel() {
        // rule 3.4; rule 1.11 [SIM] applied to collections
        let grid = makeGrid()
        grid.view.selectItem(at: path(0), animated: false, scrollPosition: [])
        grid.view.cellForItem(at: path(1))?.isSelected = true
        #expect(grid.view.indexPathsForSelectedItems == [path(0)])
    }
}
