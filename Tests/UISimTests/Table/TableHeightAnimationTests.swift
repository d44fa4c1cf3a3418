// TableHeightAnimationTests: the empty update that animates height changes, and its timing
// (rules 2.10–2.13, 7.8).
import Testing
@testable import UISim

@Suite struct TableHeightAnimationTests {
    /// A table whose row 1 grows from 44 to 144 when `tall` is set.
    final class Growing {
        let f: TableFixture
        var tall = false
        init() {
            f = TableFixture(rows: [20])
            f.source.heights = { [unowned self] p in p.row == 1 && self.tall ? 144 : 44 }
            f.table.reloadData()
        }
    }

    // rule 2.10
    @Test func anEmptyUpdateAsksHeightsAgainButNotCells() {
        let g = Growing()
        let cells = (0..<10).map { g.f.cell($0) }
        g.f.source.forgetRequests()
        g.tall = true
        g.f.table.beginUpdates()
        g.f.table.endUpdates()
        #expect(g.f.source.heightRequests.contains(ip(1)))
        #expect(g.f.source.cellRequests.isEmpty || g.f.source.cellRequests.allSatisfy { $0.row >= 10 })
        for r in 0..<8 { #expect(g.f.cell(r) === cells[r], "row \(r) keeps its cell") }
        #expect(g.f.table.rectForRow(at: ip(1)).height == 144)
        #expect(g.f.table.rectForRow(at: ip(2)).minY == 188)
    }

    // rule 2.11
    @Test func theHeightChangeAnimatesOverAThirdOfASecondEaseInOut() {
        let g = Growing()
        g.tall = true
        g.f.table.beginUpdates()
        g.f.table.endUpdates()
        let cell = g.f.cell(1)
        #expect(cell?.frame.height == 144)                     // the model is final at once
        #expect(cell?.presentationFrame.height == 44)
        g.f.world.advance(by: 0.15)
        #expect(abs((cell?.presentationFrame.height ?? 0) - 94) < 1e-6)   // halfway: ease-in-out
        g.f.world.advance(by: 0.075)                           // 3/4 of the time, eased: 0.8947
        let eased = TimingFunction.easeInEaseOut.value(at: 0.75)
        #expect(abs((cell?.presentationFrame.height ?? 0) - (44 + 100 * eased)) < 1e-6)
        g.f.world.advance(by: 0.075)
        #expect(cell?.presentationFrame.height == 144)
        #expect(g.f.cell(2)?.presentationFrame.minY == 188)    // the rows below moved too
    }

    // rule 2.11: [SIM] inside an enclosing animation the update takes its duration and curve
    @Test func anEnclosingAnimationLendsItsDurationAndCurveSimulationChoice() {
        let g = Growing()
        g.tall = true
        g.f.world.animate(withDuration: 1.0, options: .curveLinear) {
            g.f.table.beginUpdates()
            g.f.table.endUpdates()
        }
        let cell = g.f.cell(1)
        g.f.world.advance(by: 0.25)
        #expect(abs((cell?.presentationFrame.height ?? 0) - 69) < 1e-6)    // linear, a quarter of 1 s
        g.f.world.advance(by: 0.75)
        #expect(cell?.presentationFrame.height == 144)
    }

    // rule 2.12
    @Test func withoutAnimationsTheChangeIsImmediate() {
        let g = Growing()
        g.tall = true
        g.f.world.performWithoutAnimation {
            g.f.table.beginUpdates()
            g.f.table.endUpdates()
        }
        #expect(g.f.cell(1)?.presentationFrame.height == 144)
        #expect(g.f.cell(2)?.presentationFrame.minY == 188)
        #expect(!g.f.world.isBusy || g.f.world.animatedLayers.isEmpty)
    }

    // rule 7.8: the update's animations end with the enclosing animation's completion
    // (its completion through CATransaction, rule 2.13: TransactionCompletionTests)
    @Test func theUpdateFinishesWithTheEnclosingAnimation() {
        let g = Growing()
        g.tall = true
        let marker = View(world: g.f.world)
        var doneAt: Double?
        var heightWhenDone: Double?
        g.f.world.animate(withDuration: 0.5, animations: {
            marker.alpha = 0
            g.f.table.beginUpdates()
            g.f.table.endUpdates()
        }, completion: { _ in
            doneAt = g.f.world.time
            heightWhenDone = g.f.cell(1)?.presentationFrame.height
        })
        try? g.f.world.settle()
        #expect(doneAt.map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(heightWhenDone == 144)
    }

    // rule 7.8
    @Test func deselectRowInsideAnAnimationBlockInheritsItsTiming() {
        let f = TableFixture()
        f.table.selectRow(at: ip(0), animated: false, scrollPosition: .none)
        f.world.animate(withDuration: 2.0, options: .curveLinear) {
            f.table.deselectRow(at: ip(0), animated: true)
        }
        f.world.advance(by: 0.5)
        #expect(abs((f.cell(0)?.selectionAlpha ?? -1) - 0.75) < 1e-6)
        f.world.advance(by: 1.5)
        #expect(f.cell(0)?.selectionAlpha == 0)
    }
}
