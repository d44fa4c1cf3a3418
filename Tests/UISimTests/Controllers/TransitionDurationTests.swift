// TransitionDurationTests: the push and pop take the simulation's 0.35 s on an ease-in-out
// curve, reported as the coordinator's `transitionDuration`, and the duration can be changed
// (rule 4.8).
import Testing
@testable import UISim

@Suite("Navigation: transition duration and curve")
struct TransitionDurationTests {
    @Test("[SIM] the default is 0.35 s, and the coordinator and the swipe report it", arguments: everyEra)
    func defaultDuration(ios: Int) throws {
        // rule 4.8
        let s = NavScene(ios: ios)
        #expect(s.nav.transitionDuration == 0.35)
        s.nav.popViewController(animated: true)
        #expect(s.nav.transitionCoordinator?.transitionDuration == 0.35)
        try s.world.settle()
        s.nav.pushViewController(s.b, animated: true)
        #expect(s.nav.transitionCoordinator?.transitionDuration == 0.35)
        try s.world.settle()
        let swipe = try #require(s.nav.beginInteractivePop())
        #expect(swipe.duration == 0.35)
        #expect(s.nav.transitionCoordinator?.transitionDuration == 0.35)
    }

    @Test("[SIM] a push moves the incoming view on an ease-in-out curve over 0.35 s",
          arguments: everyEra, [0.25, 0.5, 0.8])
    func pushCurve(ios: Int, fraction: Double) {
        // rule 4.8
        let s = NavScene(ios: ios, pushB: false)
        s.nav.pushViewController(s.b, animated: true)
        s.world.advance(by: 0.35 * fraction)
        expectClose(s.b.view.presentationFrame.minX, s.width * (1 - referenceEaseInOut(fraction)),
                    "B's x at \(fraction) of the push")
        expectClose(s.a.view.presentationFrame.minX, -s.width / 3 * referenceEaseInOut(fraction),
                    "A's x (the parallax third)")
    }

    @Test("[SIM] a pop uncovers A on the same curve over 0.35 s", arguments: everyEra)
    func popCurve(ios: Int) {
        // rule 4.8
        let s = NavScene(ios: ios)
        s.nav.popViewController(animated: true)
        s.world.advance(by: 0.35 * 0.3)
        expectClose(s.b.view.presentationFrame.minX, s.width * referenceEaseInOut(0.3))
        expectClose(s.a.view.presentationFrame.minX, -s.width / 3 * (1 - referenceEaseInOut(0.3)))
        s.world.advance(by: 0.35 * 0.7)
        expectClose(s.a.view.presentationFrame.minX, 0)
    }

    @Test("[SIM] the duration is configurable: the transition takes it and reports it",
          arguments: everyEra)
    func configurable(ios: Int) {
        // rule 4.8
        let s = NavScene(ios: ios)
        s.nav.transitionDuration = 0.5
        s.nav.popViewController(animated: true)
        #expect(s.nav.transitionCoordinator?.transitionDuration == 0.5)
        expectHappens(at: 0.5, in: s.world, "the pop's end") { s.calls.contains("A.viewDidAppear(true)") }
    }
}
