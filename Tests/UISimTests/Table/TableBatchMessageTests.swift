// TableBatchMessageTests: the consistency check and UIKit's exact messages (rules 2.7–2.9).
import Testing
@testable import UISim

@Suite struct TableBatchMessageTests {
    /// One bad batch and the reason UIKit gives for it.
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let before: [Int]
        let after: [Int]
        let updates: @Sendable (TableView) -> Void
        let reason: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "rows: 1 inserted, 1 deleted, wrong total", before: [5], after: [4], updates: {
            $0.insertRows(at: [ip(0)], with: .none)
            $0.deleteRows(at: [ip(1)], with: .none)
        }, reason: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."),
        Case(name: "sections: none inserted", before: [1], after: [1, 1], updates: { _ in },
             reason: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."),
        Case(name: "delete past the end", before: [20], after: [19], updates: {
            $0.deleteRows(at: [ip(99)], with: .none)
        }, reason: "attempt to delete row 99 from section 0 which only contains 20 rows before the update"),
        Case(name: "insert past the end", before: [20], after: [21], updates: {
            $0.insertRows(at: [ip(100)], with: .none)
        }, reason: "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update"),
        Case(name: "move out of a section without updating counts", before: [3, 3], after: [3, 3], updates: {
            $0.moveRow(at: ip(0, 0), to: ip(0, 1))
        }, reason: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."),
        Case(name: "delete section past the end [SIM]", before: [1], after: [], updates: {
            $0.deleteSections([3], with: .none)
        }, reason: "attempt to delete section 3, but there are only 1 sections before the update"),
        Case(name: "insert section past the end [SIM]", before: [1], after: [1, 1], updates: {
            $0.insertSections([5], with: .none)
        }, reason: "attempt to insert section 5 but there are only 2 sections after the update"),
    ]

    // rule 2.8
    @Test(arguments: cases) func exactReason(_ c: Case) {
        let f = TableFixture(rows: c.before)
        f.source.rows = c.after
        do {
            try f.table.performBatchUpdatesChecked { c.updates(f.table) }
            Issue.record("no exception")
        } catch {
            #expect(error.reason == c.reason)
            #expect(error.name == "NSInternalInconsistencyException")
        }
    }

    // rule 2.7
    @Test func movesBetweenSectionsAddUp() {
        let f = TableFixture(rows: [3, 3])
        f.source.rows = [2, 4]
        f.table.moveRow(at: ip(0, 0), to: ip(0, 1))
        #expect(f.table.numberOfRows(inSection: 0) == 2 && f.table.numberOfRows(inSection: 1) == 4)
    }

    // rule 2.7
    @Test func theArithmeticCountsEveryKindOfChange() {
        let f = TableFixture(rows: [6, 4])
        // section 0: 6 + 2 inserted − 1 deleted − 1 moved out (+1 reload counts both ways) = 6
        // section 1: 4 + 1 moved in = 5
        f.source.rows = [6, 5]
        f.table.performBatchUpdates {
            f.table.insertRows(at: [ip(0, 0), ip(1, 0)], with: .none)
            f.table.deleteRows(at: [ip(5, 0)], with: .none)
            f.table.reloadRows(at: [ip(2, 0)], with: .none)
            f.table.moveRow(at: ip(3, 0), to: ip(4, 1))
        }
        #expect(f.table.numberOfRows(inSection: 0) == 6 && f.table.numberOfRows(inSection: 1) == 5)
    }

    // rule 2.7: the check raises NSInternalInconsistencyException
    @Test func endUpdatesWithBadCountsCrashesLikeAnApp() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let f = TableFixture(rows: [5])
            f.source.rows = [7]
            f.table.beginUpdates()
            f.table.insertRows(at: [ip(0)], with: .none)
            f.table.endUpdates()
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'Invalid update: invalid number of rows in section 0."))
        }
    }

    // rule 2.9: [SIM] classic single-space messages with no table-view suffix
    @Test func classicWordingIsASimulationChoice() {
        for c in Self.cases {
            let f = TableFixture(rows: c.before)
            f.source.rows = c.after
            do {
                try f.table.performBatchUpdatesChecked { c.updates(f.table) }
            } catch {
                #expect(!error.reason.contains("  "), "\(c)")
                #expect(!error.reason.contains("Table view:"), "\(c)")
                #expect(!error.reason.hasPrefix("Invalid batch updates detected"), "\(c)")
            }
        }
    }

    // rule 2.9: tests may match the prefix up to the first "." and the numbers in parentheses
    @Test func prefixAndNumbersIdentifyTheMessage() {
        let e = UIKitException.invalidNumberOfRows(.table, section: 2, after: 4, before: 5, inserted: 1, deleted: 1,
                                                   movedIn: 0, movedOut: 0)
        #expect(e.reason.prefix { $0 != "." } == "Invalid update: invalid number of rows in section 2")
        #expect(e.reason.contains("(4)") && e.reason.contains("(5)") && e.reason.contains("(1 inserted, 1 deleted)"))
    }
}
