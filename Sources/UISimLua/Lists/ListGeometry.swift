// ListGeometry: a list's scroll geometry as plain Lua tables (ValueShapes.swift) —
// `contentOffset` ({x=, y=}), `contentSize` ({width=, height=}), `contentInset` ({top=, left=,
// bottom=, right=}) — bound once for tables and collections, with the struct reading they share.
import LuaKit
import UISim

extension Kit {
    /// A struct field's new value (argument 3 of `__newindex`): a table with a finite number
    /// for each key, or the error naming the field and the shape.
    func structField(_ args: LuaArguments, _ field: String, _ keys: [String]) throws(LuaCallError) -> [Double] {
        guard args.typeName(3) == "table" else {
            throw .binding(.fieldType(field, expected: "table", got: args.typeName(3)))
        }
        do throws(GeometryProblem) { return try finiteFields(args.value(3), keys) } catch {
            if error.field == nil { throw .binding(.fieldValue(field, problem: error.message)) }   // a stray key
            let shape = keys.map { "\($0) = number" }.joined(separator: ", ")
            throw .binding(.fieldValue(field, problem: "{\(shape)} expected"))
        }
    }

    /// Argument `i`: a point `{x=, y=}` of finite numbers.
    func pointArgument(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> Point {
        let t = try args.table(i)
        do throws(GeometryProblem) { return try point(t) } catch {
            throw .argument(i, error.field == nil ? error.message : "{x = number, y = number} expected")
        }
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
