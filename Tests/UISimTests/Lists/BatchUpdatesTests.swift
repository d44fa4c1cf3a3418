// BatchUpdatesTests: recording, nesting, the order of the checks and the plan's mapping
// (rules 2.1–2.7, 3.7).
import Testing
@testable import UISim

@Suite struct BatchUpdatesTests {
    // rule 2.1
    @Test func nestedBlocksCloseOnlyAtTheOutermost() throws {
        var u = BatchUpdates(kind: .table)
        u.begin()
        u.begin()
        #expect(try u.end() == false)
        #expect(u.isInBatch)
        #expect(try u.end() == true)
        #expect(throws: UIKitException.endUpdatesWithoutBegin(.table)) { _ = try u.end() }
    }

    @Test func duplicateCallsCountOnceSimulationChoice() throws {
        var u = BatchUpdates(kind: .table)
        u.insert([ip(0), ip(0)])
        u.insert([ip(0)])
        let plan = try u.plan(before: [2], after: [3])
        #expect(plan.rowsAfter == [3])
    }

    // rule 2.2
    @Test func deletesReferToBeforeAndInsertsToAfter() throws {
        var u = BatchUpdates(kind: .table)
        u.insert([ip(0), ip(4)])
        u.delete([ip(0), ip(1)])
        let plan = try u.plan(before: [5], after: [5])
        // before a b c d e → delete a b → c d e → insert at 0 and 4 of the final: X c d e X
        #expect(plan.fate(ofOld: ip(0)) == .deleted)
        #expect(plan.fate(ofOld: ip(2)) == .kept(ip(1)))
        #expect(plan.fate(ofOld: ip(4)) == .kept(ip(3)))
        #expect(plan.source(ofNew: ip(0)) == .new && plan.source(ofNew: ip(4)) == .new)
        #expect(plan.source(ofNew: ip(2)) == .old(ip(3)))
    }

    // rule 2.3
    @Test func movesAreFromBeforeToAfter() throws {
        var u = BatchUpdates(kind: .table)
        u.move(ip(0), to: ip(2))
        let plan = try u.plan(before: [3], after: [3])
        #expect(plan.fate(ofOld: ip(0)) == .moved(ip(2)))
        #expect(plan.fate(ofOld: ip(1)) == .kept(ip(0)))
        #expect(plan.fate(ofOld: ip(2)) == .kept(ip(1)))
    }

    // rule 2.3
    @Test func moveConflictsRaise() {
        func check(_ expected: UIKitException, _ build: (inout BatchUpdates) -> Void) {
            var u = BatchUpdates(kind: .table)
            build(&u)
            #expect(throws: expected) { _ = try u.plan(before: [5], after: [5]) }
        }
        check(.twoAnimationsForCell) { $0.move(ip(1), to: ip(2)); $0.reload([ip(1)]) }
        check(.twoAnimationsForCell) { $0.move(ip(1), to: ip(2)); $0.move(ip(1), to: ip(3)) }
        check(.twoMovesToSamePath(ip(2))) { $0.move(ip(1), to: ip(2)); $0.move(ip(3), to: ip(2)) }
    }

    // rule 2.4
    @Test func sectionsShiftAroundInsertsAndDeletes() throws {
        var u = BatchUpdates(kind: .table)
        u.insertSections([0])
        u.deleteSections([1])
        let plan = try u.plan(before: [2, 3, 4], after: [1, 2, 4])
        #expect(plan.oldSection(forNew: 0) == nil)
        #expect(plan.oldSection(forNew: 1) == 0)
        #expect(plan.oldSection(forNew: 2) == 2)
        #expect(plan.fate(ofOld: ip(1, 1)) == .deleted)
        #expect(plan.fate(ofOld: ip(3, 2)) == .kept(ip(3, 2)))
        #expect(plan.fate(ofOld: ip(1, 0)) == .kept(ip(1, 1)))
    }

    // rule 2.7
    @Test func theChecksRunInUIKitsOrder() {
        // a range error comes before the count check
        var u = BatchUpdates(kind: .table)
        u.delete([ip(9)])
        #expect(throws: UIKitException.deleteRowOutOfRange(.table, row: 9, section: 0, count: 5)) {
            _ = try u.plan(before: [5], after: [1])
        }
        // the section count comes before row ranges
        u.insertSections([1])
        #expect(throws: UIKitException.invalidNumberOfSections(.table, after: 3, before: 1, inserted: 1, deleted: 0)) {
            _ = try u.plan(before: [5], after: [5, 3, 2])
        }
    }

    // rule 2.7: row changes inside deleted or inserted sections are subsumed
    @Test func rowChangesInChangedSectionsAreNotCounted() throws {
        var u = BatchUpdates(kind: .table)
        u.deleteSections([0])
        u.delete([ip(1, 0)])
        u.insertSections([1])
        u.insert([ip(0, 1)])
        let plan = try u.plan(before: [3, 2], after: [2, 7])
        #expect(plan.oldSection(forNew: 0) == 1 && plan.oldSection(forNew: 1) == nil)
    }

    // rule 3.7
    @Test func collectionWordsInTheCountCheck() {
        var u = BatchUpdates(kind: .collection)
        u.insert([ip(0)])
        do {
            _ = try u.plan(before: [3], after: [3])
            Issue.record("no exception")
        } catch {
            #expect(error.reason.hasPrefix("Invalid update: invalid number of items in section 0. The number of items"))
        }
    }

    @Test func reloadedSectionsAreNew() throws {
        var u = BatchUpdates(kind: .table)
        u.reloadSections([1])
        let plan = try u.plan(before: [2, 2], after: [2, 5])
        #expect(plan.oldSection(forNew: 1) == nil)
        #expect(plan.fate(ofOld: ip(0, 1)) == .deleted)
        #expect(plan.source(ofNew: ip(4, 1)) == .new)
    }

    @Test func anEmptyBatchIsTheIdentity() throws {
        let plan = try BatchUpdates(kind: .table).plan(before: [3, 1], after: [3, 1])
        #expect(plan.isEmpty)
        for p in [ip(0), ip(2), ip(0, 1)] {
            #expect(plan.fate(ofOld: p) == .kept(p))
            #expect(plan.source(ofNew: p) == .old(p))
        }
    }
}
