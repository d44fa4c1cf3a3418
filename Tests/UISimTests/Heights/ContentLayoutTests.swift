// ContentLayoutTests: how a height change animates a cell's content on iOS 9, 10 and 11+
// (rules 9.1–9.3, 9.6 with 2.10–2.12, 7.8). Each scenario runs unchanged on every version.
import Testing
@testable import UISim

@Suite("Row heights: the content view during an update")
struct ContentLayoutTests {
    // rule 9.1
    // rule 9.3
    // rule 9.6
    // rule 2.10
    @Test("a growing row: the cell's frame animates; its content animates with it except on iOS 10",
          arguments: HeightCase.all)
    func growingRow(_ c: HeightCase) throws {
        let t = HeightTable(c)
        let cell = try t.cell(1)
        t.heights[1] = 144
        t.update()
        #expect(try t.cell(1) === cell, "the update keeps the cell (rule 2.10)")

        // the frames of cells are the same on every version
        expectClose(try t.cellFrame(1), Rect(x: 0, y: 44, width: 320, height: 44))
        let snapped = c.contentSnaps
        expectClose(try t.contentFrame(1), Rect(x: 0, y: 44, width: 320, height: snapped ? 144 : 44))
        expectClose(try t.labelFrame(1), Rect(x: 16, y: 56, width: 288, height: snapped ? 120 : 20))

        t.world.advance(by: 0.15)   // half the time; ease-in-out is half way too
        expectClose(try t.cellFrame(1).height, 94, "cell height")
        expectClose(try t.cellFrame(2).minY, 138, "the next row's top")
        expectClose(try t.contentFrame(1).height, snapped ? 144 : 94, "content view height")
        expectClose(try t.labelFrame(1).height, snapped ? 120 : 70, "label height")

        t.world.advance(by: 0.15)
        expectClose(try t.cellFrame(1), Rect(x: 0, y: 44, width: 320, height: 144))
        expectClose(try t.contentFrame(1), Rect(x: 0, y: 44, width: 320, height: 144))
        expectClose(try t.labelFrame(1), Rect(x: 16, y: 56, width: 288, height: 120))
        t.world.advanceFrames(1)
        #expect(!t.world.isBusy, "a frame after the end nothing is pending")
    }

    // rule 9.3
    @Test("a shrinking row: on iOS 10 its label jumps to the final layout at the start", arguments: HeightCase.all)
    func shrinkingRow(_ c: HeightCase) throws {
        let t = HeightTable(c, heights: [1: 144])
        t.heights[1] = 44
        t.update()
        t.world.advance(by: 0.075)
        let p = eased(0.25)
        expectClose(try t.cellFrame(1).height, 144 - 100 * p, "cell height")
        expectClose(try t.contentFrame(1).height, c.contentSnaps ? 44 : 144 - 100 * p, "content view height")
        expectClose(try t.labelFrame(1).height, c.contentSnaps ? 20 : 120 - 100 * p, "label height")
        t.world.advance(by: 0.225)
        expectClose(try t.labelFrame(1), Rect(x: 16, y: 56, width: 288, height: 20))
    }

    // rule 9.2
    @Test("iOS 10 lays cells out with the update's animation hidden", arguments: HeightCase.all)
    func cellLayoutSeesNoAnimation(_ c: HeightCase) throws {
        let t = HeightTable(c, cell: ProbeCell.self)
        let probe = try #require(try t.cell(1) as? ProbeCell)
        probe.layoutsSawAnimation = []
        t.heights[1] = 144
        t.update()
        #expect(probe.layoutsSawAnimation == [!c.contentSnaps])
    }

    // rule 9.2
    // rule 7.8
    @Test("inside an enclosing animation the cell follows its timing; iOS 10's content still does not",
          arguments: HeightCase.all)
    func enclosingAnimation(_ c: HeightCase) throws {
        let t = HeightTable(c)
        t.heights[1] = 144
        t.world.animate(withDuration: 1.0, options: .curveLinear) { t.update() }
        t.world.advance(by: 0.25)
        expectClose(try t.cellFrame(1).height, 69, "cell height, linear over 1 s")
        expectClose(try t.contentFrame(1).height, c.contentSnaps ? 144 : 69, "content view height")
        expectClose(try t.labelFrame(1).height, c.contentSnaps ? 120 : 45, "label height")
        t.world.advance(by: 0.75)
        expectClose(try t.labelFrame(1).height, 120, "label height at the end")
    }

    // rule 9.3
    @Test("a content change made before the update snaps on iOS 10 and animates elsewhere", arguments: HeightCase.all)
    func contentChangeWithTheUpdate(_ c: HeightCase) throws {
        let t = HeightTable(c)
        let cell = try t.cell(1)
        cell.textHeight = 60          // like a constraint change: the content view needs layout
        t.heights[1] = 84
        t.update()
        t.world.advance(by: 0.15)
        expectClose(try t.cellFrame(1).height, 64, "cell height")
        expectClose(try t.labelFrame(1).height, c.contentSnaps ? 60 : 40, "label height")
    }

    // rule 9.1
    @Test("a layout pass in mid-animation that changes nothing leaves the content where it is drawn",
          arguments: HeightCase.all)
    func relayoutMidAnimation(_ c: HeightCase) throws {
        let t = HeightTable(c)
        t.heights[1] = 144
        t.update()
        t.world.advance(by: 0.15)
        let cell = try t.cell(1)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        expectClose(try t.contentFrame(1).height, c.contentSnaps ? 144 : 94, "content view height")
        expectClose(try t.labelFrame(1).height, c.contentSnaps ? 120 : 70, "label height")
    }

    // rule 9.3
    @Test("a row pushed off screen by the update is laid out in it like the others", arguments: HeightCase.all)
    func rowLeavingTheScreen(_ c: HeightCase) throws {
        let t = HeightTable(c)
        let leaving = try t.cell(9)
        t.heights[0] = 400
        t.heights[9] = 144
        t.update()
        #expect(t.fixture.cell(9) == nil, "row 9 is off screen after the update")
        expectClose(leaving.contentView.presentationFrame.height, c.contentSnaps ? 144 : 44, "content view height")
        t.world.advance(by: 0.15)
        expectClose(leaving.presentationFrame.height, 94, "cell height")
        expectClose(leaving.contentView.presentationFrame.height, c.contentSnaps ? 144 : 94, "content view height")
    }

    // rule 2.12
    @Test("under performWithoutAnimation everything is final at once, on every version", arguments: HeightCase.all)
    func withoutAnimation(_ c: HeightCase) throws {
        let t = HeightTable(c)
        t.heights[1] = 144
        t.world.performWithoutAnimation { t.update() }
        expectClose(try t.cellFrame(1).height, 144, "cell height")
        expectClose(try t.contentFrame(1).height, 144, "content view height")
        expectClose(try t.labelFrame(1).height, 120, "label height")
        t.world.advanceFrames(1)
        #expect(!t.world.isBusy, "a frame after the end nothing is pending")
    }

    // rule 2.11: performBatchUpdates' completion (rule 2.13's CATransaction: TransactionCompletionTests)
    @Test("the update still ends after 0.3 s with its completion", arguments: HeightCase.all)
    func completionTime(_ c: HeightCase) {
        let t = HeightTable(c)
        let start = t.world.time
        var endedAfter: Double?
        t.heights[1] = 144
        t.table.performBatchUpdates(nil) { _ in endedAfter = t.world.time - start }
        t.world.advance(by: 1)
        expectClose(endedAfter ?? .nan, 0.3, "completion time")
    }

    // rule 9.6
    @Test("only iOS 10.x lays cells out without animation")
    func onlyTen() {
        for v in 9...18 {
            #expect(World(iosVersion: v).uikit.tableLaysOutCellsWithoutAnimation == (v == 10), "iOS \(v)")
        }
    }
}
