// Kit: the controller, navigation, coordinator and world types, which refer to one another.
import LuaKit
import UISim

/// The types whose methods return each other's values.
///
/// Lua's functions hold the kit strongly (it holds the state unowned, so there is no cycle).
/// All three are declared before any is defined, since their methods return each other's objects.
final class Kit {
    /// Not retained, and not checked on each use (an `unowned` read is a checked retain and a
    /// release): the kit lives only as long as the state's functions that hold it, which the
    /// state releases when it closes, so the state outlives every use of it.
    unowned(unsafe) let state: LuaState
    /// What the kit's helpers hold instead of a `weak` reference to it (see KitLink).
    private(set) lazy var link = KitLink(self)
    let swipe: LuaObjectType<Handle<InteractivePop>>
    let controller: LuaObjectType<Handle<ViewController>>
    let navigation: LuaObjectType<Handle<ViewController>>
    let coordinatorType: LuaObjectType<Handle<TransitionCoordinator>>
    let tableController: LuaObjectType<Handle<ViewController>>
    let tableViewType: LuaObjectType<Handle<TableView>>
    let cellType: LuaObjectType<Handle<TableViewCell>>
    let collectionController: LuaObjectType<Handle<ViewController>>
    let collectionViewType: LuaObjectType<Handle<CollectionView>>
    let collectionCellType: LuaObjectType<Handle<CollectionViewCell>>
    let viewType: LuaObjectType<Handle<View>>
    let indexPathType: LuaValueType<IndexPathValue>
    let superType: LuaObjectType<SuperProxy>
    let cellSuperType: LuaObjectType<CellSuperProxy>
    let collectionCellSuperType: LuaObjectType<CellSuperProxy>
    let flowLayoutType: LuaObjectType<Handle<CollectionViewFlowLayout>>
    /// Errors raised by Lua callbacks, raised again by the call that caused them.
    let errors: CallbackErrors
    /// Navigation controllers with a transition in flight, kept alive until it ends. Fix (found
    /// by FuzzTests): UISim's transition holds its navigation controller `unowned`, so a
    /// controller Lua had dropped mid-transition was freed and the next `world:advance` trapped.
    private var inFlight: [NavigationController] = []
    /// Worlds whose clock a `world:advance` or `world:settle` is moving (WorldClock.swift).
    var movingClocks: [ObjectIdentifier] = []
    /// `local t, i = ...; return t[i]`: reads an array entry (LuaKit reads string keys only).
    private(set) lazy var arrayEntry: LuaValue? = try? state.compile("local t, i = ...; return t[i]", name: "=ui")

    init(state: LuaState, swipe: LuaObjectType<Handle<InteractivePop>>, indexPath: LuaValueType<IndexPathValue>,
         errors: CallbackErrors) {
        self.state = state
        self.errors = errors
        self.swipe = swipe
        indexPathType = indexPath
        // Declared first, defined once `self` exists: the methods return each other's objects.
        controller = state.declareType("ViewController", of: Handle<ViewController>.self)
        navigation = state.declareType("NavigationController", of: Handle<ViewController>.self)
        coordinatorType = state.declareType("TransitionCoordinator", of: Handle<TransitionCoordinator>.self)
        tableController = state.declareType("TableViewController", of: Handle<ViewController>.self)
        tableViewType = state.declareType("TableView", of: Handle<TableView>.self)
        cellType = state.declareType("TableViewCell", of: Handle<TableViewCell>.self)
        collectionController = state.declareType("CollectionViewController", of: Handle<ViewController>.self)
        collectionViewType = state.declareType("CollectionView", of: Handle<CollectionView>.self)
        collectionCellType = state.declareType("CollectionViewCell", of: Handle<CollectionViewCell>.self)
        viewType = state.declareType("View", of: Handle<View>.self)
        superType = state.declareType("ViewController.super", of: SuperProxy.self)
        cellSuperType = state.declareType("TableViewCell.super", of: CellSuperProxy.self)
        collectionCellSuperType = state.declareType("CollectionViewCell.super", of: CellSuperProxy.self)
        flowLayoutType = state.declareType("CollectionViewFlowLayout", of: Handle<CollectionViewFlowLayout>.self)
        state.define(superType, methods: superMethods(), traits: LuaTypeTraits(description: { "super of " + controllerDescription($0.handle.object) }), methodGuard: errors)
        var plainTraits = controllerTraits()
        let overrides = overrideTraits()
        for (k, v) in overrides.getters { plainTraits.getters[k] = v }
        for (k, v) in overrides.setters { plainTraits.setters[k] = v }
        state.define(controller, methods: controllerMethods(), traits: plainTraits, methodGuard: errors, fieldGuard: errors)
        var navMethods = controllerMethods()
        for (k, v) in navigationMethods() { navMethods[k] = v }
        var navTraits = controllerTraits()
        for (k, v) in navigationGetters() { navTraits.getters[k] = v }
        state.define(navigation, methods: navMethods, traits: navTraits, methodGuard: errors, fieldGuard: errors)
        defineCoordinatorType()
        defineViewType()
        defineCellTypes()
        defineTableTypes()
        defineCollectionTypes()
    }

    deinit { link.clear() }

    // MARK: - Wrapping and checking

    /// A controller as a Lua value of its type.
    func wrap(_ c: ViewController, _ world: World) -> LuaValue {
        let type = c is NavigationController ? navigation : c is TableViewController ? tableController
            : c is LuaCollectionViewController ? collectionController : controller
        return state.wrap(Handle(c, world: world), as: type, identity: c)
    }

    /// A list of controllers as a Lua array.
    func array(_ controllers: [ViewController], _ world: World) -> LuaValue {
        let t = state.newTable()
        for (i, c) in controllers.enumerated() {
            state.setRaw(t, key: .integer(Int64(i + 1)), value: wrap(c, world))
        }
        return t
    }

    /// Argument `i`: a controller of either type, made in `world`.
    func controllerArgument(_ args: LuaArguments, _ i: Int32, in world: World) throws(LuaCallError) -> ViewController {
        let h: Handle<ViewController>
        if let c = try? state.object(args, i, controller) {
            h = c
        } else if let n = try? state.object(args, i, navigation) {
            h = n
        } else if let t = try? state.object(args, i, tableController) {
            h = t
        } else if let g = try? state.object(args, i, collectionController) {
            h = g
        } else {
            _ = try state.object(args, i, controller)   // the finalized or type error
            throw .type(argument: i, expected: "ViewController")
        }
        guard h.world === world else { throw .argument(i, "ViewController belongs to another World") }
        return h.object
    }

    /// The navigation controller behind `h`, which the metatable guarantees.
    private func navigationController(_ h: Handle<ViewController>) throws(LuaCallError) -> NavigationController {
        guard let n = h.object as? NavigationController else { throw .type(argument: 1, expected: "NavigationController") }
        return n
    }

    // MARK: - ViewController

    func controllerMethods() -> [String: LuaMethod<Handle<ViewController>>] {
        var methods: [String: LuaMethod<Handle<ViewController>>] = [
            "transitionCoordinator": { [self] h, _ throws(LuaCallError) in
                guard let c = h.object.transitionCoordinator else { return [.nil] }
                return [state.wrap(Handle(c, world: h.world), as: coordinatorType, identity: c)]
            },
        ]
        for (k, v) in controllerSeedMethods() { methods[k] = v }
        return methods
    }

    func controllerTraits() -> LuaTypeTraits<Handle<ViewController>> {
        LuaTypeTraits(
            getters: [
                "title": { h throws(LuaCallError) in h.object.title.map(LuaValue.string) ?? .nil },
                "navigationController": { [self] h throws(LuaCallError) in
                    h.object.navigationController.map { wrap($0, h.world) } ?? .nil
                },
            ],
            setters: [
                "title": { h, args throws(LuaCallError) in
                    h.object.title = args.isNil(3) ? nil : try Self.fieldValue(args, "title", "string", args.optionalString(3))
                },
            ],
            description: { controllerDescription($0.object) },
            equal: { $0.object === $1.object })
    }

    /// A setter's value, or the error naming the field.
    static func fieldValue<T>(_ args: LuaArguments, _ field: String, _ expected: String,
                                      _ read: @autoclosure () throws(LuaCallError) -> T) throws(LuaCallError) -> T {
        do throws(LuaCallError) { return try read() } catch {
            throw .binding(.fieldType(field, expected: expected, got: args.typeName(3)))
        }
    }

    // MARK: - NavigationController

    private func navigationMethods() -> [String: LuaMethod<Handle<ViewController>>] {
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

    private func navigationGetters() -> [String: LuaGetter<Handle<ViewController>>] {
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

    // MARK: - TransitionCoordinator

    private func defineCoordinatorType() {
        var methods: [String: LuaMethod<Handle<TransitionCoordinator>>] = [
            "viewControllerForKey": { [self] h, args throws(LuaCallError) in
                let key = try args.string(2)
                guard let k = TransitionContextViewControllerKey(rawValue: key) else {
                    throw .argument(2, "\"from\" or \"to\" expected, got \"\(key)\"")
                }
                return [h.object.viewController(forKey: k).map { wrap($0, h.world) } ?? .nil]
            },
        ]
        for (k, v) in coordinatorBlockMethods() { methods[k] = v }
        state.define(coordinatorType, methods: methods, traits: LuaTypeTraits(getters: [
            "isAnimated": { .boolean($0.object.isAnimated) },
            "initiallyInteractive": { .boolean($0.object.initiallyInteractive) },
            "isInteractive": { .boolean($0.object.isInteractive) },
            "isInterruptible": { .boolean($0.object.isInterruptible) },
            "isCancelled": { .boolean($0.object.isCancelled) },
            "percentComplete": { .number($0.object.percentComplete) },
            "transitionDuration": { .number($0.object.transitionDuration) },
            "completionVelocity": { .number($0.object.completionVelocity) },
            "completionCurve": { .string(curveName($0.object.completionCurve)) },
        ], description: { coordinatorDescription($0.object) }), methodGuard: errors)
    }

    // MARK: - World

    func worldType() -> LuaObjectType<World> {
        state.defineType("World", of: World.self, methods: withTransactionMethods([
            "advance": { [self] w, args throws(LuaCallError) in
                let dt = try args.nonNegativeNumber(2)
                try movingClock(w, "advance") { w.perform { w.advance(by: dt) } }
                return []
            },
            "settle": { [self] w, args throws(LuaCallError) in
                let limit = args.isNil(2) ? 10 : try args.nonNegativeNumber(2)
                let failure: WorldError? = try movingClock(w, "settle") { w.perform {
                    do throws(WorldError) { try w.settle(maxSeconds: limit) } catch { return error }
                    return nil
                } }
                if let failure { throw .message(failure.description) }
                return []
            },
            "show": { [self] w, args throws(LuaCallError) in
                let vc = try controllerArgument(args, 2, in: w)
                if vc.parent != nil { throw .argument(2, "ViewController is in a navigation stack") }
                w.perform { w.show(vc) }
                return []
            },
            "ViewController": { [self] w, args throws(LuaCallError) in
                let options = try OptionsTable(state, args, 2, for: "world:ViewController", keys: ["title"])
                let title = try options.string("title")
                return [wrap(w.perform { LuaViewController(world: w, title: title) }, w)]
            },
            "TableViewController": { [self] w, args throws(LuaCallError) in
                try makeTableViewController(w, args)
            },
            "View": { [self] w, args throws(LuaCallError) in
                try makeView(w, args)
            },
            "CollectionViewController": { [self] w, args throws(LuaCallError) in
                try makeCollectionViewController(w, args)
            },
            "animate": { [self] w, args throws(LuaCallError) in
                try animate(args, first: 2, world: w)
            },
            "NavigationController": { [self] w, args throws(LuaCallError) in
                let root = try controllerArgument(args, 2, in: w)
                if root is NavigationController { throw .argument(2, "the root cannot be a NavigationController") }
                if root.parent != nil || w.rootViewController === root {
                    throw .argument(2, "ViewController is already in a navigation stack or on screen")
                }
                return [wrap(w.perform { NavigationController(rootViewController: root) }, w)]
            },
        ]), traits: LuaTypeTraits(getters: [
            "time": { .number($0.time) },
            "log": { [self] w in
                let t = state.newTable()
                for (i, line) in w.log.enumerated() { state.setRaw(t, key: .integer(Int64(i + 1)), value: .string(line)) }
                return t
            },
            "ios": { .integer(Int64($0.iosVersion)) },
            "isBusy": { .boolean($0.isBusy) },
        ], description: { w in "World(iOS \(w.iosVersion))" }), methodGuard: errors)
    }
}
