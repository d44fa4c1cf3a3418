// OffScreenNavigationTests: a navigation controller that is not in the window changes its stack
// without transitions or appearance calls, and shows its top when it appears. Not a rule of the
// spec: appearance calls go only to controllers in a window (rules 4.1, 4.2 assume one).
import Testing
@testable import UISim

@Suite("Navigation: changing the stack off screen")
struct OffScreenNavigationTests {
    @Test("pushes before the first show make no calls; showing makes only the top appear",
          arguments: everyEra)
    func beforeShow(ios: Int) throws {
        // rule 4.1
        let world = World(iosVersion: ios)
        let a = ViewController(world: world, title: "A")
        let b = ViewController(world: world, title: "B")
        let nav = NavigationController(rootViewController: a)
        let delegate = NavigationDelegateProbe()
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        #expect(world.log.isEmpty && delegate.calls.isEmpty)
        #expect(nav.transitionCoordinator == nil && !world.isBusy)
        #expect(nav.viewControllers.map(\.logName) == ["A", "B"])
        #expect(nav.beginInteractivePop() == nil, "no swipe off screen")
        world.show(nav)
        #expect(world.log == ["Navigation.viewDidLoad()", "Navigation.viewWillAppear(false)", "B.viewDidLoad()",
                              "B.viewWillAppear(false)", "Navigation.viewDidAppear(false)", "B.viewDidAppear(false)"])
        #expect(nav.view.subviews.count == 1 && b.view.superview === nav.view)
    }

    @Test("a pop while another root is shown: no calls; the new top appears when shown again",
          arguments: everyEra)
    func whileHidden(ios: Int) throws {
        // rule 4.2
        let s = NavScene(ios: ios)
        let other = ViewController(world: s.world, title: "Other")
        s.world.show(other)
        s.world.clearLog()
        #expect(s.nav.popViewController(animated: true) === s.b)
        #expect(s.world.log.isEmpty)
        #expect(s.b.navigationController == nil)
        s.world.show(s.nav)
        #expect(s.calls == ["Other.viewWillDisappear(false)", "Other.viewDidDisappear(false)",
                            "Navigation.viewWillAppear(false)", "A.viewWillAppear(false)",
                            "Navigation.viewDidAppear(false)", "A.viewDidAppear(false)"])
        #expect(s.nav.view.subviews.map { $0 === s.a.view } == [true])
    }
}
