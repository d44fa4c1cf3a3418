// DiffableSnapshot: NSDiffableDataSourceSnapshot's state (rule 16.1): ordered sections, each with
// ordered items, named by identifiers, plus the reload/reconfigure marks that `apply` reads.

/// The complete state of a diffable list: section identifiers in order, each with its item
/// identifiers in order (rule 16.1). A value: editing a copy never changes another, and nothing
/// changes on screen until a data source applies it.
///
/// Identifiers are unique within their kind; sections and items are separate name spaces
/// (rule 16.2). The index maps are kept up to date by every edit, so every lookup is O(1) as
/// UIKit documents for `indexOfItemIdentifier` (appends of new identifiers update them in
/// place; the other edits in `DiffableSnapshot+Edits.swift` rebuild them, O(n) per edit).
///
/// `==` compares sections and items in order and nothing else, not the marks (rule 16.3).
public struct DiffableSnapshot<Section: Hashable, Item: Hashable>: Equatable {
    /// Where an item is: its section's index and its index within that section.
    public struct Location: Hashable, Sendable {
        public let section: Int
        public let item: Int
    }

    /// The section identifiers, in order.
    public internal(set) var sectionIdentifiers: [Section] = []
    /// The items of each section, in the order of `sectionIdentifiers`.
    var sectionItems: [[Item]] = []
    /// Each section's index.
    var sectionIndex: [Section: Int] = [:]
    /// Each item's location.
    var itemLocation: [Item: Location] = [:]

    /// Items marked by `reloadItems`, in the order first marked (rule 16.3).
    public private(set) var reloadedItemIdentifiers: [Item] = []
    /// Items marked by `reconfigureItems`, in the order first marked (rule 16.3).
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    /// Sections marked by `reloadSections`, in the order first marked (rule 16.3).
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    /// An empty snapshot (rule 16.1).
    public init() {}

    // MARK: - Queries

    /// How many sections there are.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// How many items there are, in every section.
    public var numberOfItems: Int { itemLocation.count }
    /// Every item identifier, section after section.
    public var itemIdentifiers: [Item] { sectionItems.flatMap { $0 } }

    /// The items of the section at `index` (empty when there is no such section).
    public func itemIdentifiers(inSection index: Int) -> [Item] {
        sectionItems.indices.contains(index) ? sectionItems[index] : []
    }

    /// The items of the section named `section`; UIKit raises for an unknown one (rule 16.22).
    public func itemIdentifiers(inSectionWithIdentifier section: Section) throws(UIKitException) -> [Item] {
        guard let index = sectionIndex[section] else { throw .diffableSectionNotFound }
        return sectionItems[index]
    }

    /// How many items the section named `section` has; UIKit raises for an unknown one (rule 16.22).
    public func numberOfItems(inSection section: Section) throws(UIKitException) -> Int {
        try itemIdentifiers(inSectionWithIdentifier: section).count
    }

    /// The index of `item` counted across sections (0-based), nil when absent (rule 16.3).
    public func indexOfItem(_ item: Item) -> Int? {
        guard let location = itemLocation[item] else { return nil }
        return sectionItems[..<location.section].reduce(location.item) { $0 + $1.count }
    }

    /// The index of `section`, nil when absent.
    public func indexOfSection(_ section: Section) -> Int? { sectionIndex[section] }

    /// The section that holds `item`, nil when absent.
    public func sectionIdentifier(containingItem item: Item) -> Section? {
        itemLocation[item].map { sectionIdentifiers[$0.section] }
    }

    /// Where `item` is (section index, index in the section), nil when absent.
    public func location(ofItem item: Item) -> Location? { itemLocation[item] }

    /// Whether `item` is in the snapshot.
    public func contains(item: Item) -> Bool { itemLocation[item] != nil }

    /// Whether `section` is in the snapshot.
    public func contains(section: Section) -> Bool { sectionIndex[section] != nil }

    /// Forgets the reload and reconfigure marks: a data source does so once it applied them,
    /// so `dataSource.snapshot()` never carries old marks.
    public mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    /// Sections and items in order; the marks do not count (rule 16.3).
    public static func == (a: Self, b: Self) -> Bool {
        a.sectionIdentifiers == b.sectionIdentifiers && a.sectionItems == b.sectionItems
    }

    // MARK: - Storage for the edits

    /// Replaces the contents and rebuilds the index maps; drops marks on identifiers that are
    /// gone (a deleted item has nothing left to reload).
    mutating func replace(sections: [Section], items: [[Item]]) {
        sectionIdentifiers = sections
        sectionItems = items
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        var locations: [Item: Location] = [:]
        locations.reserveCapacity(items.reduce(0) { $0 + $1.count })
        for (s, list) in items.enumerated() {
            for (i, item) in list.enumerated() { locations[item] = Location(section: s, item: i) }
        }
        itemLocation = locations
        reloadedItemIdentifiers.removeAll { locations[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { locations[$0] == nil }
        reloadedSectionIdentifiers.removeAll { sectionIndex[$0] == nil }
    }

    /// Adds marks, keeping each identifier once, in the order first marked.
    mutating func mark(items: [Item], reconfigure: Bool) {
        if reconfigure { Self.addOnce(items, to: &reconfiguredItemIdentifiers) } else { Self.addOnce(items, to: &reloadedItemIdentifiers) }
    }

    /// Adds section marks, each once.
    mutating func mark(sections: [Section]) { Self.addOnce(sections, to: &reloadedSectionIdentifiers) }

    private static func addOnce<T: Hashable>(_ new: [T], to list: inout [T]) {
        var seen = Set(list)
        for x in new where seen.insert(x).inserted { list.append(x) }
    }
}

extension DiffableSnapshot: Sendable where Section: Sendable, Item: Sendable {}
