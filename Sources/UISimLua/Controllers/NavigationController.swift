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
                if let refusal = nav.interactivePopRefusal { return [.nil, .string(Self.explain(refusal))] }
                guard let pop = h.world.perform({ nav.beginInteractivePop() }) else { return [.nil] }
                pinWhileTransitioning(nav)
                return state.returning(Handle(pop, world: h.world), as: swipe, identity: pop)
            },
            "popToRootViewController": { [self] h, args throws(LuaCallError) in
                let nav = try navigationController(h)
                let animated = try requiredBoolean(args, 2)
                let popped = h.world.perform { nav.popToRootViewController(animated: animated) }
                pinWhileTransitioning(nav)
                return [popped.map { array($0, h.world) } ?? .nil]
            },
            "setViewControllers": { [self] h, args throws(LuaCallError) in
                let nav = try navigationController(h)
                let list = try controllerList(args, 2, for: nav, in: h.world)
                let animated = try requiredBoolean(args, 3)
                if nav.isTransitioning {
                    throw .binding(.callRefused("setViewControllers", on: "a NavigationController whose transition is running (settle the world first)"))
                }
                h.world.perform { nav.setViewControllers(list, animated: animated) }
                pinWhileTransitioning(nav)
                return []
            },
        ]
    }

    func navigationGetters() -> [String: LuaGetter<Handle<ViewController>>] {
        [
            "topViewController": { [self] h throws(LuaCallError) in
                try navigationController(h).topViewController.map { returningValue($0, h.world) } ?? .nil
            },
            "viewControllers": { [self] h throws(LuaCallError) in
                array(try navigationController(h).viewControllers, h.world)
            },
            "isTransitioning": { [self] h throws(LuaCallError) in
                .boolean(try navigationController(h).isTransitioning)
            },
            "interactivePopGestureRecognizer": { [self] h throws(LuaCallError) in
                guard let g = try navigationController(h).interactivePopGestureRecognizer else { return .nil }
                return state.wrap(Handle(g, world: h.world), as: gestureType, identity: g)
            },
            "delegate": { [self] h throws(LuaCallError) in
                (try navigationController(h).delegate as? LuaNavigationDelegate)?.table ?? .nil
            },
        ]
    }

    func navigationSetters() -> [String: LuaSetter<Handle<ViewController>>] {
        ["delegate": { [self] h, args throws(LuaCallError) in try setNavigationDelegate(h, args) }]
    }

    /// What `nav:beginInteractivePop()` returns second when no swipe begins (rule 4.10): the
    /// cause and what to do about it.
    static func explain(_ refusal: InteractivePopRefusal) -> String {
        switch refusal {
        case .gestureDisabled:
            "the interactivePopGestureRecognizer is disabled (set nav.interactivePopGestureRecognizer.isEnabled = true)"
        case .notOnScreen:
            "the NavigationController is not on screen (world:show(nav) first)"
        case .transitionRunning:
            "a transition is already running (finish, cancel or release the swipe, or world:settle() first)"
        case .onlyRoot:
            "only the root is in the stack, so there is nothing to pop (push a controller first)"
        }
    }

    /// Argument `i`: a non-empty Lua array of distinct controllers of `world` that `nav` may
    /// hold (not navigation controllers, not in another stack, not the window's root).
    private func controllerList(_ args: LuaArguments, _ i: Int32, for nav: NavigationController,
                                in world: World) throws(LuaCallError) -> [ViewController] {
        guard args.typeName(i) == "table" else { throw .type(argument: i, expected: "table") }
        guard let arrayEntry else { throw .message("ui: cannot read the list") }
        let t = args.value(i)
        var list: [ViewController] = []
        var n: Int64 = 1
        while true {
            let v: LuaValue
            do throws(LuaError) { v = try state.call(arrayEntry, [t, .integer(n)]).first ?? .nil } catch {
                throw .argument(i, "cannot read entry \(n): \(error.description)")
            }
            if v == .nil { break }
            guard let c = controllerValue(v) else {
                throw .argument(i, "entry \(n): ViewController expected, got \(luaTypeName(v))")
            }
            guard c.world === world else { throw .argument(i, "entry \(n): ViewController belongs to another World") }
            if c.object is NavigationController { throw .argument(i, "entry \(n): cannot push a NavigationController") }
            if (c.object.parent != nil && c.object.parent !== nav) || world.rootViewController === c.object {
                throw .argument(i, "entry \(n): ViewController is already in another navigation stack or on screen")
            }
            if list.contains(where: { $0 === c.object }) { throw .argument(i, "entry \(n): ViewController is in the list twice") }
            list.append(c.object)
            n += 1
        }
        if list.isEmpty { throw .argument(i, "non-empty list of ViewControllers expected") }
        return list
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
