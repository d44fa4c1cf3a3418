// Layer: `view.layer`, a view's CALayer as far as media timing goes — `beginTime`, `speed`,
// `timeOffset`, its local time and `convertTime` — so a script can pause a view's animations and
// scrub them by hand, as Apple's QA1673 does (rules 0.1, 7.1–7.3).
import LuaKit
import UISim

extension Kit {
    /// `view.layer`: the same userdata for the same layer while Lua holds it. It keeps its view
    /// alive (the view owns the layer and the model values its animations put back).
    func layerValue(_ h: Handle<View>) -> LuaValue {
        let layer = h.object.layer
        let v = state.wrap(Handle(layer, world: h.world), as: layerType, identity: layer)
        state.object(v, as: layerType)?.owner = h.object
        return v
    }

    /// The `Layer` type (declared in `Kit.init`).
    func defineLayerType() {
        state.define(layerType, methods: [
            // convertTime(_:from:): `t` in `fromLayer`'s time (nil: the world clock, which
            // stands for CACurrentMediaTime()) as this layer's local time (rules 7.1, 7.2).
            "convertTime": { [self] h, args throws(LuaCallError) in
                let t = try args.finiteNumber(2)
                var from: Layer?
                if !args.isNil(3) {
                    let other = try state.object(args, 3, layerType)
                    guard other.world === h.world else { throw .argument(3, "Layer belongs to another World") }
                    from = other.object
                }
                return [.number(h.object.convertTime(t, from: from))]
            },
        ], traits: LuaTypeTraits(
            getters: [
                "beginTime": { .number($0.object.beginTime) },
                "speed": { .number($0.object.speed) },
                "timeOffset": { .number($0.object.timeOffset) },
                // The layer's time now: what `convertTime(CACurrentMediaTime(), from: nil)` gives.
                "localTime": { .number($0.object.localTime) },
            ],
            setters: [
                // Each re-times every animation below the layer (rule 7.1): speed 0 pauses them,
                // timeOffset then scrubs them (rule 0.1).
                "beginTime": { h, args throws(LuaCallError) in
                    let v = try finiteField(args, "beginTime")
                    h.world.perform { h.object.beginTime = v }
                },
                "speed": { h, args throws(LuaCallError) in
                    let v = try finiteField(args, "speed")
                    h.world.perform { h.object.speed = v }
                },
                "timeOffset": { h, args throws(LuaCallError) in
                    let v = try finiteField(args, "timeOffset")
                    h.world.perform { h.object.timeOffset = v }
                },
            ],
            description: { h in
                let l = h.object
                return "Layer(speed \(showNumber(l.speed)), timeOffset \(showNumber(l.timeOffset)), beginTime \(showNumber(l.beginTime)))"
            }), methodGuard: errors, fieldGuard: errors)
    }
}
