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
}
