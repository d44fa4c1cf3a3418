// Swipe: the `InteractivePop` type — the screen-edge swipe that drives an interactive pop.
import LuaKit
import UISim

func swipeType(_ state: LuaState, _ errors: CallbackErrors) -> LuaObjectType<Handle<InteractivePop>> {
    /// Refuses a swipe's method once the swipe has ended. A check each method makes first,
    /// not a closure wrapped around it: `update` runs 30 times a scenario, and each closure
    /// layer between Lua and the method costs a call through reabstraction thunks.
    func live(_ h: Handle<InteractivePop>, _ name: String) throws(LuaCallError) {
        guard h.object.isInteractive else {
            throw .message("attempt to call '\(name)' on a swipe that has ended")
        }
    }
    return state.defineType("InteractivePop", of: Handle<InteractivePop>.self, methods: [
        "update": { h, args throws(LuaCallError) in
            try live(h, "update")
            let p = try args.finiteNumber(2)
            h.world.perform { h.object.update(p) }
            return []
        },
        "finish": { h, _ throws(LuaCallError) in
            try live(h, "finish")
            h.world.perform { h.object.finish() }
            return []
        },
        "cancel": { h, _ throws(LuaCallError) in
            try live(h, "cancel")
            h.world.perform { h.object.cancel() }
            return []
        },
        "release": { [unowned state] h, args throws(LuaCallError) in
            try live(h, "release")
            let options = try OptionsTable(state, args, 2)
            let velocity = try options.number("velocity", default: 0)
            guard velocity.isFinite else {
                throw options.outOfRange("velocity", "finite number expected, got \(showNumber(velocity))")
            }
            return [.boolean(h.world.perform { h.object.release(velocity: velocity) })]
        },
    ], traits: LuaTypeTraits(getters: [
        "percentComplete": { .number($0.object.percentComplete) },
        "isInteractive": { .boolean($0.object.isInteractive) },
        "isComplete": { .boolean($0.object.isComplete) },
    ]), methodGuard: errors)
}

/// The Lua name of a curve (`completionCurve`).
func curveName(_ curve: AnimationCurve) -> String {
    switch curve {
    case .easeInOut: "easeInOut"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .linear: "linear"
    }
}
