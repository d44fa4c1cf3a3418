// BatchUpdates+Validation: the consistency check UIKit runs when a batch ends, in UIKit's order,
// and the plan it yields.

extension BatchUpdates {
    /// Checks the batch against the list's counts and plans how old rows become new ones.
    ///
    /// The checks run in this order, and the first failure is thrown:
    /// 1. section ranges: deleted, reloaded and moved-from sections exist before the batch,
    ///    inserted and moved-to sections exist after it;
    /// 2. section conflicts: no section is deleted, reloaded or moved twice, and no two
    ///    inserts or moves land on the same index;
    /// 3. the section count: `after == before + inserted − deleted` (rule 2.7);
    /// 4. row ranges, deletes and reloads first, then moves, then inserts (rule 2.8: raised
    ///    before the count check);
    /// 5. row conflicts (a moved and reloaded row: rule 2.3);
    /// 6. the row count of every section that exists before and after, lowest final section
    ///    first: `after == before + inserted − deleted + movedIn − movedOut`, a reload counting
    ///    as one delete and one insert (rules 1.22, 2.7).
    ///
    /// Row changes inside a section that the batch deletes, reloads or inserts are subsumed by
    /// the section change and not counted.
    ///
    /// - Parameters:
    ///   - before: rows (items) per section when the batch began, as the list remembered them
    ///     from its last reload or update (rule 2.6).
    ///   - after: rows (items) per section now, from the data source.
    /// - Returns: the plan that maps index paths through the batch.
    /// - Throws: `UIKitException` with UIKit's reason (rule 2.8).
    /// - Complexity: O(u log u + S) for u recorded changes and S sections.
    public func plan(before: [Int], after: [Int]) throws(UIKitException) -> Plan {
        let sections = try planSections(before: before.count, after: after.count)
        try checkRowRanges(before: before, after: after)
        try checkRowConflicts(sections)
        try checkRowCounts(before: before, after: after, sections: sections)
        return Plan(kind: kind, rowsBefore: before, rowsAfter: after, sections: sections, updates: self)
    }

    // MARK: - Sections

    /// Steps 1–3, and the section map: fates of old sections and the origin of new ones.
    private func planSections(before s0: Int, after s1: Int) throws(UIKitException) -> Plan.SectionMap {
        for s in deletedSections.union(reloadedSections).sorted() where !(0..<s0).contains(s) {
            throw .deleteSectionOutOfRange(kind, section: s, count: s0)
        }
        for m in sectionMoves where !(0..<s0).contains(m.from) || !(0..<s1).contains(m.to) {
            throw .moveSectionOutOfRange(kind, from: m.from, to: m.to, before: s0, after: s1)
        }
        for t in insertedSections.sorted() where !(0..<s1).contains(t) {
            throw .insertSectionOutOfRange(kind, section: t, count: s1)
        }
        var oldUses = [Int](repeating: 0, count: s0)
        for s in deletedSections { oldUses[s] += 1 }
        for s in reloadedSections { oldUses[s] += 1 }
        for m in sectionMoves { oldUses[m.from] += 1 }
        if let s = oldUses.indices.first(where: { oldUses[$0] > 1 }) { throw .conflictingSectionUpdates(section: s) }
        var newUses = [Int](repeating: 0, count: s1)
        for t in insertedSections { newUses[t] += 1 }
        for m in sectionMoves { newUses[m.to] += 1 }
        if let t = newUses.indices.first(where: { newUses[$0] > 1 }) { throw .conflictingSectionDestinations(section: t) }

        let expected = s0 + insertedSections.count - deletedSections.count
        guard s1 == expected else {
            throw .invalidNumberOfSections(kind, after: s1, before: s0,
                                           inserted: insertedSections.count + reloadedSections.count,
                                           deleted: deletedSections.count + reloadedSections.count)
        }

        // Fixed new positions (inserts, move destinations); survivors fill the rest in order.
        var map = Plan.SectionMap(old: Array(repeating: .deleted, count: s0),
                                  new: Array(repeating: .inserted, count: s1))
        for m in sectionMoves {
            map.old[m.from] = .moved(m.to)
            map.new[m.to] = .old(m.from)
        }
        var t = 0
        for s in 0..<s0 where oldUses[s] == 0 || reloadedSections.contains(s) {
            while t < s1 && newUses[t] > 0 { t += 1 }
            let reloaded = reloadedSections.contains(s)
            map.old[s] = reloaded ? .reloaded(t) : .kept(t)
            map.new[t] = reloaded ? .inserted : .old(s)
            t += 1
        }
        return map
    }

    // MARK: - Rows

    /// Step 4: every path names a row that exists on its side of the batch.
    private func checkRowRanges(before: [Int], after: [Int]) throws(UIKitException) {
        func count(_ counts: [Int], _ s: Int) -> Int { counts.indices.contains(s) ? counts[s] : 0 }
        for p in deletedRows.union(reloadedRows).sorted() where !(0..<count(before, p.section)).contains(p.row) {
            throw .deleteRowOutOfRange(kind, row: p.row, section: p.section, count: count(before, p.section))
        }
        for m in moves {
            if !(0..<count(before, m.from.section)).contains(m.from.row) {
                throw .moveSourceOutOfRange(kind, m.from, count: count(before, m.from.section))
            }
            if !(0..<count(after, m.to.section)).contains(m.to.row) {
                throw .moveDestinationOutOfRange(kind, m.to, count: count(after, m.to.section))
            }
        }
        for p in insertedRows.sorted() where !(0..<count(after, p.section)).contains(p.row) {
            throw .insertRowOutOfRange(kind, row: p.row, section: p.section, count: count(after, p.section))
        }
    }

    /// Step 5: no row gets two changes that cannot both be animated.
    private func checkRowConflicts(_ sections: Plan.SectionMap) throws(UIKitException) {
        if let p = deletedRows.intersection(reloadedRows).min() { throw .deleteAndReloadSamePath(p) }
        var sources: Set<IndexPath> = [], destinations: Set<IndexPath> = []
        for m in moves.sorted(by: { $0.from < $1.from }) {
            if deletedRows.contains(m.from) { throw .deleteAndMoveSamePath(m.from) }
            if reloadedRows.contains(m.from) || !sources.insert(m.from).inserted { throw .twoAnimationsForCell }
            if !sections.old[m.from.section].survives { throw .moveFromDeletedSection(m.from) }
            if insertedRows.contains(m.to) { throw .insertAndMoveToSamePath(m.to) }
            if !destinations.insert(m.to).inserted { throw .twoMovesToSamePath(m.to) }
        }
    }

    /// Step 6: the arithmetic of rule 2.7 for every section present before and after.
    private func checkRowCounts(before: [Int], after: [Int], sections: Plan.SectionMap) throws(UIKitException) {
        var inserted = [Int: Int](), deleted = [Int: Int](), movedIn = [Int: Int](), movedOut = [Int: Int]()
        for p in insertedRows { inserted[p.section, default: 0] += 1 }
        for p in deletedRows { deleted[p.section, default: 0] += 1 }
        for p in reloadedRows {
            deleted[p.section, default: 0] += 1
            if let t = sections.old[p.section].newIndex { inserted[t, default: 0] += 1 }
        }
        for m in moves where sections.old[m.from.section].newIndex != m.to.section {
            movedOut[m.from.section, default: 0] += 1
            movedIn[m.to.section, default: 0] += 1
        }
        for (t, origin) in sections.new.enumerated() {
            guard case .old(let s) = origin else { continue }
            let ins = inserted[t] ?? 0, del = deleted[s] ?? 0, mIn = movedIn[t] ?? 0, mOut = movedOut[s] ?? 0
            if after[t] != before[s] + ins - del + mIn - mOut {
                throw .invalidNumberOfRows(kind, section: t, after: after[t], before: before[s], inserted: ins,
                                           deleted: del, movedIn: mIn, movedOut: mOut)
            }
        }
    }
}
