// InteractivePopStackTests: the navigation stack during a swipe-back — without B from the first
// callback on, and back as it was when a cancel is decided (rule 4.6).
import Testing
@testable import UISim

@Suite("Navigation: the stack during an interactive pop")
struct InteractivePopStackTests {
    @Test("from willShow and the will calls on, the stack excludes B and the top is A",
          arguments: everyEra)
    func excludesTopFromTheStart(ios: Int) throws {
        // rule 4.6
        let s = NavScene(ios: ios)
        let delegate = NavigationDelegateProbe()
        s.nav.delegate = delegate
        var stacks: [String: [String]] = [:]
        for probe in [s.a, s.b] {
            probe.seen = { [unowned nav = s.nav] c, name, _ in
                stacks["\(c.logName).\(name)"] = nav.viewControllers.map(\.logName)
            }
        }
        let swipe = try #require(s.nav.beginInteractivePop())
        #expect(delegate.stacks.first == ["A"], "at willShow")
        #expect(stacks["B.viewWillDisappear"] == ["A"])
        #expect(stacks["A.viewWillAppear"] == ["A"])
        swipe.update(0.5)
        #expect(s.nav.viewControllers.map(\.logName) == ["A"])
        #expect(s.nav.topViewController === s.a)
    }

    @Test("the coordinator, through A or the navigation controller, started interactive",
          arguments: everyEra)
    func initiallyInteractive(ios: Int) throws {
        // rule 4.6
        let s = NavScene(ios: ios)
        var fromCallback: Bool?
        s.a.seen = { c, name, _ in if name == "viewWillAppear" { fromCallback = c.transitionCoordinator?.initiallyInteractive } }
        let swipe = try #require(s.nav.beginInteractivePop())
        #expect(fromCallback == true)
        #expect(s.a.transitionCoordinator?.initiallyInteractive == true)
        #expect(s.nav.transitionCoordinator?.initiallyInteractive == true)
        swipe.finish()
        #expect(s.nav.transitionCoordinator?.initiallyInteractive == true, "it never changes")
    }

    @Test("a finished swipe leaves B out", arguments: everyEra)
    func finishedLeavesItOut(ios: Int) throws {
        // rule 4.6
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.7)
        swipe.finish()
        #expect(s.nav.viewControllers.map(\.logName) == ["A"])
        try s.world.settle()
        #expect(s.nav.viewControllers.map(\.logName) == ["A"])
        #expect(s.nav.topViewController === s.a)
    }

    @Test("[SIM] a cancel puts B back just before the reverse will calls, after the handlers",
          arguments: everyEra)
    func cancelRestores(ios: Int) throws {
        // rule 4.6
        let s = NavScene(ios: ios)
        var inHandler: [String]?
        var atWill: [String: [String]] = [:]
        let swipe = try #require(s.nav.beginInteractivePop())
        for probe in [s.a, s.b] {
            probe.seen = { [unowned nav = s.nav] c, name, _ in
                atWill["\(c.logName).\(name)"] = nav.viewControllers.map(\.logName)
            }
        }
        s.nav.transitionCoordinator?.notifyWhenInteractionChanges { [unowned nav = s.nav] _ in
            inHandler = nav.viewControllers.map(\.logName)
        }
        swipe.update(0.3)
        swipe.cancel()
        #expect(inHandler == ["A"], "still without B while the handlers run")
        #expect(atWill["A.viewWillDisappear"] == ["A", "B"])
        #expect(atWill["B.viewWillAppear"] == ["A", "B"])
        #expect(s.nav.topViewController === s.b, "B is the top again from the cancel on")
        try s.world.settle()
        #expect(s.nav.viewControllers.map(\.logName) == ["A", "B"])
        #expect(s.b.navigationController === s.nav)
    }

    @Test("a deeper stack comes back whole after a cancel", arguments: everyEra)
    func deeperStack(ios: Int) throws {
        // rule 4.6
        let s = NavScene(ios: ios)
        let c = ViewController(world: s.world, title: "C")
        s.nav.pushViewController(c, animated: false)
        let swipe = try #require(s.nav.beginInteractivePop())
        #expect(s.nav.viewControllers.map(\.logName) == ["A", "B"])
        #expect(s.nav.topViewController === s.b)
        swipe.cancel()
        try s.world.settle()
        #expect(s.nav.viewControllers.map(\.logName) == ["A", "B", "C"])
    }

    @Test("no swipe at the root, and none while another transition runs", arguments: everyEra)
    func noSwipe(ios: Int) throws {
        // rule 4.6
        let s = NavScene(ios: ios, pushB: false)
        #expect(s.nav.beginInteractivePop() == nil)
        s.nav.pushViewController(s.b, animated: true)
        #expect(s.nav.beginInteractivePop() == nil)
        try s.world.settle()
        #expect(s.nav.beginInteractivePop() != nil)
    }
}
