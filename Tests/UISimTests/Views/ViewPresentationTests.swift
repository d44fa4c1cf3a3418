// ViewPresentationTests: a view's model values change at once; its presentation values are a
// function of the clock (rules 7.5, 7.7; the model/presentation split).
import Testing
@testable import UISim

@Suite("View presentation values")
struct ViewPresentationTests {
    @Test("alpha: the model changes at once, the presentation at exact instants", arguments: [0.0, 0.1, 0.25, 0.5, 0.8])
    func alphaAtInstants(t: Double) {
        // rule 7.7
        let world = World()
        let view = makeView(world, alpha: 0.2)
        world.perform { View.animate(withDuration: 0.8, options: .curveLinear, animations: { view.alpha = 1 }) }
        #expect(view.alpha == 1)
        world.advance(by: t)
        expectClose(view.presentationAlpha, 0.2 + 0.8 * (t / 0.8))
    }

    @Test("frame: every edge moves along the default curve")
    func frameAlongDefaultCurve() {
        // rule 7.5
        let world = World()
        let start = Rect(x: 10, y: 20, width: 100, height: 40)
        let end = Rect(x: 110, y: -20, width: 300, height: 80)
        let view = makeView(world, frame: start)
        world.perform { View.animate(withDuration: 0.4, animations: { view.frame = end }) }
        #expect(view.frame == end)
        for step in 0...4 {
            let p = referenceEaseInOut(Double(step) / 4)
            let expected = Rect(x: 10 + 100 * p, y: 20 - 40 * p, width: 100 + 200 * p, height: 40 + 40 * p)
            expectClose(view.presentationFrame, expected)
            world.advance(by: 0.1)
        }
        #expect(view.layer.animation(for: .frame) == nil)
        #expect(view.presentationFrame == end)
    }

    @Test("during a delay the old value shows; the animation then takes its full duration")
    func delayShowsOldValue() {
        // rule 7.7
        let world = World()
        let view = makeView(world)
        var endedAt: Double?
        world.perform {
            View.animate(withDuration: 0.5, delay: 0.3, options: .curveLinear, animations: { view.alpha = 0 },
                         completion: { _ in endedAt = world.time })
        }
        world.advance(by: 0.3)
        expectClose(view.presentationAlpha, 1)
        world.advance(by: 0.25)
        expectClose(view.presentationAlpha, 0.5)
        world.advance(by: 0.25)
        expectClose(endedAt ?? .nan, 0.8, "end time")
    }

    @Test("after the end, presentation equals the model and the animation is gone")
    func afterEnd() {
        // rule 7.7
        let world = World()
        let view = makeView(world)
        world.perform { View.animate(withDuration: 0.2, animations: { view.alpha = 0.4; view.frame.size.width = 7 }) }
        world.advance(by: 0.2)
        #expect(view.layer.animation(for: .alpha) == nil)
        #expect(view.layer.animation(for: .frame) == nil)
        #expect(view.presentationAlpha == view.alpha)
        #expect(view.presentationFrame == view.frame)
    }

    @Test("setting a property to its current value inside a block adds no animation")
    func unchangedValueDoesNotAnimate() {
        // rule 7.7
        let world = World()
        let view = makeView(world, alpha: 0.5)
        world.perform { View.animate(withDuration: 1, animations: { view.alpha = 0.5 }) }
        #expect(view.layer.animation(for: .alpha) == nil)
        #expect(!world.scheduler.isEmpty, "only the completion's next-frame turn is pending")
    }

    @Test("alpha is clamped to 0…1 before it animates")
    func alphaClamped() {
        // rule 7.7
        let world = World()
        let view = makeView(world, alpha: 0.5)
        world.perform { View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 3 }) }
        #expect(view.alpha == 1)
        world.advance(by: 0.5)
        expectClose(view.presentationAlpha, 0.75)
    }

    @Test("the frame in window coordinates adds the superviews' presentation frames")
    func frameInWindow() {
        // rule 7.7
        let world = World()
        let parent = makeView(world, frame: Rect(x: 0, y: 100, width: 300, height: 300))
        let child = makeView(world, frame: Rect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        world.perform { View.animate(withDuration: 1, options: .curveLinear, animations: { parent.frame.origin.y = 200 }) }
        world.advance(by: 0.5)
        expectClose(child.presentationFrameInWindow, Rect(x: 10, y: 160, width: 50, height: 50))
    }
}
