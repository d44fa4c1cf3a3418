// TransactionCompletionTests: a height change's completion through CATransaction —
// `begin`, `setCompletionBlock`, `beginUpdates`/`endUpdates`, `commit` (rule 2.13) — on the
// world's clock, and the Core Animation rules the block follows.
import Testing
@testable import UISim

@Suite("Row heights: the update's completion through CATransaction")
struct TransactionCompletionTests {
    /// Runs `beginUpdates()`/`endUpdates()` in a transaction whose block records the time since
    /// the start and row 1's height then.
    private func updateInTransaction(_ t: HeightTable, wrap: (() -> Void) -> Void = { $0() })
        -> (start: Double, doneAfter: () -> Double?, heightWhenDone: () -> Double?) {
        let start = t.world.time
        var doneAt: Double?
        var height: Double?
        wrap {
            t.world.beginTransaction()
            t.world.setTransactionCompletionBlock {
                doneAt = t.world.time
                height = t.fixture.cell(1)?.presentationFrame.height
            }
            t.update()
            t.world.commitTransaction()
        }
        return (start, { doneAt.map { $0 - start } }, { height })
    }

    // rule 2.13
    // rule 2.11
    @Test("the block runs when the height animation ends, 0.3 s later, not at the commit", arguments: HeightCase.all)
    func blockWaitsForTheUpdate(_ c: HeightCase) {
        let t = HeightTable(c)
        t.heights[1] = 144
        let r = updateInTransaction(t)
        #expect(r.doneAfter() == nil, "not at the commit: the update's animations are in the transaction")
        t.world.advance(by: 0.29)
        #expect(r.doneAfter() == nil, "not before the rows have stopped moving")
        t.world.advance(by: 0.02)
        expectClose(r.doneAfter() ?? .nan, 0.3, "block time")
        expectClose(r.heightWhenDone() ?? .nan, 144, "row height when the block runs")
    }

    // rule 2.13
    // rule 7.8
    @Test("inside an animation block the update, and so the block, take that block's duration", arguments: HeightCase.all)
    func blockFollowsTheEnclosingDuration(_ c: HeightCase) {
        let t = HeightTable(c)
        t.heights[1] = 144
        let r = updateInTransaction(t) { body in t.world.animate(withDuration: 0.8, animations: body) }
        t.world.advance(by: 0.5)
        #expect(r.doneAfter() == nil)
        t.world.advance(by: 0.5)
        expectClose(r.doneAfter() ?? .nan, 0.8, "block time")
    }

    // rule 2.13
    // rule 2.12
    @Test("with nothing animated the block runs at the commit", arguments: HeightCase.all)
    func noAnimationRunsAtCommit(_ c: HeightCase) {
        let t = HeightTable(c)
        t.heights[1] = 144
        let r = updateInTransaction(t) { body in t.world.performWithoutAnimation(body) }
        expectClose(r.doneAfter() ?? .nan, 0, "block time")
        expectClose(r.heightWhenDone() ?? .nan, 144, "row height")
    }

    // rule 2.13: the outer group waits for animations added inside a nested one
    @Test func nestedGroupsBothWait() {
        let t = HeightTable(HeightCase.all[0])
        t.heights[1] = 144
        let start = t.world.time
        var log: [(String, Double)] = []
        t.world.beginTransaction()
        t.world.setTransactionCompletionBlock { log.append(("outer", t.world.time - start)) }
        t.world.beginTransaction()
        t.world.setTransactionCompletionBlock { log.append(("inner", t.world.time - start)) }
        t.update()
        t.world.commitTransaction()
        t.world.commitTransaction()
        #expect(log.isEmpty)
        t.world.advance(by: 1)
        #expect(log.map(\.0).sorted() == ["inner", "outer"])
        for (name, at) in log { expectClose(at, 0.3, name) }
    }

    // rule 2.13: a block replaced before anything animated runs at once; the new one waits
    @Test func replacedBlockRunsAtOnce() {
        let t = HeightTable(HeightCase.all[0])
        t.heights[1] = 144
        var log: [String] = []
        t.world.beginTransaction()
        t.world.setTransactionCompletionBlock { log.append("first") }
        #expect(log.isEmpty)
        t.world.setTransactionCompletionBlock { log.append("second") }
        #expect(log == ["first"])
        t.update()
        t.world.commitTransaction()
        #expect(log == ["first"])
        t.world.advance(by: 0.3)
        #expect(log == ["first", "second"])
    }

    // rule 2.13: removed animations count as completed
    @Test func removedAnimationsReleaseTheBlock() throws {
        let t = HeightTable(HeightCase.all[0])
        t.heights[1] = 144
        var ran = false
        let start = t.world.time
        t.world.beginTransaction()
        t.world.setTransactionCompletionBlock { ran = true }
        t.update()
        t.world.commitTransaction()
        t.world.advance(by: 0.1)
        #expect(!ran)
        for l in t.world.animatedLayers.values { l.removeAllAnimations() }
        #expect(ran)
        expectClose(t.world.time - start, 0.1, "at once, at the removal")
    }

    // rule 2.13 [SIM]: outside begin/commit the block belongs to the implicit transaction
    @Test func implicitTransactionCommitsAtTheEndOfTheTurn() {
        let t = HeightTable(HeightCase.all[0])
        t.heights[1] = 144
        var doneAt: Double?
        let start = t.world.time
        t.world.setTransactionCompletionBlock { doneAt = t.world.time - start }
        t.update()
        t.world.advance(by: 0.2)
        #expect(doneAt == nil)
        t.world.advance(by: 0.2)
        expectClose(doneAt ?? .nan, 0.3, "block time")
        t.world.commitTransaction()   // nothing open: no effect
        #expect(t.world.transactionGroups.isEmpty)
    }
}
