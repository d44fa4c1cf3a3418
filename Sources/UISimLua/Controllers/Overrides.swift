// Overrides: Lua functions assigned to a controller's appearance methods
// (`function list:viewWillAppear(animated) ... end`), `self.super`, the Lua blocks given to the
// transition coordinator, and the errors those callbacks raise.
import LuaKit
import UISim

/// The error a Lua callback raised while Swift was running, kept until the Lua-facing call that
/// caused it returns (Swift never raises: the call throws it after UISim has finished).
final class CallbackErrors {
    /// The first error raised since the current guarded call began.
    var pending: LuaError? {
        get { slots.pointee.pending }
        set { slots.pointee.pending = newValue }
    }
    /// The Lua function answering UISim in the middle of loading or laying out a view
    /// (`tv.dataSource.numberOfRowsInSection`...), while one runs. UISim is not re-entrant
    /// there (found by a stress run: a data source calling `tv:insertRows` trapped UISim's
    /// invariant checks), so guarded calls are refused then, except `usableWhileAnswering`.
    var answering: String? {
        get { slots.pointee.answering }
        set { slots.pointee.answering = newValue }
    }
    /// Where the two are kept: outside the object, so reading and writing them (five times in
    /// every guarded call) are plain loads and stores. Stored `var`s of a class are checked for
    /// exclusive access at run time (`swift_beginAccess`) on every access. Used on the state's
    /// thread only.
    private let slots: UnsafeMutablePointer<(pending: LuaError?, answering: String?)>

    init() {
        slots = .allocate(capacity: 1)
        slots.initialize(to: (nil, nil))
    }

    deinit {
        slots.deinitialize(count: 1)
        slots.deallocate()
    }
    /// What a data source function may still use: cells for `cellForRowAt`, and fields that
    /// only read (as fields: assigning any field is refused).
    static let usableWhileAnswering: Set<String> = ["dequeueReusableCell", "dataSource", "delegate", "title"]

    /// The error of a guarded call made while `answering` is set, nil when it may run.
    private func refusal(_ name: String, assigning: Bool = false) -> LuaCallError? {
        guard let answering, assigning || !Self.usableWhileAnswering.contains(name) else { return nil }
        return .message("attempt to use '\(name)' inside \(answering), which UISim calls while it loads the view")
    }

    /// Starts a guarded (Lua-facing) call: sets aside the error of an enclosing call, so a
    /// nested call only reports its own callbacks' errors.
    func begin() -> LuaError? {
        let outer = pending
        pending = nil
        return outer
    }

    /// Ends a guarded call: raises the first callback error it caused, with the original
    /// message and the Lua traceback, and gives the enclosing call its error back.
    func end(_ outer: LuaError?) throws(LuaCallError) {
        let mine = pending
        pending = outer
        if let mine { throw .value(.string(mine.description)) }
    }

    /// Calls a Lua function from Swift; an error is recorded, never propagated.
    /// - Returns: false when the function raised (so a caller can fall back on the built-in).
    @discardableResult
    func call(_ state: LuaState, _ function: LuaValue, _ arguments: [LuaValue]) -> Bool {
        do throws(LuaError) { _ = try state.call(function, arguments) } catch {
            if pending == nil { pending = error }
            return false
        }
        return true
    }

    /// Whether no callback error is pending. Reads the slot in place: copying the optional
    /// error out and back (what `begin` and `end` do) on every guarded call was most of the
    /// guard's cost, though it is nearly always nil.
    private var isClear: Bool {
        if case .none = slots.pointee.pending { return true }
        return false
    }

    /// Whether a Lua function is answering UISim (see `answering`), read in place.
    private var isAnswering: Bool {
        if case .some = slots.pointee.answering { return true }
        return false
    }
}

/// The guard of the `ui` module's methods, getters and setters (LuaKit runs it around each):
/// refuses them while a Lua function answers UISim, and raises the callback errors a call
/// caused once it has returned.
extension CallbackErrors: LuaCallGuard {
    func enter(_ name: String, assigning: Bool) throws(LuaCallError) -> LuaError? {
        if isAnswering, let refused = refusal(name, assigning: assigning) { throw refused }
        // With no error set aside (the usual case) there is nothing to save: begin() would
        // return nil and leave the slot nil.
        return isClear ? nil : begin()
    }

    func leave(_ outer: LuaError?) throws(LuaCallError) {
        if let outer { return try end(outer) }
        if !isClear { try end(nil) }
    }
}

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
    private var kitLink: KitLink?
    var functions = OverrideFunctions()

    /// Calls the override `name` with `(self, animated)` (or `(self)` for `viewDidLoad`).
    /// - Returns: false when there is none, so the caller runs the built-in behaviour.
    func call(_ name: String, _ controller: ViewController, _ animated: Bool?) -> Bool {
        guard let f = functions[name], let kit else { return false }
        let c = kit.wrap(controller, controller.world)
        // Built whole: appending `animated` to a one-element array reallocated it.
        kit.errors.call(kit.state, f, animated.map { [c, .boolean($0)] } ?? [c])
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
                guard let c = h.object as? LuaOverridable else { throw .message("attempt to read unknown field 'super'") }
                // The same proxy while Lua holds it (a new one per read was a userdata, a
                // finalizer and two Swift objects per override call). Keyed by the controller's
                // `overrides`, which the proxy keeps alive through its handle.
                return state.wrap(SuperProxy(h), as: superType, identity: c.overrides)
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
        guard let c = h.object as? LuaOverridable else { throw .message("attempt to assign to unknown field '\(name)'") }
        if args.isNil(3) {
            c.overrides.functions[name] = nil
            return
        }
        guard args.typeName(3) == "function" else {
            throw .message("bad value for field '\(name)' (function expected, got \(args.typeName(3)))")
        }
        c.overrides.kit = self
        c.overrides.functions[name] = args.value(3)
    }

    private func overrideValue(_ h: Handle<ViewController>, _ name: String) throws(LuaCallError) -> LuaValue {
        guard let c = h.object as? LuaOverridable else { throw .message("attempt to read unknown field '\(name)'") }
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

    /// `c:animateAlongsideTransition(anim, completion)` and `c:notifyWhenInteractionChanges(fn)`.
    func coordinatorBlockMethods() -> [String: LuaMethod<Handle<TransitionCoordinator>>] {
        [
            "animateAlongsideTransition": { [self] h, args throws(LuaCallError) in
                let animation: LuaValue? = args.isNil(2) ? nil : try args.function(2)
                let completion: LuaValue? = args.isNil(3) ? nil : try args.function(3)
                let queued = h.world.perform {
                    h.object.animate(
                        alongsideTransition: animation.map { f in { [link] c in link.kit?.runBlock(f, c, h.world) } },
                        completion: completion.map { f in { [link] c in link.kit?.runBlock(f, c, h.world) } })
                }
                return [.boolean(queued)]
            },
            "notifyWhenInteractionChanges": { [self] h, args throws(LuaCallError) in
                let f = try args.function(2)
                h.world.perform {
                    h.object.notifyWhenInteractionChanges { [link] c in link.kit?.runBlock(f, c, h.world) }
                }
                return []
            },
        ]
    }

    /// Calls a coordinator block with the context (the coordinator, as UIKit's context is).
    private func runBlock(_ f: LuaValue, _ c: TransitionCoordinator, _ world: World) {
        let ctx = state.wrap(Handle(c, world: world), as: coordinatorType, identity: c)
        errors.call(state, f, [ctx])
    }
}
