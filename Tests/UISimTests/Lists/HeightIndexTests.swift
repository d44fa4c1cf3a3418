// HeightIndexTests: row geometry in a Fenwick tree — offsets, lookups, estimates
// (rules 2.15–2.18).
import Testing
@testable import UISim

@Suite struct HeightIndexTests {
    /// Sections with headers 10 and footers 5, row r of section s measured at `20 + r + s`.
    func sample(_ counts: [Int]) -> HeightIndex {
        HeightIndex(rowCounts: counts, header: { _ in 10 }, footer: { _ in 5 }) { s, emit in
            for r in 0..<counts[s] { emit(.measured(Double(20 + r + s))) }
        }
    }

    // rule 2.18
    @Test func offsetsIncludeHeadersRowsAndFooters() {
        let h = sample([3, 2])
        #expect(h.offset(ofRow: ip(0, 0)) == 10)
        #expect(h.offset(ofRow: ip(2, 0)) == 10 + 20 + 21)
        #expect(h.offset(ofSection: 1) == 10 + 63 + 5)
        #expect(h.offset(ofRow: ip(1, 1)) == 78 + 10 + 21)
        #expect(h.totalHeight == 78 + 10 + 21 + 22 + 5)
        #expect(h.height(ofSection: 1) == 58)
    }

    // Found by scripts/soak: 1,000,017 rows of 1e308 points sum to infinity, and the internal
    // checks compared infinities by difference (inf - inf is NaN) and trapped.
    @Test func heightsWhoseSumOverflowsPassTheInternalChecks() {
        for counts in [[17, 1], [1_000_000, 17]] {
            let h = HeightIndex(rowCounts: counts, header: { _ in 0 }, footer: { _ in 0 }) { s, emit in
                for _ in 0..<counts[s] { emit(.measured(1e308)) }
            }
            h._checkInvariants()
            #expect(h.totalHeight == .infinity)
            #expect(h.offset(ofRow: ip(0, 0)) == 0)
        }
    }

    @Test func placesAtOffsets() {
        let h = sample([3, 2])
        #expect(h.place(atOffset: 0) == .header(0))
        #expect(h.place(atOffset: 10) == .row(ip(0, 0)))
        #expect(h.place(atOffset: 29.9) == .row(ip(0, 0)))
        #expect(h.place(atOffset: 30) == .row(ip(1, 0)))
        #expect(h.place(atOffset: 74) == .footer(0))
        #expect(h.place(atOffset: 78) == .header(1))
        #expect(h.place(atOffset: h.totalHeight) == nil)
        #expect(h.place(atOffset: -1) == nil)
        #expect(h.row(atOffset: 74) == nil)
    }

    @Test func zeroHeightSlotsAreNeverFound() {
        let h = HeightIndex(rowCounts: [3], header: { _ in 0 }, footer: { _ in 0 }) { _, emit in
            emit(.measured(10)); emit(.measured(0)); emit(.measured(10))
        }
        #expect(h.row(atOffset: 10) == ip(2))
        #expect(h.rows(in: 0, 20) == [ip(0), ip(2)])
    }

    @Test func heightChangesMoveEverythingBelow() {
        var h = sample([3, 2])
        h.setHeight(100, forRow: ip(1, 0))
        #expect(h.offset(ofRow: ip(2, 0)) == 10 + 20 + 100)
        #expect(h.offset(ofRow: ip(0, 1)) == 10 + 20 + 100 + 22 + 5 + 10)
        #expect(h.row(atOffset: 129) == ip(1, 0))
    }

    // rule 2.17
    @Test func estimatesCountUntilMeasured() {
        var h = HeightIndex(rowCounts: [4], header: { _ in 0 }, footer: { _ in 0 }) { _, emit in
            for _ in 0..<4 { emit(.estimated(50)) }
        }
        #expect(h.estimatedRowCount == 4 && h.totalHeight == 200)
        h.setHeight(30, forRow: ip(1))
        #expect(h.extent(ofRow: ip(1)) == .measured(30))
        #expect(h.extent(ofRow: ip(2)) == .estimated(50))
        #expect(h.estimatedRowCount == 3 && h.totalHeight == 180)
        h.forgetMeasurements()
        #expect(h.extent(ofRow: ip(1)) == .estimated(30))       // keeps its last height
        #expect(h.estimatedRowCount == 4 && h.totalHeight == 180)
        h.setEstimate(0, forRow: ip(0))                          // 0 means: measured, empty
        #expect(h.extent(ofRow: ip(0)) == .measured(0))
    }

    // rule 2.15: [SIM] bad heights count as 0
    @Test func badHeightsCountAsZeroSimulationChoice() {
        let h = HeightIndex(rowCounts: [3], header: { _ in -5 }, footer: { _ in .nan }) { _, emit in
            emit(.measured(-1)); emit(.measured(.infinity)); emit(.estimated(-3))
        }
        #expect(h.totalHeight == 0 && h.estimatedRowCount == 0)
    }

    @Test func sixteenBytesPerRow() {
        #expect(HeightIndex.bytesPerSlot == 16)
    }

    @Test func randomChangesAgreeWithBruteForce() {
        var rng = SplitMix(state: 42)
        let counts = [37, 0, 64, 5]
        var heights: [[Double]] = counts.map { n in (0..<n).map { _ in Double(Int.random(in: 0...60, using: &rng)) } }
        var h = HeightIndex(rowCounts: counts, header: { _ in 8 }, footer: { _ in 0 }) { s, emit in
            for v in heights[s] { emit(.measured(v)) }
        }
        for step in 0..<200 {
            let s = [0, 2, 3].randomElement(using: &rng) ?? 0
            let r = Int.random(in: 0..<counts[s], using: &rng)
            let v = Double(Int.random(in: 0...60, using: &rng))
            heights[s][r] = v
            h.setHeight(v, forRow: ip(r, s))
            var y = 0.0
            for (t, rows) in heights.enumerated() {
                y += 8
                for (k, height) in rows.enumerated() {
                    #expect(h.offset(ofRow: ip(k, t)) == y, "step \(step) row \(ip(k, t))")
                    if height > 0 { #expect(h.row(atOffset: y + height / 2) == ip(k, t), "step \(step)") }
                    y += height
                }
            }
        }
        h._checkInvariants()
    }
}
