// ListGeometry: a list's scroll geometry as plain Lua tables (ValueShapes.swift) —
// `contentOffset` ({x=, y=}), `contentSize` ({width=, height=}), `contentInset` ({top=, left=,
// bottom=, right=}) — bound once for tables and collections, with the struct reading they share.
import LuaKit
import UISim

extension Kit {
    /// The finite numbers `t[key]` for each key (read raw), or nil if `t` is not a table or
    /// one is missing, not a number or not finite.
    func finiteNumbers(_ t: LuaValue, _ keys: [String]) -> [Double]? {
        guard luaTypeName(t) == "table" else { return nil }
        var values: [Double] = []
        for k in keys {
            guard let d = state.field(t, k).number, d.isFinite else { return nil }
            values.append(d)
        }
        return values
    }

    /// A struct field's new value (argument 3 of `__newindex`): a table with a finite number
    /// for each key, or the error naming the field and the shape.
    func structField(_ args: LuaArguments, _ field: String, _ keys: [String]) throws(LuaCallError) -> [Double] {
        guard args.typeName(3) == "table" else {
            throw .binding(.fieldType(field, expected: "table", got: args.typeName(3)))
        }
        guard let values = finiteNumbers(args.value(3), keys) else {
            let shape = keys.map { "\($0) = number" }.joined(separator: ", ")
            throw .binding(.fieldValue(field, problem: "{\(shape)} expected"))
        }
        return values
    }

    /// Argument `i`: a point `{x=, y=}` of finite numbers.
    func pointArgument(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> Point {
        let t = try args.table(i)
        guard let n = finiteNumbers(t, ["x", "y"]) else { throw .argument(i, "{x = number, y = number} expected") }
        return Point(x: n[0], y: n[1])
    }

    /// `contentOffset` (read and write; writing scrolls at once), `contentSize` (read-only) and
    /// `contentInset` (read and write) of either list.
    func listGeometryTraits<L: BoundList>(_: L.Type) -> LuaTypeTraits<Handle<L>> {
        LuaTypeTraits(
            getters: [
                "contentOffset": { [self] h throws(LuaCallError) in
                    pointTable(state, h.world.perform { h.object.contentOffset })
                },
                "contentSize": { [self] h throws(LuaCallError) in
                    sizeTable(state, h.world.perform { h.object.contentSize })
                },
                "contentInset": { [self] h throws(LuaCallError) in
                    insetsTable(state, h.world.perform { h.object.contentInset })
                },
            ],
            setters: [
                "contentOffset": { [self] h, args throws(LuaCallError) in
                    let n = try structField(args, "contentOffset", ["x", "y"])
                    h.world.perform { h.object.setContentOffset(Point(x: n[0], y: n[1]), animated: false) }
                },
                "contentInset": { [self] h, args throws(LuaCallError) in
                    let n = try structField(args, "contentInset", ["top", "left", "bottom", "right"])
                    h.world.perform {
                        h.object.contentInset = EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
                        h.object.setNeedsLayout()
                    }
                },
            ])
    }
}

/// Insets as Lua sees them: `{top=, left=, bottom=, right=}`, printing as `{top=0, left=0, ...}`.
func insetsTable(_ state: LuaState, _ i: EdgeInsets) -> LuaValue {
    ValueShape.insets.table(state, [i.top, i.left, i.bottom, i.right])
}
