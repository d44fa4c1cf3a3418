// SheetPull: the `SheetDismissal` type — a finger pulling a presented sheet down, scripted like
// the swipe-back (`update`, `updateTranslation`, `finish`, `cancel`, `release{velocity=}`).
import LuaKit
import UISim

extension Kit {
    func defineSheetDismissalType() -> LuaObjectType<Handle<SheetDismissal>> {
        /// Refuses a pull's method once the finger has lifted (a release without a pull).
        func live(_ h: Handle<SheetDismissal>, _ name: String) throws(LuaCallError) {
            guard h.object.isInteractive else {
                throw .binding(.callRefused(name, on: "a sheet pull whose finger has lifted (begin another with vc:beginInteractiveDismiss())"))
            }
        }
        return state.defineType("SheetDismissal", of: Handle<SheetDismissal>.self, methods: [
            "update": { h, args throws(LuaCallError) in
                try live(h, "update")
                let p = try args.finiteNumber(2)
                h.world.perform { h.object.update(p) }
                return []
            },
            // The finger `y` points below where it began: percent = y ÷ sheet height.
            "updateTranslation": { h, args throws(LuaCallError) in
                try live(h, "updateTranslation")
                let y = try args.finiteNumber(2)
                h.world.perform { h.object.update(translationY: y) }
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
            "release": { [unowned(unsafe) state] h, args throws(LuaCallError) in
                try live(h, "release")
                let velocity = try releaseVelocity(state, args, for: "pull:release")
                return [.boolean(h.world.perform { h.object.release(velocity: velocity) })]
            },
        ], traits: LuaTypeTraits(getters: [
            "percentComplete": { .number($0.object.percentComplete) },
            "isInteractive": { .boolean($0.object.isInteractive) },
            "isComplete": { .boolean($0.object.isComplete) },
            "isRefused": { .boolean($0.object.isRefused) },
            "duration": { .number($0.object.duration) },
        ], description: { h in
            let p = h.object
            let state = p.isComplete ? "complete" : p.isInteractive ? "pulling" : "settling"
            return "SheetDismissal(\(state), \(showNumber((p.percentComplete * 1000).rounded() / 10)) %\(p.isRefused ? ", refused" : ""))"
        }), methodGuard: errors, fieldGuard: errors)
    }
}
