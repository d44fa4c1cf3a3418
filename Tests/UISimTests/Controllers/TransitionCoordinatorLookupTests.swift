// TransitionCoordinatorLookupTests: where `transitionCoordinator` is found — through the
// navigation controller from its children, only while an animated transition runs — and how long
// the coordinator lives (rule 4.5).
import Testing
@testable import UISim

@Suite("Controllers: finding the transition coordinator")
struct TransitionCoordinatorLookupTests {
    @Test("nil with no transition in progress", arguments: everyEra)
    func nilOutside(ios: Int) throws {
        // rule 4.5
        let s = NavScene(ios: ios)
        #expect(s.nav.transitionCoordinator == nil)
        #expect(s.a.transitionCoordinator == nil && s.b.transitionCoordinator == nil)
        s.nav.popViewController(animated: true)
        try s.world.settle()
        #expect(s.nav.transitionCoordinator == nil && s.a.transitionCoordinator == nil, "nil after completion")
        let loose = ViewController(world: s.world, title: "Loose")
        #expect(loose.transitionCoordinator == nil, "no transition and no ancestor")
    }

    @Test("a child finds the navigation controller's coordinator", arguments: everyEra)
    func foundThroughAncestor(ios: Int) throws {
        // rule 4.5
        let s = NavScene(ios: ios)
        s.nav.popViewController(animated: true)
        let fromNav = try #require(s.nav.transitionCoordinator)
        #expect(s.a.transitionCoordinator === fromNav)
        #expect(s.b.transitionCoordinator === fromNav)
        #expect(fromNav.viewController(forKey: .from) === s.b)
        s.world.advance(by: 0.2)
        #expect(s.a.transitionCoordinator === fromNav, "the same coordinator for the whole transition")
    }

    @Test("found from inside the appearance callbacks of an animated push, pop and swipe",
          arguments: everyEra)
    func foundInCallbacks(ios: Int) throws {
        // rule 4.5
        let s = NavScene(ios: ios)
        var found: [String] = []
        for probe in [s.a, s.b] {
            probe.seen = { c, name, _ in if name.hasPrefix("viewWill") { found.append("\(c.logName).\(name): \(c.transitionCoordinator != nil)") } }
        }
        s.nav.popViewController(animated: true)
        try s.world.settle()
        s.nav.pushViewController(s.b, animated: true)
        try s.world.settle()
        s.nav.beginInteractivePop()?.finish()
        try s.world.settle()
        #expect(found == ["B.viewWillDisappear: true", "A.viewWillAppear: true",
                          "A.viewWillDisappear: true", "B.viewWillAppear: true",
                          "B.viewWillDisappear: true", "A.viewWillAppear: true"])
    }

    @Test("[SIM] nil inside the callbacks of a push or pop without animation", arguments: everyEra)
    func nilWhenNotAnimated(ios: Int) {
        // rule 4.5
        let s = NavScene(ios: ios)
        var found: [Bool] = []
        for probe in [s.a, s.b] { probe.seen = { c, _, _ in found.append(c.transitionCoordinator != nil) } }
        s.nav.popViewController(animated: false)
        s.nav.pushViewController(s.b, animated: false)
        #expect(found.count == 8)
        #expect(!found.contains(true), "no coordinator for a transition without animation")
    }

    @Test("nil in the navigation delegate's willShow of a pop without animation", arguments: everyEra)
    func nilInWillShow(ios: Int) throws {
        // rule 4.5
        let s = NavScene(ios: ios)
        let delegate = NavigationDelegateProbe()
        s.nav.delegate = delegate
        s.nav.popViewController(animated: false)
        s.nav.pushViewController(s.b, animated: true)
        try s.world.settle()
        #expect(delegate.calls == ["willShow(A, animated: false)", "didShow(A, animated: false)",
                                   "willShow(B, animated: true)", "didShow(B, animated: true)"])
        #expect(delegate.hadCoordinator == [false, false, true, false])
    }

    @Test("the coordinator is released after the last callback", arguments: everyEra)
    func ephemeral(ios: Int) throws {
        // rule 4.5
        let s = NavScene(ios: ios)
        weak var coordinator: TransitionCoordinator?
        s.a.seen = { c, name, _ in if name == "viewWillAppear" { coordinator = c.transitionCoordinator } }
        s.nav.popViewController(animated: true)
        #expect(coordinator != nil)
        try s.world.settle()
        #expect(coordinator == nil)
    }

    @Test("a controller that left the stack does not see a later transition's coordinator",
          arguments: everyEra)
    func leftStack(ios: Int) throws {
        // rule 4.5
        let s = NavScene(ios: ios)
        s.nav.popViewController(animated: true)
        try s.world.settle()
        let c = ViewController(world: s.world, title: "C")
        s.nav.pushViewController(c, animated: true)
        #expect(c.transitionCoordinator != nil)
        #expect(s.b.transitionCoordinator == nil, "B has no ancestor any more")
    }
}
