// ContextPropertyTests: what the coordinator's context answers for a push, a pop and a swipe,
// before and after the finger lifts (rules 5.1, 5.2).
import Testing
@testable import UISim

@Suite("Coordinator: context properties")
struct ContextPropertyTests {
    @Test("a push: from A to B, animated, not interactive, [SIM] not interruptible, percent 0",
          arguments: everyEra)
    func push(ios: Int) throws {
        // rule 5.1
        // rule 5.2
        let s = NavScene(ios: ios, pushB: false)
        s.nav.pushViewController(s.b, animated: true)
        let c = try #require(s.nav.transitionCoordinator)
        #expect(c.viewController(forKey: .from) === s.a && c.viewController(forKey: .to) === s.b)
        #expect(c.view(forKey: .from) === s.a.view && c.view(forKey: .to) === s.b.view)
        #expect(c.containerView === s.nav.view)
        #expect(c.isAnimated && c.presentationStyle == "none" && c.targetTransform == "identity")
        #expect(!c.initiallyInteractive && !c.isInteractive && !c.isCancelled)
        #expect(!c.isInterruptible, "[SIM] the built-in push is not interruptible")
        #expect(c.transitionDuration == 0.35)
        #expect(c.completionVelocity == 1 && c.completionCurve == .easeInOut, "no interaction controller")
        for _ in 0..<3 {
            #expect(c.percentComplete == 0, "[SIM] 0 while a non-interactive transition runs")
            #expect(!c.isInteractive, "never interactive: it is not interruptible")
            s.world.advance(by: 0.1)
        }
        #expect(!c.isCancelled)
    }

    @Test("a pop: from B to A", arguments: everyEra)
    func pop(ios: Int) throws {
        // rule 5.1
        let s = NavScene(ios: ios)
        s.nav.popViewController(animated: true)
        let c = try #require(s.nav.transitionCoordinator)
        #expect(c.viewController(forKey: .from) === s.b && c.viewController(forKey: .to) === s.a)
        #expect(c.view(forKey: .from) === s.b.view && c.view(forKey: .to) === s.a.view)
        #expect(c.isAnimated && !c.initiallyInteractive && !c.isInteractive)
    }

    @Test("[SIM] a swipe before release: interactive, not cancelled, live percent", arguments: everyEra)
    func beforeRelease(ios: Int) throws {
        // rule 5.2
        // rule 5.1
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        let c = try #require(s.nav.transitionCoordinator)
        #expect(c.viewController(forKey: .from) === s.b && c.viewController(forKey: .to) === s.a)
        #expect(c.initiallyInteractive && c.isAnimated, "initiallyInteractive only with isAnimated")
        for p in [0.1, 0.45, 0.3, 0.8] {
            swipe.update(p)
            #expect(c.isInteractive && !c.isCancelled)
            #expect(c.percentComplete == p, "live")
        }
        swipe.update(1.4)
        #expect(c.percentComplete == 1, "clamped")
        swipe.update(-0.2)
        #expect(c.percentComplete == 0)
    }

    @Test("[SIM] a swipe after release: not interactive, percent frozen, initiallyInteractive kept",
          arguments: everyEra, [true, false])
    func afterRelease(ios: Int, finish: Bool) throws {
        // rule 5.2
        // rule 5.1
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        let c = try #require(s.nav.transitionCoordinator)
        swipe.update(0.6)
        if finish { swipe.finish() } else { swipe.cancel() }
        for _ in 0..<3 {
            #expect(!c.isInteractive && c.initiallyInteractive)
            #expect(c.percentComplete == 0.6, "frozen at the value at release")
            #expect(c.isCancelled == !finish, "true only for a cancelled interactive transition")
            swipe.update(0.1)   // a late update changes nothing
            s.world.advance(by: 0.05)
        }
        try s.world.settle()
        #expect(c.percentComplete == 0.6 && c.isCancelled == !finish && !c.isInteractive)
    }

    @Test("completionVelocity and completionCurve are the interaction's", arguments: everyEra)
    func completionValues(ios: Int) throws {
        // rule 5.1
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        let c = try #require(s.nav.transitionCoordinator)
        #expect(c.completionVelocity == 1 && c.completionCurve == .easeInOut, "the defaults")
        swipe.completionSpeed = 2.5
        swipe.completionCurve = .linear
        swipe.update(0.5)
        swipe.finish()
        #expect(c.completionVelocity == 2.5)
        #expect(c.completionCurve == .linear)
    }
}
