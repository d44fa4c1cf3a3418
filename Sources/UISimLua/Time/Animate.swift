// Animate: `world:animate(duration, animations, completion)`, `world:animate{ ... }` and
// `ui.animate`, which acts on `World.current` or on the table form's `world =` field.
import LuaKit
import UISim

extension Kit {
    /// `world:animate(duration, animations, completion)` or `world:animate{ duration =, delay =,
    /// curve =, animations =, completion = }`, with the arguments from `first` on.
    func animate(_ args: LuaArguments, first: Int32, world w: World) throws(LuaCallError) -> [LuaValue] {
        var duration: Double, delay = 0.0, options: AnimationOptions = []
        let animations: LuaValue
        var completion: LuaValue?
        var spring: (damping: Double, velocity: Double)?
        if args.typeName(first) == "table" {
            // `world =` belongs to `ui.animate` (argument 1), not to `world:animate`
            var keys = ["duration", "delay", "curve", "animations", "completion", "usingSpringWithDamping",
                        "initialSpringVelocity"]
            if first == 1 { keys.append("world") }
            let o = try OptionsTable(state, args, first, for: first == 1 ? "ui.animate" : "world:animate", keys: keys)
            guard o.value("duration") != .nil else { throw o.typeError("duration", "number", .nil) }
            duration = try o.number("duration", default: 0)
            guard duration.isFinite else { throw o.outOfRange("duration", "finite number expected, got \(showNumber(duration))") }
            delay = try o.number("delay", default: 0)
            guard delay.isFinite, delay >= 0 else {
                throw o.outOfRange("delay", "non-negative number expected, got \(showNumber(delay))")
            }
            if let name = try o.string("curve") {
                guard let c = Self.curveOptions(name) else {
                    throw o.outOfRange("curve", curveProblem(got: "\"\(name)\""))
                }
                options = c
            }
            spring = try springOptions(o)
            let a = o.value("animations")
            guard luaTypeName(a) == "function" else { throw o.typeError("animations", "function", a) }
            animations = a
            let c = o.value("completion")
            if c != .nil {
                guard luaTypeName(c) == "function" else { throw o.typeError("completion", "function", c) }
                completion = c
            }
        } else {
            duration = try args.finiteNumber(first)
            animations = try args.function(first + 1)
            completion = args.isNil(first + 2) ? nil : try args.function(first + 2)
        }
        let done: ((Bool) -> Void)? = completion.map { f in { [link] (finished: Bool) -> Void in link.kit?.runCompletion(f, finished) } }
        w.perform {
            if let spring {
                w.animate(withDuration: duration, delay: delay, dampingRatio: spring.damping, initialVelocity: spring.velocity,
                          options: options, animations: { [self] in errors.call(state, animations, []) }, completion: done)
            } else {
                w.animate(withDuration: duration, delay: delay, options: options,
                          animations: { [self] in errors.call(state, animations, []) }, completion: done)
            }
        }
        return []
    }

    /// `usingSpringWithDamping =` (a positive damping ratio) and `initialSpringVelocity =`
    /// (whole distances per second, default 0): a spring instead of the curve (rule 7.12).
    private func springOptions(_ o: OptionsTable) throws(LuaCallError) -> (damping: Double, velocity: Double)? {
        guard o.value("usingSpringWithDamping") != .nil else {
            if o.value("initialSpringVelocity") != .nil {
                throw o.outOfRange("initialSpringVelocity", "needs usingSpringWithDamping")
            }
            return nil
        }
        let damping = try o.number("usingSpringWithDamping", default: 1)
        guard damping.isFinite, damping > 0 else {
            throw o.outOfRange("usingSpringWithDamping", "positive number expected, got \(showNumber(damping))")
        }
        let velocity = try o.number("initialSpringVelocity", default: 0)
        guard velocity.isFinite else {
            throw o.outOfRange("initialSpringVelocity", "finite number expected, got \(showNumber(velocity))")
        }
        return (damping, velocity)
    }

    /// `world:performWithoutAnimation(fn)`: runs `fn` with animations off in `w`
    /// (`UIView.performWithoutAnimation`, rule 7.5): what it changes is applied at once.
    func performWithoutAnimation(_ args: LuaArguments, _ i: Int32, world w: World) throws(LuaCallError) -> [LuaValue] {
        let f = try args.function(i)
        w.perform { w.performWithoutAnimation { errors.call(state, f, []) } }
        return []
    }

    /// `ui.performWithoutAnimation(fn)`: in the current world (inside a callback), as UIKit's
    /// static method acts on the main thread's views.
    func performWithoutAnimationFunction() -> LuaValue {
        state.function { [self] args throws(LuaCallError) in
            let outer = errors.begin()
            do throws(LuaCallError) {
                guard let w = World.current else {
                    throw .message("ui.performWithoutAnimation: no current World (use world:performWithoutAnimation(fn))")
                }
                _ = try performWithoutAnimation(args, 1, world: w)
            } catch {
                try errors.end(outer)
                throw error
            }
            try errors.end(outer)
            return []
        }
    }

    private func runCompletion(_ f: LuaValue, _ finished: Bool) {
        errors.call(state, f, [.boolean(finished)])
    }

    /// The options of a curve's Lua name.
    static func curveOptions(_ name: String) -> AnimationOptions? {
        switch name {
        case "easeInOut": .curveEaseInOut
        case "easeIn": .curveEaseIn
        case "easeOut": .curveEaseOut
        case "linear": .curveLinear
        default: nil
        }
    }

    /// `ui.animate`: the table form's `world` field or `World.current` picks the world. The
    /// arguments are the caller's own, so errors count them as the caller wrote them.
    func animateFunction(_ worldType: LuaObjectType<World>) -> LuaValue {
        state.function { [self] args throws(LuaCallError) in
            let outer = errors.begin()
            let results: [LuaValue]
            do throws(LuaCallError) { results = try animateWithWorld(args, worldType) } catch {
                try errors.end(outer)
                throw error
            }
            try errors.end(outer)
            return results
        }
    }

    private func animateWithWorld(_ args: LuaArguments, _ worldType: LuaObjectType<World>) throws(LuaCallError) -> [LuaValue] {
        let w: World
        let given = args.typeName(1) == "table" ? args.rawField(1, "world") : .nil
        if given != .nil {
            guard let world = state.object(given, as: worldType) else {
                throw .argument(1, "field 'world': World expected, got \(luaTypeName(given))")
            }
            w = world
        } else if let current = World.current {
            w = current
        } else {
            throw .message("ui.animate: no current World (use world:animate(...) or ui.animate{ world = w, ... })")
        }
        return try animate(args, first: 1, world: w)
    }
}
