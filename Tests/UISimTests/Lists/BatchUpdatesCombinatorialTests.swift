// BatchUpdatesCombinatorialTests: random valid batches against a reference model of UIKit's
// rules 2.2 and 2.3, and the count check catching every wrong count (rule 2.7).
import Testing
@testable import UISim

/// A small deterministic generator (SplitMix64), so every run tests the same batches.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A row in the reference model: an old row by its path before the batch, a reloaded row (new
/// content in a survivor's place), or an inserted row.
enum RefRow: Equatable { case old(IndexPath), reloaded, new }

@Suite struct BatchUpdatesCombinatorialTests {
    /// Builds a random valid batch the way UIKit reads it: remove deletes and move sources by
    /// their old paths, reload in place, then place inserts and move destinations so that their
    /// paths are final. Returns the batch and the final table it must produce.
    static func randomBatch(_ rng: inout SplitMix, before: [Int]) -> (BatchUpdates, [[RefRow]]) {
        var u = BatchUpdates(kind: .table)
        var sections: [[RefRow]] = before.enumerated().map { s, n in (0..<n).map { .old(ip($0, s)) } }
        var moving: [IndexPath] = []
        for s in sections.indices {
            for r in (0..<before[s]).reversed() {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: u.delete([ip(r, s)]); sections[s].remove(at: r)
                case 1: u.reload([ip(r, s)]); sections[s][r] = .reloaded
                case 2: moving.append(ip(r, s)); sections[s].remove(at: r)
                default: break
                }
            }
        }
        var arriving: [RefRow] = moving.map { .old($0) }
        arriving += Array(repeating: .new, count: Int.random(in: 0...3, using: &rng))
        arriving.shuffle(using: &rng)
        for row in arriving {
            let s = Int.random(in: 0..<sections.count, using: &rng)
            sections[s].insert(row, at: Int.random(in: 0...sections[s].count, using: &rng))
        }
        for (s, rows) in sections.enumerated() {
            for (r, row) in rows.enumerated() {
                switch row {
                case .old(let p) where moving.contains(p): u.move(p, to: ip(r, s))
                case .new: u.insert([ip(r, s)])
                default: break
                }
            }
        }
        return (u, sections)
    }

    @Test func randomBatchesMatchTheReferenceModel() throws {
        var rng = SplitMix(state: 0xA1_0A5D)
        seedLoop: for seed in 0..<300 {
            let before = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...8, using: &rng) }
            var (u, reference) = Self.randomBatch(&rng, before: before)
            let expected = reference.map { $0.map { $0 == .reloaded ? RefRow.new : $0 } }
            let after = expected.map(\.count)
            let plan: BatchUpdates.Plan
            do {
                plan = try u.plan(before: before, after: after)
            } catch {
                Issue.record("seed \(seed): valid batch rejected: \(error.reason)")
                continue seedLoop
            }
            for t in after.indices {
                var got: [RefRow] = []
                plan.forEachRow(inNewSection: t) { _, source in
                    switch source {
                    case .old(let p): got.append(.old(p))
                    case .new: got.append(.new)
                    }
                }
                #expect(got == expected[t], "seed \(seed) section \(t): before \(before)")
                for (r, row) in expected[t].enumerated() {
                    if case .old(let p) = row {
                        #expect(plan.newIndexPath(forOld: p) == ip(r, t), "seed \(seed) old \(p)")
                        #expect(plan.source(ofNew: ip(r, t)) == .old(p), "seed \(seed) new \(ip(r, t))")
                    }
                }
            }
            // every wrong count is caught
            for t in after.indices {
                var wrong = after
                wrong[t] += 1
                #expect(throws: UIKitException.self, "seed \(seed) section \(t) + 1") {
                    _ = try u.plan(before: before, after: wrong)
                }
            }
            u.reset()
        }
    }
}
