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
/// delegates' names do (`tableView(_:didSelectRowAt:)` → `didSelectRowAt`).
final class LuaNavigationDelegate: NavigationControllerDelegate {
    /// The Lua object, held by a registry reference.
    let object: LuaValue
    private let kitLink: KitLink

    init(_ object: LuaValue, kit: Kit) {
        self.object = object
        kitLink = kit.link
    }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool) {
        send("willShow", navigationController, viewController, animated)
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool) {
        send("didShow", navigationController, viewController, animated)
    }

    /// Calls `object:name(nav, vc, animated)` if the object has that method; a lookup or call
    /// error is a callback error, raised by the Lua call that caused the transition.
    private func send(_ name: String, _ nav: NavigationController, _ vc: ViewController, _ animated: Bool) {
        guard let kit = kitLink.kit, let lookup = kit.arrayEntry else { return }
        let f: LuaValue
        do throws(LuaError) { f = try kit.state.call(lookup, [object, .string(name)]).first ?? .nil } catch {
            if kit.errors.pending == nil { kit.errors.pending = error }
            return
        }
        guard f != .nil else { return }
        kit.errors.call(kit.state, f, [object, kit.wrap(nav, nav.world), kit.wrap(vc, vc.world), .boolean(animated)])
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
        nav.luaDelegate = LuaNavigationDelegate(args.value(3), kit: self)
    }
}
