// ListCellTests: the shared cell — selected background, animated state changes and their
// inheritance of an enclosing animation's timing (rules 1.17, 1.19, 1.20, 7.8).
import Testing
@testable import UISim

/// A cell subclass that records the setter calls it receives.
final class RecordingListCell: ListCell {
    var calls: [String] = []
    override func setSelected(_ selected: Bool, animated: Bool) {
        calls.append("setSelected(\(selected), \(animated))")
        super.setSelected(selected, animated: animated)
    }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        calls.append("setHighlighted(\(highlighted), \(animated))")
        super.setHighlighted(highlighted, animated: animated)
    }
}

@Suite struct ListCellTests {
    // rule 1.19
    @Test func propertiesGoThroughTheSettersWithoutAnimation() {
        let keptWorld = World()  // views do not own their world (World docs)
        let cell = RecordingListCell(world: keptWorld, reuseIdentifier: "r")
        cell.isSelected = true
        cell.isHighlighted = true
        #expect(cell.calls == ["setSelected(true, false)", "setHighlighted(true, false)"])
    }

    // rule 1.19
    @Test func animatedHighlightFadesTheBackground() {
        let world = World()
        let cell = ListCell(world: world, reuseIdentifier: nil)
        cell.setHighlighted(true, animated: true)
        #expect(cell.isHighlighted && cell.selectionAlpha == 0)
        world.advance(by: 0.15)
        #expect(abs(cell.selectionAlpha - 0.5) < 1e-6)
        world.advance(by: 0.15)
        #expect(cell.selectionAlpha == 1)
    }

    // rule 1.17
    @Test func selectionStyleNoneKeepsTheBackgroundHidden() {
        let keptWorld = World()  // views do not own their world (World docs)
        let cell = ListCell(world: keptWorld, reuseIdentifier: nil)
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        cell.setHighlighted(true, animated: false)
        #expect(cell.isSelected && cell.isHighlighted)
        #expect(cell.selectionAlpha == 0)
        cell.selectionStyle = .gray
        #expect(cell.selectionAlpha == 1)
    }

    // rule 1.20
    @Test func blueAndGrayLookLikeDefault() {
        for style in [ListCell.SelectionStyle.blue, .gray, .default] {
            let keptWorld = World()  // views do not own their world (World docs)
            let cell = ListCell(world: keptWorld, reuseIdentifier: nil)
            cell.selectionStyle = style
            cell.isSelected = true
            #expect(cell.selectionAlpha == 1, "style \(style)")
        }
    }

    // rule 7.8
    @Test func anAnimatedDeselectInsideAnAnimatorFollowsItsProgress() {
        let world = World()
        let cell = ListCell(world: world, reuseIdentifier: nil)
        cell.isSelected = true
        let animator = PropertyAnimator(world: world, duration: 2)
        animator.addAnimations { cell.setSelected(false, animated: true) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(abs(cell.selectionAlpha - 0.5) < 1e-6)          // scrubbed, not on the clock
        world.advance(by: 5)
        #expect(abs(cell.selectionAlpha - 0.5) < 1e-6)
        animator.fractionComplete = 0.25
        #expect(cell.selectionAlpha > 0.5)
    }

    @Test func contentViewAndBackgroundFillTheCell() {
        let world = World()
        let cell = ListCell(world: world, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 10, width: 200, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 200, height: 60))
        #expect(cell.selectedBackgroundView.frame == cell.contentView.frame)
        #expect(cell.subviews.first === cell.selectedBackgroundView)      // drawn behind the content
    }
}
