// TableCellStateTests: a table cell's selection and highlight state and look (rules 1.19, 1.20).
import Testing
@testable import UISim

@Suite struct TableCellStateTests {
    // rule 1.19
    @Test func cellsStartUnselectedAndUnhighlighted() {
        let world = World()
        let cell = TableViewCell(world: world, reuseIdentifier: "x")
        #expect(cell.isSelected == false && cell.isHighlighted == false)
        #expect(cell.selectionAlpha == 0)
    }

    // rule 1.19
    @Test func settingThePropertyIsNotAnimated() {
        let f = TableFixture()
        guard let cell = f.cell(0) else { Issue.record("no cell"); return }
        f.world.animate(withDuration: 1) { cell.isSelected = true }
        #expect(cell.selectionAlpha == 1)
        #expect(cell.selectedBackgroundView.layer.animation(for: .alpha) == nil)
    }

    // rule 1.19
    @Test func setSelectedAnimatedFadesOverAThirdOfASecond() {
        let f = TableFixture()
        f.table.selectRow(at: ip(0), animated: false, scrollPosition: .none)
        f.table.deselectRow(at: ip(0), animated: true)
        #expect(f.cell(0)?.selectionAlpha == 1)
        f.world.advance(by: 0.15)
        #expect(abs((f.cell(0)?.selectionAlpha ?? -1) - 0.5) < 1e-6)   // ease-in-out is symmetric
        f.world.advance(by: 0.15)
        #expect(f.cell(0)?.selectionAlpha == 0)
        #expect(f.cell(0)?.isSelected == false)                            // the model changed at once
    }

    // rule 1.20
    @Test func selectionStyleDefaultsToDefaultAndVisibleStylesLookAlike() {
        let world = World()
        let cell = TableViewCell(world: world, reuseIdentifier: nil)
        #expect(cell.selectionStyle == .default)
        for style in ListCell.SelectionStyle.allCases {
            cell.selectionStyle = style
            cell.isSelected = true
            #expect(cell.selectionAlpha == (style == .none ? 0 : 1), "style \(style)")
            cell.isSelected = false
        }
    }
}
