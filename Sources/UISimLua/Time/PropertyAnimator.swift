// PropertyAnimator: `world:PropertyAnimator{ ... }`, UIViewPropertyAnimator — animations that
// can be run, paused, scrubbed, reversed and stopped (rules 7.10, 7.11, 7.12).
import LuaKit
import UISim

extension Kit {
    /// `world:PropertyAnimator{ duration =, curve = | dampingRatio =, animations = }`: an
    /// inactive animator, as UIKit's initialisers make (`startAnimation()` runs it).
    func makePropertyAnimator(_ w: World, _ args: LuaArguments) throws(LuaCallError) -> [LuaValue] {
        let o = try OptionsTable(state, args, 2, for: "world:PropertyAnimator",
                                 keys: ["duration", "curve", "dampingRatio", "animations"])
        guard o.value("duration") != .nil else { throw o.typeError("duration", "number", .nil) }
        let duration = try o.number("duration", default: 0)
        guard duration.isFinite, duration >= 0 else {
            throw o.outOfRange("duration", "non-negative number expected, got \(showNumber(duration))")
        }
        let curveName = try o.string("curve")
        let damping: Double? = o.value("dampingRatio") == .nil ? nil : try o.number("dampingRatio", default: 1)
        var curve = AnimationCurve.easeInOut
        if let curveName {
            guard damping == nil else { throw o.outOfRange("curve", "give either curve or dampingRatio, not both") }
            guard let c = curveNamed(curveName) else {
                throw o.outOfRange("curve", curveProblem(got: "\"\(curveName)\""))
            }
            curve = c
        }
        if let damping, !(damping.isFinite && damping > 0) {
            throw o.outOfRange("dampingRatio", "positive number expected, got \(showNumber(damping))")
        }
        let a = o.value("animations")
        if a != .nil, luaTypeName(a) != "function" { throw o.typeError("animations", "function", a) }
        let block = a == .nil ? nil : luaBlock(a)
        let animator = w.perform {
            if let damping { return PropertyAnimator(world: w, duration: duration, dampingRatio: damping, animations: block) }
            return PropertyAnimator(world: w, duration: duration, curve: curve, animations: block)
        }
        return [state.wrap(Handle(animator, world: w), as: animatorType, identity: animator)]
    }

    /// A Lua function as a block UISim keeps: its error is a callback error.
    private func luaBlock(_ f: LuaValue) -> () -> Void {
        { [link] in
            guard let kit = link.kit else { return }
            kit.errors.call(kit.state, f, [])
        }
    }

    /// The `PropertyAnimator` type (declared in `Kit.init`).
    func defineAnimatorType() {
        state.define(animatorType, methods: animatorMethods(), traits: LuaTypeTraits(
            getters: [
                "duration": { .number($0.object.duration) },
                "fractionComplete": { .number($0.object.fractionComplete) },
                "state": { .string(Self.stateName($0.object.state)) },
                "isRunning": { .boolean($0.object.isRunning) },
                "isReversed": { .boolean($0.object.isReversed) },
                "isInterruptible": { .boolean($0.object.isInterruptible) },
                "scrubsLinearly": { .boolean($0.object.scrubsLinearly) },
            ],
            setters: [
                // A no-op while running, as in UIKit (rule 7.10).
                "fractionComplete": { h, args throws(LuaCallError) in
                    let f = try finiteField(args, "fractionComplete")
                    h.world.perform { h.object.fractionComplete = f }
                },
                "isReversed": { h, args throws(LuaCallError) in
                    let b = try booleanField(args, "isReversed")
                    h.world.perform { h.object.isReversed = b }
                },
                "scrubsLinearly": { h, args throws(LuaCallError) in
                    h.object.scrubsLinearly = try booleanField(args, "scrubsLinearly")
                },
                // UIKit raises if it is set on an animator that is not inactive (rule 7.13).
                "isInterruptible": { h, args throws(LuaCallError) in
                    let b = try booleanField(args, "isInterruptible")
                    guard h.object.canSetInterruptible else {
                        throw .message("isInterruptible cannot be set while the PropertyAnimator is "
                            + "\(Self.stateName(h.object.state)) (UIKit raises if it is set on an active animator)")
                    }
                    h.object.isInterruptible = b
                },
            ],
            description: { h in
                "PropertyAnimator \(Self.stateName(h.object.state))\(h.object.isRunning ? ", running" : "")"
            }), methodGuard: errors, fieldGuard: errors)
    }

    static func stateName(_ s: AnimatingState) -> String {
        switch s {
        case .inactive: "inactive"
        case .active: "active"
        case .stopped: "stopped"
        }
    }

    static func positionName(_ p: AnimatingPosition) -> String {
        switch p {
        case .end: "end"
        case .start: "start"
        case .current: "current"
        }
    }

    private func animatorMethods() -> [String: LuaMethod<Handle<PropertyAnimator>>] {
        [
            "addAnimations": { [self] h, args throws(LuaCallError) in
                let f = try args.function(2)
                let delay = args.isNil(3) ? 0 : try args.finiteNumber(3)
                guard (0...1).contains(delay) else { throw .argument(3, "delayFactor 0 ... 1 expected, got \(showNumber(delay))") }
                let block = luaBlock(f)
                h.world.perform { h.object.addAnimations(block, delayFactor: delay) }
                return []
            },
            "addCompletion": { [link] h, args throws(LuaCallError) in
                let f = try args.function(2)
                h.object.addCompletion { position in
                    guard let kit = link.kit else { return }
                    kit.errors.call(kit.state, f, [.string(Self.positionName(position))])
                }
                return []
            },
            "startAnimation": { h, _ throws(LuaCallError) in
                try Self.notStopped(h, "startAnimation")
                h.world.perform { h.object.startAnimation() }
                return []
            },
            "pauseAnimation": { h, _ throws(LuaCallError) in
                try Self.notStopped(h, "pauseAnimation")
                h.world.perform { h.object.pauseAnimation() }
                return []
            },
            "continueAnimation": { [self] h, args throws(LuaCallError) in
                try Self.notStopped(h, "continueAnimation")
                let factor = args.isNil(2) ? 1 : try args.nonNegativeNumber(2)
                let curve = try continuationTiming(args)
                h.world.perform { h.object.continueAnimation(curve: curve, durationFactor: factor) }
                return []
            },
            "stopAnimation": { [self] h, args throws(LuaCallError) in
                let withoutFinishing = try requiredBoolean(args, 2)
                h.world.perform { h.object.stopAnimation(withoutFinishing) }
                return []
            },
            "finishAnimation": { h, args throws(LuaCallError) in
                let name = try args.string(2)
                let positions: [AnimatingPosition] = [.end, .start, .current]
                guard let p = positions.first(where: { Self.positionName($0) == name }) else {
                    throw .argument(2, "\"end\", \"start\" or \"current\" expected, got \"\(name)\"")
                }
                guard h.object.state == .stopped else {
                    throw .binding(.callRefused("finishAnimation", on: "a PropertyAnimator that is not stopped (call stopAnimation(false) first)"))
                }
                h.world.perform { h.object.finishAnimation(at: p) }
                return []
            },
        ]
    }

    /// The timing parameters of `continueAnimation(withTimingParameters:durationFactor:)`,
    /// argument 3: nil keeps the current timing; a curve name is `UICubicTimingParameters`;
    /// `{ dampingRatio = }` is `UISpringTimingParameters(dampingRatio:)`, a spring starting at
    /// rest (rules 7.10, 7.12).
    private func continuationTiming(_ args: LuaArguments) throws(LuaCallError) -> TimingFunction? {
        if args.isNil(3) { return nil }
        if args.typeName(3) == "table" {
            let o = try OptionsTable(state, args, 3, for: "continueAnimation", keys: ["dampingRatio"])
            guard o.value("dampingRatio") != .nil else { throw o.typeError("dampingRatio", "number", .nil) }
            let damping = try o.number("dampingRatio", default: 1)
            guard damping.isFinite, damping > 0 else {
                throw o.outOfRange("dampingRatio", "positive number expected, got \(showNumber(damping))")
            }
            return .spring(dampingRatio: damping, initialVelocity: 0)
        }
        guard let name = args.value(3).string, args.typeName(3) == "string" else {
            throw .type(argument: 3, expected: "string or table")
        }
        guard let c = curveNamed(name) else { throw .argument(3, curveProblem(got: "\"\(name)\"")) }
        return c.timingFunction
    }

    /// UIKit raises for these on a stopped animator ("finishAnimation(at:) must follow").
    private static func notStopped(_ h: Handle<PropertyAnimator>, _ name: String) throws(LuaCallError) {
        if h.object.state == .stopped {
            throw .binding(.callRefused(name, on: "a stopped PropertyAnimator (call finishAnimation first)"))
        }
    }
}
