// CollectionViewReloadTests: reloadData and what it does to the selection (rule 3.8 [SIM]).
import Testing
@testable import UISim

@Suite("Collection view reloadData")
struct CollectionViewReloadTests {
    @Test("[SIM] reloadData keeps the selected items that still exist and drops the others")
    func keepsValidSelection() {
        // rule 3.8 [SIM] (unverified; the table's rule 1.21 clears instead)
        let grid = makeGrid([12, 4]) { $0.allowsMultipleSelection = true }
        for p in [path(2), path(10), path(1, 1), path(3, 1)] { grid.view.selectItem(at: p, animated: false, scrollPosition: []) }
        grid.world.clearLog()
        grid.dataSource.counts = [5]
        grid.view.reloadData()
        #expect(grid.view.indexPathsForSelectedItems == [path(2)])
        #expect(grid.delegateLog.isEmpty)
        #expect(grid.view.cellForItem(at: path(2))?.isSelected == true)
    }

    @Test("[SIM] reloadData with nothing changed keeps the whole selection")
    func unchangedKeepsAll() {
        // rule 3.8 [SIM]
        let grid = makeGrid([12])
        grid.view.tap(at: path(7))
        grid.view.reloadData()
        #expect(grid.view.indexPathsForSelectedItems == [path(7)])
    }

    @Test("reloadData reads the counts again and asks for every visible cell again")
    func asksAgain() {
        // rule 3.8
        let grid = makeGrid([6])
        let before = grid.dataSource.cellRequests
        grid.dataSource.counts = [8, 2]
        grid.view.reloadData()
        #expect(grid.view.numberOfSections == 2)
        #expect(grid.view.numberOfItems(inSection: 0) == 8)
        #expect(grid.dataSource.cellRequests == before + 10)
        #expect(grid.view.indexPathsForVisibleItems.count == 10)
        #expect(grid.view.createdCellCount == 10)
    }

    @Test("counts are remembered between reloads, not read on every query")
    func countsRemembered() {
        // rule 3.7 (rule 2.6 shared: counts come from the last reload or update)
        let grid = makeGrid([6])
        grid.dataSource.counts = [9]
        #expect(grid.view.numberOfItems(inSection: 0) == 6)
        grid.view.reloadData()
        #expect(grid.view.numberOfItems(inSection: 0) == 9)
    }

    @Test("[SIM] a touch on an item that reloadData removed is forgotten")
    func touchDropped() {
        // rule 3.8 [SIM]
        let grid = makeGrid([12])
        grid.view.touchDown(at: path(10))
        grid.dataSource.counts = [3]
        grid.view.reloadData()
        #expect(grid.view.touchedIndexPath == nil)
        grid.world.clearLog()
        grid.view.touchUp(at: path(10))
        #expect(grid.log.isEmpty)
    }
}
