// CurrentStateTests: a new animation on a property in flight starts from what is on screen
// (rules 7.6, 7.7).
import Testing
@testable import UISim

@Suite("Animations from the current state")
struct CurrentStateTests {
    /// A view whose alpha is half way through a 1 s linear fade 1 → 0; returns it and the first
    /// block's completion results.
    private func halfFaded(_ world: World) -> (View, () -> [Bool]) {
        let view = makeView(world)
        var results: [Bool] = []
        world.perform {
            View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 },
                         completion: { results.append($0) })
        }
        world.advance(by: 0.5)
        return (view, { results })
    }

    @Test(".beginFromCurrentState starts the new animation from the value in flight")
    func beginFromCurrentState() {
        // rule 7.6
        let world = World()
        let (view, first) = halfFaded(world)
        var second: [Bool] = []
        world.perform {
            View.animate(withDuration: 1, options: [.beginFromCurrentState, .curveLinear],
                         animations: { view.alpha = 1 }, completion: { second.append($0) })
        }
        expectClose(view.presentationAlpha, 0.5)
        world.advance(by: 0.5)
        expectClose(view.presentationAlpha, 0.75)
        #expect(first() == [false])
        world.advance(by: 0.5)
        expectClose(view.presentationAlpha, 1)
        #expect(second == [true])
        #expect(first() == [false])
    }

    @Test(".beginFromCurrentState has no effect when nothing is in flight")
    func noEffectWhenIdle() {
        // rule 7.6
        var samples: [[Double]] = []
        for options: AnimationOptions in [[], [.beginFromCurrentState]] {
            let world = World()
            let view = makeView(world)
            world.perform { View.animate(withDuration: 1, options: options, animations: { view.alpha = 0 }) }
            var row: [Double] = []
            for _ in 0..<5 {
                row.append(view.presentationAlpha)
                world.advance(by: 0.25)
            }
            samples.append(row)
        }
        #expect(samples[0] == samples[1])
        #expect(samples[0].first == 1)
        #expect(samples[0].last == 0)
    }

    @Test("[SIM] without the option too, the new animation starts from the presentation value")
    func presentationValueWithoutOption() throws {
        // rule 7.7
        let world = World()
        let (view, first) = halfFaded(world)
        world.perform { View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 1 }) }
        let animation = try #require(view.layer.animation(for: .alpha))
        #expect(animation.from == .scalar(0.5))
        #expect(animation.to == .scalar(1))
        expectClose(view.presentationAlpha, 0.5)
        world.advance(by: 0.25)
        expectClose(view.presentationAlpha, 0.625)
        #expect(first() == [false])
    }

    @Test("[SIM] frames start from the presentation frame as well")
    func presentationFrame() {
        // rule 7.7
        let world = World()
        let view = makeView(world, frame: Rect(x: 0, y: 0, width: 100, height: 50))
        world.perform {
            View.animate(withDuration: 1, options: .curveLinear, animations: {
                view.frame = Rect(x: 200, y: 100, width: 300, height: 50)
            })
        }
        world.advance(by: 0.25)
        world.perform {
            View.animate(withDuration: 2, options: .curveLinear, animations: {
                view.frame = Rect(x: 0, y: 0, width: 100, height: 50)
            })
        }
        expectClose(view.presentationFrame, Rect(x: 50, y: 25, width: 150, height: 50))
        world.advance(by: 1)
        expectClose(view.presentationFrame, Rect(x: 25, y: 12.5, width: 125, height: 50))
    }

    @Test("[SIM] a change set outside any block removes the animation in flight")
    func plainSetRemovesAnimation() {
        // rule 7.7
        let world = World()
        let (view, first) = halfFaded(world)
        view.alpha = 0.3
        expectClose(view.presentationAlpha, 0.3)
        #expect(view.layer.animation(for: .alpha) == nil)
        world.advance(by: 0)
        #expect(first() == [false])
    }
}
