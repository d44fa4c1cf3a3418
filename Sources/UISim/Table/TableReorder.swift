// TableReorder: a row dragged by its reorder control in editing mode — where the finger is,
// where the row would land, the rows between sliding aside over the world's clock, and the
// drop that moves the row (rules 14.8–14.12).

/// The user's finger on a row's reorder control, between `TableView.beginReorder(at:)` and
/// `release()` or `cancel()`.
///
/// The finger moves by a translation in points (`update(translationY:)`). The dragged row's
/// centre then decides the proposed destination: it passes a row when it crosses that row's
/// midpoint (rule 14.8 [SIM]); the delegate may retarget it
/// (`targetIndexPathForMoveFromRowAt:toProposedIndexPath:`, asked each time the proposal
/// changes). The rows between the source and the destination slide by the dragged row's height
/// to make room, each over `shiftDuration` seconds of the world's clock, linearly [SIM]
/// (`shift(ofRow:)`); the model's cells stay at their rows' frames until the drop [SIM].
public final class TableReorder {
    /// How long a row takes to slide aside [SIM]: UIKit's value is not documented.
    public static let shiftDuration = 0.25

    /// The table; weak, as a script may keep a drag longer than its table.
    public private(set) weak var table: TableView?
    /// The row being dragged.
    public let source: IndexPath
    /// How far the finger moved down (negative: up) since the drag began.
    @exclusivity(unchecked) public private(set) var translation: Double = 0
    /// Where the row's centre proposes it land (before the delegate's retargeting).
    @exclusivity(unchecked) public private(set) var proposedDestination: IndexPath
    /// Where the row lands if the finger lifts now (after the delegate's retargeting).
    @exclusivity(unchecked) public private(set) var destination: IndexPath
    /// Whether the finger is still down.
    @exclusivity(unchecked) public private(set) var isActive = true

    /// One row's slide: from one offset to another, starting at a world time.
    private struct Shift { var from: Double, to: Double, start: Double }
    @exclusivity(unchecked) private var shifts: [IndexPath: Shift] = [:]
    private let height: Double

    init(table: TableView, source: IndexPath) {
        self.table = table
        self.source = source
        proposedDestination = source
        destination = source
        height = table.modelRect(forRow: source).height
    }

    // MARK: - Finger

    /// The finger moves to `dy` points below where it went down (rule 14.8).
    /// [SIM] A drag whose row went away meanwhile (a reload or a deletion) ends as a cancel.
    public func update(translationY dy: Double) {
        guard isActive, let table else { return }
        table.world.perform {
            table.layoutForQuery()
            guard table.heights.contains(source) else { return end(table) }
            translation = dy
            let proposal = proposal(center: table.modelRect(forRow: source).midY + dy, in: table)
            guard proposal != proposedDestination else { return }
            proposedDestination = proposal
            retarget(proposal, in: table)
        }
    }

    /// The finger moves the row's centre just past the middle of row `p`, so that the row would
    /// land at `p`'s place (the same section) or next to it. A path outside the table ends the
    /// drag as a cancel.
    public func move(over p: IndexPath) {
        guard isActive, let table else { return }
        table.layoutForQuery()
        guard table.heights.contains(p), table.heights.contains(source) else { return end(table) }
        let rect = table.modelRect(forRow: p), start = table.modelRect(forRow: source)
        let nudge = p > source ? 1.0 : p < source ? -1.0 : 0
        update(translationY: rect.midY - start.midY + nudge)
    }

    /// The finger lifts: the drag ends and, if the destination differs from the source, the
    /// data source hears `moveRowAt(source, to: destination)` and the table moves the row, the
    /// selection with it (rules 14.9, 14.10). A drop where it began moves nothing.
    public func release() {
        guard isActive, let table else { return }
        end(table)
        table.world.markRecordings("reorder drop \(destination)")
        guard destination != source, table.heights.contains(source),
              Self.isValid(destination, from: source, in: table) else { return }
        table.world.perform {
            table.world.record("tableView(_:moveRowAt: \(source), to: \(destination))")
            table.dataSource?.tableView(table, moveRowAt: source, to: destination)
            table.moveRow(at: source, to: destination)
        }
    }

    /// The touch is cancelled (or editing ends): the row goes back, nothing moves (rule 14.11).
    public func cancel() {
        guard isActive, let table else { return }
        end(table)
    }

    // MARK: - Presentation

    /// How far row `p` is slid aside now, in points (negative: up); 0 for rows left alone.
    public func shift(ofRow p: IndexPath) -> Double {
        guard isActive, let s = shifts[p], let table else { return 0 }
        let t = min(max((table.world.time - s.start) / Self.shiftDuration, 0), 1)
        return s.from + (s.to - s.from) * t
    }

    /// The top of the dragged row now: its own top plus the finger's translation.
    public var draggedRowMinY: Double {
        guard let table, table.heights.contains(source) else { return 0 }
        return table.modelRect(forRow: source).minY + translation
    }

    // MARK: - Internal

    private func end(_ table: TableView) {
        isActive = false
        if table.reorder === self { table.reorder = nil }
        shifts = [:]
    }

    /// The delegate's retargeting of `proposal`; an answer that is no destination keeps the
    /// proposal [SIM]. Then the rows between slide to make room.
    private func retarget(_ proposal: IndexPath, in table: TableView) {
        var target = proposal
        if let d = table.delegate {
            table.world.record("tableView(_:targetIndexPathForMoveFromRowAt: \(source), toProposedIndexPath: \(proposal))")
            let answer = d.tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal)
            if Self.isValid(answer, from: source, in: table) {
                target = answer
            } else {
                table.world.record("UISim: targetIndexPathForMoveFromRowAt returned \(answer), no place for the row; "
                    + "keeping \(proposal) (rule 14.8 [SIM])")
            }
        }
        let old = destination
        destination = target
        slideRows(from: old, to: target, in: table)
    }

    /// Gives every row between the source and the farther of the old and new destinations its
    /// new slide target, starting now from where it is.
    private func slideRows(from old: IndexPath, to new: IndexPath, in table: TableView) {
        let low = min(source, old, new), high = max(source, old, new)
        let now = table.world.time
        var p: IndexPath? = low
        while let q = p, q <= high {
            let target = isDisplaced(q, toward: new) ? (new > source ? -height : height) : 0
            if q != source, (shifts[q]?.to ?? 0) != target {
                shifts[q] = Shift(from: shift(ofRow: q), to: target, start: now)
            }
            p = Self.row(after: q, in: table)
        }
    }

    /// Whether row `q` makes room for a row from `source` landing at `d`.
    private func isDisplaced(_ q: IndexPath, toward d: IndexPath) -> Bool {
        if d > source {
            return q > source && (d.section == source.section ? q <= d : q < d)
        }
        return d < source && q >= d && q < source
    }

    /// The destination a centre at `y` proposes: the farthest row whose midpoint it passed.
    private func proposal(center y: Double, in table: TableView) -> IndexPath {
        var passed: IndexPath?
        if y > table.modelRect(forRow: source).midY {
            var p = Self.row(after: source, in: table)
            while let q = p, y > table.modelRect(forRow: q).midY { passed = q; p = Self.row(after: q, in: table) }
            if let q = passed { return q.section == source.section ? q : IndexPath(row: q.row + 1, section: q.section) }
        } else {
            var p = Self.row(before: source, in: table)
            while let q = p, y < table.modelRect(forRow: q).midY { passed = q; p = Self.row(before: q, in: table) }
            if let q = passed { return q }
        }
        return source
    }

    /// Whether a row from `source` can land at `d`: a section of the table, a row index up to
    /// the section's count (less the row itself in its own section).
    static func isValid(_ d: IndexPath, from source: IndexPath, in table: TableView) -> Bool {
        guard (0..<table.heights.numberOfSections).contains(d.section) else { return false }
        let count = table.heights.numberOfRows(inSection: d.section) - (d.section == source.section ? 1 : 0)
        return (0...max(count, 0)).contains(d.row)
    }

    /// The next row in table order, skipping empty sections.
    static func row(after p: IndexPath, in table: TableView) -> IndexPath? {
        if p.row + 1 < table.heights.numberOfRows(inSection: p.section) { return IndexPath(row: p.row + 1, section: p.section) }
        var s = p.section + 1
        while s < table.heights.numberOfSections {
            if table.heights.numberOfRows(inSection: s) > 0 { return IndexPath(row: 0, section: s) }
            s += 1
        }
        return nil
    }

    /// The previous row in table order, skipping empty sections.
    static func row(before p: IndexPath, in table: TableView) -> IndexPath? {
        if p.row > 0 { return IndexPath(row: p.row - 1, section: p.section) }
        var s = p.section - 1
        while s >= 0 {
            let n = table.heights.numberOfRows(inSection: s)
            if n > 0 { return IndexPath(row: n - 1, section: s) }
            s -= 1
        }
        return nil
    }
}
