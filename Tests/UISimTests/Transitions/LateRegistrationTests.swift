// LateRegistrationTests: alongside blocks registered after the transition started run on its
// clock for what is left of it, and a coordinator kept past the end refuses the animation and
// runs the completion on the next frame ([SIM] rule 5.8).
import Testing
@testable import UISim

@Suite("Coordinator: registering late")
struct LateRegistrationTests {
    @Test("[SIM] mid-pop, a block takes the remaining time and ends with the transition",
          arguments: everyEra)
    func remainingDuration(ios: Int) throws {
        // rule 5.8
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        s.nav.popViewController(animated: true)
        s.world.advance(by: 0.1)
        let c = try #require(s.nav.transitionCoordinator)
        #expect(c.animate(alongsideTransition: { _ in marker.alpha = 0 }))
        expectClose(marker.presentationAlpha, 1, "starts where the view is")
        s.world.advance(by: 0.125)
        expectClose(marker.presentationAlpha, 1 - referenceEaseInOut(0.5), "half of the remaining 0.25 s")
        s.world.advance(by: 0.125)
        expectClose(marker.presentationAlpha, 0, "done when the transition is")
        #expect(!s.world.isBusy)
    }

    @Test("[SIM] mid-swipe, a block is scrubbed from where the finger is to the end",
          arguments: everyEra)
    func scrubbedFromHere(ios: Int) throws {
        // rule 5.8
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.4)
        #expect(s.nav.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }) == true)
        expectClose(marker.presentationAlpha, 1)
        swipe.update(0.7)
        expectClose(marker.presentationAlpha, 0.5, "half of the remaining 0.6")
        swipe.update(1)
        expectClose(marker.presentationAlpha, 0)
        swipe.finish()
        try s.world.settle()
        expectClose(marker.presentationAlpha, 0)
    }

    @Test("[SIM] registered from the interaction handler, a block ends with the transition",
          arguments: everyEra)
    func fromHandler(ios: Int) throws {
        // rule 5.8
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        var completed = false
        let swipe = try #require(s.nav.beginInteractivePop())
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { ctx in
            #expect(ctx.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: { _ in completed = true }))
        }
        swipe.update(0.5)
        swipe.finish()
        expectHappens(at: 0.5 * 0.35, in: s.world, "the transition's end") { completed }
        expectClose(marker.presentationAlpha, 0)
    }

    @Test("[SIM] a stale coordinator: returns false, skips the animation, completes on the next frame",
          arguments: everyEra, [true, false])
    func stale(ios: Int, finish: Bool) throws {
        // rule 5.8
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        let stale = try #require(s.nav.transitionCoordinator)
        swipe.update(0.5)
        if finish { swipe.finish() } else { swipe.cancel() }
        try s.world.settle()
        #expect(s.nav.transitionCoordinator == nil)
        var ran: [String] = []
        let queued = stale.animate(alongsideTransition: { _ in ran.append("animation") }) { ctx in
            ran.append("completion, cancelled: \(ctx.isCancelled)")
        }
        #expect(!queued)
        #expect(ran.isEmpty, "not at once")
        s.world.advance(by: s.world.frameDuration)
        #expect(ran == ["completion, cancelled: \(!finish)"], "only the completion, one frame later")
        s.world.advance(by: 5 * s.world.frameDuration)
        #expect(ran.count == 1)
    }

    @Test("[SIM] a stale coordinator outlives its navigation controller's transition safely")
    func staleAfterRelease() throws {
        // rule 5.8
        let world = World(iosVersion: 17)
        let nav = NavigationController(rootViewController: ViewController(world: world, title: "A"))
        world.show(nav)
        var kept: TransitionCoordinator?
        do {
            let b = ViewController(world: world, title: "B")
            nav.pushViewController(b, animated: true)
            kept = nav.transitionCoordinator
            try world.settle()
            nav.popViewController(animated: false)
        }
        let stale = try #require(kept)
        #expect(stale.viewController(forKey: .to)?.logName == "B", "still answers after the end")
        var completed = false
        #expect(!stale.animate(alongsideTransition: nil) { _ in completed = true })
        world.advance(by: world.frameDuration)
        #expect(completed)
    }
}
