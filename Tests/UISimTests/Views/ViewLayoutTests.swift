// ViewLayoutTests: a view lays out on demand after its size or its subviews change.
import Testing
@testable import UISim

@Suite("View layout")
struct ViewLayoutTests {
    /// A view that counts its layout passes.
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test("a size change marks for layout; a move does not")
    func sizeChangeMarks() {
        let world = World()
        let view = CountingView(world: world, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame.origin.x = 5
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame.size.height = 20
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }

    @Test("adding or inserting a subview marks the superview for layout")
    func subviewsMark() {
        let world = World()
        let view = CountingView(world: world)
        view.layoutIfNeeded()
        view.addSubview(View(world: world))
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        view.insertSubview(View(world: world), at: 0)
        view.layoutIfNeeded()
        #expect(view.layouts == 3)
    }

    @Test("a view marked deep in a laid-out tree is laid out by a pass from the top, and only it")
    func deepMarkIsFound() {
        let world = World()
        let root = CountingView(world: world)
        let middle = CountingView(world: world)
        let leaf = CountingView(world: world)
        let sibling = CountingView(world: world)
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(sibling)
        root.layoutIfNeeded()
        #expect([root.layouts, middle.layouts, leaf.layouts, sibling.layouts] == [1, 1, 1, 1])
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect([root.layouts, middle.layouts, leaf.layouts, sibling.layouts] == [1, 1, 2, 1])
        // a subtree that needs layout, moved under a laid-out view, is laid out there
        let moved = CountingView(world: world)
        let movedChild = CountingView(world: world)
        moved.addSubview(movedChild)
        sibling.addSubview(moved)
        root.layoutIfNeeded()
        #expect([sibling.layouts, moved.layouts, movedChild.layouts] == [2, 1, 1])
        // a layout pass that marks a later sibling lays it out in the same pass
        final class MarkingView: View {
            var target: View?
            override func layoutSubviews() { target?.setNeedsLayout() }
        }
        let marker = MarkingView(world: world)
        let later = CountingView(world: world)
        root.addSubview(marker)
        root.addSubview(later)
        root.layoutIfNeeded()
        #expect(later.layouts == 1)
        marker.target = later
        marker.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(later.layouts == 2)
    }
}
