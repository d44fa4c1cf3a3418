// RowSwipeBinding: `tv:swipeRow(ip)` and the `RowSwipe` handle it returns — a finger swiping a
// row sideways, scripted like the swipe-back (rules 13.4–13.9).
import LuaKit
import UISim

extension Kit {
    /// `tv:swipeRow(ip)`: the finger touches a visible row of a table on screen and starts
    /// swiping it; `update`/`updateTranslation` move it, `release{velocity=}` or `cancel` end it.
    func tableSwipeMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            "swipeRow": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                let tv = h.object
                let problem: String? = h.world.perform {
                    guard tv.isDescendant(of: h.world.window) else { return "the table view is not on screen (world:show its controller first)" }
                    guard tv.cellForRow(at: p) != nil else { return "row \(p) is not visible" }
                    if let s = tv.swipedRow, s.state == .tracking { return "row \(s.indexPath) is already being swiped (release or cancel it first)" }
                    return nil
                }
                if let problem { throw .argument(2, problem) }
                let swipe = tv.beginSwipe(at: p)
                let v = state.wrap(Handle(swipe, world: h.world), as: rowSwipeType)
                // the handle keeps the table (the swipe holds it weakly)
                state.object(v, as: rowSwipeType)?.owner = tv
                return [v]
            },
        ]
    }

    /// The `RowSwipe` type.
    func defineRowSwipeType() -> LuaObjectType<Handle<RowSwipe>> {
        func tracking(_ h: Handle<RowSwipe>, _ name: String) throws(LuaCallError) {
            guard h.object.state == .tracking else {
                throw .binding(.callRefused(name, on: "a row swipe whose finger has lifted"))
            }
        }
        return state.defineType("RowSwipe", of: Handle<RowSwipe>.self, methods: [
            // A fraction of the row's width, -1 ... 1: negative moves the row left, showing
            // the trailing actions (rule 13.4).
            "update": { h, args throws(LuaCallError) in
                try tracking(h, "update")
                let f = try args.finiteNumber(2)
                guard (-1...1).contains(f) else { throw .argument(2, "number in -1 ... 1 expected, got \(showNumber(f))") }
                h.object.update(f)
                return []
            },
            "updateTranslation": { h, args throws(LuaCallError) in
                try tracking(h, "updateTranslation")
                h.object.update(translationX: try args.finiteNumber(2))
                return []
            },
            "release": { [self] h, args throws(LuaCallError) in
                try tracking(h, "release")
                let options = try OptionsTable(state, args, 2, for: "swipe:release", keys: ["velocity"])
                let velocity = try options.number("velocity", default: 0)
                guard velocity.isFinite else {
                    throw options.outOfRange("velocity", "finite number expected, got \(showNumber(velocity))")
                }
                return [.string(h.object.release(velocity: velocity).rawValue)]
            },
            "cancel": { h, _ throws(LuaCallError) in
                try tracking(h, "cancel")
                h.object.cancel()
                return []
            },
            // An open row's button, by title or by position (1 is the first action).
            "tapAction": { h, args throws(LuaCallError) in
                let s = h.object
                guard s.state == .open else {
                    throw .binding(.callRefused("tapAction", on: "a row that is not open (it is \(s.state.rawValue))"))
                }
                let titles = s.actions.map(\.title)
                let index: Int?
                if let t = args.value(2).string {
                    index = titles.firstIndex(of: t)
                } else if let i = args.value(2).integer {
                    index = titles.indices.contains(Int(i) - 1) ? Int(i) - 1 : nil
                } else {
                    throw .type(argument: 2, expected: "string or number")
                }
                guard let index else {
                    throw .argument(2, "no such action; the row shows " + titles.map { "\"\($0)\"" }.joined(separator: ", "))
                }
                s.tapAction(index)
                return []
            },
        ], traits: LuaTypeTraits(getters: [
            "state": { .string($0.object.state.rawValue) },
            "offset": { .number($0.object.offset) },
            "edge": { h in h.object.edge.map { .string($0 == .trailing ? "trailing" : "leading") } ?? .nil },
            "indexPath": { [self] h in indexPathValue(h.object.indexPath) },
            "actions": { [self] h in
                let t = state.newTable()
                for (i, a) in h.object.actions.enumerated() { state.setRaw(t, key: .integer(Int64(i + 1)), value: .string(a.title)) }
                return t
            },
        ], description: { "RowSwipe \($0.object.indexPath) \($0.object.state.rawValue)" }),
        methodGuard: errors, fieldGuard: errors)
    }
}
