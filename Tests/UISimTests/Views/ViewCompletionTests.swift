// ViewCompletionTests: each UIView.animate block's completion runs exactly once, with
// `finished == false` when its animations were interrupted (rules 7.5, 7.6).
import Testing
@testable import UISim

@Suite("View animation completions")
struct ViewCompletionTests {
    @Test("one completion per block, however many views and properties it animates")
    func oncePerBlock() throws {
        // rule 7.5
        let world = World()
        let a = makeView(world), b = makeView(world)
        var calls: [Bool] = []
        world.perform {
            View.animate(withDuration: 0.5, animations: {
                a.alpha = 0
                a.frame.origin.x = 30
                b.alpha = 0.5
            }, completion: { calls.append($0) })
        }
        world.advance(by: 0.499)
        #expect(calls.isEmpty)
        world.advance(by: 0.001)
        #expect(calls == [true])
        try world.settle()
        world.advance(by: 10)
        #expect(calls == [true])
    }

    @Test("a block that changes nothing completes once, on the next frame")
    func emptyBlock() {
        // rule 7.5
        let world = World()
        var calls: [Bool] = []
        world.perform { View.animate(withDuration: 2, animations: {}, completion: { calls.append($0) }) }
        #expect(calls.isEmpty)
        world.advanceFrames(1)
        #expect(calls == [true])
        world.advance(by: 5)
        #expect(calls == [true])
    }

    @Test("an animation replaced mid-flight completes once with false; its replacement with true")
    func interrupted() {
        // rule 7.6
        let world = World()
        let view = makeView(world)
        var first: [Bool] = [], second: [Bool] = []
        world.perform {
            View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { first.append($0) })
        }
        world.advance(by: 0.5)
        world.perform {
            View.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { second.append($0) })
        }
        world.advance(by: 0)
        #expect(first == [false])
        world.advance(by: 1)
        #expect(first == [false])
        #expect(second == [true])
    }

    @Test("a block with one animation interrupted completes with false when its others end")
    func partlyInterrupted() {
        // rule 7.6
        let world = World()
        let a = makeView(world), b = makeView(world)
        var calls: [(Bool, Double)] = []
        world.perform {
            View.animate(withDuration: 1, animations: { a.alpha = 0; b.alpha = 0 },
                         completion: { calls.append(($0, world.time)) })
        }
        world.advance(by: 0.2)
        b.alpha = 0.3                         // removes b's animation, outside any block
        world.advance(by: 0.5)
        #expect(calls.isEmpty)
        world.advance(by: 0.3)
        #expect(calls.count == 1)
        #expect(calls.first?.0 == false)
        expectClose(calls.first?.1 ?? .nan, 1, "completion time")
    }

    @Test("setting a property twice in one block is not an interruption")
    func sameBlockTwice() {
        // rule 7.6
        let world = World()
        let view = makeView(world)
        var calls: [Bool] = []
        world.perform {
            View.animate(withDuration: 0.5, options: .curveLinear, animations: {
                view.alpha = 0.5
                view.alpha = 0
            }, completion: { calls.append($0) })
        }
        world.advance(by: 0.25)
        expectClose(view.presentationAlpha, 0.5)
        try? world.settle()
        #expect(calls == [true])
    }

    @Test("removeAllAnimations ends every animation of the layer with false")
    func removeAll() {
        // rule 7.6
        let world = World()
        let view = makeView(world)
        var calls: [String] = []
        world.perform {
            View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { calls.append("alpha \($0)") })
            View.animate(withDuration: 1, animations: { view.frame.origin.x = 9 }, completion: { calls.append("frame \($0)") })
        }
        world.advance(by: 0.5)
        view.layer.removeAllAnimations()
        expectClose(view.presentationAlpha, 0)
        world.advance(by: 0)
        #expect(calls == ["alpha false", "frame false"])
        #expect(!world.isBusy)
    }

    @Test("an interrupted completion runs after the interrupting block, so its own changes do not animate")
    func interruptedCompletionRunsOutside() {
        // rule 7.6
        let world = World()
        let view = makeView(world), other = makeView(world)
        world.perform {
            View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in other.alpha = 0.2 })
        }
        world.advance(by: 0.5)
        world.perform { View.animate(withDuration: 1, animations: { view.alpha = 1 }) }
        world.advance(by: 0)
        #expect(other.layer.animation(for: .alpha) == nil)
        expectClose(other.presentationAlpha, 0.2)
    }

    @Test("nested blocks each complete once")
    func nestedCounts() throws {
        // rule 7.8
        let world = World()
        let a = makeView(world), b = makeView(world)
        var outer = 0, inner = 0
        world.perform {
            View.animate(withDuration: 0.3, animations: {
                a.alpha = 0
                View.animate(withDuration: 0.3, animations: { b.alpha = 0 }, completion: { _ in inner += 1 })
            }, completion: { _ in outer += 1 })
        }
        try world.settle()
        #expect(outer == 1)
        #expect(inner == 1)
    }
}
