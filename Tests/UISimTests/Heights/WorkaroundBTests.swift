// WorkaroundBTests: `UIView.animate(withDuration: d) { beginUpdates(); endUpdates() }` — the
// table takes d and the curve, iOS 10's content still does not: a growing row's content draws
// over the row below, a shrinking row's jumps to its final size and overlaps nothing (rule 9.5,
// with 7.8 and 2.11).
import Testing
@testable import UISim

@Suite("Row heights: workaround B, the update inside an animation block")
struct WorkaroundBTests {
    // rule 9.5
    // rule 2.11
    @Test("the rows take the block's duration", arguments: HeightCase.all)
    func inheritsDuration(_ c: HeightCase) throws {
        let t = HeightTable(c)
        t.heights[1] = 144
        var doneAfter: Double?
        let start = t.world.time
        t.world.animate(withDuration: 0.5) {
            t.table.performBatchUpdates(nil) { _ in doneAfter = t.world.time - start }
        }
        t.world.advance(by: 0.25)
        expectClose(try t.cellFrame(1).height, 94, "cell height half way through 0.5 s")
        expectClose(try t.cellFrame(2).minY, 138, "the next row's top")
        expectClose(try t.labelFrame(1).height, c.contentSnaps ? 120 : 70, "label height")
        t.world.advance(by: 0.25)
        expectClose(try t.cellFrame(2).minY, 188, "the next row's top at the end")
        expectClose(doneAfter ?? .nan, 0.5, "the update's completion")
    }

    // rule 9.5
    // rule 7.8
    @Test("the rows take the block's curve", arguments: HeightCase.all)
    func inheritsCurve(_ c: HeightCase) throws {
        let t = HeightTable(c)
        t.heights[1] = 144
        t.world.animate(withDuration: 0.5, options: .curveLinear) { t.update() }
        t.world.advance(by: 0.1)
        expectClose(try t.cellFrame(1).height, 64, "cell height, linear")
        expectClose(try t.cellFrame(2).minY, 108, "the next row's top, linear")
        expectClose(try t.contentFrame(1).height, c.contentSnaps ? 144 : 64, "content view height")
    }

    // rule 9.5
    @Test("a growing row at 0.1 s of 0.5 s: on iOS 10 its content draws over the row below",
          arguments: HeightCase.all)
    func growingRowOverlapsTheNext(_ c: HeightCase) throws {
        let t = HeightTable(c)
        t.heights[1] = 144
        t.world.animate(withDuration: 0.5) { t.update() }
        t.world.advance(by: 0.1)
        let p = eased(0.2)
        let next = try t.cellFrame(2)
        expectClose(next.minY, 88 + 100 * p, "the next row's top")
        expectClose(try t.cellFrame(1).maxY, next.minY, "cells stay edge to edge")
        let content = try t.contentFrame(1)
        let label = try t.labelFrame(1)
        if c.contentSnaps {
            expectClose(content.maxY, 188, "content view bottom: final")
            expectClose(label.maxY - next.minY, 176 - (88 + 100 * p), "overlap of label and next row")
            #expect(label.intersects(next))
        } else {
            expectClose(content.maxY, next.minY, "content view bottom: with the cell")
            expectClose(next.minY - label.maxY, 12, "gap between label and next row: the inset")
            #expect(!label.intersects(next))
        }
    }

    // rule 9.5: under workaround B alone a shrinking row does not overlap on any version. On
    // iOS 10 its content is already at its final, smaller layout, inside a cell that shrinks
    // with the rows below: the content jumps, leaving a gap, but never reaches past the cell.
    @Test("a shrinking row at 0.1 s of 0.5 s: its content is final while the rows below still move, with no overlap",
          arguments: HeightCase.all)
    func shrinkingRowContentIsFinalEarly(_ c: HeightCase) throws {
        let t = HeightTable(c, heights: [1: 144])
        t.heights[1] = 44
        t.world.animate(withDuration: 0.5) { t.update() }
        t.world.advance(by: 0.1)
        let p = eased(0.2)
        let next = try t.cellFrame(2)
        expectClose(next.minY, 188 - 100 * p, "the next row's top: moving with 0.5 s")
        expectClose(try t.cellFrame(1).maxY, next.minY, "cells stay edge to edge")
        let label = try t.labelFrame(1)
        expectClose(label.maxY, c.contentSnaps ? 76 : 176 - 100 * p, "label bottom")
        expectClose(next.minY - label.maxY, c.contentSnaps ? 112 - 100 * p : 12, "gap under the label")
        #expect(!label.intersects(next), "the shrinking row's label stays above the next row")
        #expect(try !t.contentFrame(1).intersects(next), "so does its content view")
        for instant in [0.1, 0.1, 0.1] {   // the rest of the animation: never an overlap
            t.world.advance(by: instant)
            #expect(try !t.labelFrame(1).intersects(t.cellFrame(2)))
        }
    }

    // rule 9.5
    // rule 9.4
    @Test("a shrinking row with workaround A inside a 0.2 s block: on iOS 10 its content overlaps the next row",
          arguments: HeightCase.all)
    func shrinkingRowWithBothWorkarounds(_ c: HeightCase) throws {
        let t = HeightTable(c, cell: SelfAnimatingLabelCell.self, heights: [1: 144])
        t.heights[1] = 44
        t.world.animate(withDuration: 0.2) { t.update() }
        t.world.advance(by: 0.1)
        let next = try t.cellFrame(2)
        expectClose(next.minY, 138, "the next row's top, half way through 0.2 s")
        let label = try t.labelFrame(1)
        // iOS 10: the label shrinks over its own 0.3 s, slower than the rows move;
        // elsewhere its block inherits 0.2 s and it keeps its inset above the next row
        expectClose(label.maxY, c.contentSnaps ? 176 - 100 * eased(1.0 / 3) : 126, "label bottom")
        #expect(label.intersects(next) == c.contentSnaps)
        t.world.advance(by: 0.2)
        expectClose(try t.labelFrame(1).maxY, 76, "label bottom at the end")
        expectClose(try t.cellFrame(2).minY, 88, "the next row's top at the end")
    }
}
