// DiffableDataSource: what the table's and the collection view's diffable data sources share —
// the applied snapshot, the queries, and `apply` as a diff or a reload by era (rules 16.4–16.11).

/// The common part of `TableViewDiffableDataSource` and `CollectionViewDiffableDataSource`.
///
/// It keeps the state last applied (a snapshot without marks) and answers the list's counts
/// from it. `apply` computes the difference to the new snapshot (`DiffableDifference`) and has
/// the list replay it as one batch update, swapping the state inside the batch's block so the
/// counts the list reads when the batch ends agree with it (rules 2.6, 16.5); the reconfigured
/// items are reconfigured after the batch (rule 16.14). Without animation, iOS ≥ 15 runs the
/// same batch under `performWithoutAnimation`; iOS 13–14 reload the list instead
/// (`world.uikit.diffableApplyAlwaysDiffs`, rules 16.8, 16.9).
///
/// The list holds its data source weakly, as UIKit's does: keep the data source alive.
open class DiffableDataSource<Section: Hashable, Item: Hashable> {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableSnapshot<Section, Item>

    /// The state last applied, marks cleared.
    @exclusivity(unchecked) private var current = Snapshot()
    /// The items of each section of `current`, for O(1) index path queries.
    @exclusivity(unchecked) private var items: [[Item]] = []
    /// Where each item of `current` is.
    @exclusivity(unchecked) private var paths: [Item: IndexPath] = [:]

    init() {}

    // MARK: - Queries (rule 16.11)

    /// A copy of the current state (`snapshot()`): editing it changes nothing until applied.
    public func snapshot() -> Snapshot { current }

    /// The item at `indexPath`, or nil outside the current state (O(1)).
    public func itemIdentifier(for indexPath: IndexPath) -> Item? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.row) else {
            return nil
        }
        return items[indexPath.section][indexPath.row]
    }

    /// The path of `item`, or nil when the current state has no such item (O(1)).
    public func indexPath(for item: Item) -> IndexPath? { paths[item] }

    /// The section identifier at `index`, or nil (iOS 15's `sectionIdentifier(for:)`).
    public func sectionIdentifier(for index: Int) -> Section? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The cell `provider` makes for the item at `p`; a provider that answers nil crashes, as in
    /// UIKit (rule 16.12).
    func providedCell<Cell>(_ world: World, _ p: IndexPath, _ provider: (Item) -> Cell?) -> Cell {
        guard let item = itemIdentifier(for: p), let cell = provider(item) else {
            world.uncaughtException(.cellProviderReturnedNil(listKind, p))
        }
        return cell
    }

    /// The number of sections of the current state (the list's `numberOfSections`).
    var sectionCount: Int { items.count }

    /// The number of items in section `section` of the current state (0 outside it).
    func itemCount(inSection section: Int) -> Int {
        items.indices.contains(section) ? items[section].count : 0
    }

    // MARK: - Applying (rules 16.4–16.10)

    /// Applies `snapshot`, crashing as UIKit would on an exception (see `applyChecked`).
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        do { try applyChecked(snapshot, animatingDifferences: animatingDifferences, completion: completion) } catch {
            listWorld?.uncaughtException(error)
        }
    }

    /// `apply(_:animatingDifferences:completion:)` that throws instead of crashing.
    ///
    /// Animated: one batch update animated as any (0.3 s, the row animation of
    /// `defaultRowAnimation` for a table), `completion` when it ends (rule 16.10). Not animated:
    /// on iOS ≥ 15 the same batch without animation (rule 16.9), on iOS 13–14 `reloadData`
    /// (rule 16.8); `completion` runs before this returns [SIM]. Detached from its list (the
    /// list has another data source, or is gone), only the state changes [SIM].
    /// - Throws: `UIKitException` from the list (a batch left open around the apply, or a cell
    ///   provider that answers another cell while reconfiguring).
    public func applyChecked(_ snapshot: Snapshot, animatingDifferences: Bool = true,
                             completion: (() -> Void)? = nil) throws(UIKitException) {
        guard let world = listWorld, isAttached else {
            take(snapshot)
            completion?()
            return
        }
        guard animatingDifferences || world.uikit.diffableApplyAlwaysDiffs else {
            return try applySnapshotUsingReloadDataChecked(snapshot, completion: completion)
        }
        let difference = DiffableDifference(
            kind: listKind, from: current.sectionIdentifiers, items,
            to: snapshot.sectionIdentifiers, (0..<snapshot.numberOfSections).map { snapshot.itemIdentifiers(inSection: $0) },
            reloadedItems: Set(snapshot.reloadedItemIdentifiers),
            reconfiguredItems: world.uikit.listsReconfigureCells ? Set(snapshot.reconfiguredItemIdentifiers) : [],
            reloadedSections: Set(snapshot.reloadedSectionIdentifiers))
        if animatingDifferences {
            try replay(difference, swap: { self.take(snapshot) }, completion: { _ in completion?() })
        } else {
            var failure: UIKitException?
            world.performWithoutAnimation {
                do throws(UIKitException) { try replay(difference, swap: { self.take(snapshot) }, completion: nil) } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }
        try reconfigure(difference.reconfigured)
        if !animatingDifferences { completion?() }
    }

    /// Shows `snapshot` with `reloadData`: no diff, no animation, the selection emptied
    /// (`applySnapshotUsingReloadData`, iOS 15; how iOS 13–14 apply without animation, rules
    /// 16.8, 16.9). `completion` runs before this returns [SIM].
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        do { try applySnapshotUsingReloadDataChecked(snapshot, completion: completion) } catch {
            listWorld?.uncaughtException(error)
        }
    }

    /// `applySnapshotUsingReloadData(_:completion:)`, throwing rather than crashing (it does not
    /// throw today; the form matches `applyChecked`).
    public func applySnapshotUsingReloadDataChecked(_ snapshot: Snapshot,
                                                    completion: (() -> Void)? = nil) throws(UIKitException) {
        take(snapshot)
        if isAttached { reloadList() }
        completion?()
    }

    /// Makes `snapshot`, without its marks, the current state.
    private func take(_ snapshot: Snapshot) {
        var s = snapshot
        s.clearMarks()
        current = s
        items = (0..<s.numberOfSections).map { s.itemIdentifiers(inSection: $0) }
        paths = [:]
        for (section, rows) in items.enumerated() {
            for (row, item) in rows.enumerated() { paths[item] = IndexPath(row: row, section: section) }
        }
    }

    // MARK: - The list's part (overridden by the table's and the collection view's)

    /// The list's world, nil when the list is gone.
    var listWorld: World? { nil }
    /// Whose words the batch uses.
    var listKind: ListKind { .table }
    /// Whether the list still has this object as its data source.
    var isAttached: Bool { false }
    /// `reloadData()` on the list.
    func reloadList() {}
    /// Runs the difference as one batch of the list; `swap` changes the state inside its block.
    func replay(_ difference: DiffableDifference, swap: @escaping () -> Void,
                completion: ((Bool) -> Void)?) throws(UIKitException) {}
    /// Reconfigures the items at these paths (after the batch).
    func reconfigure(_ paths: [IndexPath]) throws(UIKitException) {}
}
