// LayoutAttributes: a flow layout's answers as Lua tables — `cv:layoutAttributesForItem(ip)`
// and `layout:layoutAttributesForElements(rect)` — and the layout's header, footer and
// estimated sizes and `layout:invalidateLayout()` (rules 3.10, 3.12, 3.14).
import LuaKit
import UISim

extension Kit {
    /// `UICollectionViewLayoutAttributes` as a plain table: `indexPath`, `frame`, `size`,
    /// `center`, `representedElementCategory` ("cell" or "supplementaryView") and
    /// `representedElementKind` (UIKit's header or footer kind string; nil for a cell).
    /// A table rather than an object: UIKit's attributes are a snapshot, and so is this.
    func layoutAttributesValue(_ a: CollectionViewLayoutAttributes) -> LuaValue {
        let t = state.newTable()
        state.setField(t, "indexPath", indexPathValue(a.indexPath))
        state.setField(t, "frame", rectTable(state, a.frame))
        state.setField(t, "size", sizeTable(state, a.size))
        state.setField(t, "center", pointTable(state, a.center))
        state.setField(t, "representedElementCategory",
                       .string(a.representedElementCategory == .cell ? "cell" : "supplementaryView"))
        if let kind = a.representedElementKind { state.setField(t, "representedElementKind", .string(kind)) }
        return t
    }

    /// `layout:invalidateLayout()` and `layout:layoutAttributesForElements(rect)`.
    func flowLayoutMethods() -> [String: LuaMethod<Handle<CollectionViewFlowLayout>>] {
        [
            // The frames are computed again at the next query or layout pass (rule 3.14).
            "invalidateLayout": { h, _ throws(LuaCallError) in
                Self.relayout(h) { $0.invalidateLayout() }
                return []
            },
            // Every header, item and footer whose frame meets the rect, in section order (rule 3.12).
            "layoutAttributesForElements": { [self] h, args throws(LuaCallError) in
                let t = try args.table(2)
                let r: Rect
                do throws(GeometryProblem) { r = try rect(t) } catch {
                    throw .argument(2, error.field == nil ? error.message
                        : "{x = number, y = number, width = number, height = number} expected")
                }
                let all = h.world.perform { h.object.layoutAttributesForElements(in: r) }
                let list = state.newTable()
                for (i, a) in all.enumerated() {
                    state.setRaw(list, key: .integer(Int64(i + 1)), value: layoutAttributesValue(a))
                }
                return [list]
            },
        ]
    }

    /// `headerReferenceSize`, `footerReferenceSize` and `estimatedItemSize`: sizes of
    /// non-negative numbers; {0, 0} turns a header, a footer or self-sizing off (rule 3.10).
    func flowLayoutSizeTraits() -> LuaTypeTraits<Handle<CollectionViewFlowLayout>> {
        let sizes: [(String, ReferenceWritableKeyPath<CollectionViewFlowLayout, Size>)] = [
            ("headerReferenceSize", \.headerReferenceSize), ("footerReferenceSize", \.footerReferenceSize),
            ("estimatedItemSize", \.estimatedItemSize),
        ]
        var traits = LuaTypeTraits<Handle<CollectionViewFlowLayout>>()
        for (name, path) in sizes {
            let getter: LuaGetter<Handle<CollectionViewFlowLayout>> = { [self] h in
                sizeTable(state, h.world.perform { h.object[keyPath: path] })
            }
            let setter: LuaSetter<Handle<CollectionViewFlowLayout>> = { [self] h, args throws(LuaCallError) in
                let n = try structField(args, name, ["width", "height"])
                guard n.allSatisfy({ $0 >= 0 }) else {
                    throw .binding(.fieldValue(name, problem: "non-negative width and height expected"))
                }
                Self.relayout(h) { $0[keyPath: path] = Size(width: n[0], height: n[1]) }
            }
            traits.getters[name] = getter
            traits.setters[name] = setter
        }
        return traits
    }
}
