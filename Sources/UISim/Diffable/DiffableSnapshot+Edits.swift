// DiffableSnapshot+Edits: the edits of NSDiffableDataSourceSnapshot as UIKit does them (rule
// 16.3), each raising UIKit's exception (rules 16.20-16.22) before it changes anything.

/// Every edit validates first and mutates after, so a snapshot is unchanged when an edit throws
/// [SIM: UIKit keeps a reload's marks even when it raises; no app can see the difference, it
/// crashed]. Item edits that meet an identifier already in the snapshot move it into place, as
/// UIKit does, and return the warning UIKit logs (rule 16.3) for the caller to show.
extension DiffableSnapshot {
    /// Where inserted identifiers go relative to their destination.
    public enum Placement: Sendable { case before, after }

    // MARK: - Sections

    /// Appends sections at the end (rule 16.3); a section already there raises (rule 16.20).
    public mutating func appendSections(_ sections: [Section]) throws(UIKitException) {
        try checkNewSections(sections)
        for section in sections {
            sectionIndex[section] = sectionIdentifiers.count
            sectionIdentifiers.append(section)
            sectionItems.append([])
        }
    }

    /// Inserts sections before `destination` (rule 16.3).
    public mutating func insertSections(_ sections: [Section], beforeSection destination: Section) throws(UIKitException) {
        try insertSections(sections, destination, .before)
    }

    /// Inserts sections after `destination` (rule 16.3).
    public mutating func insertSections(_ sections: [Section], afterSection destination: Section) throws(UIKitException) {
        try insertSections(sections, destination, .after)
    }

    /// Inserts sections next to `destination` (rule 16.3); an unknown destination raises (16.22).
    public mutating func insertSections(_ sections: [Section], _ destination: Section, _ placement: Placement) throws(UIKitException) {
        try checkNewSections(sections)
        guard let at = sectionIndex[destination] else { throw .diffableInvalidParameter("insertIndex != NSNotFound") }
        let index = placement == .before ? at : at + 1
        var s = sectionIdentifiers, items = sectionItems
        s.insert(contentsOf: sections, at: index)
        items.insert(contentsOf: sections.map { _ in [] }, at: index)
        replace(sections: s, items: items)
    }

    /// Deletes sections with their items; unknown identifiers are ignored (rule 16.3).
    public mutating func deleteSections(_ sections: [Section]) {
        let gone = Set(sections.filter { sectionIndex[$0] != nil })
        guard !gone.isEmpty else { return }
        let keep = sectionIdentifiers.indices.filter { !gone.contains(sectionIdentifiers[$0]) }
        replace(sections: keep.map { sectionIdentifiers[$0] }, items: keep.map { sectionItems[$0] })
    }

    /// Moves `section` before `destination` (rule 16.3).
    public mutating func moveSection(_ section: Section, beforeSection destination: Section) throws(UIKitException) {
        try moveSection(section, destination, .before)
    }

    /// Moves `section` after `destination` (rule 16.3).
    public mutating func moveSection(_ section: Section, afterSection destination: Section) throws(UIKitException) {
        try moveSection(section, destination, .after)
    }

    /// Moves `section` next to `destination`, with its items (rules 16.3, 16.22).
    public mutating func moveSection(_ section: Section, _ destination: Section, _ placement: Placement) throws(UIKitException) {
        guard let from = sectionIndex[section] else { throw .diffableInvalidParameter("fromSection != NSNotFound") }
        guard sectionIndex[destination] != nil else { throw .diffableInvalidParameter("toSection != NSNotFound") }
        guard section != destination else {
            throw .diffableDestinationInInsertion(destination: "\(destination)", action: "MOV", identifiers: ["\(section)"])
        }
        var s = sectionIdentifiers, items = sectionItems
        let moved = items.remove(at: from)
        s.remove(at: from)
        guard let to = s.firstIndex(of: destination) else { return }
        let index = placement == .before ? to : to + 1
        s.insert(section, at: index)
        items.insert(moved, at: index)
        replace(sections: s, items: items)
    }

    /// Marks sections for reloading at `apply` (rule 16.3); an unknown one raises (rule 16.22).
    public mutating func reloadSections(_ sections: [Section]) throws(UIKitException) {
        if let unknown = sections.first(where: { sectionIndex[$0] == nil }) { throw .diffableMissingSection("\(unknown)") }
        mark(sections: sections)
    }

    // MARK: - Items

    /// Appends items to `section`, or to the last section when nil (rule 16.3). Items already in
    /// the snapshot are moved here; the returned text is the warning UIKit logs then.
    @discardableResult
    public mutating func appendItems(_ items: [Item], toSection section: Section? = nil) throws(UIKitException) -> String? {
        try checkNewItems(items)
        guard !sectionIdentifiers.isEmpty else { throw .diffableNoSections }
        let target: Section
        if let section {
            guard sectionIndex[section] != nil else { throw .diffableInvalidParameter("section != NSNotFound") }
            target = section
        } else {
            target = sectionIdentifiers[sectionIdentifiers.count - 1]
        }
        guard let s = sectionIndex[target] else { return nil }
        if items.allSatisfy({ itemLocation[$0] == nil }) {
            appendNew(items, toSectionAt: s)
            return nil
        }
        let (warning, removed) = takingOut(items)
        var all = removed
        all[s].append(contentsOf: items)
        replace(sections: sectionIdentifiers, items: all)
        return warning
    }

    /// Inserts items before `destination`, in its section (rule 16.3).
    @discardableResult
    public mutating func insertItems(_ items: [Item], beforeItem destination: Item) throws(UIKitException) -> String? {
        try insertItems(items, destination, .before)
    }

    /// Inserts items after `destination`, in its section (rule 16.3).
    @discardableResult
    public mutating func insertItems(_ items: [Item], afterItem destination: Item) throws(UIKitException) -> String? {
        try insertItems(items, destination, .after)
    }

    /// Inserts items next to `destination` (rules 16.3, 16.22): the destination must be in the
    /// snapshot and not among the items inserted.
    @discardableResult
    public mutating func insertItems(_ items: [Item], _ destination: Item, _ placement: Placement) throws(UIKitException) -> String? {
        try checkNewItems(items)
        guard itemLocation[destination] != nil else { throw .diffableInvalidParameter("section != NSNotFound") }
        guard !items.contains(destination) else {
            throw .diffableDestinationInInsertion(destination: "\(destination)", action: "INS", identifiers: items.map { "\($0)" })
        }
        let (warning, removed) = takingOut(items)
        put(items, next: destination, placement, into: removed)
        return warning
    }

    /// Deletes items; unknown identifiers are ignored, sections stay, even empty (rule 16.3).
    public mutating func deleteItems(_ items: [Item]) {
        let gone = Set(items.filter { itemLocation[$0] != nil })
        guard !gone.isEmpty else { return }
        replace(sections: sectionIdentifiers, items: sectionItems.map { $0.filter { !gone.contains($0) } })
    }

    /// Deletes every item and every section (rule 16.3).
    public mutating func deleteAllItems() {
        replace(sections: [], items: [])
    }

    /// Moves `item` before `destination`, into its section (rule 16.3).
    public mutating func moveItem(_ item: Item, beforeItem destination: Item) throws(UIKitException) {
        try moveItem(item, destination, .before)
    }

    /// Moves `item` after `destination`, into its section (rule 16.3).
    public mutating func moveItem(_ item: Item, afterItem destination: Item) throws(UIKitException) {
        try moveItem(item, destination, .after)
    }

    /// Moves `item` next to `destination` (rules 16.3, 16.22).
    public mutating func moveItem(_ item: Item, _ destination: Item, _ placement: Placement) throws(UIKitException) {
        guard itemLocation[item] != nil else { throw .diffableInvalidParameter("fromIndex != NSNotFound") }
        guard itemLocation[destination] != nil else { throw .diffableInvalidParameter("toIndex != NSNotFound") }
        guard item != destination else {
            throw .diffableDestinationInInsertion(destination: "\(destination)", action: "MOV", identifiers: ["\(item)"])
        }
        put([item], next: destination, placement, into: takingOut([item]).items)
    }

    /// Marks items for reloading at `apply` (rules 16.3, 16.13); an unknown one raises (16.22).
    public mutating func reloadItems(_ items: [Item]) throws(UIKitException) {
        if let unknown = items.first(where: { itemLocation[$0] == nil }) { throw .diffableMissingItem(op: "reload", "\(unknown)") }
        mark(items: items, reconfigure: false)
    }

    /// Marks items for reconfiguring at `apply` (rules 16.3, 16.14); an unknown one raises (16.22).
    public mutating func reconfigureItems(_ items: [Item]) throws(UIKitException) {
        if let unknown = items.first(where: { itemLocation[$0] == nil }) { throw .diffableMissingItem(op: "reconfigure", "\(unknown)") }
        mark(items: items, reconfigure: true)
    }

    // MARK: - Checks and helpers

    /// Raises for repeats within `sections` and for sections already there (rule 16.20).
    private func checkNewSections(_ sections: [Section]) throws(UIKitException) {
        let repeats = Self.repeats(sections)
        if !repeats.isEmpty { throw .diffableDuplicateSections(repeats.map { "\($0)" }) }
        let existing = sections.filter { sectionIndex[$0] != nil }
        if !existing.isEmpty { throw .diffableSectionExists(existing.map { "\($0)" }) }
    }

    /// Raises for repeats within `items` (rule 16.20).
    private func checkNewItems(_ items: [Item]) throws(UIKitException) {
        let repeats = Self.repeats(items)
        if !repeats.isEmpty { throw .diffableDuplicateItems(repeats.map { "\($0)" }) }
    }

    /// The values that occur more than once, each once, in the order their repeats are found.
    static func repeats<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>(), reported = Set<T>(), result: [T] = []
        for v in values where !seen.insert(v).inserted && reported.insert(v).inserted { result.append(v) }
        return result
    }

    /// The items with `items` taken out of wherever they are, and UIKit's warning when any was
    /// there (rule 16.3).
    private func takingOut(_ items: [Item]) -> (warning: String?, items: [[Item]]) {
        let existing = items.filter { itemLocation[$0] != nil }
        guard !existing.isEmpty else { return (nil, sectionItems) }
        let gone = Set(existing)
        return (Self.movedIntoPlaceWarning(existing.map { "\($0)" }), sectionItems.map { $0.filter { !gone.contains($0) } })
    }

    /// Appends items that are nowhere in the snapshot, updating the maps in place: building a
    /// snapshot item by item stays linear (the other edits rebuild the maps, O(n) each).
    private mutating func appendNew(_ items: [Item], toSectionAt s: Int) {
        for item in items {
            itemLocation[item] = Location(section: s, item: sectionItems[s].count)
            sectionItems[s].append(item)
        }
    }

    /// Puts `items` next to `destination` in `all` (which no longer holds them) and stores it.
    private mutating func put(_ items: [Item], next destination: Item, _ placement: Placement, into all: [[Item]]) {
        var all = all
        for (s, list) in all.enumerated() {
            guard let at = list.firstIndex(of: destination) else { continue }
            all[s].insert(contentsOf: items, at: placement == .before ? at : at + 1)
            break
        }
        replace(sections: sectionIdentifiers, items: all)
    }

    /// What UIKit logs when an insert or append meets identifiers already in the snapshot
    /// (rule 16.3), with the identifiers rendered by the caller (rule 16.23).
    public static func movedIntoPlaceWarning(_ identifiers: [String]) -> String {
        let one = identifiers.count == 1
        let noun = one ? "item identifier" : "item identifiers"
        return "Diffable data source detected an attempt to insert or append \(identifiers.count) \(noun) that "
            + "\(one ? "already exists" : "already exist") in the snapshot. The existing \(noun) will be moved into place "
            + "instead, but this operation will be more expensive. For best performance, inserted item identifiers should "
            + "always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS "
            + "to catch this in the debugger. \(one ? "Item identifier that already exists" : "Item identifiers that already exist"): "
            + (one ? identifiers[0] : UIKitException.nsArray(identifiers))
    }
}
