// SnapshotPropertyTests: random edit sequences on Int identifiers (seeded) keep the snapshot's
// index maps consistent with its arrays, leave it unchanged when an edit throws, and put the
// identifiers where rule 16.3 says (rules 16.3, 16.20-16.22).
import Testing
@testable import UISim

@Suite struct SnapshotPropertyTests {
    typealias S = DiffableSnapshot<Int, Int>

    /// Every lookup agrees with the arrays: index maps, counts, `indexOfItem`, uniqueness.
    static func checkConsistent(_ s: S) -> Bool {
        var flat = 0, seen = Set<Int>()
        guard s.sectionItems.count == s.sectionIdentifiers.count, s.sectionIndex.count == s.sectionIdentifiers.count,
              Set(s.sectionIdentifiers).count == s.sectionIdentifiers.count else { return false }
        for (n, section) in s.sectionIdentifiers.enumerated() {
            guard s.indexOfSection(section) == n else { return false }
            for (i, item) in s.sectionItems[n].enumerated() {
                guard seen.insert(item).inserted, s.location(ofItem: item) == S.Location(section: n, item: i),
                      s.indexOfItem(item) == flat, s.sectionIdentifier(containingItem: item) == section else { return false }
                flat += 1
            }
        }
        return s.numberOfItems == flat && s.itemLocation.count == flat && s.itemIdentifiers.count == flat
            && s.reloadedItemIdentifiers.allSatisfy(s.contains(item:))
            && s.reconfiguredItemIdentifiers.allSatisfy(s.contains(item:))
            && s.reloadedSectionIdentifiers.allSatisfy(s.contains(section:))
    }

    /// A few identifiers from a small pool (so repeats, known and unknown ones all happen).
    static func ids(_ rng: inout SplitMix, _ pool: Range<Int>) -> [Int] {
        (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: pool, using: &rng) }
    }

    /// One random edit; checks its postcondition when it succeeds.
    static func step(_ s: inout S, _ rng: inout SplitMix) throws(UIKitException) {
        let items = ids(&rng, 0..<24), sections = ids(&rng, 100..<106)
        let item = Int.random(in: 0..<24, using: &rng), section = Int.random(in: 100..<106, using: &rng)
        let placement: S.Placement = Bool.random(using: &rng) ? .before : .after
        switch Int.random(in: 0..<13, using: &rng) {
        case 0:
            try s.appendSections(sections)
            #expect(Array(s.sectionIdentifiers.suffix(sections.count)) == sections)
        case 1:
            try s.insertSections(sections, section, placement)
            let at = s.indexOfSection(section) ?? -1
            let range = placement == .before ? (at - sections.count)..<at : (at + 1)..<(at + 1 + sections.count)
            #expect(Array(s.sectionIdentifiers[range]) == sections)
        case 2:
            s.deleteSections(sections)
            #expect(sections.allSatisfy { !s.contains(section: $0) })
        case 3:
            try s.moveSection(section, Int.random(in: 100..<106, using: &rng), placement)
        case 4:
            let to: Int? = Bool.random(using: &rng) ? section : nil
            try s.appendItems(items, toSection: to)
            let target = to.flatMap(s.indexOfSection) ?? s.numberOfSections - 1
            #expect(Array(s.itemIdentifiers(inSection: target).suffix(items.count)) == items)
        case 5:
            try s.insertItems(items, item, placement)
            let all = s.itemIdentifiers, at = all.firstIndex(of: item) ?? -1
            let range = placement == .before ? (at - items.count)..<at : (at + 1)..<(at + 1 + items.count)
            #expect(Array(all[range]) == items)
            let target = s.sectionIdentifier(containingItem: item)
            #expect(items.allSatisfy { s.sectionIdentifier(containingItem: $0) == target })
        case 6:
            s.deleteItems(items)
            #expect(items.allSatisfy { !s.contains(item: $0) })
        case 7:
            let to = Int.random(in: 0..<24, using: &rng)
            try s.moveItem(item, to, placement)
            let all = s.itemIdentifiers
            #expect(all.firstIndex(of: item) == (all.firstIndex(of: to) ?? -9) + (placement == .before ? -1 : 1))
        case 8: try s.reloadItems(items)
        case 9: try s.reconfigureItems(items)
        case 10: try s.reloadSections(sections)
        case 11: if Int.random(in: 0..<8, using: &rng) == 0 { s.deleteAllItems() }
        default: s.clearMarks()
        }
    }

    @Test func rule16_3_randomEditsKeepTheIndexMapsConsistent() {
        var thrown = 0, done = 0
        for seed in 0..<60 as Range<UInt64> {
            var rng = SplitMix(state: seed), s = S()
            for _ in 0..<300 {
                let before = s, marks = (s.reloadedItemIdentifiers, s.reconfiguredItemIdentifiers, s.reloadedSectionIdentifiers)
                do throws(UIKitException) {
                    try Self.step(&s, &rng)
                    done += 1
                } catch {
                    thrown += 1
                    // rules 16.20-16.22: validate, then mutate
                    #expect(s == before && s.sectionItems == before.sectionItems)
                    #expect(s.reloadedItemIdentifiers == marks.0 && s.reconfiguredItemIdentifiers == marks.1
                        && s.reloadedSectionIdentifiers == marks.2)
                }
                #expect(Self.checkConsistent(s), "seed \(seed)")
            }
        }
        // the pool makes both outcomes common: the test exercises edits and refusals
        #expect(thrown > 1000 && done > 1000)
    }
}
