// SelectionModel: the selected index paths of a list, kept sorted, and how they follow updates.

/// The selected index paths of a table or collection view: the source of truth for selection.
///
/// Cells only show the selection; the list's model decides it (rule 1.11). The paths are kept in
/// ascending `(section, row)` order, so `lowest` is rule 1.4's `indexPathForSelectedRow` and
/// `all` is rule 1.5's `indexPathsForSelectedRows` in the [SIM] ascending order, `nil` when
/// empty.
///
/// The model knows nothing of delegates or cells: the list decides *whether* to select (user taps
/// and programmatic calls follow different rules) and updates cells from what these methods
/// return.
public struct SelectionModel: Sendable, Equatable {
    /// How many rows a selection may hold.
    public enum Mode: Sendable, Equatable {
        /// At most one: selecting replaces the selection (rules 1.3, 1.9, 3.4).
        case single
        /// Any number: selecting adds (rules 1.3, 1.18).
        case multiple
    }

    private var paths: [IndexPath] = []

    /// Creates an empty selection.
    public init() {}

    // MARK: - Queries

    /// The lowest selected path (lowest section, then row), or nil (rule 1.4).
    public var lowest: IndexPath? { paths.first }

    /// Every selected path in ascending order, or nil when none (rule 1.5: nil, not `[]`).
    public var all: [IndexPath]? { paths.isEmpty ? nil : paths }

    /// The number of selected paths.
    public var count: Int { paths.count }

    /// Whether nothing is selected.
    public var isEmpty: Bool { paths.isEmpty }

    /// Whether `path` is selected.
    /// - Complexity: O(log n).
    public func contains(_ path: IndexPath) -> Bool {
        let i = insertionIndex(of: path)
        return i < paths.count && paths[i] == path
    }

    // MARK: - Changes

    /// Selects `path`; in single mode the others are deselected first.
    ///
    /// - Returns: the paths that were deselected to make room (empty in multiple mode), in
    ///   ascending order, so the caller can update their cells.
    /// - Complexity: O(n).
    @discardableResult
    public mutating func select(_ path: IndexPath, mode: Mode) -> [IndexPath] {
        var removed: [IndexPath] = []
        if mode == .single {
            removed = paths.filter { $0 != path }
            paths.removeAll { $0 != path }
        }
        insert(path)
        return removed
    }

    /// Adds `path` without touching the others, whatever the mode.
    ///
    /// Used where UIKit leaves two rows selected in single mode (rule 1.14 step 3 [SIM]).
    /// - Returns: whether the path was newly added.
    /// - Complexity: O(n) (O(log n) to find the place).
    @discardableResult
    public mutating func insert(_ path: IndexPath) -> Bool {
        let i = insertionIndex(of: path)
        if i < paths.count && paths[i] == path { return false }
        paths.insert(path, at: i)
        return true
    }

    /// Deselects `path`.
    /// - Returns: whether it was selected.
    /// - Complexity: O(n).
    @discardableResult
    public mutating func remove(_ path: IndexPath) -> Bool {
        let i = insertionIndex(of: path)
        guard i < paths.count && paths[i] == path else { return false }
        paths.remove(at: i)
        return true
    }

    /// Deselects everything.
    /// - Returns: the paths that were selected, ascending.
    @discardableResult
    public mutating func removeAll() -> [IndexPath] {
        let old = paths
        paths = []
        return old
    }

    /// Keeps only the paths `isValid` accepts (a list whose counts changed without an update).
    public mutating func removeAll(where isInvalid: (IndexPath) -> Bool) {
        paths.removeAll(where: isInvalid)
    }

    // MARK: - Batch updates

    /// Moves the selection through a batch update (rules 1.22, 1.23 [SIM]).
    ///
    /// A selected row keeps its identity: rows after an inserted or deleted row shift, a moved
    /// row stays selected at its destination, and a deleted or reloaded row leaves the selection
    /// silently (no deselect delegate calls; rule 1.22 for reloads, rule 1.23 [SIM] for deletes).
    ///
    /// - Returns: the old paths that left the selection, ascending.
    /// - Complexity: O(k · u) for k selected paths and u updates in the batch.
    @discardableResult
    public mutating func remap(through plan: BatchUpdates.Plan) -> [IndexPath] {
        var dropped: [IndexPath] = []
        var moved: [IndexPath] = []
        moved.reserveCapacity(paths.count)
        for p in paths {
            if let q = plan.newIndexPath(forOld: p) { moved.append(q) } else { dropped.append(p) }
        }
        moved.sort()
        paths = moved
        return dropped
    }

    // MARK: - Internal

    /// The index of the first path not below `path` (binary search).
    private func insertionIndex(of path: IndexPath) -> Int {
        paths.partitionPoint { $0 < path }
    }

    /// Checks that the paths are strictly ascending (no duplicates).
    func _checkInvariants() {
        #if UISIM_INTERNAL_CHECKS
        for i in paths.indices.dropFirst() {
            precondition(paths[i - 1] < paths[i], "selection not strictly ascending at \(i): \(paths)")
        }
        #endif
    }
}
