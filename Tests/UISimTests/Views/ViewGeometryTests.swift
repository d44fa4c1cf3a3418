// ViewGeometryTests: center, the animatable transform and convert(_:to:) (rules 11.2–11.5).
import Testing
@testable import UISim

@Suite("View geometry")
struct ViewGeometryTests {
    @Test("center is the frame's midpoint; setting it moves the frame")
    func center() {
        // rule 11.2
        let world = World()
        let v = View(world: world, frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == Point(x: 50, y: 25))
        v.center = Point(x: 10, y: 10)
        #expect(v.frame == Rect(x: -40, y: -15, width: 100, height: 50))
    }

    @Test("transform animates from what is drawn, and leaves the frame alone")
    func transformAnimates() {
        // rule 11.3, 11.4
        let world = World()
        let v = View(world: world, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        world.perform {
            world.animate(withDuration: 1, options: .curveLinear, animations: { v.transform = .scale(x: 3, y: 3) })
        }
        #expect(v.transform == .scale(x: 3, y: 3))
        #expect(v.presentationTransform == .identity)
        world.advance(by: 0.5)
        #expect(abs(v.presentationTransform.a - 2) < 1e-9)
        #expect(v.frame == Rect(x: 0, y: 0, width: 10, height: 10))
        world.advance(by: 0.5)
        #expect(v.presentationTransform == .scale(x: 3, y: 3))
    }

    @Test("convert goes up to the common root and down again, through transforms about the center")
    func convert() {
        // rule 11.5
        let world = World()
        let root = View(world: world, frame: Rect(x: 100, y: 100, width: 300, height: 300))
        let a = View(world: world, frame: Rect(x: 10, y: 20, width: 40, height: 40))
        let b = View(world: world, frame: Rect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        #expect(a.convert(Point(x: 0, y: 0), to: b) == Point(x: -40, y: -30))
        #expect(a.convert(Point(x: 0, y: 0), to: nil) == Point(x: 110, y: 120))
        a.transform = .translation(x: 5, y: 0)
        #expect(a.convert(Point(x: 0, y: 0), to: root) == Point(x: 15, y: 20))
        #expect(root.convert(Point(x: 15, y: 20), to: a) == Point(x: 0, y: 0))
        a.transform = .scale(x: 2, y: 2)
        #expect(a.convert(Rect(x: 0, y: 0, width: 40, height: 40), to: root) == Rect(x: -10, y: 0, width: 80, height: 80))
    }

    @Test("a singular transform is inverted to itself, as CoreGraphics does")
    func singular() {
        let t = AffineTransform.scale(x: 0, y: 1)
        #expect(t.inverted() == t)
        #expect(AffineTransform.translation(x: 3, y: 4).inverted() == .translation(x: -3, y: -4))
    }
}
