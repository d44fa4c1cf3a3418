// Swipe: the `InteractivePop` type — the screen-edge swipe that drives an interactive pop.
import LuaKit
import UISim

func swipeType(_ state: LuaState, _ errors: CallbackErrors) -> LuaObjectType<Handle<InteractivePop>> {
    state.declareType("InteractivePop", of: Handle<InteractivePop>.self) { [unowned state] type in
        defineSwipeType(type, state, errors)
    }
}

/// The swipe's methods and fields (`swipeType`), built when the first swipe reaches Lua.
private func defineSwipeType(_ type: LuaObjectType<Handle<InteractivePop>>, _ state: LuaState, _ errors: CallbackErrors) {
    /// Refuses a swipe's method once the swipe has ended. A check each method makes first,
    /// not a closure wrapped around it: `update` runs 30 times a scenario, and each closure
    /// layer between Lua and the method costs a call through reabstraction thunks.
    func live(_ h: Handle<InteractivePop>, _ name: String) throws(LuaCallError) {
        guard h.object.isInteractive else {
            throw .binding(.callRefused(name, on: "a swipe that has ended"))
        }
    }
    state.define(type, methods: [
        "update": { h, args throws(LuaCallError) in
            try live(h, "update")
            let p = try args.finiteNumber(2)
            h.world.perform { h.object.update(p) }
            return []
        },
        // The finger `x` points right of where it began: percent = x ÷ container width,
        // clamped to 0…1 (rule 6.6).
        "updateTranslation": { h, args throws(LuaCallError) in
            try live(h, "updateTranslation")
            let x = try args.finiteNumber(2)
            h.world.perform { h.object.update(translationX: x) }
            return []
        },
        // `UIPercentDrivenInteractiveTransition.pause()` (rule 6.2): the finger touching down
        // again while the completion runs, so it is refused only once the pop has ended (not
        // while the finger is down, where UISim answers false). Returns whether it paused.
        "pause": { h, _ throws(LuaCallError) in
            guard !h.object.isComplete else { throw .binding(.callRefused("pause", on: "a swipe that has ended")) }
            return [.boolean(h.world.perform { h.object.pause() })]
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
            let velocity = try releaseVelocity(state, args, for: "swipe:release")
            return [.boolean(h.world.perform { h.object.release(velocity: velocity) })]
        },
    ], traits: LuaTypeTraits(getters: [
        "percentComplete": { .number($0.object.percentComplete) },
        "isInteractive": { .boolean($0.object.isInteractive) },
        "isComplete": { .boolean($0.object.isComplete) },
        "duration": { .number($0.object.duration) },
        "completionSpeed": { .number($0.object.completionSpeed) },
        "completionCurve": { .string(curveName($0.object.completionCurve)) },
        "isInterruptible": { .boolean($0.object.isInterruptible) },
    ], setters: [
        // Rule 6.2: an interruptible pop runs on an animator that `pause()` can stop; only the
        // animator machinery of iOS 11 and later has one, so on iOS 10 and earlier it stays false.
        "isInterruptible": { h, args throws(LuaCallError) in
            let b = try booleanField(args, "isInterruptible")
            h.world.perform { h.object.isInterruptible = b }
        },
        // Rule 6.1: how fast and along which curve the rest runs after the finger lifts.
        "completionSpeed": { h, args throws(LuaCallError) in
            guard let v = args.value(3).number else {
                throw .binding(.fieldType("completionSpeed", expected: "number", got: args.typeName(3)))
            }
            guard v.isFinite, v > 0 else {
                throw .binding(.fieldValue("completionSpeed", problem: "positive number expected, got \(showNumber(v))"))
            }
            h.object.completionSpeed = v
        },
        "completionCurve": { h, args throws(LuaCallError) in
            guard let name = args.value(3).string, let c = curveNamed(name) else {
                let got = args.value(3).string.map { "\"\($0)\"" } ?? args.typeName(3)
                throw .binding(.fieldValue("completionCurve", problem: curveProblem(got: got)))
            }
            h.object.completionCurve = c
        },
    ], description: { swipeDescription($0.object) }), methodGuard: errors, fieldGuard: errors)
}

/// The `{ velocity = v }` of a finger lifting (`swipe:release`, `pull:release`): a finite number
/// of points per second, 0 when left out; any other key is refused with a suggestion.
func releaseVelocity(_ state: LuaState, _ args: LuaArguments, for owner: String) throws(LuaCallError) -> Double {
    let options = try OptionsTable(state, args, 2, for: owner, keys: ["velocity"])
    let velocity = try options.number("velocity", default: 0)
    guard velocity.isFinite else {
        throw options.outOfRange("velocity", "finite number expected, got \(showNumber(velocity))")
    }
    return velocity
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

/// What is wrong with a curve name: the names there are, and what was given (`got`, already
/// shown: a quoted string or a type name).
func curveProblem(got: String) -> String {
    "\"easeInOut\", \"easeIn\", \"easeOut\" or \"linear\" expected, got \(got)"
}

/// The curve a Lua name stands for (`completionCurve`, `curve =`), nil for any other name.
func curveNamed(_ name: String) -> AnimationCurve? {
    AnimationCurve.allCases.first { curveName($0) == name }
}
