// UIKitExceptionTests: every exception's exact name and reason, for both list kinds
// (rules 2.8, 2.9, 3.7), and the crash an uncaught one causes.
import Testing
@testable import UISim

@Suite struct UIKitExceptionTests {
    /// An exception and the words UIKit (or, for [SIM] cases, the simulation) gives it.
    struct Case: Sendable, CustomStringConvertible {
        let exception: UIKitException
        let name: String
        let reason: String
        var description: String { reason }
    }

    static let ii = "NSInternalInconsistencyException"
    static let register = "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"

    static let cases: [Case] = [
        // [OBS] rule 2.8, table words
        Case(exception: .invalidNumberOfRows(.table, section: 0, after: 4, before: 5, inserted: 1, deleted: 1,
                                             movedIn: 0, movedOut: 0), name: ii,
             reason: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."),
        Case(exception: .invalidNumberOfSections(.table, after: 2, before: 1, inserted: 0, deleted: 0), name: ii,
             reason: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."),
        Case(exception: .deleteRowOutOfRange(.table, row: 99, section: 0, count: 20), name: ii,
             reason: "attempt to delete row 99 from section 0 which only contains 20 rows before the update"),
        Case(exception: .insertRowOutOfRange(.table, row: 100, section: 0, count: 21), name: ii,
             reason: "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update"),
        Case(exception: .unregisteredReuseIdentifier(.table, identifier: "X"), name: ii,
             reason: "unable to dequeue a cell with identifier X - \(register)"),
        Case(exception: .twoAnimationsForCell, name: ii, reason: "Attempt to create two animations for cell"),
        // [OBS] rule 3.7, collection words
        Case(exception: .invalidNumberOfRows(.collection, section: 1, after: 4, before: 5, inserted: 0, deleted: 0,
                                             movedIn: 2, movedOut: 1), name: ii,
             reason: "Invalid update: invalid number of items in section 1. The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (2 moved in, 1 moved out)."),
        Case(exception: .invalidNumberOfSections(.collection, after: 3, before: 1, inserted: 1, deleted: 0), name: ii,
             reason: "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."),
        Case(exception: .deleteRowOutOfRange(.collection, row: 5, section: 0, count: 5), name: ii,
             reason: "attempt to delete item 5 from section 0 which only contains 5 items before the update"),
        Case(exception: .insertRowOutOfRange(.collection, row: 6, section: 2, count: 6), name: ii,
             reason: "attempt to insert item 6 into section 2, but there are only 6 items in section 2 after the update"),
        // [SIM] wording chosen by the simulation
        Case(exception: .unregisteredReuseIdentifier(.collection, identifier: "Y"), name: ii,
             reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier Y - \(register)"),
        Case(exception: .deleteSectionOutOfRange(.table, section: 3, count: 2), name: ii,
             reason: "attempt to delete section 3, but there are only 2 sections before the update"),
        Case(exception: .insertSectionOutOfRange(.collection, section: 3, count: 3), name: ii,
             reason: "attempt to insert section 3 but there are only 3 sections after the update"),
        Case(exception: .moveSourceOutOfRange(.table, ip(7, 1), count: 7), name: ii,
             reason: "attempt to move row 7 from section 1 which only contains 7 rows before the update"),
        Case(exception: .moveDestinationOutOfRange(.collection, ip(9, 0), count: 4), name: ii,
             reason: "attempt to move item 9 into section 0, but there are only 4 items in section 0 after the update"),
        Case(exception: .moveSectionOutOfRange(.table, from: 4, to: 0, before: 2, after: 2), name: ii,
             reason: "attempt to move section 4 to section 0, but there are only 2 sections before the update and 2 sections after the update"),
        Case(exception: .deleteAndReloadSamePath(ip(3, 1)), name: ii,
             reason: "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 1 - 3})"),
        Case(exception: .deleteAndMoveSamePath(ip(0)), name: ii,
             reason: "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"),
        Case(exception: .insertAndMoveToSamePath(ip(2)), name: ii,
             reason: "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 2})"),
        Case(exception: .twoMovesToSamePath(ip(4)), name: ii,
             reason: "attempt to move two index paths to the same index path (<NSIndexPath> {length = 2, path = 0 - 4})"),
        Case(exception: .moveFromDeletedSection(ip(1, 2)), name: ii,
             reason: "attempt to move index path (<NSIndexPath> {length = 2, path = 2 - 1}) out of section 2, which is being deleted or reloaded"),
        Case(exception: .conflictingSectionUpdates(section: 1), name: ii,
             reason: "attempt to perform more than one delete, reload or move of section 1"),
        Case(exception: .conflictingSectionDestinations(section: 0), name: ii,
             reason: "attempt to insert or move more than one section to section 0"),
        Case(exception: .endUpdatesWithoutBegin(.table), name: ii,
             reason: "-[UITableView endUpdates] called without a matching beginUpdates"),
        Case(exception: .scrollToInvalidIndexPath(.table, ip(12), rowsInSection: 10, sections: 1), name: "NSRangeException",
             reason: "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: row (12) beyond bounds (10) for section (0)."),
        Case(exception: .scrollToInvalidIndexPath(.table, ip(0, 3), rowsInSection: 0, sections: 2), name: "NSRangeException",
             reason: "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: section (3) beyond bounds (2)."),
        Case(exception: .scrollToInvalidIndexPath(.collection, ip(12), rowsInSection: 10, sections: 1),
             name: "NSInvalidArgumentException",
             reason: "attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 12}"),
    ]

    // rule 2.8
    @Test(arguments: cases) func exactNameAndReason(_ c: Case) {
        #expect(c.exception.name == c.name)
        #expect(c.exception.reason == c.reason)
        #expect(c.exception.description == "*** Terminating app due to uncaught exception '\(c.name)', reason: '\(c.reason)'")
    }

    // rule 2.9: [SIM] one space after "section 0." and no "Table view:" suffix
    @Test func classicSingleSpaceFormSimulationChoice() {
        for c in Self.cases {
            #expect(!c.exception.reason.contains("  "), "\(c)")
            #expect(!c.exception.reason.contains("Table view:"), "\(c)")
        }
    }

    // rule 2.7: an uncaught exception ends the program with UIKit's text
    @Test func uncaughtExceptionCrashesWithUIKitsText() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            World().uncaughtException(.twoAnimationsForCell)
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'Attempt to create two animations for cell'"))
        }
    }

    @Test func dequeueOfAnUnregisteredIdentifierCrashes() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let world = World()
            let table = TableView(world: world, frame: .zero)
            _ = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("unable to dequeue a cell with identifier Nope - must register"))
        }
    }
}
