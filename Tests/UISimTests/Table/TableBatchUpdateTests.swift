// TableBatchUpdateTests: how a batch applies — nesting, order, moves, sections, when the data
// source is asked (rules 2.1–2.6).
import Testing
@testable import UISim

@Suite struct TableBatchUpdateTests {
    // rule 2.1
    @Test func nestedBlocksApplyOnlyAtTheOutermostEnd() {
        let f = TableFixture(rows: [5])
        f.table.beginUpdates()
        f.table.beginUpdates()
        f.source.rows = [6]
        f.table.insertRows(at: [ip(0)], with: .none)
        f.table.endUpdates()
        #expect(f.table.numberOfRows(inSection: 0) == 5)       // not yet
        f.source.rows = [7]
        f.table.insertRows(at: [ip(6)], with: .none)            // indexes as if one block: final table
        f.table.endUpdates()
        #expect(f.table.numberOfRows(inSection: 0) == 7)
    }

    // rule 2.1
    @Test func performBatchUpdatesCompletesWhenTheAnimationEnds() {
        let f = TableFixture(rows: [5])
        var finished: [Bool] = []
        f.table.performBatchUpdates({
            f.source.rows = [6]
            f.table.insertRows(at: [ip(0)], with: .fade)
        }, completion: { finished.append($0) })
        f.world.advance(by: 0.29)
        #expect(finished.isEmpty)
        f.world.advance(by: 0.02)
        #expect(finished == [true])
    }

    // rule 2.1
    @Test func anInterruptedUpdateCompletesWithFalse() {
        let f = TableFixture(rows: [5])
        var first: [Bool] = []
        f.table.performBatchUpdates({
            f.source.rows = [6]
            f.table.insertRows(at: [ip(0)], with: .fade)
        }, completion: { first.append($0) })
        f.world.advance(by: 0.1)
        f.table.performBatchUpdates({                    // moves the same cells again
            f.source.rows = [7]
            f.table.insertRows(at: [ip(0)], with: .fade)
        }, completion: nil)
        f.world.advance(by: 1)
        #expect(first == [false])
    }

    // rule 2.2
    @Test func deletesApplyBeforeInsertsWhateverTheCallOrder() {
        for insertFirst in [true, false] {
            let f = TableFixture(rows: [4])
            let cells = (0..<4).map { f.cell($0) }
            f.source.rows = [4]
            f.table.performBatchUpdates {
                // before: A B C D; delete B (index 1 before), insert X at 2 (index in the final table)
                if insertFirst { f.table.insertRows(at: [ip(2)], with: .none) }
                f.table.deleteRows(at: [ip(1)], with: .none)
                if !insertFirst { f.table.insertRows(at: [ip(2)], with: .none) }
            }
            // after: A C X D
            #expect(f.cell(0) === cells[0], "insertFirst \(insertFirst)")
            #expect(f.cell(1) === cells[2], "insertFirst \(insertFirst)")
            #expect(f.cell(3) === cells[3], "insertFirst \(insertFirst)")
            #expect(f.source.cellRequests.last == ip(2), "insertFirst \(insertFirst)")
        }
    }

    // rule 2.3
    @Test func aMoveUsesTheOldSourceAndTheFinalDestination() {
        let f = TableFixture(rows: [5])
        let cells = (0..<5).map { f.cell($0) }
        f.table.performBatchUpdates {
            f.table.deleteRows(at: [ip(0)], with: .none)          // A goes
            f.table.insertRows(at: [ip(0)], with: .none)          // X comes, at 0 of the final table
            f.table.moveRow(at: ip(1), to: ip(4))                  // B: 1 before → 4 after
        }
        // before A B C D E → after X C D E B
        #expect(f.cell(4) === cells[1])
        #expect(f.cell(1) === cells[2] && f.cell(2) === cells[3] && f.cell(3) === cells[4])
    }

    // rule 2.3
    @Test func movingAndReloadingOneRowRaises() {
        let f = TableFixture(rows: [5])
        #expect(throws: UIKitException.twoAnimationsForCell) {
            try f.table.performBatchUpdatesChecked {
                f.table.moveRow(at: ip(1), to: ip(3))
                f.table.reloadRows(at: [ip(1)], with: .none)
            }
        }
        #expect(UIKitException.twoAnimationsForCell.reason == "Attempt to create two animations for cell")
        #expect(UIKitException.twoAnimationsForCell.name == "NSInternalInconsistencyException")
    }

    // rule 2.4
    @Test func insertSectionsMovesLaterSectionsDown() {
        let f = TableFixture(rows: [2, 3])
        f.table.selectRow(at: ip(1, 1), animated: false, scrollPosition: .none)
        f.source.rows = [4, 2, 3]
        f.table.insertSections([0], with: .none)
        #expect(f.table.indexPathForSelectedRow == ip(1, 2))
        #expect(f.table.numberOfRows(inSection: 2) == 3)
        #expect(f.table.rectForRow(at: ip(0, 1)).minY == 4 * 44)
    }

    // rule 2.4
    @Test func deleteSectionsMovesLaterSectionsUp() {
        let f = TableFixture(rows: [2, 3, 4])
        f.table.selectRow(at: ip(3, 2), animated: false, scrollPosition: .none)
        f.source.rows = [2, 4]
        f.table.deleteSections([1], with: .fade)
        #expect(f.table.indexPathForSelectedRow == ip(3, 1))
        #expect(f.table.rectForRow(at: ip(0, 1)).minY == 2 * 44)
    }

    // rule 2.5
    @Test func outsideABatchCellsAreAskedForAtOnce() {
        let f = TableFixture(rows: [5])
        f.source.forgetRequests()
        f.source.rows = [6]
        f.table.insertRows(at: [ip(2)], with: .fade)
        #expect(f.source.cellRequests == [ip(2)])
    }

    // rule 2.5
    @Test func insideABatchTheWorkWaitsForEndUpdates() {
        let f = TableFixture(rows: [5])
        f.source.forgetRequests()
        f.table.beginUpdates()
        f.source.rows = [6]
        f.table.insertRows(at: [ip(2)], with: .fade)
        #expect(f.source.cellRequests.isEmpty)
        #expect(f.source.countRequests == 0)
        f.table.endUpdates()
        #expect(f.source.cellRequests == [ip(2)])
    }

    // rule 2.6
    @Test func countsAreRememberedFromTheLastLoadAndAskedAgainAtTheEnd() {
        let f = TableFixture(rows: [5])
        f.source.forgetRequests()
        f.source.rows = [6]                              // the model changes before the batch
        f.table.beginUpdates()
        #expect(f.source.countRequests == 0)             // "before" is remembered, not asked
        f.table.insertRows(at: [ip(5)], with: .none)
        f.table.endUpdates()
        #expect(f.source.countRequests == 1)             // asked again at the end
        #expect(f.table.numberOfRows(inSection: 0) == 6)
    }

    // rule 2.6
    @Test func aTableThatNeverLoadedReadsTheChangedModelAsBefore() {
        let world = World()
        let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440))
        let source = TableTestSource(rows: [5])
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        source.rows = [6]                                // updated before begin, on a never-loaded table
        #expect(throws: UIKitException.invalidNumberOfRows(.table, section: 0, after: 6, before: 6, inserted: 1,
                                                            deleted: 0, movedIn: 0, movedOut: 0)) {
            try table.performBatchUpdatesChecked { table.insertRows(at: [ip(5)], with: .none) }
        }
    }

    // rule 2.6: [SIM] after an exception the table reloads, so it stays usable
    @Test func afterAnExceptionTheTableReloadsSimulationChoice() {
        let f = TableFixture(rows: [5])
        f.table.tap(at: ip(1))
        f.source.rows = [7]
        #expect(throws: UIKitException.self) { try f.table.insertRowsChecked(at: [ip(0)], with: .none) }
        #expect(f.table.numberOfRows(inSection: 0) == 7)
        #expect(f.table.indexPathForSelectedRow == nil)
        f.source.rows = [8]
        f.table.insertRows(at: [ip(0)], with: .none)
        #expect(f.table.numberOfRows(inSection: 0) == 8)
    }
}
