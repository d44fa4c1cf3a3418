// InteractivePopAppearanceTests: the appearance calls of the swipe-back — the "will" calls when
// the gesture begins, the "did" calls when a finished pop's animation ends, and for a cancelled
// one the unbalanced reverse calls, at the moments the simulation chose (rules 4.3, 4.4).
import Testing
@testable import UISim

@Suite("Navigation: appearance calls of the interactive pop")
struct InteractivePopAppearanceTests {
    static let began = ["Navigation.willShow(A, animated: true)", "B.viewWillDisappear(true)",
                        "A.viewWillAppear(true)"]

    @Test("a swipe that finishes: will calls at the start, did calls when the animation ends",
          arguments: everyEra, [0.3, 0.7])
    func finished(ios: Int, p: Double) {
        // rule 4.3
        let s = NavScene(ios: ios)
        let swipe = s.nav.beginInteractivePop()
        #expect(s.calls == Self.began)
        swipe?.update(p)
        s.world.advance(by: 5)
        #expect(s.calls == Self.began, "nothing more while the finger is down, however long")
        swipe?.finish()
        #expect(s.calls == Self.began, "the did calls wait for the completion animation")
        expectHappens(at: (1 - p) * 0.35, in: s.world, "the did calls") { s.calls.count > Self.began.count }
        #expect(s.calls == Self.began + ["B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                                         "Navigation.didShow(A, animated: true)"])
        #expect(s.nav.viewControllers.map(\.logName) == ["A"])
    }

    @Test("a finished swipe releases B", arguments: everyEra)
    func finishedReleases(ios: Int) throws {
        // rule 4.3
        let world = World(iosVersion: ios)
        let nav = NavigationController(rootViewController: ViewController(world: world, title: "A"))
        world.show(nav)
        weak var popped: ViewController?
        do {
            let b = ViewController(world: world, title: "B")
            popped = b
            nav.pushViewController(b, animated: false)
        }
        do {
            let swipe = nav.beginInteractivePop()
            swipe?.update(0.5)
            swipe?.finish()
        }
        #expect(popped != nil, "held while the pop completes")
        try world.settle()
        #expect(popped == nil)
    }

    @Test("a cancelled swipe: handlers, then A.W− and B.W+ at finger lift ([SIM] timing)",
          arguments: everyEra)
    func cancelledWillCalls(ios: Int) throws {
        // rule 4.4
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.4)
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { [unowned world = s.world] _ in
            world.record("interaction changed")
        }
        swipe.cancel()
        #expect(s.calls == Self.began + ["interaction changed", "A.viewWillDisappear(true)",
                                         "B.viewWillAppear(true)"],
                "the reverse will calls come at once, right after the handlers")
    }

    @Test("a cancelled swipe: A.D− and B.D+ when the cancel animation ends ([SIM] timing), no didShow",
          arguments: everyEra, [0.25, 0.6])
    func cancelledDidCalls(ios: Int, p: Double) throws {
        // rule 4.4
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(p)
        swipe.cancel()
        let lifted = s.calls.count
        expectHappens(at: p * 0.35, in: s.world, "the did calls") { s.calls.count > lifted }
        try s.world.settle()
        #expect(s.calls == Self.began + ["A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                         "A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        #expect(!s.calls.contains("A.viewDidAppear(true)"), "unbalanced by design: A never gets D+")
        #expect(!s.calls.contains("B.viewDidDisappear(true)"), "and B never gets D−")
        #expect(s.nav.topViewController === s.b)
        #expect(s.b.view.superview === s.nav.view && s.a.view.superview == nil)
    }

    @Test("the controllers' own overrides see the same calls and arguments", arguments: everyEra)
    func overridesSeeCalls(ios: Int) throws {
        // rule 4.4
        let s = NavScene(ios: ios)
        var seen: [String] = []
        for probe in [s.a, s.b] { probe.seen = { c, name, animated in seen.append("\(c.logName).\(name)(\(animated))") } }
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.5)
        swipe.cancel()
        try s.world.settle()
        #expect(seen == ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewWillDisappear(true)",
                         "B.viewWillAppear(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
    }

    @Test("after a cancel the same controller can be swiped again, and that pop completes",
          arguments: everyEra)
    func swipeAgain(ios: Int) throws {
        // rule 4.4
        // rule 4.3
        let s = NavScene(ios: ios)
        let first = try #require(s.nav.beginInteractivePop())
        first.update(0.3)
        first.cancel()
        try s.world.settle()
        s.world.clearLog()
        let second = try #require(s.nav.beginInteractivePop())
        #expect(s.calls == Self.began)
        second.update(0.8)
        second.finish()
        try s.world.settle()
        #expect(s.calls.suffix(3) == ["B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                                      "Navigation.didShow(A, animated: true)"])
    }
}
