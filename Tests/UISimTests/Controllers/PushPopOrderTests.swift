// PushPopOrderTests: the appearance calls of a push and of a pop that is not interactive,
// animated or not — UIKit's order, the `animated` argument passed through, the "did" calls
// only once the animation has run — and what happens to the popped controller (rules 4.1, 4.2).
import Testing
@testable import UISim

@Suite("Navigation: push and pop call order")
struct PushPopOrderTests {
    @Test("an animated push: A.W−, B.W+, the animation, then A.D−, B.D+", arguments: everyEra)
    func animatedPush(ios: Int) {
        // rule 4.1
        let s = NavScene(ios: ios, pushB: false)
        s.nav.pushViewController(s.b, animated: true)
        let start = ["Navigation.willShow(B, animated: true)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"]
        #expect(s.calls == start)
        expectHappens(at: 0.35, in: s.world, "the did calls") { s.calls.count > start.count }
        #expect(s.calls == start + ["A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                                    "Navigation.didShow(B, animated: true)"])
    }

    @Test("a push without animation makes all four calls at once, with false", arguments: everyEra)
    func plainPush(ios: Int) {
        // rule 4.1
        let s = NavScene(ios: ios, pushB: false)
        s.nav.pushViewController(s.b, animated: false)
        #expect(s.calls == ["Navigation.willShow(B, animated: false)", "A.viewWillDisappear(false)",
                            "B.viewWillAppear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                            "Navigation.didShow(B, animated: false)"])
        #expect(s.nav.topViewController === s.b)
        #expect(s.b.view.superview === s.nav.view && s.a.view.superview == nil)
    }

    @Test("an animated pop: B.W−, A.W+, the animation, then B.D−, A.D+", arguments: everyEra)
    func animatedPop(ios: Int) {
        // rule 4.2
        let s = NavScene(ios: ios)
        #expect(s.nav.popViewController(animated: true) === s.b)
        let start = ["Navigation.willShow(A, animated: true)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)"]
        #expect(s.calls == start)
        expectHappens(at: 0.35, in: s.world, "the did calls") { s.calls.count > start.count }
        #expect(s.calls == start + ["B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                                    "Navigation.didShow(A, animated: true)"])
        #expect(s.a.view.superview === s.nav.view && s.b.view.superview == nil)
    }

    @Test("a pop without animation makes all four calls at once, with false", arguments: everyEra)
    func plainPop(ios: Int) {
        // rule 4.2
        let s = NavScene(ios: ios)
        s.nav.popViewController(animated: false)
        #expect(s.calls == ["Navigation.willShow(A, animated: false)", "B.viewWillDisappear(false)",
                            "A.viewWillAppear(false)", "B.viewDidDisappear(false)", "A.viewDidAppear(false)",
                            "Navigation.didShow(A, animated: false)"])
        #expect(!s.world.isBusy, "nothing left to run")
    }

    @Test("viewDidLoad runs once, before the first viewWillAppear", arguments: everyEra)
    func viewDidLoadFirst(ios: Int) throws {
        // rule 4.1
        let s = NavScene(ios: ios, pushB: false)
        let c = ViewController(world: s.world, title: "C")
        #expect(!c.isViewLoaded)
        s.nav.pushViewController(c, animated: true)
        let load = try #require(s.calls.firstIndex(of: "C.viewDidLoad()"))
        let appear = try #require(s.calls.firstIndex(of: "C.viewWillAppear(true)"))
        #expect(load < appear)
        try s.world.settle()
        s.nav.popViewController(animated: true)
        try s.world.settle()
        s.nav.pushViewController(c, animated: true)
        try s.world.settle()
        #expect(s.calls.filter { $0 == "C.viewDidLoad()" }.count == 1)
    }

    @Test("popToRoot: only the top and the root get calls; the middle is dropped", arguments: everyEra)
    func popToRoot(ios: Int) throws {
        // rule 4.2
        let s = NavScene(ios: ios)
        let c = ViewController(world: s.world, title: "C")
        s.nav.pushViewController(c, animated: false)
        s.world.clearLog()
        let removed = s.nav.popToRootViewController(animated: true)
        #expect(removed?.map(\.logName) == ["B", "C"])
        #expect(s.nav.viewControllers.map(\.logName) == ["A"])
        try s.world.settle()
        #expect(s.calls == ["Navigation.willShow(A, animated: true)", "C.viewWillDisappear(true)",
                            "A.viewWillAppear(true)", "C.viewDidDisappear(true)", "A.viewDidAppear(true)",
                            "Navigation.didShow(A, animated: true)"])
    }

    @Test("setViewControllers shows a new top as a push, an old one as a pop", arguments: everyEra)
    func setViewControllers(ios: Int) throws {
        // rule 4.1
        // rule 4.2
        let s = NavScene(ios: ios)
        let c = ViewController(world: s.world, title: "C")
        c.loadViewIfNeeded()
        s.world.clearLog()
        s.nav.setViewControllers([s.a, c], animated: true)
        try s.world.settle()
        #expect(s.calls == ["Navigation.willShow(C, animated: true)", "B.viewWillDisappear(true)",
                            "C.viewWillAppear(true)", "B.viewDidDisappear(true)",
                            "C.viewDidAppear(true)", "Navigation.didShow(C, animated: true)"])
        s.world.clearLog()
        s.nav.setViewControllers([s.a], animated: false)
        #expect(s.calls == ["Navigation.willShow(A, animated: false)", "C.viewWillDisappear(false)",
                            "A.viewWillAppear(false)", "C.viewDidDisappear(false)", "A.viewDidAppear(false)",
                            "Navigation.didShow(A, animated: false)"])
    }

    @Test("the popped controller leaves the stack and is released once the pop completes",
          arguments: everyEra)
    func poppedIsReleased(ios: Int) throws {
        // rule 4.2
        let world = World(iosVersion: ios)
        let nav = NavigationController(rootViewController: ViewController(world: world, title: "A"))
        world.show(nav)
        weak var popped: ViewController?
        do {
            let b = ViewController(world: world, title: "B")
            popped = b
            nav.pushViewController(b, animated: true)
            try world.settle()
        }
        nav.popViewController(animated: true)
        #expect(popped?.navigationController === nav, "still the navigation controller's child while it goes")
        try world.settle()
        #expect(popped == nil, "nothing holds B once the pop completes")
    }

    @Test("a controller popped out of the stack no longer has a navigation controller",
          arguments: everyEra)
    func poppedHasNoParent(ios: Int) throws {
        // rule 4.2
        let s = NavScene(ios: ios)
        let c = ViewController(world: s.world, title: "C")
        s.nav.pushViewController(c, animated: false)
        s.nav.popToRootViewController(animated: true)
        #expect(s.b.navigationController == nil, "B was never shown by this pop; it leaves at once")
        try s.world.settle()
        #expect(c.navigationController == nil && s.b.navigationController == nil)
        #expect(s.a.navigationController === s.nav)
    }
}
