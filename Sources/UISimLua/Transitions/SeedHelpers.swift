// SeedHelpers: the two extension helpers from the seeds (rule 0.5) as `ui` methods, so a spec
// can use the fix in one line instead of writing the alongside/completion pair itself:
//   tv:deselectRowWithCoordinator(coordinator, animated)   -- the smileyborg gist's helper
//   vc:deselectItem(cv [, withTransition])                 -- the deselection article's helper
// Both call UISim's Swift helpers (Sources/UISim/Transitions/SeedHelpers.swift), which are the
// seeds' UIKit code compiled unchanged; nothing here decides the outcome.
import LuaKit
import UISim

extension Kit {
    /// `tv:deselectRowWithCoordinator(c, animated)`: `deselectRow(with:animated:)`. `c` is a
    /// `TransitionCoordinator` or nil (then the row is deselected with `animated`).
    func tableViewSeedMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            "deselectRowWithCoordinator": { [self] h, args throws(LuaCallError) in
                let c = try optionalCoordinator(args, 2, world: h.world)
                let animated = try requiredBoolean(args, 3)
                h.world.perform { h.object.deselectRow(with: c, animated: animated) }
                return []
            },
        ]
    }

    /// `vc:deselectItem(cv, withTransition)`: `deselectItem(withTransition:collectionView:)`,
    /// on every controller as in the seed's `UIViewController` extension. `cv` may be nil (then
    /// nothing happens, as in the seed); `withTransition` defaults to true.
    func controllerSeedMethods() -> [String: LuaMethod<Handle<ViewController>>] {
        [
            "deselectItem": { [self] h, args throws(LuaCallError) in
                var cv: CollectionView?
                if !args.isNil(2) {
                    let handle = try state.object(args, 2, collectionViewType)
                    guard handle.world === h.world else {
                        throw .argument(2, "CollectionView belongs to another World")
                    }
                    cv = handle.object
                }
                let withTransition = args.isNil(3) ? true : try requiredBoolean(args, 3)
                h.world.perform { h.object.deselectItem(withTransition: withTransition, collectionView: cv) }
                return []
            },
        ]
    }

    /// Argument `i`: a coordinator of `world`, or nil.
    private func optionalCoordinator(_ args: LuaArguments, _ i: Int32,
                                     world: World) throws(LuaCallError) -> TransitionCoordinator? {
        if args.isNil(i) { return nil }
        let handle = try state.object(args, i, coordinatorType)
        guard handle.world === world else { throw .argument(i, "TransitionCoordinator belongs to another World") }
        return handle.object
    }
}
