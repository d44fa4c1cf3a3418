// CollectionViewInvariantTests: the internal checks hold after mutations and catch a broken
// state (STYLE.md practice 12; they are compiled into debug builds, so into every test run).
import Testing
@testable import UISim

@Suite("Collection view invariants")
struct CollectionViewInvariantTests {
    @Test("a sequence of taps, scrolls, reloads and batches keeps the invariants")
    func mutationsKeepInvariants() {
        // rule 3.5, rule 3.7, rule 3.8: every step below ends with _checkInvariants().
        let grid = makeGrid([40, 10]) { $0.allowsMultipleSelection = true }
        for (step, item) in [3, 17, 35, 39].enumerated() {
            grid.view.scrollToItem(at: path(item), at: .centeredVertically, animated: step.isMultiple(of: 2))
            grid.view.tap(at: path(item))
        }
        grid.view.performBatchUpdates({
            grid.view.deleteItems(at: [path(0), path(35)])
            grid.view.insertSections([0])
            grid.dataSource.counts = [2, 38, 10]
        })
        grid.world.advance(by: 1)
        grid.dataSource.counts = [2, 20]
        grid.view.reloadData()
        #expect(grid.view.indexPathsForSelectedItems == [path(2, 1), path(16, 1)])
        #expect(grid.view.indexPathsForVisibleItems.allSatisfy { grid.view.isValid($0) })
    }

    @Test("a selected path outside the data is caught")
    func brokenSelectionIsCaught() async {
        await #expect(processExitsWith: .failure) {
            let grid = makeGrid([3])
            grid.view.selection.insert(path(9))
            grid.view._checkInvariants()
        }
    }

    @Test("a visible cell for an item that does not exist is caught")
    func brokenCellIsCaught() async {
        await #expect(processExitsWith: .failure) {
            let grid = makeGrid([3])
            grid.view.itemCounts = [1]
            grid.view._checkInvariants()
        }
    }
}
