// Snapshot: `ui.Snapshot()`, NSDiffableDataSourceSnapshot for Lua (rules 16.1-16.3, 16.20-16.23).
import LuaKit
import UISim

/// A snapshot whose identifiers are Lua values.
typealias LuaSnapshot = DiffableSnapshot<LuaIdentifier, LuaIdentifier>

/// What a `Snapshot` userdata holds: a snapshot value, edited in place by its methods.
///
/// A data source never shares a box: `ds:apply(s)` copies `s.snapshot`, `ds:snapshot()` wraps
/// a copy in a new box (rule 16.1: a snapshot is a value).
final class SnapshotBox {
    var snapshot: LuaSnapshot
    /// UIKit's "moved into place" warnings of the edits since the last apply (rule 16.3), oldest
    /// first: a snapshot belongs to no world, so the data source's `apply` hands them to
    /// `world.log` and empties this.
    var warnings: [String] = []

    init(_ snapshot: LuaSnapshot = LuaSnapshot()) { self.snapshot = snapshot }

    /// The box at argument `i`, or Lua's `bad argument #i (Snapshot expected, got ...)`. Never
    /// raises (the metatable is compared, no Lua call).
    static func at(_ args: LuaArguments, _ i: Int32, in state: LuaState, as type: LuaObjectType<SnapshotBox>)
        throws(LuaCallError) -> SnapshotBox {
        try state.object(args, i, type)
    }

    /// `Snapshot(2 sections, 5 items)`.
    var description: String {
        let s = snapshot.numberOfSections, i = snapshot.numberOfItems
        return "Snapshot(\(s) section\(s == 1 ? "" : "s"), \(i) item\(i == 1 ? "" : "s"))"
    }
}

extension UIModule {
    /// The `Snapshot` type and `ui.Snapshot`, the function that makes an empty one.
    static func snapshotType(_ state: LuaState) -> (type: LuaObjectType<SnapshotBox>, make: LuaValue) {
        let type = state.defineType("Snapshot", of: SnapshotBox.self, methods: snapshotMethods(state), traits: LuaTypeTraits(
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
        let make = state.function { [unowned state] _ throws(LuaCallError) in [state.wrap(SnapshotBox(), as: type)] }
        return (type, make)
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

    /// An edit taking an identifier array as argument 2 (`s:deleteItems{ "a" }`).
    private static func arrayEdit(_ state: LuaState, _ edit: @escaping (inout LuaSnapshot, [LuaIdentifier]) throws(UIKitException) -> Void) -> Method {
        { [unowned state] box, args throws(LuaCallError) in
            let ids = try DiffableArguments(state: state, args: args).identifiers(2)
            try diffableCall { () throws(UIKitException) in try edit(&box.snapshot, ids) }
            return []
        }
    }

    private static func sectionEdits(_ state: LuaState) -> [String: Method] {
        [
            "appendSections": arrayEdit(state) { (s, ids) throws(UIKitException) in try s.appendSections(ids) },
            "deleteSections": arrayEdit(state) { s, ids in s.deleteSections(ids) },
            "reloadSections": arrayEdit(state) { (s, ids) throws(UIKitException) in try s.reloadSections(ids) },
            "insertSections": { [unowned state] box, args throws(LuaCallError) in
                let a = DiffableArguments(state: state, args: args)
                let ids = try a.identifiers(2)
                let (to, placement) = try a.destination(3, for: "insertSections", before: "beforeSection", after: "afterSection")
                try diffableCall { () throws(UIKitException) in try box.snapshot.insertSections(ids, to, placement) }
                return []
            },
            "moveSection": { [unowned state] box, args throws(LuaCallError) in
                let a = DiffableArguments(state: state, args: args)
                let id = try a.identifier(2)
                let (to, placement) = try a.destination(3, for: "moveSection", before: "beforeSection", after: "afterSection")
                try diffableCall { () throws(UIKitException) in try box.snapshot.moveSection(id, to, placement) }
                return []
            },
        ]
    }

    private static func itemEdits(_ state: LuaState) -> [String: Method] {
        [
            "deleteItems": arrayEdit(state) { s, ids in s.deleteItems(ids) },
            "reloadItems": arrayEdit(state) { (s, ids) throws(UIKitException) in try s.reloadItems(ids) },
            "reconfigureItems": arrayEdit(state) { (s, ids) throws(UIKitException) in try s.reconfigureItems(ids) },
            "deleteAllItems": { box, _ in box.snapshot.deleteAllItems(); return [] },
            "appendItems": { [unowned state] box, args throws(LuaCallError) in
                let a = DiffableArguments(state: state, args: args)
                let ids = try a.identifiers(2), section = try a.optionalIdentifier(3)
                let warning = try diffableCall { () throws(UIKitException) in try box.snapshot.appendItems(ids, toSection: section) }
                if let warning { box.warnings.append(warning) }
                return []
            },
            "insertItems": { [unowned state] box, args throws(LuaCallError) in
                let a = DiffableArguments(state: state, args: args)
                let ids = try a.identifiers(2)
                let (to, placement) = try a.destination(3, for: "insertItems", before: "beforeItem", after: "afterItem")
                let warning = try diffableCall { () throws(UIKitException) in try box.snapshot.insertItems(ids, to, placement) }
                if let warning { box.warnings.append(warning) }
                return []
            },
            "moveItem": { [unowned state] box, args throws(LuaCallError) in
                let a = DiffableArguments(state: state, args: args)
                let id = try a.identifier(2)
                let (to, placement) = try a.destination(3, for: "moveItem", before: "beforeItem", after: "afterItem")
                try diffableCall { () throws(UIKitException) in try box.snapshot.moveItem(id, to, placement) }
                return []
            },
        ]
    }

    /// The lookups: 0-based indexes (as UIKit's), nil when absent; an unknown section in the two
    /// per-section queries raises UIKit's exception (rule 16.22).
    private static func queries(_ state: LuaState) -> [String: Method] {
        func optional(_ i: Int?) -> [LuaValue] { [i.map { .integer(Int64($0)) } ?? .nil] }
        return [
            "indexOfItem": { [unowned state] box, args throws(LuaCallError) in
                optional(box.snapshot.indexOfItem(try DiffableArguments(state: state, args: args).identifier(2)))
            },
            "indexOfSection": { [unowned state] box, args throws(LuaCallError) in
                optional(box.snapshot.indexOfSection(try DiffableArguments(state: state, args: args).identifier(2)))
            },
            "sectionIdentifierForSectionContainingItem": { [unowned state] box, args throws(LuaCallError) in
                let id = try DiffableArguments(state: state, args: args).identifier(2)
                return [box.snapshot.sectionIdentifier(containingItem: id)?.value(in: state) ?? .nil]
            },
            "numberOfItemsInSection": { [unowned state] box, args throws(LuaCallError) in
                let id = try DiffableArguments(state: state, args: args).identifier(2)
                return [.integer(Int64(try diffableCall { () throws(UIKitException) in try box.snapshot.numberOfItems(inSection: id) }))]
            },
            "itemIdentifiersInSection": { [unowned state] box, args throws(LuaCallError) in
                let id = try DiffableArguments(state: state, args: args).identifier(2)
                return [array(state, try diffableCall { () throws(UIKitException) in try box.snapshot.itemIdentifiers(inSectionWithIdentifier: id) })]
            },
        ]
    }
}
