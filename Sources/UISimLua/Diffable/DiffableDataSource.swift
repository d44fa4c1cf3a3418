// DiffableDataSource: `ui.DiffableDataSource(list, cellProvider)` — UITableViewDiffableDataSource
// and UICollectionViewDiffableDataSource for Lua (rules 16.4–16.14, 16.24), and the lists'
// `reconfigureRows` / `reconfigureItems`.
import LuaKit
import UISim

extension Kit {
    /// Declares the `DiffableDataSource` type and returns `ui.DiffableDataSource`.
    func diffableDataSourceFunction(_ snapshotType: LuaObjectType<SnapshotBox>) -> LuaValue {
        // defined when the first data source reaches Lua (the definition holds the kit until then)
        let type = state.declareType("DiffableDataSource", of: DiffableDataSourceBox.self) { [self] type in
            state.define(type, methods: diffableMethods(snapshotType), traits: diffableTraits(),
                         methodGuard: errors, fieldGuard: errors)
        }
        diffableDataSourceType = type
        return state.function { [self] args throws(LuaCallError) in
            let list = args.value(1)
            let provider = try args.function(2)
            if let h = state.object(list, as: tableViewType) {
                return [try attachDiffable(h, provider, type) { tv, box in
                    .table(LuaTableDiffable(tableView: tv) { [weak box, tableTypes] in box?.cell($0, $1, $2, tableTypes) })
                }]
            }
            if let h = state.object(list, as: collectionViewType) {
                return [try attachDiffable(h, provider, type) { cv, box in
                    .collection(LuaCollectionDiffable(collectionView: cv) { [weak box, collectionTypes] in
                        box?.cell($0, $1, $2, collectionTypes)
                    })
                }]
            }
            throw .argument(1, "TableView or CollectionView expected, got \(luaTypeName(list))")
        }
    }

    /// Makes the box and puts UISim's data source (from `make`) in place of the list's, as
    /// `list.dataSource = …` does: the built-in model takes its pending edits first.
    private func attachDiffable<L: AdaptedList>(
        _ h: Handle<L>, _ provider: LuaValue, _ type: LuaObjectType<DiffableDataSourceBox>,
        _ make: (L, DiffableDataSourceBox) -> DiffableDataSourceBox.Source
    ) throws(LuaCallError) -> LuaValue {
        let world = h.world
        try requireEra(world.uikit.listsHaveDiffableDataSources, "DiffableDataSource", 13, world)
        guard let model = world.perform({ h.object.builtInModel }) else {
            throw .message("bad argument #1 to 'DiffableDataSource' (the \(L.kind.viewName) has no \(L.kind.modelName))")
        }
        let box = DiffableDataSourceBox(provider: provider, type: type, world: world, kit: self)
        world.perform {
            model.commit()
            model.edits.depth = 0
            h.object.installDataSource(nil, kit: self, model: model)
            box.attach(make(h.object, box), model: model)
        }
        return state.wrap(box, as: type, identity: box)
    }

    /// A Lua error for a name the world's iOS does not have yet (rule 16.24).
    func requireEra(_ available: Bool, _ name: String, _ version: Int, _ world: World) throws(LuaCallError) {
        guard available else {
            throw .message("\(name) needs iOS \(version) or later (this world is iOS \(world.iosVersion))")
        }
    }

    /// The data source's world and UISim object, or an error once the list is gone.
    private func live(_ box: DiffableDataSourceBox) throws(LuaCallError) -> (World, LuaDiffableBase) {
        guard let world = box.world, let base = box.base else {
            throw .message("this DiffableDataSource's list no longer exists")
        }
        return (world, base)
    }

    private func diffableMethods(_ snapshotType: LuaObjectType<SnapshotBox>) -> [String: LuaMethod<DiffableDataSourceBox>] {
        [
            "apply": { [self] box, args throws(LuaCallError) in
                let snap = try SnapshotBox.at(args, 2, in: state, as: snapshotType)
                let animating = try args.boolean(3, default: true)
                let completion = args.isNil(4) ? nil : try args.function(4)
                let (world, base) = try live(box)
                if !snap.snapshot.reconfiguredItemIdentifiers.isEmpty {
                    try requireEra(world.uikit.listsReconfigureCells, "reconfigureItems", 15, world)
                }
                try applySnapshot(snap, world) { value, done throws(UIKitException) in
                    try base.applyChecked(value, animatingDifferences: animating, completion: done(completion))
                }
                return []
            },
            "applySnapshotUsingReloadData": { [self] box, args throws(LuaCallError) in
                let snap = try SnapshotBox.at(args, 2, in: state, as: snapshotType)
                let completion = args.isNil(3) ? nil : try args.function(3)
                let (world, base) = try live(box)
                try requireEra(world.uikit.diffableApplyAlwaysDiffs, "applySnapshotUsingReloadData", 15, world)
                try applySnapshot(snap, world) { value, done throws(UIKitException) in
                    try base.applySnapshotUsingReloadDataChecked(value, completion: done(completion))
                }
                return []
            },
            "snapshot": { [self] box, _ throws(LuaCallError) in
                let (world, base) = try live(box)
                let copy = world.perform { base.snapshot() }
                return [state.wrap(SnapshotBox(copy, account: state.memoryAccount), as: snapshotType)]
            },
            "itemIdentifier": { [self] box, args throws(LuaCallError) in
                let p = try indexPathArgument(args, 2)
                let (_, base) = try live(box)
                return [base.itemIdentifier(for: p)?.value(in: state) ?? .nil]
            },
            "indexPath": { [self] box, args throws(LuaCallError) in
                let id = try LuaIdentifier.argument(args, 2, in: state, lookup: true)
                let (_, base) = try live(box)
                return [base.indexPath(for: id).map { indexPathValue($0) } ?? .nil]
            },
            "sectionIdentifier": { [self] box, args throws(LuaCallError) in
                let index = try args.integer(2)
                let (world, base) = try live(box)
                try requireEra(world.uikit.diffableApplyAlwaysDiffs, "sectionIdentifier", 15, world)
                guard let i = Int(exactly: index) else { return [.nil] }
                return [base.sectionIdentifier(for: i)?.value(in: state) ?? .nil]
            },
        ]
    }

    /// Applies a Lua snapshot: its "moved into place" warnings go to `world.log` (rule 16.3),
    /// UIKit's exceptions become Lua errors, and the Lua completion becomes a block whose error
    /// is a callback error.
    private func applySnapshot(
        _ snap: SnapshotBox, _ world: World,
        _ body: (LuaSnapshot, (LuaValue?) -> (() -> Void)?) throws(UIKitException) -> Void
    ) throws(LuaCallError) {
        let value = snap.snapshot
        let warnings = snap.warnings
        snap.warnings = []
        try uikitCall(world) { () throws(UIKitException) in
            for w in warnings { world.record(w) }
            try body(value) { [link] f in
                f.map { f in { if let kit = link.kit { kit.errors.call(kit.state, f, []) } } }
            }
        }
    }

    /// `defaultRowAnimation` (table only, rule 16.6) and `tostring`.
    private func diffableTraits() -> LuaTypeTraits<DiffableDataSourceBox> {
        LuaTypeTraits(
            getters: [
                "defaultRowAnimation": { box throws(LuaCallError) in
                    guard let t = box.table else { throw Self.notATable("read") }
                    return .string("\(t.defaultRowAnimation)")
                },
            ],
            setters: [
                "defaultRowAnimation": { box, args throws(LuaCallError) in
                    guard let t = box.table else { throw Self.notATable("assign") }
                    let name = try args.string(3)
                    guard let animation = TableView.RowAnimation.allCases.first(where: { "\($0)" == name }) else {
                        let names = TableView.RowAnimation.allCases.map { "\"\($0)\"" }.joined(separator: ", ")
                        throw .message("bad value for 'defaultRowAnimation' (one of \(names) expected, got \"\(name)\")")
                    }
                    t.defaultRowAnimation = animation
                },
            ],
            description: { $0.description })
    }

    /// `defaultRowAnimation` on a collection view's data source: the field is the table's.
    private static func notATable(_ verb: String) -> LuaCallError {
        .message("attempt to \(verb) field 'defaultRowAnimation' of a collection view's DiffableDataSource "
            + "(only a table view's has it)")
    }

    // MARK: - reconfigureRows / reconfigureItems (rule 16.14)

    /// `tv:reconfigureRows{ ip, ... }` (iOS 15): the rows' cells configured again in place.
    func tableReconfigureMethod() -> LuaMethod<Handle<TableView>> {
        { [self] h, args throws(LuaCallError) in
            try requireEra(h.world.uikit.listsReconfigureCells, "reconfigureRows", 15, h.world)
            let paths = try indexPathList(args, 2)
            try uikitCall(h.world) { () throws(UIKitException) in try h.object.reconfigureRowsChecked(at: paths) }
            return []
        }
    }

    /// `cv:reconfigureItems{ ip, ... }` (iOS 15): the items' cells configured again in place.
    func collectionReconfigureMethod() -> LuaMethod<Handle<CollectionView>> {
        { [self] h, args throws(LuaCallError) in
            try requireEra(h.world.uikit.listsReconfigureCells, "reconfigureItems", 15, h.world)
            let paths = try indexPathList(args, 2)
            try uikitCall(h.world) { () throws(UIKitException) in try h.object.reconfigureItemsChecked(at: paths) }
            return []
        }
    }
}
