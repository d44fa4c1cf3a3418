// NavigationController: push, pop, the interactive pop and the stack of `NavigationController`.
import LuaKit
import UISim

extension Kit {
    /// The navigation controller behind `h`, which the metatable guarantees.
    func navigationController(_ h: Handle<ViewController>) throws(LuaCallError) -> NavigationController {
        guard let n = h.object as? NavigationController else { throw .type(argument: 1, expected: "NavigationController") }
        return n
    }

    func navigationMethods() -> [String: LuaMethod<Handle<ViewController>>] {
        [
            "pushViewController": { [self] h, args throws(LuaCallError) in
                let nav = try navigationController(h)
                let vc = try controllerArgument(args, 2, in: h.world)
                let animated = try requiredBoolean(args, 3)
                if vc is NavigationController { throw .argument(2, "cannot push a NavigationController") }
                if vc.parent != nil || h.world.rootViewController === vc {
                    throw .argument(2, "ViewController is already in a navigation stack or on screen")
                }
                h.world.perform { nav.pushViewController(vc, animated: animated) }
                pinWhileTransitioning(nav)
                return []
            },
            "popViewController": { [self] h, args throws(LuaCallError) in
                let nav = try navigationController(h)
                let animated = try requiredBoolean(args, 2)
                let popped = h.world.perform { nav.popViewController(animated: animated) }
                pinWhileTransitioning(nav)
                return [popped.map { wrap($0, h.world) } ?? .nil]
            },
            "beginInteractivePop": { [self] h, _ throws(LuaCallError) in
                let nav = try navigationController(h)
                guard let pop = h.world.perform({ nav.beginInteractivePop() }) else { return [.nil] }
                pinWhileTransitioning(nav)
                return [state.wrap(Handle(pop, world: h.world), as: swipe, identity: pop)]
            },
        ]
    }

    func navigationGetters() -> [String: LuaGetter<Handle<ViewController>>] {
        [
            "topViewController": { [self] h throws(LuaCallError) in
                try navigationController(h).topViewController.map { wrap($0, h.world) } ?? .nil
            },
            "viewControllers": { [self] h throws(LuaCallError) in
                array(try navigationController(h).viewControllers, h.world)
            },
            "isTransitioning": { [self] h throws(LuaCallError) in
                .boolean(try navigationController(h).isTransitioning)
            },
        ]
    }

    /// Keeps `nav` alive while it transitions; releases the ones whose transition has ended.
    private func pinWhileTransitioning(_ nav: NavigationController) {
        inFlight.removeAll { !$0.isTransitioning }
        if nav.isTransitioning, !inFlight.contains(where: { $0 === nav }) { inFlight.append(nav) }
    }

    /// Argument `i`: a boolean that must be given (`animated`).
    func requiredBoolean(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> Bool {
        if args.isNil(i) { throw .type(argument: i, expected: "boolean") }
        return try args.boolean(i, default: false)
    }
}
