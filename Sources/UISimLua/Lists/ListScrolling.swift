// ListScrolling: a finger scrolling a list from Lua — `tv:drag{dy=, duration=}`,
// `tv:release{velocity=}`, `tv:fling{velocity=}` and the scroll view's flags and state
// (`bounces`, `isPagingEnabled`, `decelerationRate`, `isDragging`...), bound once for tables
// and collections (rules 12.1–12.9; UISim's Scrolling/ holds the model).
import LuaKit
import UISim

extension Kit {
    /// `drag`, `release` and `fling` of either list.
    func listScrollMethods<L: BoundList & FingerScrollable>(_: L.Type) -> [String: LuaMethod<Handle<L>>] {
        let kind = L.kind
        return [
            // The finger moves `dx`/`dy` points (its own direction: negative dy pushes the content
            // up) over `duration` seconds of the world's clock and stays down; a drag while the
            // finger is down moves it on.
            "drag": { [self] h, args throws(LuaCallError) in
                let name = "\(kind.luaName):drag"
                let o = try OptionsTable(state, args, 2, for: name, keys: ["dx", "dy", "duration"])
                let move = Point(x: try finite(o, "dx", 0), y: try finite(o, "dy", 0))
                let duration = try finite(o, "duration", 0.25)
                guard duration >= 0 else { throw o.outOfRange("duration", "non-negative number expected, got \(showNumber(duration))") }
                try onScreen(h, "drag")
                try movingClock(h.world, name) {
                    if h.object.isDragging {
                        try? h.object.dragFurther(by: move, duration: duration)
                    } else {
                        try? h.object.beginDrag(by: move, duration: duration)
                    }
                }
                return []
            },
            // The finger lifts; `velocity` (points per second, finger direction: a number is
            // vertical, {x=, y=} both axes) defaults to the speed of its last move.
            "release": { [self] h, args throws(LuaCallError) in
                let o = try OptionsTable(state, args, 2, for: "\(kind.luaName):release", keys: ["velocity"])
                let v = o.value("velocity") == .nil ? nil : try velocity(o)
                guard h.world.perform({ h.object.isDragging }) else {
                    throw .binding(.callRefused("release", on: "a \(kind.viewName) no finger is dragging (drag it first)"))
                }
                try movingClock(h.world, "\(kind.luaName):release") { try? h.object.release(velocity: v) }
                return []
            },
            // A quick flick at `velocity` (required): three frames of finger, then the release.
            "fling": { [self] h, args throws(LuaCallError) in
                let name = "\(kind.luaName):fling"
                let o = try OptionsTable(state, args, 2, for: name, keys: ["velocity"])
                guard o.value("velocity") != .nil else { throw o.typeError("velocity", "number or {x=, y=}", .nil) }
                let v = try velocity(o)
                try onScreen(h, "fling")
                guard !h.world.perform({ h.object.isDragging }) else {
                    throw .binding(.callRefused("fling", on: "a \(kind.viewName) a finger is dragging (release it first)"))
                }
                try movingClock(h.world, name) { try? h.object.fling(velocity: v) }
                return []
            },
        ]
    }

    /// The scroll view's settings (read-write) and gesture state (read-only).
    func listScrollTraits<L: BoundList & FingerScrollable>(_: L.Type) -> LuaTypeTraits<Handle<L>> {
        var traits = booleanFieldTraits([
            ("bounces", \L.scrolling.bounces), ("alwaysBounceVertical", \L.scrolling.alwaysBounceVertical),
            ("alwaysBounceHorizontal", \L.scrolling.alwaysBounceHorizontal),
            ("isPagingEnabled", \L.scrolling.isPagingEnabled),
        ])
        let isTracking: LuaGetter<Handle<L>> = { h in .boolean(h.world.perform { h.object.isTracking }) }
        let isDragging: LuaGetter<Handle<L>> = { h in .boolean(h.world.perform { h.object.isDragging }) }
        let isDecelerating: LuaGetter<Handle<L>> = { h in .boolean(h.world.perform { h.object.isDecelerating }) }
        let rate: LuaGetter<Handle<L>> = { h in .number(h.world.perform { h.object.scrolling.decelerationRate.rawValue }) }
        traits.getters["isTracking"] = isTracking
        traits.getters["isDragging"] = isDragging
        traits.getters["isDecelerating"] = isDecelerating
        traits.getters["decelerationRate"] = rate
        // "normal" (0.998), "fast" (0.99), or a number strictly between 0 and 1 [SIM: UIKit
        // keeps only the two named rates; UISim takes any, for exploring]
        let setRate: LuaSetter<Handle<L>> = { h, args throws(LuaCallError) in
            let v = args.value(3)
            let r: DecelerationRate? = switch v.string {
            case "normal": .normal
            case "fast": .fast
            default: v.number.flatMap { $0 > 0 && $0 < 1 ? DecelerationRate(rawValue: $0) : nil }
            }
            guard let r else {
                let got = v.string.map { "\"\($0)\"" } ?? (v.number.map(showNumber) ?? args.typeName(3))
                throw .binding(.fieldValue("decelerationRate", problem: "\"normal\", \"fast\" or a number between 0 and 1 expected, got \(got)"))
            }
            h.world.perform { h.object.scrolling.decelerationRate = r }
        }
        traits.setters["decelerationRate"] = setRate
        return traits
    }

    /// Option `key`: a finite number, `d` when absent.
    private func finite(_ o: OptionsTable, _ key: String, _ d: Double) throws(LuaCallError) -> Double {
        let n = try o.number(key, default: d)
        guard n.isFinite else { throw o.outOfRange(key, "finite number expected, got \(showNumber(n))") }
        return n
    }

    /// The `velocity` option: a finite number (vertical) or `{x=, y=}` of finite numbers.
    private func velocity(_ o: OptionsTable) throws(LuaCallError) -> Point {
        let v = o.value("velocity")
        if v.number != nil { return Point(x: 0, y: try finite(o, "velocity", 0)) }
        guard luaTypeName(v) == "table" else { throw o.typeError("velocity", "number or {x=, y=}", v) }
        do throws(GeometryProblem) { return try point(v) } catch {
            throw o.outOfRange("velocity", error.field == nil ? error.message : "{x = number, y = number} of finite numbers expected")
        }
    }

    /// Refuses a finger on a list outside the window.
    private func onScreen<L: BoundList & FingerScrollable>(_ h: Handle<L>, _ method: String) throws(LuaCallError) {
        guard h.world.perform({ h.object.isOnScreen }) else {
            throw .binding(.callRefused(method, on: "a \(L.kind.viewName) that is not on screen (show its controller with world:show first)"))
        }
    }
}
