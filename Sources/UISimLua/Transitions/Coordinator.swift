// Coordinator: the `TransitionCoordinator` type — the context's fields, `viewControllerForKey`,
// and the Lua blocks given to `animateAlongsideTransition` and `notifyWhenInteractionChanges`.
import LuaKit
import UISim

extension Kit {
    func defineCoordinatorType() {
        var methods: [String: LuaMethod<Handle<TransitionCoordinator>>] = [
            "viewControllerForKey": { [self] h, args throws(LuaCallError) in
                let key = try args.string(2)
                guard let k = TransitionContextViewControllerKey(rawValue: key) else {
                    throw .argument(2, "\"from\" or \"to\" expected, got \"\(key)\"")
                }
                return [h.object.viewController(forKey: k).map { wrap($0, h.world) } ?? .nil]
            },
            "viewForKey": { [self] h, args throws(LuaCallError) in
                let key = try args.string(2)
                guard let k = TransitionContextViewControllerKey(rawValue: key) else {
                    throw .argument(2, "\"from\" or \"to\" expected, got \"\(key)\"")
                }
                return [h.world.perform { h.object.view(forKey: k) }.map { anyViewValue($0, h.world) } ?? .nil]
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
            "containerView": { [self] h in anyViewValue(h.object.containerView, h.world) },
            "targetTransform": { [self] _ in transformTable(.identity) },
            "presentationStyle": { .string($0.object.presentationStyle) },
        ], description: { coordinatorDescription($0.object) }), methodGuard: errors)
    }

    /// `c:animateAlongsideTransition(anim, completion)` and `c:notifyWhenInteractionChanges(fn)`.
    func coordinatorBlockMethods() -> [String: LuaMethod<Handle<TransitionCoordinator>>] {
        [
            "animateAlongsideTransition": { [self] h, args throws(LuaCallError) in
                let animation: LuaValue? = args.isNil(2) ? nil : try args.function(2)
                let completion: LuaValue? = args.isNil(3) ? nil : try args.function(3)
                let queued = h.world.perform {
                    h.object.animate(
                        alongsideTransition: animation.map { coordinatorBlock($0, h.world) },
                        completion: completion.map { coordinatorBlock($0, h.world) })
                }
                return [.boolean(queued)]
            },
            "notifyWhenInteractionChanges": { [self] h, args throws(LuaCallError) in
                let f = try args.function(2)
                h.world.perform {
                    h.object.notifyWhenInteractionChanges(coordinatorBlock(f, h.world))
                }
                return []
            },
            // The iOS 7–10 name, deprecated in iOS 10: the same registration (rule 5.9).
            "notifyWhenInteractionEnds": { [self] h, args throws(LuaCallError) in
                let f = try args.function(2)
                h.world.perform {
                    h.object.notifyWhenInteractionEnds(coordinatorBlock(f, h.world))
                }
                return []
            },
            // `animateAlongsideTransition(in:animation:completion:)`: `view`, outside the
            // container, follows the transition too (rule 5.4).
            "animateAlongsideTransitionIn": { [self] h, args throws(LuaCallError) in
                let view: View? = args.isNil(2) ? nil : try anyViewArgument(args, 2, in: h.world)
                let animation: LuaValue? = args.isNil(3) ? nil : try args.function(3)
                let completion: LuaValue? = args.isNil(4) ? nil : try args.function(4)
                let queued = h.world.perform {
                    h.object.animateAlongsideTransition(
                        in: view,
                        animation: animation.map { coordinatorBlock($0, h.world) },
                        completion: completion.map { coordinatorBlock($0, h.world) })
                }
                return [.boolean(queued)]
            },
        ]
    }

    /// A Lua function as a block the transition keeps. The world is not retained: the block
    /// lives in the world's own transition, so a strong reference (the handle's) made a cycle
    /// that leaked a world whose swipe was never released (found by Fuzz+ControllersTests
    /// under ASan); the block only runs while the world runs the transition.
    private func coordinatorBlock(_ f: LuaValue, _ world: World) -> (TransitionCoordinator) -> Void {
        { [link, unowned world] c in link.kit?.runBlock(f, c, world) }
    }

    /// Calls a coordinator block with the context (the coordinator, as UIKit's context is).
    private func runBlock(_ f: LuaValue, _ c: TransitionCoordinator, _ world: World) {
        // the context pushed straight (LuaKit's `callDiscardingResults`), as an override's self
        errors.call { () throws(LuaError) in
            try state.callDiscardingResults(f, with: Handle(c, world: world), as: coordinatorType, identity: c)
        }
    }
}
