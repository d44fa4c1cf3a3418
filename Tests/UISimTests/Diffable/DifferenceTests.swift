// DifferenceTests: the batch a diffable apply replays (rules 16.5, 16.13–16.15) — random pairs of
// states must give a batch that passes the list's own check and maps every kept identifier to
// its new place; small cases pin the batch itself.
import Testing
@testable import UISim

@Suite struct DifferenceTests {
    typealias State = (sections: [Int], items: [[Int]])

    /// A random state: up to 5 sections named from 0..<8, items named from 100..<140, each once.
    static func randomState(_ rng: inout SplitMix) -> State {
        let sections = Array((0..<8).shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng)))
        var items = Array((100..<140).shuffled(using: &rng).prefix(Int.random(in: 0...25, using: &rng)))
        var rows: [[Int]] = sections.map { _ in [] }
        guard !sections.isEmpty else { return (sections, rows) }
        while let item = items.popLast() { rows[Int.random(in: 0..<sections.count, using: &rng)].append(item) }
        return (sections, rows)
    }

    /// A state near `old`: some sections and items kept, reordered a little, some new.
    static func nearState(_ old: State, _ rng: inout SplitMix) -> State {
        if Bool.random(using: &rng) && Int.random(in: 0..<4, using: &rng) == 0 { return randomState(&rng) }
        var sections = old.sections.filter { _ in Int.random(in: 0..<6, using: &rng) > 0 }
        for id in 0..<8 where !sections.contains(id) && Int.random(in: 0..<8, using: &rng) == 0 {
            sections.insert(id, at: Int.random(in: 0...sections.count, using: &rng))
        }
        if sections.count > 1 && Bool.random(using: &rng) { sections.swapAt(0, sections.count - 1) }
        var items = old.items.flatMap { $0 }.filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }
        for id in 100..<140 where !items.contains(id) && Int.random(in: 0..<10, using: &rng) == 0 {
            items.insert(id, at: Int.random(in: 0...items.count, using: &rng))
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) where items.count > 1 {
            items.swapAt(Int.random(in: 0..<items.count, using: &rng), Int.random(in: 0..<items.count, using: &rng))
        }
        var rows: [[Int]] = sections.map { _ in [] }
        guard !sections.isEmpty else { return (sections, rows) }
        // most items stay in the section of the same name when it is still there
        var oldSection = [Int: Int]()
        for (s, r) in old.items.enumerated() { for i in r { oldSection[i] = old.sections[s] } }
        for item in items {
            if let name = oldSection[item], let t = sections.firstIndex(of: name), Int.random(in: 0..<5, using: &rng) > 0 {
                rows[t].append(item)
            } else {
                rows[Int.random(in: 0..<sections.count, using: &rng)].append(item)
            }
        }
        return (sections, rows)
    }

    static func paths(_ s: State) -> [Int: IndexPath] {
        var d = [Int: IndexPath]()
        for (t, r) in s.items.enumerated() { for (row, i) in r.enumerated() { d[i] = IndexPath(row: row, section: t) } }
        return d
    }

    /// Rule 16.5: for 10 000 seeded random pairs the batch passes `plan` and carries every kept
    /// identifier to its new path; reloads and reconfigures follow rule 16.15.
    @Test func randomPairsGiveValidBatchesThatFollowIdentifiers() throws {
        var rng = SplitMix(state: 0xD1FF_AB1E)
        var seen = (moves: 0, crossSection: 0, sectionMoves: 0, reloads: 0, reconfigures: 0)
        for _ in 0..<10_000 {
            let old = Self.randomState(&rng)
            let new = Self.nearState(old, &rng)
            let newItems = new.items.flatMap { $0 }
            let reloaded = Set(newItems.filter { _ in Int.random(in: 0..<8, using: &rng) == 0 })
            let reconfigured = Set(newItems.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 })
            let reloadedSections = Set(new.sections.filter { _ in Int.random(in: 0..<10, using: &rng) == 0 })
            let d = DiffableDifference(kind: .table, from: old.sections, old.items, to: new.sections, new.items,
                                       reloadedItems: reloaded, reconfiguredItems: reconfigured,
                                       reloadedSections: reloadedSections)
            let plan = try d.updates.plan(before: old.items.map(\.count), after: new.items.map(\.count))
            if !d.updates.moves.isEmpty { seen.moves += 1 }
            if d.updates.moves.contains(where: { $0.from.section != $0.to.section }) { seen.crossSection += 1 }
            if !d.updates.sectionMoves.isEmpty { seen.sectionMoves += 1 }
            if !d.updates.reloadedRows.isEmpty || !d.updates.reloadedSections.isEmpty { seen.reloads += 1 }
            if !d.reconfigured.isEmpty { seen.reconfigures += 1 }
            let oldPaths = Self.paths(old), newPaths = Self.paths(new)
            func continues(_ section: Int) -> Bool {
                old.sections.contains(section) && new.sections.contains(section) && !reloadedSections.contains(section)
            }
            var expectedReconfigured: [IndexPath] = []
            for (item, p) in oldPaths {
                guard let q = newPaths[item],
                      continues(old.sections[p.section]), continues(new.sections[q.section]) else {
                    #expect(plan.fate(ofOld: p) == .deleted, "item \(item) \(old) -> \(new)")
                    continue
                }
                if reloaded.contains(item) {
                    #expect(plan.fate(ofOld: p) == .reloaded(q) || plan.fate(ofOld: p) == .deleted)
                    #expect(plan.source(ofNew: q) == .new)
                } else {
                    #expect(plan.newIndexPath(forOld: p) == q, "item \(item) \(old) -> \(new)")
                    #expect(plan.source(ofNew: q) == .old(p))
                    if reconfigured.contains(item) { expectedReconfigured.append(q) }
                }
            }
            for (item, q) in newPaths where oldPaths[item] == nil { #expect(plan.source(ofNew: q) == .new) }
            #expect(Set(d.reconfigured) == Set(expectedReconfigured))
            #expect(d.reconfigured.count == expectedReconfigured.count)
        }
        // the pairs exercise every kind of change, not only inserts and deletes
        #expect(seen.moves > 1_000 && seen.crossSection > 500 && seen.sectionMoves > 500)
        #expect(seen.reloads > 1_000 && seen.reconfigures > 1_000)
    }

    /// Rule 16.2: re-applying the same state is an empty batch.
    @Test func sameStateIsAnEmptyBatch() {
        let d = DiffableDifference(kind: .table, from: ["a", "b"], [[1, 2], [3]], to: ["a", "b"], [[1, 2], [3]])
        #expect(d.updates.isEmpty)
        #expect(d.reconfigured.isEmpty)
    }

    /// Rule 16.5: inserting one item and deleting another is exactly that batch; the rest stay.
    @Test func insertAndDeleteAreExact() {
        let d = DiffableDifference(kind: .table, from: ["m"], [["a", "b", "c"]], to: ["m"], [["new", "a", "b"]])
        #expect(d.updates.insertedRows == [IndexPath(row: 0, section: 0)])
        #expect(d.updates.deletedRows == [IndexPath(row: 2, section: 0)])
        #expect(d.updates.moves.isEmpty)
    }

    /// Rule 16.5 [SIM]: the fewest moves — moving the last item first is one move, not two.
    @Test func oneMoveForOneItemMoved() {
        let d = DiffableDifference(kind: .collection, from: [0], [[1, 2, 3, 4]], to: [0], [[4, 1, 2, 3]])
        #expect(d.updates.moves == [BatchUpdates.Move(from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))])
        let s = DiffableDifference(kind: .collection, from: [0, 1, 2], [[Int](), [], []], to: [2, 0, 1], [[Int](), [], []])
        #expect(s.updates.sectionMoves == [BatchUpdates.SectionMove(from: 2, to: 0)])
    }

    /// Rule 16.15: a reloaded item in place is a reload; reloaded and moved is delete + insert;
    /// reconfigured and reloaded is only reloaded; reconfigured and moved is listed at its new path.
    @Test func reloadWinsOverReconfigureAndNeverMoves() {
        let d = DiffableDifference(kind: .table, from: [0], [[1, 2, 3]], to: [0], [[3, 1, 2]],
                                   reloadedItems: [1, 3], reconfiguredItems: [1, 2])
        #expect(d.updates.reloadedRows == [IndexPath(row: 0, section: 0)])
        #expect(d.updates.deletedRows == [IndexPath(row: 2, section: 0)])
        #expect(d.updates.insertedRows == [IndexPath(row: 0, section: 0)])
        #expect(d.updates.moves.isEmpty)
        #expect(d.reconfigured == [IndexPath(row: 2, section: 0)])
        let m = DiffableDifference(kind: .table, from: [0], [[1, 2, 3]], to: [0], [[3, 1, 2]], reconfiguredItems: [3])
        #expect(m.reconfigured == [IndexPath(row: 0, section: 0)])
    }

    /// Rule 16.15: a reloaded section that stays is `reloadSections`; one that moves is deleted
    /// and inserted; items moving out of a reloaded section are inserted, not moved.
    @Test func reloadedSections() throws {
        let d = DiffableDifference(kind: .table, from: ["a", "b"], [[1, 2], [3]], to: ["a", "b"], [[1], [3, 2]],
                                   reloadedSections: ["a"])
        #expect(d.updates.reloadedSections == [0])
        #expect(d.updates.insertedRows == [IndexPath(row: 1, section: 1)])
        #expect(d.updates.moves.isEmpty)
        _ = try d.updates.plan(before: [2, 1], after: [1, 2])
        let m = DiffableDifference(kind: .table, from: ["a", "b"], [[1], [2]], to: ["b", "a"], [[2], [1]],
                                   reloadedSections: ["b"])
        #expect(m.updates.deletedSections == [1])
        #expect(m.updates.insertedSections == [0])
        _ = try m.updates.plan(before: [1, 1], after: [1, 1])
    }

    /// The longest increasing run is a longest one.
    @Test func longestIncreasingRun() {
        #expect(DiffableDifference.longestIncreasingRun([3, 0, 1, 2]) == [false, true, true, true])
        #expect(DiffableDifference.longestIncreasingRun([]) == [])
        #expect(DiffableDifference.longestIncreasingRun([2, 1, 0]).filter { $0 }.count == 1)
    }
}
