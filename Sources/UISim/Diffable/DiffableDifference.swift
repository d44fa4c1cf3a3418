// DiffableDifference: the one batch update that turns a diffable list's current state into the
// snapshot being applied (rules 16.5, 16.13–16.15).

/// The difference between two diffable states, as the batch update a list replays.
///
/// UIKit computes it inside `apply` and hands the list one batch (rule 16.5): identifiers
/// present on both sides keep their rows (and cells), the others are deleted or inserted, and
/// kept ones that changed place move. Which kept ones "move" when several answers are possible
/// is not published [UNK]; the model keeps in place the longest run whose old order survives (a
/// longest increasing subsequence of old positions, per section, and the same for sections) and
/// moves the rest: the fewest moves, deterministic, O(n log n) [SIM].
///
/// The marks of the applied snapshot come in as sets: a reloaded item that stays in place is a
/// `reload`, one that also moves is a delete plus an insert (a move and a reload of the same row
/// is rule 2.3's exception); a reloaded section that stays is `reloadSections`, one that moves is
/// deleted and inserted; reconfigured items that keep their cell are listed at their paths after
/// the batch, reload winning over reconfigure (rule 16.15).
///
/// The batch always passes `BatchUpdates.plan(before:after:)` with the two sides' counts, and the
/// plan maps every kept identifier's old path to its new one — the property
/// `DifferenceTests` checks on random pairs.
public struct DiffableDifference: Sendable, Equatable {
    /// The batch to replay, paths as `BatchUpdates` expects them (deletes and reloads before,
    /// inserts after, moves from before to after).
    public var updates: BatchUpdates
    /// Items to reconfigure once the batch is applied, at their paths after it, in order.
    public var reconfigured: [IndexPath]

    /// The difference from one state to another, both given as section identifiers and the
    /// item identifiers of each section (identifiers unique within a side, as a snapshot keeps
    /// them; a repeated one counts at its first place).
    ///
    /// - Parameters:
    ///   - kind: the list's kind (whose words the batch's errors would use).
    ///   - reloadedItems, reconfiguredItems, reloadedSections: the marks of the applied
    ///     snapshot; marks naming identifiers that are new or gone change nothing.
    public init<Section: Hashable, Item: Hashable>(
        kind: ListKind,
        from oldSections: [Section], _ oldItems: [[Item]],
        to newSections: [Section], _ newItems: [[Item]],
        reloadedItems: Set<Item> = [], reconfiguredItems: Set<Item> = [], reloadedSections: Set<Section> = []
    ) {
        var u = BatchUpdates(kind: kind)
        let sections = Self.diffSections(from: oldSections, to: newSections, reloaded: reloadedSections, into: &u)
        var oldPaths = [Item: IndexPath]()
        for (s, items) in oldItems.enumerated() where s < oldSections.count {
            for (r, item) in items.enumerated() where oldPaths[item] == nil { oldPaths[item] = IndexPath(row: r, section: s) }
        }
        var handled = Set<Item>()
        var reconfigured: [IndexPath] = []
        for (t, items) in newItems.enumerated() where t < newSections.count {
            guard let s = sections.origin[t] else {
                // inserted or reloaded section: its rows come with it; the old ones are deleted below
                continue
            }
            // the rows coming from the same old section, in new order, by their old rows
            var candidates: [(row: Int, old: Int)] = []
            for (r, item) in items.enumerated() {
                if let p = oldPaths[item], p.section == s { candidates.append((r, p.row)) }
            }
            let stays = Self.longestIncreasingRun(candidates.map(\.old))
            var staying = Set<Int>()
            for (k, c) in candidates.enumerated() where stays[k] { staying.insert(c.row) }
            for (r, item) in items.enumerated() {
                let q = IndexPath(row: r, section: t)
                guard handled.insert(item).inserted else { continue }
                guard let p = oldPaths[item], sections.survives[p.section] else {
                    u.insert([q])
                    continue
                }
                let reload = reloadedItems.contains(item)
                if staying.contains(r) {
                    if reload { u.reload([p]) }
                } else if reload {
                    u.delete([p])
                    u.insert([q])
                } else {
                    u.move(p, to: q)
                }
                if !reload && reconfiguredItems.contains(item) { reconfigured.append(q) }
            }
        }
        for (item, p) in oldPaths where sections.survives[p.section] && !handled.contains(item) {
            u.delete([p])
        }
        updates = u
        self.reconfigured = reconfigured
    }

    // MARK: - Sections

    /// What became of the sections: per old section whether its rows live on, per new section
    /// the old section whose rows it continues (nil: inserted or reloaded).
    struct SectionOutcome {
        var survives: [Bool]
        var origin: [Int?]
    }

    /// Records the section deletes, inserts, moves and reloads, and returns where rows can go.
    private static func diffSections<Section: Hashable>(from old: [Section], to new: [Section],
                                                        reloaded: Set<Section>,
                                                        into u: inout BatchUpdates) -> SectionOutcome {
        var oldIndex = [Section: Int]()
        for (s, id) in old.enumerated() where oldIndex[id] == nil { oldIndex[id] = s }
        var outcome = SectionOutcome(survives: Array(repeating: false, count: old.count),
                                     origin: Array(repeating: nil, count: new.count))
        var pairs: [(new: Int, old: Int)] = []
        var seen = Set<Section>()
        for (t, id) in new.enumerated() {
            guard seen.insert(id).inserted, let s = oldIndex[id] else {
                u.insertSections([t])
                continue
            }
            pairs.append((t, s))
        }
        let stays = longestIncreasingRun(pairs.map(\.old))
        var present = Array(repeating: false, count: old.count)
        for (k, pair) in pairs.enumerated() {
            present[pair.old] = true
            let reload = reloaded.contains(new[pair.new])
            switch (stays[k], reload) {
            case (true, true):
                u.reloadSections([pair.old])
            case (false, true):
                u.deleteSections([pair.old])
                u.insertSections([pair.new])
            case (true, false):
                outcome.survives[pair.old] = true
                outcome.origin[pair.new] = pair.old
            case (false, false):
                u.moveSection(pair.old, to: pair.new)
                outcome.survives[pair.old] = true
                outcome.origin[pair.new] = pair.old
            }
        }
        for s in old.indices where !present[s] { u.deleteSections([s]) }
        return outcome
    }

    // MARK: - Longest increasing run

    /// Marks the elements of one longest strictly increasing subsequence of `values`.
    ///
    /// Patience sorting with back links; among equally long runs the one ending lowest is kept,
    /// so the answer is deterministic.
    /// - Complexity: O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []          // index into `values` of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            let lo = tails.partitionPoint { values[$0] < v }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var marks = Array(repeating: false, count: values.count)
        var i = tails.last ?? -1
        while i >= 0 {
            marks[i] = true
            i = previous[i]
        }
        return marks
    }
}
