// Geometry: points and affine transforms as the plain Lua tables the `ui` module uses
// (`{x=, y=}`, `{a=, b=, c=, d=, tx=, ty=}`), and any kind of view as a Lua value or argument.
import LuaKit
import UISim

/// What is wrong with a geometry table: the field (nil for the table itself) and why.
struct GeometryProblem: Error {
    let field: String?
    let message: String
}

extension Kit {
    /// `{a=, b=, c=, d=, tx=, ty=}`, printing as `{a=1, b=0, c=0, d=1, tx=0, ty=0}`.
    func transformTable(_ m: AffineTransform) -> LuaValue {
        ValueShape.transform.table(state, [m.a, m.b, m.c, m.d, m.tx, m.ty])
    }

    /// The finite numbers in fields `keys` of table `t`, a plain table of that shape: a string
    /// key it does not take (`widht`) is a problem too, with a suggestion, since it is nearly
    /// always a misspelt one and would otherwise be ignored. Every shape reader comes here.
    func finiteFields(_ t: LuaValue, _ keys: [String]) throws(GeometryProblem) -> [Double] {
        guard luaTypeName(t) == "table" else {
            throw GeometryProblem(field: nil, message: "table expected, got \(luaTypeName(t))")
        }
        if let stray = state.rawKeys(of: t)?.compactMap(\.string).filter({ !keys.contains($0) }).min() {
            throw GeometryProblem(field: nil, message: LuaBindingError.unknownKeyProblem(stray, known: keys))
        }
        var n: [Double] = []
        for key in keys {
            let v = state.field(t, key)
            guard let d = v.number, d.isFinite else {
                let got = v.number.map(showNumber) ?? luaTypeName(v)
                throw GeometryProblem(field: key, message: "finite number expected, got \(got)")
            }
            n.append(d)
        }
        return n
    }

    /// `{x=, y=}` read as a point.
    func point(_ t: LuaValue) throws(GeometryProblem) -> Point {
        let n = try finiteFields(t, ["x", "y"])
        return Point(x: n[0], y: n[1])
    }

    /// `{a=, b=, c=, d=, tx=, ty=}` read as a transform (all six fields required).
    func transform(_ t: LuaValue) throws(GeometryProblem) -> AffineTransform {
        let n = try finiteFields(t, ["a", "b", "c", "d", "tx", "ty"])
        return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// A setter's value read by `read`, or the error naming the field (`center.x`...).
    func geometryField<T>(_ field: String, _ read: () throws(GeometryProblem) -> T) throws(LuaCallError) -> T {
        do throws(GeometryProblem) { return try read() } catch {
            let name = error.field.map { "\(field).\($0)" } ?? field
            throw .binding(.fieldValue(name, problem: error.message))
        }
    }

    /// Any view as the Lua value of its type: a table or collection view, a cell, or a `View`.
    func anyViewValue(_ v: View, _ world: World) -> LuaValue {
        // The same userdata the list bindings hand out (wrapped with the same identity).
        if let tv = v as? TableView { return state.wrap(Handle(tv, world: world), as: tableViewType, identity: tv) }
        if let cv = v as? CollectionView { return state.wrap(Handle(cv, world: world), as: collectionViewType, identity: cv) }
        if let cell = v as? TableViewCell { return state.wrap(Handle(cell, world: world), as: cellType, identity: cell) }
        if let cell = v as? CollectionViewCell {
            return state.wrap(Handle(cell, world: world), as: collectionCellType, identity: cell)
        }
        return viewValue(v, world)
    }

    /// `v` as a view of any view type, nil for anything else.
    func anyView(_ v: LuaValue) -> Handle<View>? {
        if let h = state.object(v, as: viewType) { return h }
        if let h = state.object(v, as: tableViewType) { return Handle(h.object, world: h.world) }
        if let h = state.object(v, as: collectionViewType) { return Handle(h.object, world: h.world) }
        if let h = state.object(v, as: cellType) { return Handle(h.object, world: h.world) }
        if let h = state.object(v, as: collectionCellType) { return Handle(h.object, world: h.world) }
        return nil
    }

    /// Argument `i`: a view of any view type, made in `world`.
    func anyViewArgument(_ args: LuaArguments, _ i: Int32, in world: World) throws(LuaCallError) -> View {
        guard let h = anyView(args.value(i)) else {
            throw .type(argument: i, expected: "View")
        }
        guard h.world === world else { throw .argument(i, "View belongs to another World") }
        return h.object
    }
}

/// A setter's value (argument 3 of `__newindex`): a boolean, or the error naming the field.
func booleanField(_ args: LuaArguments, _ field: String) throws(LuaCallError) -> Bool {
    guard case .boolean(let b) = args.value(3) else {
        throw .binding(.fieldType(field, expected: "boolean", got: args.typeName(3)))
    }
    return b
}

/// A setter's value: a finite number, or the error naming the field.
func finiteField(_ args: LuaArguments, _ field: String) throws(LuaCallError) -> Double {
    guard let d = args.value(3).number, d.isFinite else {
        let got = args.value(3).number.map(showNumber) ?? args.typeName(3)
        throw .binding(.fieldValue(field, problem: "finite number expected, got \(got)"))
    }
    return d
}
