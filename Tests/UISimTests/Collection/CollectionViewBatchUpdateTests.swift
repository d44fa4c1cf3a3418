// CollectionViewBatchUpdateTests: performBatchUpdates applying deletes before inserts, moving
// selection and cells, and completing after its animation (rule 3.7).
import Testing
@testable import UISim

@Suite("Collection view batch updates")
struct CollectionViewBatchUpdateTests {
    @Test("deletes use indexes from before the batch, inserts indexes from after all deletes")
    func deletesThenInserts() {
        // rule 3.7: old [a b c d e]; delete 1 (b), insert 3 → [a c d NEW e].
        let grid = makeGrid([5]) { $0.allowsMultipleSelection = true }
        for p in [path(2), path(4)] { grid.view.selectItem(at: p, animated: false, scrollPosition: []) }
        let cellC = grid.view.cellForItem(at: path(2))
        grid.view.performBatchUpdates({
            grid.view.insertItems(at: [path(3)])      // recorded first, applied after the delete
            grid.view.deleteItems(at: [path(1)])
            grid.dataSource.counts = [5]
        })
        #expect(grid.view.indexPathsForSelectedItems == [path(1), path(4)])
        #expect(grid.view.cellForItem(at: path(1)) === cellC)
        #expect(grid.view.cellForItem(at: path(3))?.isSelected == false)
    }

    @Test("[SIM] a deleted selected item leaves the selection silently; a moved one stays selected")
    func selectionFollowsIdentity() {
        // rule 3.7; rule 1.23 [SIM] (shared with the table)
        let grid = makeGrid([6]) { $0.allowsMultipleSelection = true }
        for p in [path(0), path(2), path(5)] { grid.view.selectItem(at: p, animated: false, scrollPosition: []) }
        grid.world.clearLog()
        grid.view.performBatchUpdates({
            grid.view.deleteItems(at: [path(0)])
            grid.view.moveItem(at: path(5), to: path(0))
            grid.dataSource.counts = [5]
        })
        // old 2 → new 2 (one delete above, one move-in above); old 5 → new 0
        #expect(grid.view.indexPathsForSelectedItems == [path(0), path(2)])
        #expect(grid.delegateLog.isEmpty)
    }

    @Test("[SIM] a reloaded item is a new item: its selection goes and its cell is asked again")
    func reloadDeselects() {
        // rule 3.7; rule 1.22 (the shared plan treats a reload as delete + insert)
        let grid = makeGrid([6])
        grid.view.selectItem(at: path(3), animated: false, scrollPosition: [])
        let before = grid.dataSource.cellRequests
        grid.view.reloadItems(at: [path(3)])
        #expect(grid.view.indexPathsForSelectedItems == nil)
        #expect(grid.dataSource.cellRequests == before + 1)
    }

    @Test("cells move to their new frames over 0.3 s, then the completion runs with true")
    func animatesThenCompletes() {
        // rule 3.7 [SIM duration: the table's 0.3 s, rule 2.11]
        let grid = makeGrid([6])
        let cell = grid.view.cellForItem(at: path(1))
        var finished: Bool?
        grid.view.performBatchUpdates({
            grid.view.deleteItems(at: [path(0)])
            grid.dataSource.counts = [5]
        }, completion: { finished = $0 })
        #expect(cell?.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(cell?.presentationFrame == Rect(x: 145, y: 0, width: 100, height: 100))
        grid.world.advance(by: 0.15)
        #expect(finished == nil)
        #expect((cell?.presentationFrame.minX ?? 0) > 0 && (cell?.presentationFrame.minX ?? 145) < 145)
        grid.world.advance(by: 0.15)
        #expect(finished == true)
        #expect(cell?.presentationFrame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("nested batches apply once, when the outermost ends")
    func nested() {
        // rule 3.7 (rule 2.1 shared)
        let grid = makeGrid([3])
        grid.view.performBatchUpdates({
            grid.view.performBatchUpdates({ grid.view.insertItems(at: [path(0)]) })
            #expect(grid.view.numberOfItems(inSection: 0) == 3)
            grid.view.insertItems(at: [path(1)])
            grid.dataSource.counts = [5]
        })
        #expect(grid.view.numberOfItems(inSection: 0) == 5)
    }

    @Test("an insert outside a batch is a batch of its own")
    func outsideBatch() {
        // rule 3.7
        let grid = makeGrid([3])
        grid.dataSource.counts = [4]
        grid.view.insertItems(at: [path(3)])
        #expect(grid.view.numberOfItems(inSection: 0) == 4)
        #expect(grid.view.cellForItem(at: path(3)) != nil)
    }

    @Test("sections insert and delete; items of later sections move with them")
    func sections() {
        // rule 3.7 (rule 2.4 shared)
        let grid = makeGrid([2, 3]) { $0.allowsMultipleSelection = true }
        grid.view.selectItem(at: path(1, 1), animated: false, scrollPosition: [])
        grid.view.performBatchUpdates({
            grid.view.insertSections([0])
            grid.dataSource.counts = [4, 2, 3]
        })
        #expect(grid.view.indexPathsForSelectedItems == [path(1, 2)])
        grid.view.performBatchUpdates({
            grid.view.deleteSections([0, 1])
            grid.dataSource.counts = [3]
        })
        #expect(grid.view.indexPathsForSelectedItems == [path(1, 0)])
        #expect(grid.view.layoutAttributesForItem(at: path(1, 0))?.frame == Rect(x: 145, y: 0, width: 100, height: 100))
    }

    @Test("a moved section takes its items, selection and cells along; a reloaded one starts afresh")
    func moveAndReloadSections() {
        // rule 3.7 (section moves and reloads through the shared plan)
        let grid = makeGrid([2, 3, 1]) { $0.allowsMultipleSelection = true }
        for p in [path(1, 0), path(2, 1), path(0, 2)] { grid.view.selectItem(at: p, animated: false, scrollPosition: []) }
        let cell = grid.view.cellForItem(at: path(2, 1))
        grid.view.performBatchUpdates({
            grid.view.moveSection(1, toSection: 0)
            grid.view.reloadSections([2])
            grid.dataSource.counts = [3, 2, 1]
        })
        #expect(grid.view.indexPathsForSelectedItems == [path(2, 0), path(1, 1)])
        #expect(grid.view.cellForItem(at: path(2, 0)) === cell)
        #expect(grid.view.cellForItem(at: path(2, 0))?.isSelected == true)
    }

    @Test("a failed batch leaves the collection view as it was, and the next batch works")
    func failedBatchKeepsState() {
        // rule 3.7
        let grid = makeGrid([5])
        grid.view.selectItem(at: path(4), animated: false, scrollPosition: [])
        #expect(throws: UIKitException.self) {
            try grid.view.performBatchUpdatesChecked({
                grid.view.insertItems(at: [path(0)])
            })
        }
        #expect(grid.view.numberOfItems(inSection: 0) == 5)
        #expect(grid.view.indexPathsForSelectedItems == [path(4)])
        grid.dataSource.counts = [6]
        try? grid.view.performBatchUpdatesChecked({ grid.view.insertItems(at: [path(0)]) })
        #expect(grid.view.indexPathsForSelectedItems == [path(5)])
    }

    @Test("the counts before the batch are the ones last loaded, not the data source's now")
    func countsBeforeAreRemembered() {
        // rule 3.7: update the model inside the block (rule 2.6 shared)
        let grid = makeGrid([5])
        grid.dataSource.counts = [6]      // changed outside the update block
        #expect(throws: UIKitException.invalidNumberOfRows(.collection, section: 0, after: 6, before: 5,
                                                           inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)) {
            try grid.view.performBatchUpdatesChecked(nil)
        }
    }
}
