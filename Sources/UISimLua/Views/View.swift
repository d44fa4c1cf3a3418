// Views: `world:View{ frame = ... }` and the `View` type — enough of UIView to put a label in a
// cell's content view and lay it out (issue 5): frame, bounds, subviews and layout on demand.
import LuaKit
import UISim

/// A view made by `world:View{}`. Only these can be added with `view:addSubview`, so a script
/// cannot move a cell's content view or selected background out of the cell.
final class LuaView: View {}

extension Kit {
    /// A view as a Lua value (the same userdata for the same view while Lua holds it).
    func viewValue(_ v: View, _ world: World) -> LuaValue {
        state.wrap(Handle(v, world: world), as: viewType, identity: v)
    }

    /// A view's superview as Lua may see it, as its own type (a cell, a table or collection
    /// view, a `View`: see `anyViewValue`); nil for none and for the window, which Lua reaches
    /// only through `world:show`.
    func superviewValue(_ v: View, _ world: World) -> LuaValue {
        guard let s = v.superview, s !== world.window else { return .nil }
        return anyViewValue(s, world)
    }

    /// `world:View{ frame = {x=, y=, width=, height=} }`: a view with no superview.
    func makeView(_ w: World, _ args: LuaArguments) throws(LuaCallError) -> [LuaValue] {
        let options = try OptionsTable(state, args, 2, for: "world:View", keys: ["frame", "accessibilityIdentifier"])
        var frame = Rect.zero
        let f = options.value("frame")
        if f != .nil {
            do throws(GeometryProblem) { frame = try rect(f) } catch {
                throw options.outOfRange(error.field.map { "frame.\($0)" } ?? "frame", error.message)
            }
        }
        let identifier = try options.string("accessibilityIdentifier")
        return [viewValue(w.perform { let v = LuaView(world: w, frame: frame); v.accessibilityIdentifier = identifier; return v }, w)]
    }

    /// `{x=, y=, width=, height=}` read as a rectangle: four finite numbers.
    func rect(_ t: LuaValue) throws(GeometryProblem) -> Rect {
        let n = try finiteFields(t, ["x", "y", "width", "height"])
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The `View` type's methods and fields (the type is declared in `Kit.init`).
    func defineViewType() {
        state.define(viewType, methods: viewMethods(), traits: LuaTypeTraits(
            getters: [
                "frame": { [self] h in rectTable(state, h.object.presentationFrame) },
                "bounds": { [self] h in rectTable(state, h.object.bounds) },
                "subviews": { [self] h in
                    let t = state.newTable()
                    for (i, s) in h.object.subviews.enumerated() {
                        state.setRaw(t, key: .integer(Int64(i + 1)), value: viewValue(s, h.world))
                    }
                    return t
                },
                "superview": { [self] h in superviewValue(h.object, h.world) },
                // Model values, as UIKit's properties are (rule 11.1); the `presentation…`
                // fields are what is drawn now.
                "alpha": { .number($0.object.alpha) },
                "presentationAlpha": { .number($0.object.presentationAlpha) },
                "isHidden": { .boolean($0.object.isHidden) },
                "center": { [self] h in pointTable(state, h.object.center) },
                "transform": { [self] h in transformTable(h.object.transform) },
                "presentationTransform": { [self] h in transformTable(h.object.presentationTransform) },
                "accessibilityIdentifier": { h in h.object.accessibilityIdentifier.map(LuaValue.string) ?? .nil },
                "layer": { [self] h in layerValue(h) },
            ],
            setters: [
                "frame": { [self] h, args throws(LuaCallError) in
                    let f = try geometryField("frame") { () throws(GeometryProblem) in try rect(args.value(3)) }
                    // Like a layout that sets only frames that change: setting the frame it
                    // already has would stop an animation in flight (ListCell.layoutContentView).
                    h.world.perform { if h.object.frame != f { h.object.frame = f } }
                },
                "alpha": { h, args throws(LuaCallError) in
                    let a = try finiteField(args, "alpha")
                    h.world.perform { h.object.alpha = a }   // clamped to 0…1 (rule 11.1)
                },
                "isHidden": { h, args throws(LuaCallError) in
                    h.object.isHidden = try booleanField(args, "isHidden")   // not animatable (rule 11.1)
                },
                "center": { [self] h, args throws(LuaCallError) in
                    let c = try geometryField("center") { () throws(GeometryProblem) in try point(args.value(3)) }
                    h.world.perform { h.object.center = c }
                },
                "transform": { [self] h, args throws(LuaCallError) in
                    let t = try geometryField("transform") { () throws(GeometryProblem) in try transform(args.value(3)) }
                    h.world.perform { h.object.transform = t }
                },
                "accessibilityIdentifier": { h, args throws(LuaCallError) in
                    h.object.accessibilityIdentifier = args.isNil(3) ? nil
                        : try Self.fieldValue(args, "accessibilityIdentifier", "string", args.optionalString(3))
                },
            ],
            description: { viewDescription($0.object) }), methodGuard: errors, fieldGuard: errors)
    }

    private func viewMethods() -> [String: LuaMethod<Handle<View>>] {
        var methods: [String: LuaMethod<Handle<View>>] = [
            "addSubview": { [self] h, args throws(LuaCallError) in
                let v = try subviewArgument(h, args)
                h.world.perform { h.object.addSubview(v) }
                return []
            },
            // insertSubview(_:at:): a 0-based index, no greater than the number of subviews
            // (rule 11.6); the view leaves its old superview first.
            "insertSubview": { [self] h, args throws(LuaCallError) in
                let v = try subviewArgument(h, args)
                let i = try args.integer(3)
                let count = h.object.subviews.count - (v.superview === h.object ? 1 : 0)
                guard i >= 0, i <= count else { throw .argument(3, "index 0 ... \(count) expected, got \(i)") }
                h.world.perform { h.object.insertSubview(v, at: Int(i)) }
                return []
            },
            // isDescendant(of:): the view itself counts (rule 11.6).
            "isDescendant": { [self] h, args throws(LuaCallError) in
                [.boolean(h.object.isDescendant(of: try anyViewArgument(args, 2, in: h.world)))]
            },
            "convert": { [self] h, args throws(LuaCallError) in
                try convertGeometry(h, args)
            },
            "removeFromSuperview": { h, _ throws(LuaCallError) in
                guard h.object is LuaView else {
                    throw .binding(.callRefused("removeFromSuperview", on: "a view not made by world:View"))
                }
                h.world.perform { h.object.removeFromSuperview() }
                return []
            },
        ]
        for (k, v) in layoutMethods(View.self) { methods[k] = v }
        return methods
    }

    /// Argument 2 of `addSubview` and `insertSubview`: a `View` of the same world, made by
    /// `world:View`, that is not the receiver or one of its ancestors.
    private func subviewArgument(_ h: Handle<View>, _ args: LuaArguments) throws(LuaCallError) -> View {
        let v = try state.object(args, 2, viewType)
        guard v.world === h.world else { throw .argument(2, "View belongs to another World") }
        guard v.object is LuaView else { throw .argument(2, "only a view made by world:View can be added") }
        if h.object.isDescendant(of: v.object) {
            throw .argument(2, "cannot add a view to itself or to one of its subviews")
        }
        return v.object
    }

    /// `setNeedsLayout()` and `layoutIfNeeded()`, on views and on cells (which are views).
    func layoutMethods<V: View>(_: V.Type) -> [String: LuaMethod<Handle<V>>] {
        [
            "setNeedsLayout": { h, _ throws(LuaCallError) in
                h.world.perform { h.object.setNeedsLayout() }
                return []
            },
            "layoutIfNeeded": { h, _ throws(LuaCallError) in
                h.world.perform { h.object.layoutIfNeeded() }
                return []
            },
        ]
    }
}

extension Kit {
    /// `view:convert(rectOrPoint, toView)`: UIKit's `convert(_:to:)` (rule 11.5). A table with
    /// `width` is a rectangle, else a point; `toView` nil means the window.
    func convertGeometry(_ h: Handle<View>, _ args: LuaArguments) throws(LuaCallError) -> [LuaValue] {
        let target: View? = args.isNil(3) ? nil : try anyViewArgument(args, 3, in: h.world)
        let v = args.value(2)
        guard luaTypeName(v) == "table" else { throw .type(argument: 2, expected: "table") }
        if state.field(v, "width") != .nil {
            let r: Rect
            do throws(GeometryProblem) { r = try rect(v) } catch {
                throw .argument(2, (error.field.map { "field '\($0)': " } ?? "") + error.message)
            }
            return [rectTable(state, h.object.convert(r, to: target))]
        }
        let p: Point
        do throws(GeometryProblem) { p = try point(v) } catch {
            throw .argument(2, (error.field.map { "field '\($0)': " } ?? "") + error.message)
        }
        return [pointTable(state, h.object.convert(p, to: target))]
    }
}
