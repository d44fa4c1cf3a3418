// CollectionViewBatchMessageTests: the exact reasons a collection view's batch update raises,
// in UIKit's words with "items" and "collection view" (rule 3.7, messages of rule 2.8).
import Testing
@testable import UISim

/// One inconsistent batch: the counts before, what the block does, and UIKit's reason.
struct CollectionBatchMessageCase: CustomTestStringConvertible, Sendable {
    let label: String
    let before: [Int]
    let after: [Int]
    let updates: @Sendable (CollectionView) -> Void
    let reason: String
    var testDescription: String { label }
}

@Suite("Collection view batch update messages")
struct CollectionViewBatchMessageTests {
    static let cases: [CollectionBatchMessageCase] = [
        CollectionBatchMessageCase(label: "item count", before: [5], after: [5], updates: { $0.insertItems(at: [path(0)]) },
            reason: "Invalid update: invalid number of items in section 0. The number of items contained in an "
                + "existing section after the update (5) must be equal to the number of items contained in that "
                + "section before the update (5), plus or minus the number of items inserted or deleted from that "
                + "section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out)."),
        CollectionBatchMessageCase(label: "item count with a reload and a move", before: [4, 3], after: [4, 3],
            updates: { $0.reloadItems(at: [path(0)]); $0.moveItem(at: path(1), to: path(0, 1)) },
            reason: "Invalid update: invalid number of items in section 0. The number of items contained in an "
                + "existing section after the update (4) must be equal to the number of items contained in that "
                + "section before the update (4), plus or minus the number of items inserted or deleted from that "
                + "section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 1 moved out)."),
        CollectionBatchMessageCase(label: "section count", before: [1], after: [1, 1], updates: { _ in },
            reason: "Invalid update: invalid number of sections. The number of sections contained in the "
                + "collection view after the update (2) must be equal to the number of sections contained in the "
                + "collection view before the update (1), plus or minus the number of sections inserted or "
                + "deleted (0 inserted, 0 deleted)."),
        CollectionBatchMessageCase(label: "delete out of range", before: [20], after: [19],
            updates: { $0.deleteItems(at: [path(99)]) },
            reason: "attempt to delete item 99 from section 0 which only contains 20 items before the update"),
        CollectionBatchMessageCase(label: "insert out of range", before: [20], after: [21],
            updates: { $0.insertItems(at: [path(100)]) },
            reason: "attempt to insert item 100 into section 0, but there are only 21 items in section 0 after "
                + "the update"),
    ]

    @Test("an inconsistent batch raises NSInternalInconsistencyException with UIKit's reason", arguments: cases)
    func reason(_ c: CollectionBatchMessageCase) {
        // rule 3.7
        let grid = makeGrid(c.before)
        var thrown: UIKitException?
        do {
            try grid.view.performBatchUpdatesChecked({
                c.updates(grid.view)
                grid.dataSource.counts = c.after
            })
        } catch {
            thrown = error
        }
        #expect(thrown?.reason == c.reason)
        #expect(thrown?.name == "NSInternalInconsistencyException")
    }

    @Test("the Checked edit calls throw UIKit's reason outside a batch and keep the counts")
    func checkedEdits() {
        // rule 3.7: outside a batch each edit is a batch of its own (the Lua bridge's path)
        let grid = makeGrid([10, 3])
        func reason(_ body: () throws(UIKitException) -> Void) -> String? {
            do throws(UIKitException) { try body() } catch { return error.reason }
            return nil
        }
        #expect(reason { () throws(UIKitException) in try grid.view.insertItemsChecked(at: [path(0)]) }
            == "Invalid update: invalid number of items in section 0. The number of items contained in an "
                + "existing section after the update (10) must be equal to the number of items contained in that "
                + "section before the update (10), plus or minus the number of items inserted or deleted from that "
                + "section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out).")
        #expect(reason { () throws(UIKitException) in try grid.view.deleteItemsChecked(at: [path(12)]) }
            == "attempt to delete item 12 from section 0 which only contains 10 items before the update")
        #expect(reason { () throws(UIKitException) in try grid.view.moveItemChecked(at: path(11), to: path(0)) }
            == "attempt to move item 11 from section 0 which only contains 10 items before the update")
        #expect(reason { () throws(UIKitException) in try grid.view.insertSectionsChecked([4]) }
            == "attempt to insert section 4 but there are only 2 sections after the update")
        #expect(reason { () throws(UIKitException) in try grid.view.deleteSectionsChecked([5]) }
            == "attempt to delete section 5, but there are only 2 sections before the update")
        #expect(grid.view.numberOfItems(inSection: 0) == 10)
        // a consistent edit goes through; inside a batch the calls only record
        grid.dataSource.counts = [10, 2]
        #expect(reason { () throws(UIKitException) in try grid.view.deleteItemsChecked(at: [path(0, 1)]) } == nil)
        #expect(grid.view.numberOfItems(inSection: 1) == 2)
        var recorded: String? = "not run"
        let batch = reason { () throws(UIKitException) in
            try grid.view.performBatchUpdatesChecked {
                recorded = reason { () throws(UIKitException) in try grid.view.reloadItemsChecked(at: [path(99)]) }
            }
        }
        #expect(recorded == nil)
        #expect(batch != nil)
    }

    @Test("scrolling to an item that does not exist raises with UIKit's index path format")
    func scrollToInvalid() {
        // rule 3.7 (the shared exception family)
        let grid = makeGrid([30])
        var thrown: UIKitException?
        do { try grid.view.scrollToItemChecked(at: path(40), at: .top, animated: false) } catch { thrown = error }
        #expect(thrown?.name == "NSInvalidArgumentException")
        #expect(thrown?.reason == "attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 40}")
    }
}
