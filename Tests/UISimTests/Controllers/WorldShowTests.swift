// WorldShowTests: `World.show(_:)` makes a controller the window's root with appearance calls
// that say "not animated", and replacing the root makes the old one disappear first (rule 4.1).
import Testing
@testable import UISim

@Suite("Window: showing a root controller")
struct WorldShowTests {
    @Test("showing a navigation controller: loads, appears with false, forwards to the top")
    func showNavigation() {
        // rule 4.1
        let world = World()
        let a = ViewController(world: world, title: "A")
        let nav = NavigationController(rootViewController: a)
        world.show(nav)
        #expect(world.log == ["Navigation.viewDidLoad()", "Navigation.viewWillAppear(false)", "A.viewDidLoad()",
                              "A.viewWillAppear(false)", "Navigation.viewDidAppear(false)", "A.viewDidAppear(false)"])
        #expect(world.rootViewController === nav)
        #expect(nav.view.superview === world.window && a.view.superview === nav.view)
        #expect(a.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(a.transitionCoordinator == nil, "showing is not an animated transition")
    }

    @Test("replacing the root: the old one disappears, then the new one appears")
    func replaceRoot() {
        // rule 4.1
        let world = World()
        let a = ViewController(world: world, title: "A")
        let b = ViewController(world: world, title: "B")
        b.loadViewIfNeeded()
        world.show(a)
        world.clearLog()
        world.show(b)
        #expect(world.log == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
                              "B.viewWillAppear(false)", "B.viewDidAppear(false)"])
        #expect(a.view.superview == nil && b.view.superview === world.window)
    }
}
