// CollectionViewTapOrderTests: the delegate calls of a user tap, in the order UICollectionView.h
// documents — highlight on touch down, selection on touch up, unhighlight last (rule 3.5).
import Testing
@testable import UISim

@Suite("Collection view tap order")
struct CollectionViewTapOrderTests {
    @Test("a tap on an unselected item: highlight on down, select then unhighlight on up")
    func tapSelects() {
        // rule 3.5
        let grid = makeGrid()
        grid.view.touchDown(at: path(3))
        #expect(grid.log == [
            "collectionView(_:shouldHighlightItemAt: [0, 3])",
            "cell [0, 3] setHighlighted(true, animated: false)",
            "collectionView(_:didHighlightItemAt: [0, 3])",
        ])
        grid.world.clearLog()
        grid.view.touchUp(at: path(3))
        #expect(grid.log == [
            "collectionView(_:shouldSelectItemAt: [0, 3])",
            "cell [0, 3] setSelected(true, animated: false)",
            "collectionView(_:didSelectItemAt: [0, 3])",
            "collectionView(_:canPerformPrimaryActionForItemAt: [0, 3])",   // rule 3.40 (iOS 17)
            "collectionView(_:performPrimaryActionForItemAt: [0, 3])",
            "cell [0, 3] setHighlighted(false, animated: false)",
            "collectionView(_:didUnhighlightItemAt: [0, 3])",
        ])
        #expect(grid.view.indexPathsForSelectedItems == [path(3)])
    }

    @Test("[SIM] single mode: tapping another item deselects the old one first, without shouldDeselect")
    func singleModeSwitch() {
        // rule 3.5 [SIM]: didDeselectItemAt(old) before didSelectItemAt(new), no shouldDeselect.
        let grid = makeGrid()
        grid.view.tap(at: path(1))
        grid.world.clearLog()
        grid.view.tap(at: path(4))
        #expect(grid.log == [
            "collectionView(_:shouldHighlightItemAt: [0, 4])",
            "cell [0, 4] setHighlighted(true, animated: false)",
            "collectionView(_:didHighlightItemAt: [0, 4])",
            "collectionView(_:shouldSelectItemAt: [0, 4])",
            "cell [0, 1] setSelected(false, animated: false)",
            "collectionView(_:didDeselectItemAt: [0, 1])",
            "cell [0, 4] setSelected(true, animated: false)",
            "collectionView(_:didSelectItemAt: [0, 4])",
            "collectionView(_:canPerformPrimaryActionForItemAt: [0, 4])",   // rule 3.40 (iOS 17)
            "collectionView(_:performPrimaryActionForItemAt: [0, 4])",
            "cell [0, 4] setHighlighted(false, animated: false)",
            "collectionView(_:didUnhighlightItemAt: [0, 4])",
        ])
        #expect(grid.view.indexPathsForSelectedItems == [path(4)])
        #expect(grid.view.cellForItem(at: path(1))?.isSelected == false)
        #expect(grid.view.cellForItem(at: path(4))?.isSelected == true)
    }

    @Test("multiple mode: a tap on a selected item asks shouldDeselect, deselects, unhighlights last")
    func multipleModeDeselect() {
        // rule 3.5
        let grid = makeGrid { $0.allowsMultipleSelection = true }
        grid.view.tap(at: path(1))
        grid.view.tap(at: path(2))
        grid.world.clearLog()
        grid.view.tap(at: path(1))
        #expect(grid.log == [
            "collectionView(_:shouldHighlightItemAt: [0, 1])",
            "cell [0, 1] setHighlighted(true, animated: false)",
            "collectionView(_:didHighlightItemAt: [0, 1])",
            "collectionView(_:shouldDeselectItemAt: [0, 1])",
            "cell [0, 1] setSelected(false, animated: false)",
            "collectionView(_:didDeselectItemAt: [0, 1])",
            "cell [0, 1] setHighlighted(false, animated: false)",
            "collectionView(_:didUnhighlightItemAt: [0, 1])",
        ])
        #expect(grid.view.indexPathsForSelectedItems == [path(2)])
    }

    @Test("multiple mode: a tap on an unselected item adds it and deselects nothing")
    func multipleModeAdd() {
        // rule 3.5
        let grid = makeGrid { $0.allowsMultipleSelection = true }
        grid.view.tap(at: path(1))
        grid.world.clearLog()
        grid.view.tap(at: path(2))
        #expect(!grid.log.contains { $0.contains("Deselect") })
        #expect(grid.view.indexPathsForSelectedItems == [path(1), path(2)])
    }

    @Test("shouldSelect false: nothing is selected, the highlight still goes last")
    func shouldSelectFalse() {
        // rule 3.5
        let grid = makeGrid()
        grid.view.tap(at: path(1))
        grid.delegate.shouldSelect = { $0 != path(2) }
        grid.world.clearLog()
        grid.view.tap(at: path(2))
        #expect(grid.log == [
            "collectionView(_:shouldHighlightItemAt: [0, 2])",
            "cell [0, 2] setHighlighted(true, animated: false)",
            "collectionView(_:didHighlightItemAt: [0, 2])",
            "collectionView(_:shouldSelectItemAt: [0, 2])",
            "collectionView(_:canPerformPrimaryActionForItemAt: [0, 2])",   // rule 3.40 (iOS 17)
            "collectionView(_:performPrimaryActionForItemAt: [0, 2])",
            "cell [0, 2] setHighlighted(false, animated: false)",
            "collectionView(_:didUnhighlightItemAt: [0, 2])",
        ])
        #expect(grid.view.indexPathsForSelectedItems == [path(1)])
        #expect(grid.view.cellForItem(at: path(2))?.isHighlighted == false)
    }

    @Test("shouldDeselect false: the item stays selected")
    func shouldDeselectFalse() {
        // rule 3.5
        let grid = makeGrid { $0.allowsMultipleSelection = true }
        grid.view.tap(at: path(1))
        grid.delegate.shouldDeselect = { _ in false }
        grid.world.clearLog()
        grid.view.tap(at: path(1))
        #expect(grid.log.last == "collectionView(_:didUnhighlightItemAt: [0, 1])")
        #expect(!grid.log.contains("collectionView(_:didDeselectItemAt: [0, 1])"))
        #expect(grid.view.indexPathsForSelectedItems == [path(1)])
    }

    @Test("[SIM] single mode: a tap on the selected item selects it again, with no deselect")
    func retapSelected() {
        // rule 3.5 [SIM] (as rule 1.16 for the table)
        let grid = makeGrid()
        grid.view.tap(at: path(1))
        grid.world.clearLog()
        grid.view.tap(at: path(1))
        #expect(grid.log == [
            "collectionView(_:shouldHighlightItemAt: [0, 1])",
            "cell [0, 1] setHighlighted(true, animated: false)",
            "collectionView(_:didHighlightItemAt: [0, 1])",
            "collectionView(_:shouldSelectItemAt: [0, 1])",
            "cell [0, 1] setSelected(true, animated: false)",
            "collectionView(_:didSelectItemAt: [0, 1])",
            "collectionView(_:canPerformPrimaryActionForItemAt: [0, 1])",   // rule 3.40 (iOS 17)
            "collectionView(_:performPrimaryActionForItemAt: [0, 1])",
            "cell [0, 1] setHighlighted(false, animated: false)",
            "collectionView(_:didUnhighlightItemAt: [0, 1])",
        ])
        #expect(grid.view.indexPathsForSelectedItems == [path(1)])
    }

    @Test("the cell is selected before didSelect runs and still highlighted until the end")
    func cellStateDuringCallbacks() {
        // rule 3.5: didUnhighlightItemAt comes last, so the cell is highlighted during didSelect.
        let grid = makeGrid()
        var seen: (selected: Bool?, highlighted: Bool?) = (nil, nil)
        grid.delegate.onDidSelect = { [unowned view = grid.view] p in   // no cycle through the delegate
            let cell = view.cellForItem(at: p)
            seen = (cell?.isSelected, cell?.isHighlighted)
        }
        grid.view.tap(at: path(5))
        #expect(seen.selected == true)
        #expect(seen.highlighted == true)
        #expect(grid.view.cellForItem(at: path(5))?.isHighlighted == false)
    }

    @Test("highlight and selection calls come only from touches, never from selectItem")
    func onlyUserInteraction() {
        // rule 3.3
        let grid = makeGrid()
        grid.view.selectItem(at: path(1), animated: false, scrollPosition: [])
        #expect(grid.delegateLog.isEmpty)
        grid.view.tap(at: path(2))
        #expect(grid.log.contains("collectionView(_:didHighlightItemAt: [0, 2])"))
    }

    @Test("with no delegate a tap still highlights, selects and unhighlights the cell")
    func noDelegate() {
        // rule 3.5
        let grid = makeGrid { $0.delegate = nil }
        grid.view.tap(at: path(2))
        #expect(grid.view.indexPathsForSelectedItems == [path(2)])
        #expect(grid.log == [
            "cell [0, 2] setHighlighted(true, animated: false)",
            "cell [0, 2] setSelected(true, animated: false)",
            "cell [0, 2] setHighlighted(false, animated: false)",
        ])
    }
}
