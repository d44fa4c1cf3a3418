// TableSections: a table's sections as geometry — `tv:rectForSection(s)`, the header and footer
// rectangles, `tv:indexPathsForRows(rect)` — and the views above and below every section
// (`tv.tableHeaderView`, `tv.tableFooterView`). Heights: TableEditingMode.swift, the delegate's
// TableDelegate.swift.
import LuaKit
import UISim

extension Kit {
    /// Argument `i`: a section number; any integer, since UIKit answers `CGRect.zero` for a
    /// section that does not exist (rule 2.23).
    private func anySection(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> Int {
        Int(clamping: try args.integer(i))
    }

    /// A method answering a section's rectangle.
    private func sectionRect(_ body: @escaping (TableView, Int) -> Rect) -> LuaMethod<Handle<TableView>> {
        { [self] h, args throws(LuaCallError) in
            let s = try anySection(args, 2)
            return [rectTable(state, h.world.perform { body(h.object, s) })]
        }
    }

    /// `rectForSection`, `rectForHeaderInSection`, `rectForFooterInSection` (rule 2.23) and
    /// `indexPathsForRows(rect)` (rule 2.19).
    func tableSectionMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            "rectForSection": sectionRect { $0.rect(forSection: $1) },
            "rectForHeaderInSection": sectionRect { $0.rectForHeader(inSection: $1) },
            "rectForFooterInSection": sectionRect { $0.rectForFooter(inSection: $1) },
            "indexPathsForRows": { [self] h, args throws(LuaCallError) in
                let t = try args.table(2)
                let r: Rect
                do throws(GeometryProblem) { r = try rect(t) } catch {
                    throw .argument(2, error.field == nil ? error.message : "{x = number, y = number, width = number, height = number} expected")
                }
                // UIKit answers an empty array, not nil, when no row meets the rectangle (rule 2.19).
                return [indexPathArray(h.world.perform { h.object.indexPathsForRows(in: r) }, emptyIsNil: false)]
            },
        ]
    }

    /// `tableHeaderView` and `tableFooterView`: a view made by `world:View`, or nil. The header's
    /// frame height pushes every row down (rules 2.18, 2.23).
    func tableAccessoryViewTraits() -> LuaTypeTraits<Handle<TableView>> {
        let slots: [(String, ReferenceWritableKeyPath<TableView, View?>)] = [
            ("tableHeaderView", \.tableHeaderView), ("tableFooterView", \.tableFooterView),
        ]
        var traits = LuaTypeTraits<Handle<TableView>>()
        for (name, path) in slots {
            let getter: LuaGetter<Handle<TableView>> = { [self] h in
                guard let v = h.world.perform({ h.object[keyPath: path] }) else { return .nil }
                return viewValue(v, h.world)
            }
            traits.getters[name] = getter
            traits.setters[name] = accessoryViewSetter(name, path)
        }
        return traits
    }

    private func accessoryViewSetter(_ name: String, _ path: ReferenceWritableKeyPath<TableView, View?>) -> LuaSetter<Handle<TableView>> {
        { [self] h, args throws(LuaCallError) in
            if args.isNil(3) {
                h.world.perform { h.object[keyPath: path] = nil }
                return
            }
            guard let v = state.object(args.value(3), as: viewType), v.object is LuaView else {
                throw .binding(.fieldType(name, expected: "View made by world:View or nil", got: args.typeName(3)))
            }
            guard v.world === h.world else { throw .binding(.fieldValue(name, problem: "View belongs to another World")) }
            if h.object.isDescendant(of: v.object) {
                throw .binding(.fieldValue(name, problem: "cannot put a view inside one of its own subviews"))
            }
            h.world.perform { h.object[keyPath: path] = v.object }
        }
    }
}
