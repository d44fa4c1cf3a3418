// CollectionLayout: `cv.collectionViewLayout`, the collection's flow layout as a Lua object
// whose item size, spacings, section inset and scroll direction a script reads and writes;
// writing one invalidates the layout, as UIKit's setters do (rules 3.10–3.12).
import LuaKit
import UISim

extension Kit {
    /// `cv.collectionViewLayout` (read-only: the layout object, the same userdata each time).
    func collectionLayoutTraits() -> LuaTypeTraits<Handle<CollectionView>> {
        LuaTypeTraits(getters: [
            "collectionViewLayout": { [self] h throws(LuaCallError) in
                let layout = h.object.collectionViewLayout
                return state.wrap(Handle(layout, world: h.world), as: flowLayoutType, identity: layout)
            },
        ])
    }

    /// The `CollectionViewFlowLayout` type (declared in `Kit.init`).
    func defineFlowLayoutType() {
        typealias Layout = Handle<CollectionViewFlowLayout>
        let getters: [String: LuaGetter<Layout>] = [
            "itemSize": { [self] h in sizeTable(state, h.world.perform { h.object.itemSize }) },
            "minimumLineSpacing": { h in .number(h.world.perform { h.object.minimumLineSpacing }) },
            "minimumInteritemSpacing": { h in .number(h.world.perform { h.object.minimumInteritemSpacing }) },
            "sectionInset": { [self] h in insetsTable(state, h.world.perform { h.object.sectionInset }) },
            "sectionHeadersPinToVisibleBounds": { h in .boolean(h.world.perform { h.object.sectionHeadersPinToVisibleBounds }) },
            "sectionFootersPinToVisibleBounds": { h in .boolean(h.world.perform { h.object.sectionFootersPinToVisibleBounds }) },
            "scrollDirection": { h in
                .string(h.world.perform { h.object.scrollDirection } == .vertical ? "vertical" : "horizontal")
            },
        ]
        let setters: [String: LuaSetter<Layout>] = [
            "itemSize": { [self] h, args throws(LuaCallError) in
                let n = try structField(args, "itemSize", ["width", "height"])
                guard n.allSatisfy({ $0 > 0 }) else {
                    throw .binding(.fieldValue("itemSize", problem: "positive width and height expected"))
                }
                Self.relayout(h) { $0.itemSize = Size(width: n[0], height: n[1]) }
            },
            "minimumLineSpacing": { h, args throws(LuaCallError) in
                let d = try Self.spacingField(args, "minimumLineSpacing")
                Self.relayout(h) { $0.minimumLineSpacing = d }
            },
            "minimumInteritemSpacing": { h, args throws(LuaCallError) in
                let d = try Self.spacingField(args, "minimumInteritemSpacing")
                Self.relayout(h) { $0.minimumInteritemSpacing = d }
            },
            "sectionInset": { [self] h, args throws(LuaCallError) in
                let n = try structField(args, "sectionInset", ["top", "left", "bottom", "right"])
                Self.relayout(h) { $0.sectionInset = EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]) }
            },
            // pinned headers and footers (rules 17.5, 17.6)
            "sectionHeadersPinToVisibleBounds": { h, args throws(LuaCallError) in
                let pin = try booleanField(args, "sectionHeadersPinToVisibleBounds")
                Self.relayout(h) { $0.sectionHeadersPinToVisibleBounds = pin }
            },
            "sectionFootersPinToVisibleBounds": { h, args throws(LuaCallError) in
                let pin = try booleanField(args, "sectionFootersPinToVisibleBounds")
                Self.relayout(h) { $0.sectionFootersPinToVisibleBounds = pin }
            },
            "scrollDirection": { h, args throws(LuaCallError) in
                let direction: CollectionView.ScrollDirection
                switch args.value(3).string {
                case "vertical": direction = .vertical
                case "horizontal": direction = .horizontal
                default:
                    let got = args.typeName(3) == "string" ? "\"\(args.value(3).string ?? "")\"" : args.typeName(3)
                    throw .binding(.fieldType("scrollDirection", expected: "\"vertical\" or \"horizontal\"", got: got))
                }
                Self.relayout(h) { $0.scrollDirection = direction }
            },
        ]
        var traits = LuaTypeTraits(getters: getters, setters: setters, description: { _ in "CollectionViewFlowLayout" })
        traits.merge(flowLayoutSizeTraits())
        state.define(flowLayoutType, methods: flowLayoutMethods(), traits: traits, methodGuard: errors, fieldGuard: errors)
    }

    /// A spacing's new value: a finite number, 0 or more.
    private static func spacingField(_ args: LuaArguments, _ field: String) throws(LuaCallError) -> Double {
        let v = args.value(3)
        guard let d = v.number, d.isFinite, d >= 0 else {
            let got = args.typeName(3) == "number" ? showNumber(v.number ?? 0) : args.typeName(3)
            throw .binding(.fieldType(field, expected: "non-negative number", got: got))
        }
        return d
    }

    /// Changes the layout (its setter invalidates it) and marks its collection view for layout,
    /// so the cells move at the next layout pass or query.
    static func relayout(_ h: Handle<CollectionViewFlowLayout>, _ change: (CollectionViewFlowLayout) -> Void) {
        h.world.perform {
            change(h.object)
            h.object.collectionView?.setNeedsLayout()
        }
    }
}
