// Kit: the hub of the `ui` module's types, which refer to one another, and the wrapping and
// checking of controllers that every area uses.
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
    let layerType: LuaObjectType<Handle<Layer>>
    let gestureType: LuaObjectType<Handle<ScreenEdgePanGestureRecognizer>>
    let animatorType: LuaObjectType<Handle<PropertyAnimator>>
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
    @exclusivity(unchecked) var inFlight: [NavigationController] = []
    /// Worlds whose clock a `world:advance` or `world:settle` is moving (WorldClock.swift).
    @exclusivity(unchecked) var movingClocks: [ObjectIdentifier] = []
    /// What a failing test shows of this state's worlds and recordings (Exhibits).
    let exhibits: Exhibits
    /// Recordings not yet stopped: a world holds its recordings weakly, and a script that lets
    /// go of `tl` still expects it to record until `tl:stop()` (Record.swift).
    @exclusivity(unchecked) var liveRecordings: [Recording] = []
    /// The `Recording` type (Record.swift), defined on the first `world:record`.
    private(set) lazy var recordingType = defineRecordingType()
    /// The `SheetDismissal` type (SheetPull.swift), defined on the first pull.
    private(set) lazy var sheetDismissalType = defineSheetDismissalType()
    /// The `TableReorder` type (TableReorderType.swift), defined on the first `tv:beginReorder`.
    private(set) lazy var reorderType = defineReorderType()
    /// The `RowSwipe` type (RowSwipeBinding.swift), defined on the first `tv:swipeRow`.
    private(set) lazy var rowSwipeType = defineRowSwipeType()
    /// The `DiffableDataSource` type (DiffableDataSource.swift), so `tv.dataSource = ds` can
    /// recognise one; set when the module defines `ui.DiffableDataSource`.
    @exclusivity(unchecked) var diffableDataSourceType: LuaObjectType<DiffableDataSourceBox>?
    /// Writes a file through Lua's `io.open` (so `--sandbox` checks it): `(path, text)`,
    /// returning nil or the reason it failed (Record.swift).
    private(set) lazy var fileWriter: LuaValue? = try? state.compile("""
        local path, text = ...
        local f, problem = io.open(path, "wb")
        if not f then return problem end
        local ok, failed = f:write(text)
        f:close()
        if not ok then return failed end
        """, name: "=ui")
    /// `local t, i = ...; return t[i]`: reads an array entry (LuaKit reads string keys only).
    private(set) lazy var arrayEntry: LuaValue? = try? state.compile("local t, i = ...; return t[i]", name: "=ui")

    init(state: LuaState, swipe: LuaObjectType<Handle<InteractivePop>>, indexPath: LuaValueType<IndexPathValue>,
         errors: CallbackErrors, exhibits: Exhibits) {
        self.state = state
        self.errors = errors
        self.exhibits = exhibits
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
        layerType = state.declareType("Layer", of: Handle<Layer>.self)
        gestureType = Self.gestureRecognizerType(state, errors)
        animatorType = state.declareType("PropertyAnimator", of: Handle<PropertyAnimator>.self)
        superType = state.declareType("ViewController.super", of: SuperProxy.self)
        cellSuperType = state.declareType("TableViewCell.super", of: CellSuperProxy.self)
        collectionCellSuperType = state.declareType("CollectionViewCell.super", of: CellSuperProxy.self)
        flowLayoutType = state.declareType("CollectionViewFlowLayout", of: Handle<CollectionViewFlowLayout>.self)
        // Each type's methods are built when its first object reaches Lua (a file meets a few
        // of these types; building all of them was most of the first read of `ui`). The
        // definitions hold the kit until they run or the state closes.
        later(superType) { $0.defineSuperType() }
        later(controller) { $0.defineControllerType() }
        later(navigation) { $0.defineNavigationType() }
        later(coordinatorType) { $0.defineCoordinatorType() }
        later(viewType) { $0.defineViewType() }
        later(layerType) { $0.defineLayerType() }
        later(animatorType) { $0.defineAnimatorType() }
        later(cellType, cellSuperType) { $0.defineTableCellTypes() }
        later(collectionCellType, collectionCellSuperType) { $0.defineCollectionCellTypes() }
        later(tableController, tableViewType) { $0.defineTableTypes() }
        later(collectionController, collectionViewType, flowLayoutType) { $0.defineCollectionTypes() }
    }

    /// Leaves `types` to `define`, run once on the kit when the first object of one of them is
    /// pushed (`LuaState.deferredDefinition`; it holds the kit until then).
    private func later<each Object: AnyObject>(_ types: repeat LuaObjectType<each Object>,
                                               by define: @escaping (Kit) -> Void) {
        let definition = state.deferredDefinition { [self] in define(self) }
        repeat state.define(each types, later: definition)
    }

    private func defineSuperType() {
        state.define(superType, methods: superMethods(), traits: LuaTypeTraits(description: { "super of " + controllerDescription($0.handle.object) }), methodGuard: errors)
    }

    private func defineControllerType() {
        var plainTraits = controllerTraits()
        let overrides = overrideTraits()
        for (k, v) in overrides.getters { plainTraits.getters[k] = v }
        for (k, v) in overrides.setters { plainTraits.setters[k] = v }
        state.define(controller, methods: controllerMethods(), traits: plainTraits, methodGuard: errors, fieldGuard: errors)
    }

    private func defineNavigationType() {
        var navMethods = controllerMethods()
        for (k, v) in navigationMethods() { navMethods[k] = v }
        var navTraits = controllerTraits()
        for (k, v) in navigationGetters() { navTraits.getters[k] = v }
        for (k, v) in navigationSetters() { navTraits.setters[k] = v }
        state.define(navigation, methods: navMethods, traits: navTraits, methodGuard: errors, fieldGuard: errors)
    }

    deinit { link.clear() }

    // MARK: - Wrapping and checking

    /// A controller as a Lua value of its type.
    func wrap(_ c: ViewController, _ world: World) -> LuaValue {
        state.wrap(Handle(c, world: world), as: controllerType(of: c), identity: c)
    }

    /// `[wrap(c, world)]` as a method's results, pushed straight (LuaKit's `returning`).
    func returning(_ c: ViewController, _ world: World) -> [LuaValue] {
        state.returning(Handle(c, world: world), as: controllerType(of: c), identity: c)
    }

    /// `wrap(c, world)` as a getter's result, pushed straight (LuaKit's `returningValue`).
    func returningValue(_ c: ViewController, _ world: World) -> LuaValue {
        state.returningValue(Handle(c, world: world), as: controllerType(of: c), identity: c)
    }

    /// The Lua type of a controller.
    func controllerType(of c: ViewController) -> LuaObjectType<Handle<ViewController>> {
        c is NavigationController ? navigation : c is TableViewController ? tableController
            : c is LuaCollectionViewController ? collectionController : controller
    }

    /// A list of controllers as a Lua array.
    func array(_ controllers: [ViewController], _ world: World) -> LuaValue {
        let t = state.newTable()
        for (i, c) in controllers.enumerated() {
            state.setRaw(t, key: .integer(Int64(i + 1)), value: wrap(c, world))
        }
        return t
    }

    /// `v` as a controller of any of the controller types, nil for anything else.
    func controllerValue(_ v: LuaValue) -> Handle<ViewController>? {
        state.object(v, as: controller) ?? state.object(v, as: navigation) ?? state.object(v, as: tableController)
            ?? state.object(v, as: collectionController)
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
}
