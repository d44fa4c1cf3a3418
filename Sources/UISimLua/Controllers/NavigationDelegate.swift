// NavigationDelegate: `nav.delegate`, a Lua object whose methods `willShow` and `didShow`
// hear UIKit's `navigationController(_:willShow:animated:)` and `(_:didShow:animated:)`.
import LuaKit
import UISim

/// `world:NavigationController(root)`: a navigation controller that keeps its Lua delegate.
///
/// UISim holds the delegate weakly, as UIKit does; the Lua object standing in for it must live
/// as long as the assignment, so the controller keeps it.
final class LuaNavigationController: NavigationController {
    var luaDelegate: LuaNavigationDelegate? {
        didSet { delegate = luaDelegate }
    }
}

/// A Lua object as a navigation controller's delegate, called as methods (self first):
/// `function d:willShow(nav, vc, animated)`, `function d:didShow(nav, vc, animated)`. The
/// names drop UIKit's `navigationController(_:` prefix and keep the first label, as the table
/// delegates' names do (`tableView(_:didSelectRowAt:)` → `didSelectRowAt`). LuaAdapter has the
/// rules for lookups, errors and results, as for the list delegates.
final class LuaNavigationDelegate: LuaAdapter, NavigationControllerDelegate {
    /// The methods UISim calls: a key of the object near one of them is refused as misspelt.
    static let methods = ["willShow", "didShow", "animationControllerFor"]

    init(_ object: LuaValue, kit: Kit, world: World) {
        super.init(kit: kit, table: object, world: world, owner: "nav.delegate", methods: Self.methods)
    }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool) {
        send("willShow", navigationController, viewController, animated)
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool) {
        send("didShow", navigationController, viewController, animated)
    }

    /// `navigationController(_:animationControllerFor:from:to:)` (rule 6.40): the object's
    /// `animationControllerFor(nav, operation, from, to)`, with `operation` `"push"` or `"pop"`,
    /// answers nil (the built-in animation) or an animator object (see LuaAnimatedTransitioning).
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationOperation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        guard let kit else { return nil }
        let op = operation == .push ? "push" : "pop"
        guard let v = call("animationControllerFor", [
            kit.wrap(navigationController, navigationController.world), .string(op),
            kit.wrap(fromVC, fromVC.world), kit.wrap(toVC, toVC.world),
        ])?.first, v != .nil else { return nil }
        guard case .reference(let r) = v, r.typeName == "table" || r.typeName == "userdata" else {
            wrongResult("animationControllerFor", "animator object or nil", v)
            return nil
        }
        return LuaAnimatedTransitioning(v, kit: kit, world: navigationController.world,
                                        builtInDuration: navigationController.transitionDuration)
    }

    /// Calls `object:name(nav, vc, animated)` if the object has that method; a lookup or call
    /// error is a callback error, raised by the Lua call that caused the transition.
    private func send(_ name: String, _ nav: NavigationController, _ vc: ViewController, _ animated: Bool) {
        guard let kit else { return }
        _ = call(name, [kit.wrap(nav, nav.world), kit.wrap(vc, vc.world), .boolean(animated)])
    }
}

/// An animator object from `animationControllerFor` as UISim's animator (rule 6.40): its
/// `transitionDuration(context)` (called with nil: the simulation has no context to give) sets
/// the transition's duration, and its `animationEnded(completed)`, if it has one, hears the end
/// (rule 6.3). The views still move as in the built-in push and pop.
final class LuaAnimatedTransitioning: LuaAdapter, ViewControllerAnimatedTransitioning {
    /// The navigation controller's own duration, used when the animator's answer is unusable.
    private let builtIn: Double

    init(_ object: LuaValue, kit: Kit, world: World, builtInDuration: Double) {
        builtIn = builtInDuration
        super.init(kit: kit, table: object, world: world, owner: "animator",
                   methods: ["transitionDuration", "animationEnded"])
    }

    /// The answer of `transitionDuration`, required as in UIKit: a missing method or a result
    /// that is not a finite number ≥ 0 is a callback error, and the built-in duration is used.
    func transitionDuration(using transitionContext: TransitionCoordinator?) -> Double {
        guard let results = call("transitionDuration", [.nil], required: true) else { return builtIn }
        let v = results.first ?? .nil
        guard let d = v.number, d.isFinite, d >= 0 else {
            let got = v.number.map(showNumber) ?? luaTypeName(v)
            problem("transitionDuration", "non-negative number expected as result, got \(got)")
            return builtIn
        }
        return d
    }

    func animationEnded(_ transitionCompleted: Bool) {
        _ = call("animationEnded", [.boolean(transitionCompleted)])
    }
}

extension Kit {
    /// `nav.delegate = d`: a table or userdata (an object with methods), or nil.
    func setNavigationDelegate(_ h: Handle<ViewController>, _ args: LuaArguments) throws(LuaCallError) {
        guard let nav = h.object as? LuaNavigationController else {
            throw .binding(.unknownField("delegate", of: controllerTypeName(h.object), access: .assign, known: []))
        }
        if args.isNil(3) {
            nav.luaDelegate = nil
            return
        }
        let type = args.typeName(3)
        guard type == "table" || type == "userdata" else {
            throw .binding(.fieldType("delegate", expected: "table or nil", got: type))
        }
        if type == "table" { try args.rejectNearMisses(ofField: "delegate", names: LuaNavigationDelegate.methods) }
        nav.luaDelegate = LuaNavigationDelegate(args.value(3), kit: self, world: h.world)
    }
}
