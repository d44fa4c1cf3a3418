// SnapshotExceptionTests: UIKit's exceptions from snapshot edits, character for character
// (rules 16.20-16.22), and the snapshot unchanged after each (validate, then mutate).
import Testing
@testable import UISim

@Suite struct SnapshotExceptionTests {
    /// Runs `edit` on a copy of `s`, expects it to throw, and checks the copy is unchanged.
    func reason(_ s: Snap, _ edit: (inout Snap) throws(UIKitException) -> Void,
                sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        var copy = s
        do throws(UIKitException) {
            try edit(&copy)
        } catch {
            #expect(copy == s && shape(copy) == shape(s), "unchanged after a throw", sourceLocation: sourceLocation)
            #expect(copy.reloadedItemIdentifiers == s.reloadedItemIdentifiers, sourceLocation: sourceLocation)
            #expect(error.name == "NSInternalInconsistencyException", sourceLocation: sourceLocation)
            return error.reason
        }
        Issue.record("no exception", sourceLocation: sourceLocation)
        return nil
    }

    @Test func rule16_20_duplicateItemsInOneCall() throws {
        let s = try snap(["A:a"])
        #expect(reason(s) { (s) throws(UIKitException) in try s.appendItems(["b", "c", "b"]) }
            == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    b\n)}")
        #expect(reason(s) { (s) throws(UIKitException) in try s.insertItems(["c", "b", "c", "b", "c"], beforeItem: "a") }
            == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    c,\n    b\n)}")
    }

    @Test func rule16_20_duplicateAndExistingSections() throws {
        let s = try snap(["main:", "B:"])
        #expect(reason(s) { (s) throws(UIKitException) in try s.appendSections(["x", "x"]) }
            == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    x\n)}")
        #expect(reason(s) { (s) throws(UIKitException) in try s.appendSections(["main"]) }
            == "Diffable data source detected an attempt to insert or append 1 section identifier that already exists "
            + "in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: main")
        #expect(reason(s) { (s) throws(UIKitException) in try s.insertSections(["B", "new", "main"], afterSection: "main") }
            == "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist "
            + "in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    B,\n    main\n)")
    }

    @Test func rule16_21_appendingItemsWithoutSections() {
        #expect(reason(Snap()) { (s) throws(UIKitException) in try s.appendItems(["a"]) }
            == "There are currently no sections in the data source. Please add a section first.")
    }

    @Test func rule16_22_reloadOrReconfigureOfAnUnknownIdentifier() throws {
        var s = try snap(["A:a"])
        try s.reloadItems(["a"])
        #expect(reason(s) { (s) throws(UIKitException) in try s.reloadItems(["a", "x"]) }
            == "Attempted to reload item identifier that does not exist in the snapshot: x")
        #expect(reason(s) { (s) throws(UIKitException) in try s.reconfigureItems(["y"]) }
            == "Attempted to reconfigure item identifier that does not exist in the snapshot: y")
        #expect(reason(s) { (s) throws(UIKitException) in try s.reloadSections(["A", "Z"]) }
            == "Attempted to reload section identifier that does not exist in the snapshot: Z")
    }

    @Test func rule16_22_unknownDestinations() throws {
        let s = try snap(["A:a b", "B:"])
        let cases: [(String, (inout Snap) throws(UIKitException) -> Void)] = [
            ("section != NSNotFound", { (s) throws(UIKitException) in try s.appendItems(["n"], toSection: "Z") }),
            ("section != NSNotFound", { (s) throws(UIKitException) in try s.insertItems(["n"], beforeItem: "z") }),
            ("section != NSNotFound", { (s) throws(UIKitException) in try s.insertItems(["n"], afterItem: "z") }),
            ("insertIndex != NSNotFound", { (s) throws(UIKitException) in try s.insertSections(["N"], beforeSection: "Z") }),
            ("fromIndex != NSNotFound", { (s) throws(UIKitException) in try s.moveItem("z", beforeItem: "a") }),
            ("toIndex != NSNotFound", { (s) throws(UIKitException) in try s.moveItem("a", afterItem: "z") }),
            ("fromSection != NSNotFound", { (s) throws(UIKitException) in try s.moveSection("Z", beforeSection: "A") }),
            ("toSection != NSNotFound", { (s) throws(UIKitException) in try s.moveSection("A", afterSection: "Z") }),
        ]
        for (condition, edit) in cases {
            #expect(reason(s, edit) == "Invalid parameter not satisfying: \(condition)")
        }
    }

    @Test func rule16_22_unknownSectionQueried() throws {
        let s = try snap(["A:a"])
        let text = "Section identifier was not found. You can verify the section exists by calling the "
            + "indexOfSectionIdentifier API (which has O(1) performance)"
        #expect(throws: UIKitException.diffableSectionNotFound) { try s.numberOfItems(inSection: "Z") }
        #expect(throws: UIKitException.diffableSectionNotFound) { try s.itemIdentifiers(inSectionWithIdentifier: "Z") }
        #expect(UIKitException.diffableSectionNotFound.reason == text)
    }

    @Test func rule16_22_destinationAmongTheInsertedOrTheMovedItself() throws {
        let s = try snap(["A:a b", "B:"])
        #expect(reason(s) { (s) throws(UIKitException) in try s.insertItems(["n", "b"], beforeItem: "b") }
            == "Invalid update: destination for insertion operation [b] is in the insertion identifier list for update: "
            + "<_UIDiffableDataSourceUpdate - action: INS; destination: b; identifiers: [n, b]>.")
        #expect(reason(s) { (s) throws(UIKitException) in try s.moveItem("a", afterItem: "a") }
            == "Invalid update: destination for insertion operation [a] is in the insertion identifier list for update: "
            + "<_UIDiffableDataSourceUpdate - action: MOV; destination: a; identifiers: [a]>.")
        #expect(reason(s) { (s) throws(UIKitException) in try s.moveSection("B", beforeSection: "B") }?
            .hasPrefix("Invalid update: destination for insertion operation [B]") == true)
    }

    @Test func rule16_23_stringIdentifiersAreBareOrQuotedAsNSSetPrintsThem() {
        #expect(UIKitException.identifierText("inbox_2.old") == "inbox_2.old")
        #expect(UIKitException.identifierText("two words") == "\"two words\"")
        #expect(UIKitException.identifierText("") == "\"\"")
        #expect(UIKitException.identifierText("say \"hi\"\n") == "\"say \\\"hi\\\"\\n\"")
        #expect(UIKitException.identifierText("é") == "\"é\"")
    }

    @Test func rule16_20_theCrashLogNamesTheException() {
        #expect(UIKitException.diffableNoSections.description == "*** Terminating app due to uncaught exception "
            + "'NSInternalInconsistencyException', reason: 'There are currently no sections in the data source. "
            + "Please add a section first.'")
    }
}
