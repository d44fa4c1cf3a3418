// LuaAdapter: what the Lua data sources and delegates (`tv.dataSource`, `tv.delegate`,
// `cv.dataSource`, `cv.delegate`, `nav.delegate` and its animators) share — looking a
// function up in the Lua table, calling it, recording its error, and checking its result.
import LuaKit
import UISim

/// A Lua table standing in for a UISim data source or delegate.
///
/// Each call looks its function up in the table (`t[name]`, so `__index` works) when UISim asks,
/// so a function assigned later is used, and calls it as a method: `t:name(view, ...)`. Errors, and results of the wrong type, are callback
/// errors: recorded in `kit.errors` and raised by the Lua call that caused them, while UISim
/// carries on with the default answer (Swift never raises, and UISim never sees a Lua error).
class LuaAdapter {
    /// The kit, through its link (no `weak` reference: see KitLink).
    var kit: Kit? {
        get { kitLink?.kit }
        set { kitLink = newValue?.link }
    }
    @exclusivity(unchecked) private var kitLink: KitLink?
    /// The Lua table, held by a registry reference.
    let table: LuaValue
    /// Not owned: the world owns the controller that keeps this adapter, so a strong reference
    /// would be a cycle that outlives the Lua state. UISim calls the adapter only from inside
    /// the world, so it is alive whenever this is read.
    unowned let world: World
    /// How error messages name the table: `tv.delegate`, `cv.dataSource`...
    let owner: String

    /// The names UISim may call (the near-miss check's list): checked in debug builds, so the
    /// list cannot fall behind the calls.
    private let methods: [String]

    init(kit: Kit, table: LuaValue, world: World, owner: String, methods: [String]) {
        kitLink = kit.link
        self.table = table
        self.world = world
        self.owner = owner
        self.methods = methods
    }

    /// The function `table[name]`, or nil when there is none (or the lookup raised, recorded).
    func function(_ name: String) -> LuaValue? {
        assert(methods.contains(name), "\(owner).\(name) is called but not in its near-miss list")
        guard let kit, let lookup = kit.arrayEntry else { return nil }
        do throws(LuaError) {
            guard let f = try kit.state.call(lookup, [table, .string(name)]).first, f != .nil else { return nil }
            return f
        } catch {
            record(error)
            return nil
        }
    }

    /// Calls `table:name(arguments...)` — a method call, the table as `self`, as controller
    /// overrides are called — so a delegate with state, or a class instance, sees itself.
    /// Nil when there is no such function (a callback error too when `required`) or it raised.
    /// `arguments` is built only when the function exists (wrapping values costs).
    func call(_ name: String, _ arguments: @autoclosure () -> [LuaValue], required: Bool = false) -> [LuaValue]? {
        guard let f = function(name) else {
            if required { problem(name, "function expected, got nil") }
            return nil
        }
        guard let kit else { return nil }
        do throws(LuaError) { return try kit.state.call(f, [table] + arguments()) } catch {
            record(error)
            return nil
        }
    }

    /// Runs `body`, a call of the function `name` made while UISim loads or lays out the view,
    /// with the `ui` module's other calls refused meanwhile (CallbackErrors.answering).
    func answering<T>(_ name: String, _ body: () -> T) -> T {
        guard let errors = kit?.errors else { return body() }
        let outer = errors.answering
        errors.answering = outer ?? "\(owner).\(name)"
        defer { errors.answering = outer }
        return body()
    }

    /// Keeps the first error until the guarded Lua call that caused it returns.
    func record(_ error: LuaError) {
        guard let kit, kit.errors.pending == nil else { return }
        kit.errors.pending = error
    }

    /// A callback error of this table's function `name`, such as a missing required function.
    func problem(_ name: String, _ text: String) {
        record(.runtime(message: "\(owner).\(name): \(text)", traceback: nil))
    }

    /// A wrong result: a callback error naming the function, what it wanted and what it got.
    func wrongResult(_ name: String, _ expected: String, _ v: LuaValue) {
        problem(name, "\(expected) expected as result, got \(luaTypeName(v))")
    }

    /// The boolean answer of `name`, or `fallback` when it is missing, raised or answered wrong.
    func boolean(_ name: String, _ arguments: @autoclosure () -> [LuaValue], default fallback: Bool) -> Bool {
        guard let results = call(name, arguments()) else { return fallback }
        let v = results.first ?? .nil
        guard case .boolean(let b) = v else {
            wrongResult(name, "boolean", v)
            return fallback
        }
        return b
    }

    /// A count answered by `name` (0 ... 1000000): `fallback` when the function is missing (a
    /// callback error too when `required`), has raised or has answered anything else.
    func count(_ name: String, _ arguments: @autoclosure () -> [LuaValue], what: String,
               default fallback: Int, required: Bool) -> Int {
        answering(name) { countAnswer(name, arguments, what: what, default: fallback, required: required) }
    }

    private func countAnswer(_ name: String, _ arguments: () -> [LuaValue], what: String,
                             default fallback: Int, required: Bool) -> Int {
        guard let results = call(name, arguments(), required: required) else { return fallback }
        let v = results.first ?? .nil
        guard let n = v.integer, (0...1_000_000).contains(n) else {
            let got = luaTypeName(v) == "number" ? showNumber(v.number ?? 0) : luaTypeName(v)
            problem(name, "\(what) (0 ... 1000000) expected as result, got \(got)")
            return fallback
        }
        return Int(n)
    }

    /// The cells `dequeueReusableCell` gave out during each running cell call (innermost
    /// last): the only cells that call may return, so no cell ever shows two items.
    @exclusivity(unchecked) private var dequeued: [[AnyObject]] = []

    /// Notes a cell `tv:`/`cv:dequeueReusableCell` gave out, for the running cell call.
    func noteDequeued(_ cell: AnyObject) {
        if !dequeued.isEmpty { dequeued[dequeued.count - 1].append(cell) }
    }

    /// The cell answered by `name` (`cellForRowAt`, `cellForItemAt`): nil when the function is
    /// missing or answered nil; a callback error, and nil, for anything but a cell it dequeued.
    func cell<Cell: AnyObject>(_ name: String, _ arguments: @autoclosure () -> [LuaValue],
                               _ type: LuaObjectType<Handle<Cell>>, dequeue: String) -> Cell? {
        dequeued.append([])
        let results = answering(name) { call(name, arguments()) }
        let mine = dequeued.removeLast()
        let v = results?.first ?? .nil
        if v == .nil { return nil }
        if let kit, let cell = kit.state.object(v, as: type)?.object, mine.contains(where: { $0 === cell }) {
            return cell
        }
        wrongResult(name, "nil or a cell of \(dequeue) in this call", v)
        return nil
    }

    /// `v` as an index path, if it is a `ui.IndexPath`.
    func indexPath(_ v: LuaValue) -> IndexPath? {
        kit?.indexPath(v)
    }
}

extension Kit {
    /// The new value of a `dataSource` or `delegate` field (argument 3 of `__newindex`): a
    /// table, or nil to remove the Lua one.
    /// A key near one of `methods` (`didSelectRowAtt`) is refused: the table may hold state and
    /// helpers of its own, but a misspelt method would silently never be called.
    func adapterTable(_ args: LuaArguments, _ field: String, methods: [String]) throws(LuaCallError) -> LuaValue? {
        if args.isNil(3) { return nil }
        guard args.typeName(3) == "table" else {
            throw .binding(.fieldType(field, expected: "table or nil", got: args.typeName(3)))
        }
        try args.rejectNearMisses(ofField: field, names: methods)
        return args.value(3)
    }

    /// `v` as an index path, if it is a `ui.IndexPath` (a direct userdata check, no Lua call).
    func indexPath(_ v: LuaValue) -> IndexPath? {
        state.value(v, as: indexPathType)?.indexPath
    }
}
