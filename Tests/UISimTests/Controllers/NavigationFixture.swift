// NavigationFixture: what the controller and transition tests share — a navigation controller
// with A at its root, shown in a world of a chosen iOS version, B pushed and settled; a
// controller and a delegate that record what they see; and log helpers.
import Testing
@testable import UISim

/// The simulated versions that era-dependent tests run in: two legacy (iOS ≤ 10), two modern.
/// Scenario code never looks at the version; only expectations may.
let everyEra = [9, 10, 11, 17]

/// A plain controller that hands each appearance callback, with its argument, to `seen`.
final class Probe: ViewController {
    /// Called from `viewWillAppear` and the rest: the controller, the callback's name, `animated`.
    var seen: ((Probe, String, Bool) -> Void)?

    override func viewWillAppear(_ animated: Bool) { seen?(self, "viewWillAppear", animated) }
    override func viewDidAppear(_ animated: Bool) { seen?(self, "viewDidAppear", animated) }
    override func viewWillDisappear(_ animated: Bool) { seen?(self, "viewWillDisappear", animated) }
    override func viewDidDisappear(_ animated: Bool) { seen?(self, "viewDidDisappear", animated) }
}

/// A navigation delegate that records its calls and what the navigation controller showed then.
final class NavigationDelegateProbe: NavigationControllerDelegate {
    var calls: [String] = []
    /// For each call: whether `navigationController.transitionCoordinator` was non-nil.
    var hadCoordinator: [Bool] = []
    /// For each call: the titles of the stack.
    var stacks: [[String]] = []

    func navigationController(_ nav: NavigationController, willShow vc: ViewController, animated: Bool) {
        note(nav, "willShow(\(vc.logName), animated: \(animated))")
    }

    func navigationController(_ nav: NavigationController, didShow vc: ViewController, animated: Bool) {
        note(nav, "didShow(\(vc.logName), animated: \(animated))")
    }

    private func note(_ nav: NavigationController, _ call: String) {
        calls.append(call)
        hadCoordinator.append(nav.transitionCoordinator != nil)
        stacks.append(nav.viewControllers.map(\.logName))
    }
}

/// A world showing a navigation controller with A at its root and, unless asked otherwise, B
/// pushed without animation; both views loaded and the log cleared.
struct NavScene {
    let world: World
    let nav: NavigationController
    let a: Probe
    let b: Probe

    init(ios: Int, pushB: Bool = true) {
        world = World(iosVersion: ios)
        a = Probe(world: world, title: "A")
        b = Probe(world: world, title: "B")
        nav = NavigationController(rootViewController: a)
        world.show(nav)
        b.loadViewIfNeeded()
        if pushB { nav.pushViewController(b, animated: false) }
        world.clearLog()
    }

    /// The log without the cells' lines.
    var calls: [String] { world.log.filter { !$0.hasPrefix("cell ") } }

    /// The log's controller lines from position `mark` of the full log on.
    func calls(since mark: Int) -> [String] {
        world.log[min(mark, world.log.count)...].filter { !$0.hasPrefix("cell ") }
    }

    /// The container's width (the window's).
    var width: Double { nav.view.bounds.width }

    /// A subview of `controller`'s view, alpha 1, to animate in alongside blocks.
    func marker(in controller: ViewController) -> View {
        let v = makeView(world, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(v)
        return v
    }
}

/// Advances to just before `seconds` from now, checks `done()` is still false, then just past it
/// and checks it is true: something happens at `seconds`, not earlier and not later.
func expectHappens(at seconds: Double, in world: World, _ what: String,
                   sourceLocation: SourceLocation = #_sourceLocation, _ done: () -> Bool) {
    let margin = 1e-6
    world.advance(by: max(0, seconds - margin))
    #expect(!done(), "\(what): already at \(seconds) − \(margin) s", sourceLocation: sourceLocation)
    world.advance(by: 2 * margin)
    #expect(done(), "\(what): not yet at \(seconds) + \(margin) s", sourceLocation: sourceLocation)
}
