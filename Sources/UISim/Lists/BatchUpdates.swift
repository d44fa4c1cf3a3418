// BatchUpdates: the inserts, deletes, reloads and moves a list collects between beginUpdates and
// endUpdates (or inside performBatchUpdates), for rows/items and sections.

/// The updates of one batch, as UIKit collects them, for a table (rows) or a collection (items).
///
/// Calls are recorded, not applied: UIKit applies a batch as a whole when the outermost block
/// ends (rule 2.1), deletions and reloads first, using index paths from before the batch, then
/// insertions, using index paths from the final list (rule 2.2); a move's source is in the
/// original list and its destination in the final one (rule 2.3). So the order of the calls
/// does not matter and each kind of change is kept as a set.
///
/// `plan(before:after:)` checks the batch against the counts before and after (rules 2.2–2.8,
/// 3.7) and returns a `Plan` that maps old index paths to new ones. Duplicate calls for the same
/// path count once [SIM].
///
/// "Row" in this type's names means row or item: `IndexPath.row` and `IndexPath.item` are the
/// same number.
public struct BatchUpdates: Sendable, Equatable {
    /// A row (item) move: `from` in the list before the batch, `to` in the list after it.
    public struct Move: Hashable, Sendable {
        /// The row's path before the batch.
        public let from: IndexPath
        /// The row's path after the batch.
        public let to: IndexPath
        /// Creates a move.
        public init(from: IndexPath, to: IndexPath) { self.from = from; self.to = to }
    }

    /// A section move: `from` before the batch, `to` after it.
    public struct SectionMove: Hashable, Sendable {
        /// The section's index before the batch.
        public let from: Int
        /// The section's index after the batch.
        public let to: Int
        /// Creates a section move.
        public init(from: Int, to: Int) { self.from = from; self.to = to }
    }

    /// Whose words the errors use.
    public let kind: ListKind
    /// How many `begin()` calls are open; the batch applies when it falls back to 0.
    public private(set) var depth = 0

    /// Rows (items) to insert, at their paths after the batch.
    public private(set) var insertedRows: Set<IndexPath> = []
    /// Rows (items) to delete, at their paths before the batch.
    public private(set) var deletedRows: Set<IndexPath> = []
    /// Rows (items) to reload, at their paths before the batch.
    public private(set) var reloadedRows: Set<IndexPath> = []
    /// Row (item) moves, in call order.
    public private(set) var moves: [Move] = []
    /// Sections to insert, at their indexes after the batch.
    public private(set) var insertedSections: Set<Int> = []
    /// Sections to delete, at their indexes before the batch.
    public private(set) var deletedSections: Set<Int> = []
    /// Sections to reload, at their indexes before the batch.
    public private(set) var reloadedSections: Set<Int> = []
    /// Section moves, in call order.
    public private(set) var sectionMoves: [SectionMove] = []

    /// Creates an empty batch for a list of `kind`.
    public init(kind: ListKind) { self.kind = kind }

    // MARK: - Nesting (rule 2.1)

    /// Whether a `begin()` is open, so changes wait for the outermost `end()`.
    public var isInBatch: Bool { depth > 0 }

    /// Whether no change was recorded (an empty batch only re-reads heights, rule 2.10).
    public var isEmpty: Bool {
        insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
            && sectionMoves.isEmpty
    }

    /// Opens a block; nested blocks count as one (rule 2.1).
    public mutating func begin() { depth += 1 }

    /// Closes a block.
    /// - Returns: true when the outermost block closed: the batch is complete and should be
    ///   planned, applied and then cleared with `removeAll()`.
    /// - Throws: `UIKitException.endUpdatesWithoutBegin` when no block is open [SIM].
    public mutating func end() throws(UIKitException) -> Bool {
        guard depth > 0 else { throw .endUpdatesWithoutBegin(kind) }
        depth -= 1
        return depth == 0
    }

    // MARK: - Recording

    /// Records rows (items) to insert, at their index paths in the final list.
    public mutating func insert(_ paths: [IndexPath]) { insertedRows.formUnion(paths) }

    /// Records rows (items) to delete, at their index paths before the batch.
    public mutating func delete(_ paths: [IndexPath]) { deletedRows.formUnion(paths) }

    /// Records rows (items) to reload: a delete plus an insert of the same row (rule 1.22).
    public mutating func reload(_ paths: [IndexPath]) { reloadedRows.formUnion(paths) }

    /// Records a move from a path before the batch to a path after it (rule 2.3).
    public mutating func move(_ from: IndexPath, to: IndexPath) { moves.append(Move(from: from, to: to)) }

    /// Records sections to insert, at their indexes in the final list (rule 2.4).
    public mutating func insertSections(_ sections: [Int]) { insertedSections.formUnion(sections) }

    /// Records sections to delete, at their indexes before the batch (rule 2.4).
    public mutating func deleteSections(_ sections: [Int]) { deletedSections.formUnion(sections) }

    /// Records sections to reload: each is deleted and inserted again with new content.
    public mutating func reloadSections(_ sections: [Int]) { reloadedSections.formUnion(sections) }

    /// Records a section move from an index before the batch to one after it.
    public mutating func moveSection(_ from: Int, to: Int) { sectionMoves.append(SectionMove(from: from, to: to)) }

    /// Forgets the recorded changes (after applying them, or after an exception); keeps `depth`.
    public mutating func removeAll() {
        let d = depth
        self = BatchUpdates(kind: kind)
        depth = d
    }

    /// Forgets everything, open blocks included (after `reloadData` or an exception).
    public mutating func reset() { self = BatchUpdates(kind: kind) }
}
