// ListBinding: the methods and fields a table view and a collection view share — touches,
// counts, cells, visibility, selection flags — bound once over BoundList, with each list's
// words ("row"/"item", `cellForRow`/`cellForItem`).
import LuaKit
import UISim

/// The Lua types of one list: its view and its cells.
struct ListTypes<List: BoundList> {
    let view: LuaObjectType<Handle<List>>
    let cell: LuaObjectType<Handle<List.Cell>>
}

extension Kit {
    var tableTypes: ListTypes<TableView> { ListTypes(view: tableViewType, cell: cellType) }
    var collectionTypes: ListTypes<CollectionView> { ListTypes(view: collectionViewType, cell: collectionCellType) }

    /// A list cell as a Lua value (the same userdata for the same cell while Lua holds it).
    func listCellValue<L: BoundList>(_ cell: L.Cell, _ types: ListTypes<L>, _ world: World) -> LuaValue {
        state.wrap(Handle(cell, world: world), as: types.cell, identity: cell)
    }

    /// Argument `i`: an index path naming a row (item) of the list, or the error in Lua's words.
    func elementArgument<L: BoundList>(_ h: Handle<L>, _ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> IndexPath {
        let p = try state.value(args, i, indexPathType).indexPath
        let kind = L.kind
        let problem: String? = h.world.perform {
            let sections = h.object.numberOfSections
            guard (0..<sections).contains(p.section) else {
                return "section \(p.section) out of range: \(kind.shortName) has \(sections) section\(sections == 1 ? "" : "s")"
            }
            let n = h.object.numberOfElements(inSection: p.section)
            guard (0..<n).contains(p.row) else {
                return "\(kind.element) \(p.row) out of range: section \(p.section) has \(n) \(kind.element)\(n == 1 ? "" : "s")"
            }
            return nil
        }
        if let problem { throw .argument(i, problem) }
        return p
    }

    /// A method taking one row (item) and acting on it.
    private func elementAction<L: BoundList>(_ body: @escaping (L, IndexPath) -> Void) -> LuaMethod<Handle<L>> {
        { [self] h, args throws(LuaCallError) in
            let p = try elementArgument(h, args, 2)
            h.world.perform { body(h.object, p) }
            return []
        }
    }

    /// The methods both lists have, under each list's names: `tap`, `touchDown`, `touchUp`,
    /// `touchCancel`, `cellForRow`/`cellForItem`, `numberOfSections`,
    /// `numberOfRowsInSection`/`numberOfItemsInSection`, `visibleCells`, `indexPathForCell` and
    /// `indexPathForRow`/`indexPathForItem` (a point).
    func listMethods<L: BoundList>(_ types: ListTypes<L>) -> [String: LuaMethod<Handle<L>>] {
        let element = L.kind.elementName
        return [
            "tap": elementAction { $0.tap(at: $1) },
            "touchDown": elementAction { $0.touchDown(at: $1) },
            "touchUp": elementAction { $0.touchUp(at: $1) },
            "touchCancel": elementAction { $0.touchCancel(at: $1) },
            "cellFor\(element)": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                guard let cell = h.world.perform({ h.object.cell(at: p) }) else { return [.nil] }
                return state.returning(Handle(cell, world: h.world), as: types.cell, identity: cell)
            },
            "numberOfSections": { h, _ throws(LuaCallError) in
                [.integer(Int64(h.world.perform { h.object.numberOfSections }))]
            },
            "numberOf\(element)sInSection": { h, args throws(LuaCallError) in
                let s = try args.integer(2)
                let (n, count): (Int, Int?) = h.world.perform {
                    let n = h.object.numberOfSections
                    return (n, (0..<Int64(n)).contains(s) ? h.object.numberOfElements(inSection: Int(s)) : nil)
                }
                guard let count else {
                    throw .argument(2, "section \(s) out of range: \(L.kind.shortName) has \(n) section\(n == 1 ? "" : "s")")
                }
                return [.integer(Int64(count))]
            },
            // UIKit's property `visibleCells`; a method here, as `indexPathsForVisibleRows` is.
            "visibleCells": { [self] h, _ throws(LuaCallError) in
                let cells = h.world.perform { h.object.visibleCells }
                let t = state.newTable()
                for (i, c) in cells.enumerated() {
                    state.setRaw(t, key: .integer(Int64(i + 1)), value: listCellValue(c, types, h.world))
                }
                return [t]
            },
            "indexPathForCell": { [self] h, args throws(LuaCallError) in
                let cell = try state.object(args, 2, types.cell)
                return [h.world.perform { h.object.indexPath(for: cell.object) }.map(indexPathValue) ?? .nil]
            },
            "indexPathFor\(element)": { [self] h, args throws(LuaCallError) in
                let p = try pointArgument(args, 2)
                return [h.world.perform { h.object.element(at: p) }.map(indexPathValue) ?? .nil]
            },
        ]
    }

    /// `allowsSelection`, `allowsMultipleSelection`, their editing-mode pair and `isEditing`,
    /// read and write, on both lists (rules 1.1–1.3, 1.24, 3.1, 3.31). Writing `isEditing` is
    /// the table's `setEditing(value, false)`, as in UIKit.
    func listSelectionFlagTraits<L: BoundList>(_: L.Type) -> LuaTypeTraits<Handle<L>> {
        let flags: [(String, ReferenceWritableKeyPath<L, Bool>)] = [
            ("allowsSelection", \.allowsSelection), ("allowsMultipleSelection", \.allowsMultipleSelection),
            ("allowsSelectionDuringEditing", \.allowsSelectionDuringEditing),
            ("allowsMultipleSelectionDuringEditing", \.allowsMultipleSelectionDuringEditing),
        ]
        var traits = booleanFieldTraits(flags)
        // Typed first: a typed-throws closure literal assigned through a subscript crashes the
        // compiler (Swift 6.3.1, signal 11 in SILGen).
        let getter: LuaGetter<Handle<L>> = { h in .boolean(h.world.perform { h.object.isEditing }) }
        let setter: LuaSetter<Handle<L>> = { h, args throws(LuaCallError) in
            let b = try booleanField(args, "isEditing")
            h.world.perform { h.object.setEditingMode(b) }
        }
        traits.getters["isEditing"] = getter
        traits.setters["isEditing"] = setter
        return traits
    }

    /// Read-write boolean fields, each a key path of the object.
    func booleanFieldTraits<O: AnyObject>(_ flags: [(String, ReferenceWritableKeyPath<O, Bool>)]) -> LuaTypeTraits<Handle<O>> {
        var traits = LuaTypeTraits<Handle<O>>()
        for (name, path) in flags {
            // Typed first: a typed-throws closure literal assigned through a subscript crashes
            // the compiler (Swift 6.3.1, signal 11 in SILGen).
            let getter: LuaGetter<Handle<O>> = { h in .boolean(h.world.perform { h.object[keyPath: path] }) }
            traits.getters[name] = getter
            traits.setters[name] = booleanSetter(name, path)
        }
        return traits
    }

    /// The setter of a boolean field at `path`.
    private func booleanSetter<O: AnyObject>(_ name: String, _ path: ReferenceWritableKeyPath<O, Bool>) -> LuaSetter<Handle<O>> {
        { h, args throws(LuaCallError) in
            let b = try booleanField(args, name)
            h.world.perform { h.object[keyPath: path] = b }
        }
    }
}

extension LuaTypeTraits {
    /// Adds `other`'s getters and setters (its description and equality are not taken).
    mutating func merge(_ other: LuaTypeTraits) {
        for (k, v) in other.getters { getters[k] = v }
        for (k, v) in other.setters { setters[k] = v }
    }

    /// Adds getters and setters given as a pair.
    mutating func merge(_ other: (getters: [String: LuaGetter<Object>], setters: [String: LuaSetter<Object>])) {
        for (k, v) in other.getters { getters[k] = v }
        for (k, v) in other.setters { setters[k] = v }
    }
}
