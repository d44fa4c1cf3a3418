// UIModule: the `ui` Lua module (docs/lua-api.md): worlds, index paths, controllers,
// navigation, the interactive pop and the transition coordinator.
import LuaKit
import UISim

/// The `ui` module for Lua.
public enum UISimLua {
    /// Registers the `ui` module in `state` as `package.preload["ui"]`, so `require "ui"`
    /// builds it once; the spec runner also resolves the global `ui` through it.
    /// - Parameter exploreSeed: `ui.explore`'s seed when a spec gives none: the run's `--seed`
    ///   (or shuffle seed), so that the command line reproduces an exploration.
    /// - Returns: what a failing test shows of the worlds and recordings made in `state`.
    @discardableResult
    public static func install(into state: LuaState, exploreSeed: UInt64 = 0) throws(LuaError) -> Exhibits {
        let exhibits = Exhibits()
        // Built on first use (`require "ui"`, or the global `ui`, which the spec runner resolves
        // through package.preload): a spec file that does not use it pays nothing.
        let package = state.global("package")
        let preload = state.field(package, "preload")
        state.setField(preload, "ui", state.function { [unowned state] _ throws(LuaCallError) in
            let module = try UIModule(state, exploreSeed: exploreSeed, exhibits: exhibits).table
            let explore = ExploreModule.lazyFields(state, seed: exploreSeed, indexPath: state.field(module, "IndexPath"))
            return [strictModule(state, module, name: "ui", lazy: explore)]
        })
        return exhibits
    }
}

/// The Lua types of the module and the functions that make and check their values.
///
/// Every closure captures the state unowned (a state must never be kept alive by its own
/// functions) and the types, which the state keeps alive.
struct UIModule {
    let table: LuaValue
    /// How many `ui.World{}` calls share one collector step (the first call steps).
    static let worldsPerCollectorStep = 4

    init(_ state: LuaState, exploreSeed: UInt64, exhibits: Exhibits) throws(LuaCallError) {
        let indexPathType = Self.indexPathType(state)
        let errors = CallbackErrors()
        let kit = Kit(state: state, swipe: swipeType(state, errors), indexPath: indexPathType, errors: errors, exhibits: exhibits)
        let worldType = kit.worldType()

        let memory = state.memoryAccount
        table = state.newTable()
        state.setField(table, "animate", kit.animateFunction(worldType))
        state.setField(table, "performWithoutAnimation", kit.performWithoutAnimationFunction())
        // `UITableView.automaticDimension` (−1): heights the table works out (rules 2.14, 18.3)
        state.setField(table, "automaticDimension", .number(TableView.automaticDimension))
        var worldsMade = 0
        state.setField(table, "World", state.function { [unowned state] args throws(LuaCallError) in
            let options = try OptionsTable(state, args, 1, for: "ui.World", keys: ["ios", "fps", "width", "height"])
            let ios = try options.integer("ios", default: 17)
            guard (9...18).contains(ios) else { throw options.outOfRange("ios", "9 ... 18 expected, got \(ios)") }
            let fps = try options.number("fps", default: 60)
            guard fps.isFinite, fps > 0 else { throw options.outOfRange("fps", "positive number expected, got \(showNumber(fps))") }
            let width = try options.number("width", default: 390)
            guard width.isFinite, width > 0 else { throw options.outOfRange("width", "positive number expected, got \(showNumber(width))") }
            let height = try options.number("height", default: 844)
            guard height.isFinite, height > 0 else { throw options.outOfRange("height", "positive number expected, got \(showNumber(height))") }
            // A world's objects (about 25 KB of Swift memory) are invisible to Lua's collector,
            // which paces itself by Lua's own allocations, so worlds a spec has dropped waited
            // for a collection while new ones were built on fresh, cold memory. A step here (a
            // minor collection) frees them first; the seed scenario ran about a fifth faster.
            // One step per `worldsPerCollectorStep` worlds: each step also traverses the tables
            // touched since the last (the registry, among them, on every call that returns an
            // object), a cost that does not grow with the worlds it frees. `Exhibits` holds the
            // last worlds' Swift objects for longer anyway.
            if worldsMade % Self.worldsPerCollectorStep == 0 { state.stepGarbageCollector() }
            worldsMade += 1
            // what the world holds for the script counts against the state's --memory-limit
            let world = World(iosVersion: Int(ios), framesPerSecond: fps, width: width, height: height,
                              memoryBudget: memory)
            exhibits.note(world)
            return state.returning(world, as: worldType)
        })
        state.setField(table, "IndexPath", state.function { [unowned state] args throws(LuaCallError) in
            let row = try args.integer(1), section = try args.integer(2)
            return [state.indexPathValue(IndexPath(row: Int(row), section: Int(section)), as: indexPathType)]
        })
        // Diffable data sources (rules 16.x): `snapshot.type` is what `ds:apply(s)` reads.
        let snapshot = Self.snapshotType(state)
        state.setField(table, "Snapshot", snapshot.make)
        state.setField(table, "DiffableDataSource", kit.diffableDataSourceFunction(snapshot.type))
    }

    /// `ui.IndexPath`: a plain value inside its userdata (no Swift object, no finalizer);
    /// `==` compares the two integers.
    private static func indexPathType(_ state: LuaState) -> LuaValueType<IndexPathValue> {
        state.defineValueType("IndexPath", of: IndexPathValue.self, getters: [
            "row": { .integer(Int64($0.row)) },
            "section": { .integer(Int64($0.section)) },
            "item": { .integer(Int64($0.row)) },
        ], description: { $0.indexPath.description }, lessThan: { $0.indexPath < $1.indexPath })
    }
}

/// A world's memory budget is its Lua state's memory account: the simulation's rows and log
/// count against `--memory-limit` with the script's own values.
extension LuaMemoryAccount: MemoryBudget {}
