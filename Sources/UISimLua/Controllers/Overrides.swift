// Overrides: Lua functions assigned to a controller's appearance methods
// (`function list:viewWillAppear(animated) ... end`) and `self.super`.
import LuaKit
import UISim

/// The appearance methods a Lua function can override.
let overridableMethods: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]

/// The Lua functions assigned to one controller, and how to call them.
///
/// The functions are held by registry references: a function whose upvalues reach the
/// controller's userdata keeps it alive until the state closes (a known limit: LuaKit has no
/// user values, which the collector could trace).
final class LuaOverrides {
    /// The kit, through its link (no `weak` reference: see KitLink).
    var kit: Kit? {
        get { kitLink?.kit }
        set { kitLink = newValue?.link }
    }
    @exclusivity(unchecked) private var kitLink: KitLink?
    @exclusivity(unchecked) var functions = OverrideFunctions()

    /// Calls the override `name` with `(self, animated)` (or `(self)` for `viewDidLoad`).
    /// - Returns: false when there is none, so the caller runs the built-in behaviour.
    func call(_ name: String, _ controller: ViewController, _ animated: Bool?) -> Bool {
        guard let f = functions[name], let kit else { return false }
        // `self` pushed straight, no arguments array, no results copied out (LuaKit's
        // `callDiscardingResults`): this runs on every appearance call of an overridden method.
        let world = controller.world
        kit.errors.call { () throws(LuaError) in
            try kit.state.callDiscardingResults(f, with: Handle(controller, world: world), as: kit.controllerType(of: controller),
                                                identity: controller, animated.map { .boolean($0) })
        }
        return true
    }
}

/// The functions assigned to one controller's appearance methods, by name.
///
/// UISim asks for one on every appearance call of every controller made from Lua, nearly
/// always in vain; there are at most five, so comparing names (literals, compared by length
/// and bytes) costs less than hashing the asked name into a dictionary each time.
struct OverrideFunctions {
    private var entries: [(name: String, function: LuaValue)] = []

    subscript(name: String) -> LuaValue? {
        get {
            for e in entries where e.name == name { return e.function }
            return nil
        }
        set {
            if let i = entries.firstIndex(where: { $0.name == name }) {
                if let newValue { entries[i].function = newValue } else { entries.remove(at: i) }
            } else if let newValue {
                entries.append((name, newValue))
            }
        }
    }
}

/// A controller made from Lua, whose appearance methods Lua can override.
protocol LuaOverridable: ViewController {
    var overrides: LuaOverrides { get }
}

extension LuaOverridable {
    /// Routes UISim's `appearanceOverride` hook to this controller's Lua functions; the
    /// controller's own methods stay the built-in behaviour that `self.super` runs.
    func installOverrideHook() {
        // unowned(unsafe): the hook is a property of this controller, so it runs only while the
        // controller is alive (an `unowned` capture was a checked retain and a release per call).
        appearanceOverride = { [unowned(unsafe) self] name, animated in overrides.call(name, self, animated) }
    }
}

/// `world:ViewController{}`.
final class LuaViewController: ViewController, LuaOverridable {
    let overrides = LuaOverrides()

    override init(world: World, title: String? = nil) {
        super.init(world: world, title: title)
        installOverrideHook()
    }
}

extension LuaTableViewController: LuaOverridable {}

/// `self.super`: the controller whose methods run UISim's built-in behaviour.
final class SuperProxy {
    let handle: Handle<ViewController>
    init(_ handle: Handle<ViewController>) { self.handle = handle }
}

extension Kit {
    /// The `viewWillAppear`... fields and `super` of the controllers made from Lua.
    func overrideTraits() -> (getters: [String: LuaGetter<Handle<ViewController>>],
                              setters: [String: LuaSetter<Handle<ViewController>>]) {
        var getters: [String: LuaGetter<Handle<ViewController>>] = [
            "super": { [self] (h: Handle<ViewController>) throws(LuaCallError) -> LuaValue in
                guard let c = h.object as? LuaOverridable else { throw .binding(.unknownField("super", of: controllerTypeName(h.object), access: .read, known: [])) }
                // The same proxy while Lua holds it (a new one per read was a userdata, a
                // finalizer and two Swift objects per override call). Keyed by the controller's
                // `overrides`, which the proxy keeps alive through its handle.
                return state.returningValue(SuperProxy(h), as: superType, identity: c.overrides)
            },
        ]
        var setters: [String: LuaSetter<Handle<ViewController>>] = [:]
        for name in overridableMethods {
            getters[name] = overrideGetter(name)
            setters[name] = overrideSetter(name)
        }
        return (getters, setters)
    }

    private func overrideGetter(_ name: String) -> LuaGetter<Handle<ViewController>> {
        { [self] h throws(LuaCallError) in try overrideValue(h, name) }
    }

    private func overrideSetter(_ name: String) -> LuaSetter<Handle<ViewController>> {
        { [self] h, args throws(LuaCallError) in try setOverride(h, args, name) }
    }

    private func setOverride(_ h: Handle<ViewController>, _ args: LuaArguments, _ name: String) throws(LuaCallError) {
        guard let c = h.object as? LuaOverridable else { throw .binding(.unknownField(name, of: controllerTypeName(h.object), access: .assign, known: [])) }
        let f = try args.overrideFunction(named: name)
        if f != nil { c.overrides.kit = self }
        c.overrides.functions[name] = f
    }

    private func overrideValue(_ h: Handle<ViewController>, _ name: String) throws(LuaCallError) -> LuaValue {
        guard let c = h.object as? LuaOverridable else { throw .binding(.unknownField(name, of: controllerTypeName(h.object), access: .read, known: [])) }
        if let f = c.overrides.functions[name] { return f }
        return .nil
    }

    func superMethods() -> [String: LuaMethod<SuperProxy>] {
        var methods: [String: LuaMethod<SuperProxy>] = [:]
        for name in overridableMethods { methods[name] = superMethod(name) }
        return methods
    }

    private func superMethod(_ name: String) -> LuaMethod<SuperProxy> {
        { p, args throws(LuaCallError) in try Self.runBuiltin(p, args, name) }
    }

    private static func runBuiltin(_ p: SuperProxy, _ args: LuaArguments, _ name: String) throws(LuaCallError) -> [LuaValue] {
        let c = p.handle.object
        let animated = name == "viewDidLoad" ? false : try args.boolean(2, default: false)
        p.handle.world.perform {
            // the methods themselves are the built-in behaviour (overrides go through the hook)
            switch name {
            case "viewDidLoad": c.viewDidLoad()
            case "viewWillAppear": c.viewWillAppear(animated)
            case "viewDidAppear": c.viewDidAppear(animated)
            case "viewWillDisappear": c.viewWillDisappear(animated)
            case "viewDidDisappear": c.viewDidDisappear(animated)
            default: break
            }
        }
        return []
    }
}
