// BatchUpdates.Plan: a checked batch, as a map from the list before it to the list after it.

extension BatchUpdates {
    /// A validated batch: where each old row (item) ends up and where each new one comes from.
    ///
    /// The positions follow UIKit's rules: inserted rows and move destinations take their
    /// final index paths (rules 2.2, 2.3); every other surviving row keeps its order and fills
    /// the remaining positions. A reloaded row keeps its position but is a new row (rule 1.22):
    /// its cell is made again, its selection dropped and its height asked again.
    ///
    /// Made by `BatchUpdates.plan(before:after:)`; an empty batch gives the identity plan.
    public struct Plan: Sendable {
        /// What became of a row that existed before the batch.
        public enum Fate: Equatable, Sendable {
            /// The same row, now at this path (shifted by inserts and deletes around it).
            case kept(IndexPath)
            /// Moved by `move(_:to:)` to this path.
            case moved(IndexPath)
            /// Reloaded: a new row stands at this path.
            case reloaded(IndexPath)
            /// Deleted, or in a deleted or reloaded section.
            case deleted
        }

        /// Where a row of the list after the batch comes from.
        public enum Source: Equatable, Sendable {
            /// The row that was at this path before (kept or moved).
            case old(IndexPath)
            /// A new row: inserted, reloaded, or in an inserted or reloaded section.
            case new
        }

        /// Whose words the errors used.
        public let kind: ListKind
        /// Rows (items) per section before the batch.
        public let rowsBefore: [Int]
        /// Rows (items) per section after the batch.
        public let rowsAfter: [Int]
        /// Whether the batch changed nothing (an empty update: only heights are read again).
        public let isEmpty: Bool

        let sections: SectionMap
        /// Old section → sorted old rows that leave their place (deleted or moved away).
        private let removed: [Int: [Int]]
        /// Old section → reloaded rows.
        private let reloaded: [Int: Set<Int>]
        /// Move source → destination.
        private let destinations: [IndexPath: IndexPath]
        /// New section → sorted rows whose position is fixed (inserts and move destinations).
        private let fixed: [Int: [Fixed]]

        /// A fixed position in a new section, and the old row moved there (nil: inserted).
        struct Fixed: Sendable {
            let row: Int
            let source: IndexPath?
        }

        /// Where sections go: per old section its fate, per new section its origin.
        struct SectionMap: Sendable, Equatable {
            enum OldFate: Equatable, Sendable {
                case kept(Int), moved(Int), reloaded(Int), deleted
                /// Whether the section's rows live on (kept or moved; not deleted or reloaded).
                var survives: Bool {
                    switch self {
                    case .kept, .moved: true
                    case .reloaded, .deleted: false
                    }
                }
                /// The section's index after the batch (nil when deleted).
                var newIndex: Int? {
                    switch self {
                    case .kept(let t), .moved(let t), .reloaded(let t): t
                    case .deleted: nil
                    }
                }
            }
            enum NewOrigin: Equatable, Sendable { case old(Int), inserted }
            var old: [OldFate]
            var new: [NewOrigin]
        }

        init(kind: ListKind, rowsBefore: [Int], rowsAfter: [Int], sections: SectionMap, updates u: BatchUpdates) {
            self.kind = kind
            self.rowsBefore = rowsBefore
            self.rowsAfter = rowsAfter
            self.sections = sections
            isEmpty = u.isEmpty
            var removed = [Int: [Int]](), reloaded = [Int: Set<Int>](), fixed = [Int: [Fixed]]()
            var destinations = [IndexPath: IndexPath]()
            func survives(_ s: Int) -> Bool { sections.old[s].survives }
            for p in u.deletedRows where survives(p.section) { removed[p.section, default: []].append(p.row) }
            for p in u.reloadedRows where survives(p.section) { reloaded[p.section, default: []].insert(p.row) }
            for m in u.moves {
                removed[m.from.section, default: []].append(m.from.row)
                destinations[m.from] = m.to
                fixed[m.to.section, default: []].append(Fixed(row: m.to.row, source: m.from))
            }
            for p in u.insertedRows {
                if case .old = sections.new[p.section] { fixed[p.section, default: []].append(Fixed(row: p.row, source: nil)) }
            }
            for k in removed.keys { removed[k]?.sort() }
            for k in fixed.keys { fixed[k]?.sort { $0.row < $1.row } }
            self.removed = removed
            self.reloaded = reloaded
            self.fixed = fixed
            self.destinations = destinations
        }

        // MARK: - Sections

        /// The section before the batch whose rows section `t` continues, or nil when `t` is
        /// new (inserted or reloaded).
        public func oldSection(forNew t: Int) -> Int? {
            guard sections.new.indices.contains(t), case .old(let s) = sections.new[t] else { return nil }
            return s
        }

        // MARK: - Old to new

        /// What became of the row at `p` before the batch.
        /// - Complexity: O(log r + f) for r rows leaving and f fixed positions in its section.
        public func fate(ofOld p: IndexPath) -> Fate {
            guard sections.old.indices.contains(p.section), (0..<rowsBefore[p.section]).contains(p.row) else {
                return .deleted
            }
            let t: Int
            switch sections.old[p.section] {
            case .kept(let n), .moved(let n): t = n
            case .reloaded, .deleted: return .deleted
            }
            if let d = destinations[p] { return .moved(d) }
            let gone = removed[p.section] ?? []
            let below = Self.countBelow(p.row, in: gone)
            if below < gone.count && gone[below] == p.row { return .deleted }
            var position = p.row - below
            for f in fixed[t] ?? [] {
                if f.row <= position { position += 1 } else { break }
            }
            let q = IndexPath(row: position, section: t)
            return reloaded[p.section]?.contains(p.row) == true ? .reloaded(q) : .kept(q)
        }

        /// The path of the same row after the batch, or nil if it was deleted or reloaded.
        public func newIndexPath(forOld p: IndexPath) -> IndexPath? {
            switch fate(ofOld: p) {
            case .kept(let q), .moved(let q): q
            case .reloaded, .deleted: nil
            }
        }

        // MARK: - New from old

        /// Where the row at `p` after the batch comes from.
        /// - Complexity: O(log f + r) for f fixed positions and r rows leaving its old section.
        public func source(ofNew p: IndexPath) -> Source {
            let rows = fixed[p.section] ?? []
            let lo = rows.partitionPoint { $0.row < p.row }
            if lo < rows.count && rows[lo].row == p.row { return rows[lo].source.map(Source.old) ?? .new }
            guard let s = oldSection(forNew: p.section) else { return .new }
            var r = p.row - lo
            for x in removed[s] ?? [] {
                if x <= r { r += 1 } else { break }
            }
            return reloaded[s]?.contains(r) == true ? .new : .old(IndexPath(row: r, section: s))
        }

        /// Calls `body` for each row of section `t` after the batch, in order, with its source.
        ///
        /// This is how a list rebuilds per-row state (heights) in one linear pass.
        /// - Complexity: O(rows in `t` + changes in `t`).
        public func forEachRow(inNewSection t: Int, _ body: (_ row: Int, _ source: Source) -> Void) {
            let count = rowsAfter[t]
            let fixedRows = fixed[t] ?? []
            guard let s = oldSection(forNew: t) else {
                var f = 0
                for row in 0..<count {
                    if f < fixedRows.count && fixedRows[f].row == row {
                        body(row, fixedRows[f].source.map(Source.old) ?? .new)
                        f += 1
                    } else {
                        body(row, .new)
                    }
                }
                return
            }
            let gone = removed[s] ?? [], again = reloaded[s] ?? []
            var f = 0, g = 0, old = 0
            for row in 0..<count {
                if f < fixedRows.count && fixedRows[f].row == row {
                    body(row, fixedRows[f].source.map(Source.old) ?? .new)
                    f += 1
                    continue
                }
                while g < gone.count && gone[g] == old { g += 1; old += 1 }
                body(row, !again.isEmpty && again.contains(old) ? .new : .old(IndexPath(row: old, section: s)))
                old += 1
            }
        }

        /// The number of elements of the sorted array `a` below `x`.
        private static func countBelow(_ x: Int, in a: [Int]) -> Int {
            a.partitionPoint { $0 < x }
        }
    }
}
