// SnapshotTests: NSDiffableDataSourceSnapshot's edits as UIKit does them (rules 16.1, 16.3).
import Testing
@testable import UISim

typealias Snap = DiffableSnapshot<String, String>

/// A snapshot with `sections` made of `"id:item item ..."` strings: `["A:a b", "B:"]`.
func snap(_ sections: [String]) throws -> Snap {
    var s = Snap()
    for spec in sections {
        let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let id = String(parts[0])
        try s.appendSections([id])
        let items = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
        if !items.isEmpty { try s.appendItems(items, toSection: id) }
    }
    return s
}

/// The snapshot as `["A:a b", "B:"]`, to compare in one line.
func shape(_ s: Snap) -> [String] {
    s.sectionIdentifiers.enumerated().map { n, id in "\(id):" + s.itemIdentifiers(inSection: n).joined(separator: " ") }
}

@Suite struct DiffableSnapshotTests {
    @Test func rule16_1_anEmptySnapshotAndItsQueries() throws {
        let empty = Snap()
        #expect(empty.numberOfSections == 0 && empty.numberOfItems == 0 && empty.itemIdentifiers.isEmpty)
        let s = try snap(["A:a b", "B:c"])
        #expect(s.numberOfSections == 2 && s.numberOfItems == 3)
        #expect(s.itemIdentifiers == ["a", "b", "c"])
        #expect(s.itemIdentifiers(inSection: 1) == ["c"] && s.itemIdentifiers(inSection: 5) == [])
        #expect(try s.itemIdentifiers(inSectionWithIdentifier: "A") == ["a", "b"])
        #expect(try s.numberOfItems(inSection: "B") == 1)
        #expect(s.sectionIdentifier(containingItem: "c") == "B" && s.sectionIdentifier(containingItem: "z") == nil)
        #expect(s.indexOfSection("B") == 1 && s.indexOfSection("Z") == nil)
    }

    @Test func rule16_3_indexOfItemCountsAcrossSections() throws {
        let s = try snap(["A:a b", "B:", "C:c d"])
        #expect(s.indexOfItem("a") == 0 && s.indexOfItem("c") == 2 && s.indexOfItem("d") == 3)
        #expect(s.indexOfItem("zz") == nil)
    }

    @Test func rule16_3_appendGoesToTheLastSectionOrTheNamedOne() throws {
        var s = try snap(["A:a", "B:b"])
        try s.appendItems(["c"])
        try s.appendItems(["d"], toSection: "A")
        #expect(shape(s) == ["A:a d", "B:b c"])
    }

    @Test func rule16_3_insertsGoNextToTheirDestinationInItsSection() throws {
        var s = try snap(["A:a", "B:b c"])
        try s.insertItems(["x", "y"], beforeItem: "c")
        try s.insertItems(["z"], afterItem: "a")
        #expect(shape(s) == ["A:a z", "B:b x y c"])
        try s.insertSections(["P"], beforeSection: "A")
        try s.insertSections(["Q", "R"], afterSection: "A")
        #expect(s.sectionIdentifiers == ["P", "A", "Q", "R", "B"])
    }

    @Test func rule16_3_anItemAlreadyThereIsMovedIntoPlaceWithUIKitsWarning() throws {
        var s = try snap(["A:a b", "B:c"])
        let warning = try s.appendItems(["a"], toSection: "B")
        #expect(shape(s) == ["A:b", "B:c a"])
        #expect(warning == "Diffable data source detected an attempt to insert or append 1 item identifier that already "
            + "exists in the snapshot. The existing item identifier will be moved into place instead, but this operation "
            + "will be more expensive. For best performance, inserted item identifiers should always be unique. Set a "
            + "symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in "
            + "the debugger. Item identifier that already exists: a")
        let two = try s.insertItems(["b", "c", "n"], beforeItem: "a")
        #expect(shape(s) == ["A:", "B:b c n a"])
        #expect(two?.hasSuffix("Item identifiers that already exist: (\n    b,\n    c\n)") == true)
        #expect(two?.hasPrefix("Diffable data source detected an attempt to insert or append 2 item identifiers that already exist") == true)
        #expect(try s.appendItems(["new"]) == nil)
    }

    @Test func rule16_3_movesPutOneItemOrSectionNextToTheDestination() throws {
        var s = try snap(["A:a b c", "B:d"])
        try s.moveItem("a", afterItem: "c")
        #expect(shape(s) == ["A:b c a", "B:d"])
        try s.moveItem("d", beforeItem: "b")
        #expect(shape(s) == ["A:d b c a", "B:"])
        try s.moveSection("A", afterSection: "B")
        #expect(s.sectionIdentifiers == ["B", "A"] && shape(s) == ["B:", "A:d b c a"])
        try s.moveSection("A", beforeSection: "B")
        #expect(s.sectionIdentifiers == ["A", "B"])
    }

    @Test func rule16_3_deletesIgnoreUnknownIdentifiersAndLeaveEmptySections() throws {
        var s = try snap(["A:a b", "B:c", "C:d"])
        s.deleteItems(["a", "nope", "c"])
        #expect(shape(s) == ["A:b", "B:", "C:d"])
        s.deleteSections(["C", "nope"])
        #expect(shape(s) == ["A:b", "B:"] && s.indexOfItem("d") == nil)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    @Test func rule16_3_reloadAndReconfigureOnlyMarkAndEqualityIgnoresMarks() throws {
        var s = try snap(["A:a b", "B:c"])
        let before = s
        try s.reloadItems(["b", "a", "b"])
        try s.reconfigureItems(["c"])
        try s.reloadSections(["B"])
        #expect(s == before, "marks do not count in ==")
        #expect(shape(s) == shape(before))
        #expect(s.reloadedItemIdentifiers == ["b", "a"])
        #expect(s.reconfiguredItemIdentifiers == ["c"])
        #expect(s.reloadedSectionIdentifiers == ["B"])
        s.deleteItems(["a"])
        #expect(s.reloadedItemIdentifiers == ["b"], "a deleted item has nothing left to reload")
        s.clearMarks()
        #expect(s.reloadedItemIdentifiers.isEmpty && s.reconfiguredItemIdentifiers.isEmpty && s.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func rule16_3_equalityComparesOrder() throws {
        #expect(try snap(["A:a b"]) == snap(["A:a b"]))
        #expect(try snap(["A:a b"]) != snap(["A:b a"]))
        #expect(try snap(["A:a", "B:"]) != snap(["B:", "A:a"]))
        #expect(try snap(["A:a", "B:"]) != snap(["A:a"]))
    }

    @Test func rule16_2_sectionsAndItemsAreSeparateNameSpaces() throws {
        var s = try snap(["x:"])
        try s.appendItems(["x"])
        #expect(s.indexOfSection("x") == 0 && s.indexOfItem("x") == 0 && s.sectionIdentifier(containingItem: "x") == "x")
    }

    @Test func rule16_1_aSnapshotIsAValue() throws {
        let s = try snap(["A:a"])
        var copy = s
        try copy.appendItems(["b"])
        #expect(s.itemIdentifiers == ["a"] && copy.itemIdentifiers == ["a", "b"])
    }
}
