// AlongsideCompletionTests: either block of `animate(alongsideTransition:completion:)` may be
// nil; the completion runs once the transition completes, with `isCancelled` telling how, even
// when the animation did not run or has not finished; and the animation block does run for a
// controller inside a navigation controller (rules 5.3, 5.5, 5.6).
import Testing
@testable import UISim

@Suite("Coordinator: alongside blocks and their completions")
struct AlongsideCompletionTests {
    @Test("either block may be nil; both forms return true while the transition runs",
          arguments: everyEra)
    func optionalBlocks(ios: Int) throws {
        // rule 5.3
        let s = NavScene(ios: ios)
        s.nav.popViewController(animated: true)
        let c = try #require(s.nav.transitionCoordinator)
        var ran: [String] = []
        #expect(c.animate(alongsideTransition: nil, completion: { _ in ran.append("completion only") }))
        #expect(c.animate(alongsideTransition: { _ in ran.append("animation only") }, completion: nil))
        #expect(c.animate(alongsideTransition: nil, completion: nil))
        #expect(c.animateAlongsideTransition(in: nil, animation: nil, completion: { _ in ran.append("in: completion") }))
        try s.world.settle()
        #expect(ran == ["animation only", "completion only", "in: completion"])
    }

    @Test("the completion runs once, after the transition completes, not cancelled", arguments: everyEra)
    func completesOnce(ios: Int) throws {
        // rule 5.5
        let s = NavScene(ios: ios)
        var cancelled: [Bool] = []
        s.a.seen = { c, name, _ in
            if name == "viewWillAppear" {
                c.transitionCoordinator?.animate(alongsideTransition: nil) { ctx in cancelled.append(ctx.isCancelled) }
            }
        }
        s.nav.popViewController(animated: true)
        expectHappens(at: 0.35, in: s.world, "the completion") { !cancelled.isEmpty }
        try s.world.settle()
        #expect(cancelled == [false])
    }

    @Test("after a cancelled swipe the completion sees isCancelled; after a finished one, not",
          arguments: everyEra, [true, false])
    func cancelledFlag(ios: Int, finish: Bool) throws {
        // rule 5.5
        let s = NavScene(ios: ios)
        var seen: [Bool] = []
        let swipe = try #require(s.nav.beginInteractivePop())
        s.nav.transitionCoordinator?.animate(alongsideTransition: { _ in }) { ctx in seen.append(ctx.isCancelled) }
        swipe.update(0.5)
        if finish { swipe.finish() } else { swipe.cancel() }
        #expect(seen.isEmpty, "not at finger lift")
        try s.world.settle()
        #expect(seen == [!finish])
    }

    @Test("the completion does not wait for a block animation that overrides the inherited duration",
          arguments: everyEra)
    func doesNotWaitForLongerAnimation(ios: Int) throws {
        // rule 5.5
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        var completedAt: Double?
        s.a.seen = { c, name, _ in
            guard name == "viewWillAppear" else { return }
            c.transitionCoordinator?.animate(alongsideTransition: { _ in
                c.world.animate(withDuration: 1, options: .overrideInheritedDuration) { marker.alpha = 0 }
            }, completion: { _ in completedAt = c.world.time })
        }
        s.nav.popViewController(animated: true)
        try s.world.settle()
        let at = try #require(completedAt)
        expectClose(at, 0.35, "the completion came with the transition, not after the 1 s fade")
    }

    @Test("in the legacy era the 1 s fade is still running when the completion runs", arguments: [9, 10])
    func legacyFadeOutlivesCompletion(ios: Int) throws {
        // rule 5.5
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        var alphaAtCompletion: Double?
        s.a.seen = { c, name, _ in
            guard name == "viewWillAppear" else { return }
            c.transitionCoordinator?.animate(alongsideTransition: { _ in
                c.world.animate(withDuration: 1, options: .overrideInheritedDuration) { marker.alpha = 0 }
            }, completion: { _ in alphaAtCompletion = marker.presentationAlpha })
        }
        s.nav.popViewController(animated: true)
        try s.world.settle()
        let alpha = try #require(alphaAtCompletion)
        #expect(alpha > 0.3, "the system invoked the completion before the animation finished: \(alpha)")
        expectClose(marker.presentationAlpha, 0)
    }

    @Test("[SIM] the iOS 8.2 bug is not modelled: a child of a navigation controller gets its animation block",
          arguments: everyEra)
    func animationBlockRunsForChild(ios: Int) throws {
        // rule 5.6
        let s = NavScene(ios: ios)
        var log: [String] = []
        for probe in [s.a, s.b] {
            probe.seen = { c, name, _ in
                guard name == "viewWillAppear" else { return }
                c.transitionCoordinator?.animate(alongsideTransition: { _ in log.append("\(c.logName) animation") },
                                                 completion: { _ in log.append("\(c.logName) completion") })
            }
        }
        s.nav.popViewController(animated: true)
        try s.world.settle()
        s.nav.pushViewController(s.b, animated: true)
        try s.world.settle()
        s.nav.beginInteractivePop()?.finish()
        try s.world.settle()
        #expect(log == ["A animation", "A completion", "B animation", "B completion",
                        "A animation", "A completion"])
    }

    @Test("[SIM] the child's animation block animates with the transition, not only its completion",
          arguments: everyEra)
    func childAnimationBlockIsAnimated(ios: Int) throws {
        // rule 5.6: the iOS 8.2 bug ran only the completion; here the block runs at the start,
        // inside the transition's animation context, so what it changes follows the transition
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        var ranAt: [String: Double] = [:]
        s.a.seen = { c, name, _ in   // through `c`: A keeps this block, so it must not hold the scene
            guard name == "viewWillAppear" else { return }
            c.transitionCoordinator?.animate(alongsideTransition: { _ in
                ranAt["animation"] = c.world.time
                marker.alpha = 0
            }, completion: { _ in ranAt["completion"] = c.world.time })
        }
        let start = s.world.time
        s.nav.popViewController(animated: true)
        let duration = s.nav.transitionDuration
        expectClose(ranAt["animation"] ?? .nan, start, "the block runs when the transition starts")
        s.world.advance(by: duration / 2)
        let mid = marker.presentationAlpha
        #expect(mid > 0.05 && mid < 0.95, "half way through the transition: \(mid)")
        #expect(ranAt["completion"] == nil)
        try s.world.settle()
        expectClose(ranAt["completion"] ?? .nan, start + duration, "the completion at the end")
        #expect(marker.presentationAlpha == 0)
    }
}
