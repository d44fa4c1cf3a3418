// Snapshot: `ui.Snapshot()`, NSDiffableDataSourceSnapshot for Lua (rules 16.1-16.3, 16.20-16.23).
import LuaKit
import UISim

extension UIModule {
    /// The `Snapshot` type and `ui.Snapshot`, the function that makes an empty one.
    static func snapshotType(_ state: LuaState) -> (type: LuaObjectType<SnapshotBox>, make: LuaValue) {
        let type = state.declareType("Snapshot", of: SnapshotBox.self) { [unowned state] type in
            defineSnapshotType(type, state)
        }
        let make = state.function { [unowned state] _ throws(LuaCallError) in
            [state.wrap(SnapshotBox(account: state.memoryAccount), as: type)]
        }
        return (type, make)
    }

    /// The snapshot's methods and fields (`snapshotType`), built when the first snapshot reaches Lua.
    private static func defineSnapshotType(_ type: LuaObjectType<SnapshotBox>, _ state: LuaState) {
        state.define(type, methods: snapshotMethods(state), traits: LuaTypeTraits(
            getters: [
                "numberOfItems": { .integer(Int64($0.snapshot.numberOfItems)) },
                "numberOfSections": { .integer(Int64($0.snapshot.numberOfSections)) },
                "sectionIdentifiers": { [unowned state] in array(state, $0.snapshot.sectionIdentifiers) },
                "itemIdentifiers": { [unowned state] in array(state, $0.snapshot.itemIdentifiers) },
                "reloadedItemIdentifiers": { [unowned state] in array(state, $0.snapshot.reloadedItemIdentifiers) },
                "reconfiguredItemIdentifiers": { [unowned state] in array(state, $0.snapshot.reconfiguredItemIdentifiers) },
                "reloadedSectionIdentifiers": { [unowned state] in array(state, $0.snapshot.reloadedSectionIdentifiers) },
            ],
            description: { $0.description },
            equal: { $0.snapshot == $1.snapshot }))
    }

    /// A fresh Lua array of identifiers, as their original Lua values.
    static func array(_ state: LuaState, _ ids: [LuaIdentifier]) -> LuaValue {
        let t = state.newTable()
        for (n, id) in ids.enumerated() { state.setRaw(t, key: .integer(Int64(n + 1)), value: id.value(in: state)) }
        return t
    }

    private typealias Method = LuaMethod<SnapshotBox>

    private static func snapshotMethods(_ state: LuaState) -> [String: Method] {
        sectionEdits(state).merging(itemEdits(state)) { a, _ in a }.merging(queries(state)) { a, _ in a }
    }

    /// An edit taking an identifier array as argument 2 (`s:deleteItems{ "a" }`); `lookup` for
    /// the edits that only look identifiers up (see `LuaIdentifier.make`).
    private static func arrayEdit(_ state: LuaState, lookup: Bool = false,
                                  _ edit: @escaping (inout LuaSnapshot, [LuaIdentifier]) throws(UIKitException) -> Void) -> Method {
        { [unowned state] box, args throws(LuaCallError) in
            let ids = try DiffableArguments(state: state, args: args).identifiers(2, lookup: lookup)
            try box.edit(adding: ids.count) { (s) throws(UIKitException) -> String? in
                try edit(&s, ids)
                return nil
            }
            return []
        }
    }

    /// An edit placing identifiers next to a destination: argument 2 is an identifier array, or
    /// the one identifier `moving`; argument 3 the `{ beforeItem = }` / `{ afterItem = }` table
    /// (`beforeSection` / `afterSection` for `sections`). A returned warning is kept for `apply`.
    private static func placedEdit(
        _ state: LuaState, _ name: String, sections: Bool, moving: Bool,
        _ edit: @escaping (inout LuaSnapshot, [LuaIdentifier], LuaIdentifier, LuaSnapshot.Placement) throws(UIKitException) -> String?
    ) -> Method {
        { [unowned state] box, args throws(LuaCallError) in
            let a = DiffableArguments(state: state, args: args)
            let ids = moving ? [try a.identifier(2, lookup: true)] : try a.identifiers(2)
            let (before, after) = sections ? ("beforeSection", "afterSection") : ("beforeItem", "afterItem")
            let (to, placement) = try a.destination(3, for: name, before: before, after: after)
            try box.edit(adding: ids.count) { (s) throws(UIKitException) in try edit(&s, ids, to, placement) }
            return []
        }
    }

    private static func sectionEdits(_ state: LuaState) -> [String: Method] {
        [
            "appendSections": arrayEdit(state) { (s, ids) throws(UIKitException) in try s.appendSections(ids) },
            "deleteSections": arrayEdit(state, lookup: true) { s, ids in s.deleteSections(ids) },
            "reloadSections": arrayEdit(state) { (s, ids) throws(UIKitException) in try s.reloadSections(ids) },
            "insertSections": placedEdit(state, "insertSections", sections: true, moving: false) { (s, ids, to, p) throws(UIKitException) in
                try s.insertSections(ids, to, p)
                return nil
            },
            "moveSection": placedEdit(state, "moveSection", sections: true, moving: true) { (s, ids, to, p) throws(UIKitException) in
                try s.moveSection(ids[0], to, p)
                return nil
            },
        ]
    }

    private static func itemEdits(_ state: LuaState) -> [String: Method] {
        [
            "deleteItems": arrayEdit(state, lookup: true) { s, ids in s.deleteItems(ids) },
            "reloadItems": arrayEdit(state) { (s, ids) throws(UIKitException) in try s.reloadItems(ids) },
            "reconfigureItems": arrayEdit(state) { (s, ids) throws(UIKitException) in try s.reconfigureItems(ids) },
            "deleteAllItems": { box, _ throws(LuaCallError) in
                try box.edit(adding: 0) { s -> String? in
                    s.deleteAllItems()
                    return nil
                }
                return []
            },
            "appendItems": { [unowned state] box, args throws(LuaCallError) in
                let a = DiffableArguments(state: state, args: args)
                let ids = try a.identifiers(2), section = try a.optionalIdentifier(3)
                try box.edit(adding: ids.count) { (s) throws(UIKitException) -> String? in try s.appendItems(ids, toSection: section) }
                return []
            },
            "insertItems": placedEdit(state, "insertItems", sections: false, moving: false) { (s, ids, to, p) throws(UIKitException) in
                try s.insertItems(ids, to, p)
            },
            "moveItem": placedEdit(state, "moveItem", sections: false, moving: true) { (s, ids, to, p) throws(UIKitException) in
                try s.moveItem(ids[0], to, p)
                return nil
            },
        ]
    }

    /// The lookups: 0-based indexes (as UIKit's), nil when absent; an unknown section in the two
    /// per-section queries raises UIKit's exception (rule 16.22).
    private static func queries(_ state: LuaState) -> [String: Method] {
        func optional(_ i: Int?) -> [LuaValue] { [i.map { .integer(Int64($0)) } ?? .nil] }
        return [
            "indexOfItem": { [unowned state] box, args throws(LuaCallError) in
                optional(box.snapshot.indexOfItem(try DiffableArguments(state: state, args: args).identifier(2, lookup: true)))
            },
            "indexOfSection": { [unowned state] box, args throws(LuaCallError) in
                optional(box.snapshot.indexOfSection(try DiffableArguments(state: state, args: args).identifier(2, lookup: true)))
            },
            "sectionIdentifierForSectionContainingItem": { [unowned state] box, args throws(LuaCallError) in
                let id = try DiffableArguments(state: state, args: args).identifier(2, lookup: true)
                return [box.snapshot.sectionIdentifier(containingItem: id)?.value(in: state) ?? .nil]
            },
            "numberOfItemsInSection": { [unowned state] box, args throws(LuaCallError) in
                let id = try DiffableArguments(state: state, args: args).identifier(2, lookup: true)
                return [.integer(Int64(try diffableCall { () throws(UIKitException) in try box.snapshot.numberOfItems(inSection: id) }))]
            },
            "itemIdentifiersInSection": { [unowned state] box, args throws(LuaCallError) in
                let id = try DiffableArguments(state: state, args: args).identifier(2, lookup: true)
                return [array(state, try diffableCall { () throws(UIKitException) in try box.snapshot.itemIdentifiers(inSectionWithIdentifier: id) })]
            },
        ]
    }
}
