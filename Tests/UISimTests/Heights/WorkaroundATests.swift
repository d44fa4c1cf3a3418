// WorkaroundATests: `UIView.animate(withDuration: 0.3) { cell.contentView.layoutIfNeeded() }`,
// before the update or in the cell's layoutSubviews, and its side effects (rule 9.4), with the
// simulation's choice for explicit blocks inside the table's cell layout.
import Testing
@testable import UISim

@Suite("Row heights: workaround A, the cell animates its own layout")
struct WorkaroundATests {
    // MARK: - Before the update

    // rule 9.4
    @Test("before the update: the content animates on its own 0.3 s; iOS 10's content view still jumps",
          arguments: HeightCase.all)
    func beforeTheUpdate(_ c: HeightCase) throws {
        let t = HeightTable(c)
        let cell = try t.cell(1)
        cell.textHeight = 60
        t.heights[1] = 84
        t.world.animate(withDuration: 0.3) { cell.contentView.layoutIfNeeded() }
        t.update()
        expectClose(try t.labelFrame(1).height, 20, "label height at the start")
        t.world.advance(by: 0.15)
        expectClose(try t.labelFrame(1).height, 40, "label height")
        expectClose(try t.cellFrame(1).height, 64, "cell height")
        expectClose(try t.contentFrame(1).height, c.contentSnaps ? 84 : 64, "content view height")
        t.world.advance(by: 0.15)
        expectClose(try t.labelFrame(1), Rect(x: 16, y: 56, width: 288, height: 60))
        t.world.advanceFrames(1)
        #expect(!t.world.isBusy, "a frame after the end nothing is pending")
    }

    // rule 9.4
    @Test("before the update, side effect: the 0.3 s does not follow an update given 1 s", arguments: HeightCase.all)
    func beforeTheUpdateDrifts(_ c: HeightCase) throws {
        let t = HeightTable(c)
        let cell = try t.cell(1)
        cell.textHeight = 60
        t.heights[1] = 84
        t.world.animate(withDuration: 0.3) { cell.contentView.layoutIfNeeded() }
        t.world.animate(withDuration: 1.0, options: .curveLinear) { t.update() }
        t.world.advance(by: 0.3)
        expectClose(try t.labelFrame(1).height, 60, "label height: done")
        expectClose(try t.cellFrame(1).height, 56, "cell height: 30 % of the way")
        // the label's bottom (y 56 + 60) is below the cell's (y 44 + 56): it draws over row 2
        #expect(try t.labelFrame(1).maxY > t.cellFrame(2).minY)
    }

    // MARK: - In layoutSubviews

    // rule 9.4
    @Test("in layoutSubviews: on every version the label grows with the cell", arguments: HeightCase.all)
    func inLayoutSubviews(_ c: HeightCase) throws {
        let t = HeightTable(c, cell: SelfAnimatingLabelCell.self)
        t.heights[1] = 144
        t.update()
        expectClose(try t.labelFrame(1).height, 20, "label height at the start")
        t.world.advance(by: 0.15)
        expectClose(try t.cellFrame(1).height, 94, "cell height")
        expectClose(try t.labelFrame(1).height, 70, "label height")
        // the content view's own frame is set by the cell's layout, outside the block: it jumps
        expectClose(try t.contentFrame(1).height, c.contentSnaps ? 144 : 94, "content view height")
        t.world.advance(by: 0.15)
        expectClose(try t.labelFrame(1).height, 120, "label height at the end")
        t.world.advanceFrames(1)
        #expect(!t.world.isBusy, "a frame after the end nothing is pending")
    }

    // rule 9.4
    @Test("in layoutSubviews, side effect: on iOS 10 the hard-coded 0.3 s ignores an enclosing 1 s",
          arguments: HeightCase.all)
    func inLayoutSubviewsDrifts(_ c: HeightCase) throws {
        let t = HeightTable(c, cell: SelfAnimatingLabelCell.self)
        t.heights[1] = 144
        t.world.animate(withDuration: 1.0, options: .curveLinear) { t.update() }
        t.world.advance(by: 0.15)
        expectClose(try t.cellFrame(1).height, 59, "cell height, linear over 1 s")
        // iOS 10: the cell's block has nothing to inherit (its own 0.3 s, ease-in-out);
        // elsewhere it is nested in the update and inherits 1 s, linear (rule 7.8)
        expectClose(try t.labelFrame(1).height, c.contentSnaps ? 70 : 35, "label height")
        t.world.advance(by: 0.15)
        expectClose(try t.labelFrame(1).height, c.contentSnaps ? 120 : 50, "label height at 0.3 s")
        #expect(try (t.labelFrame(1).maxY > t.cellFrame(1).maxY) == c.contentSnaps,
                "the label overflows its cell only when it does not follow it")
    }

    // rule 9.4
    @Test("in layoutSubviews, side effect: first display animates the content", arguments: HeightCase.all)
    func firstDisplayAnimates(_ c: HeightCase) throws {
        let plain = HeightTable(c, settled: false)
        expectClose(try plain.labelFrame(0), Rect(x: 16, y: 12, width: 288, height: 20))

        let t = HeightTable(c, cell: SelfAnimatingLabelCell.self, settled: false)
        expectClose(try t.labelFrame(0), Rect(x: 0, y: 0, width: 0, height: 0))
        t.world.advance(by: 0.15)
        expectClose(try t.labelFrame(0), Rect(x: 8, y: 6, width: 144, height: 10))
        t.world.advance(by: 0.15)
        expectClose(try t.labelFrame(0), Rect(x: 16, y: 12, width: 288, height: 20))
    }

    // rule 9.4
    @Test("in layoutSubviews, side effect: a reused cell animates to its new row's layout", arguments: HeightCase.all)
    func reuseAnimates(_ c: HeightCase) throws {
        let tall = Dictionary(uniqueKeysWithValues: (20..<40).map { ($0, 144.0) })
        let plain = HeightTable(c, rows: 40, heights: tall)
        plain.table.contentOffset.y = 880   // rows 20 … 23, in cells rows 0 … 9 gave back
        expectClose(try plain.labelFrame(20).height, 120, "plain cell: label height at once")

        let t = HeightTable(c, cell: SelfAnimatingLabelCell.self, rows: 40, heights: tall)
        let made = t.table.createdCellCount
        t.table.contentOffset.y = 880
        let label = try t.labelFrame(20)
        #expect(t.table.createdCellCount == made, "the cell is reused, not made")
        expectClose(label.height, 20, "label height: still the 44-point row's layout")
        t.world.advance(by: 0.15)
        expectClose(try t.labelFrame(20).height, 70, "label height")
        t.world.advance(by: 0.15)
        expectClose(try t.labelFrame(20).height, 120, "label height at the end")
    }

    // rule 2.12
    @Test("in layoutSubviews, under performWithoutAnimation nothing animates", arguments: HeightCase.all)
    func inLayoutSubviewsWithoutAnimation(_ c: HeightCase) throws {
        let t = HeightTable(c, cell: SelfAnimatingLabelCell.self)
        t.heights[1] = 144
        t.world.performWithoutAnimation { t.update() }
        expectClose(try t.labelFrame(1).height, 120, "label height")
        t.world.advanceFrames(1)
        #expect(!t.world.isBusy, "a frame after the end nothing is pending")
    }

    // MARK: - The simulation's choice for explicit blocks

    // rule 9.4
    @Test("[SIM] inside the table's cell layout, a block the cell opens animates with its own timing")
    func explicitBlockInsideCellLayout() {
        let world = World()
        let direct = makeView(world)
        let explicit = makeView(world)
        world.animate(withDuration: 1.0, options: .curveLinear) {
            world.performWithoutInheritedAnimation {
                direct.alpha = 0
                world.animate(withDuration: 0.3) { explicit.alpha = 0 }
            }
        }
        #expect(direct.layer.animation(for: .alpha) == nil)
        expectClose(direct.presentationAlpha, 0, "set directly: at once")
        let animation = explicit.layer.animation(for: .alpha)
        #expect(animation?.duration == 0.3)
        #expect(animation?.timing == .easeInEaseOut)
        world.advance(by: 0.15)
        expectClose(explicit.presentationAlpha, 0.5, "own 0.3 s, ease-in-out")
    }

    // rule 2.12
    // rule 7.5
    @Test("[SIM] performWithoutAnimation still stops every block inside it, the cell's own too")
    func withoutAnimationStillWins() {
        let world = World()
        let inside = makeView(world)
        let nested = makeView(world)
        world.performWithoutAnimation {
            world.animate(withDuration: 0.3) { inside.alpha = 0 }
            world.performWithoutInheritedAnimation {
                world.animate(withDuration: 0.3) { nested.alpha = 0 }
            }
        }
        #expect(inside.layer.animation(for: .alpha) == nil)
        #expect(nested.layer.animation(for: .alpha) == nil)
        expectClose(nested.presentationAlpha, 0, "applied at once")
    }
}
