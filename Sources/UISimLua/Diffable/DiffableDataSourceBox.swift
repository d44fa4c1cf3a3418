// DiffableDataSourceBox: what a Lua `DiffableDataSource` holds — UISim's table or collection
// diffable data source over Lua identifiers, and the Lua cell provider it calls (rule 16.12).
import LuaKit
import UISim

/// UISim's diffable data source with Lua identifiers, as the Lua side shares it.
typealias LuaDiffableBase = DiffableDataSource<LuaIdentifier, LuaIdentifier>

/// A table's diffable data source that knows its Lua box (for the cell provider).
final class LuaTableDiffable: TableViewDiffableDataSource<LuaIdentifier, LuaIdentifier> {
    weak var box: DiffableDataSourceBox?
    /// The controller's built-in model, back in place on `tv.dataSource = nil`; it keeps the box.
    weak var builtIn: RowCountsDataSource?
}

/// A collection view's diffable data source that knows its Lua box.
final class LuaCollectionDiffable: CollectionViewDiffableDataSource<LuaIdentifier, LuaIdentifier> {
    weak var box: DiffableDataSourceBox?
    /// The controller's built-in model, back in place on `cv.dataSource = nil`; it keeps the box.
    weak var builtIn: ItemCountsDataSource?
}

/// What `ui.DiffableDataSource(list, cellProvider)` makes.
///
/// The list holds its data source weakly (as UIKit does); the list's built-in model keeps this
/// box while it is attached, and Lua keeps it while a variable names it.
final class DiffableDataSourceBox {
    /// UISim's data source.
    enum Source {
        case table(LuaTableDiffable)
        case collection(LuaCollectionDiffable)
    }

    @exclusivity(unchecked) private(set) var source: Source?
    /// The Lua cell provider, `function(list, ip, id)`.
    let provider: LuaValue
    /// The Lua type, so the box can wrap itself (`tv.dataSource` reads it back).
    let type: LuaObjectType<DiffableDataSourceBox>
    /// Not owned: the world owns the list's controller, whose model keeps this box.
    weak var world: World?
    private let kitLink: KitLink
    /// The cells `dequeueReusableCell` gave out during each running provider call (innermost last).
    @exclusivity(unchecked) private var dequeued: [[AnyObject]] = []

    init(provider: LuaValue, type: LuaObjectType<DiffableDataSourceBox>, world: World, kit: Kit) {
        self.provider = provider
        self.type = type
        self.world = world
        kitLink = kit.link
    }

    /// Attaches UISim's data source (made after the box, since its provider calls the box); the
    /// list's built-in `model` keeps the box, and comes back on `list.dataSource = nil`.
    func attach(_ source: Source, model: AnyObject) {
        self.source = source
        switch source {
        case .table(let t):
            t.box = self
            t.builtIn = model as? RowCountsDataSource
            t.builtIn?.diffable = self
        case .collection(let c):
            c.box = self
            c.builtIn = model as? ItemCountsDataSource
            c.builtIn?.diffable = self
        }
    }

    /// Makes this data source `list`'s again after `list.dataSource = nil` (`list.dataSource = ds`,
    /// as assigning UIKit's diffable data source back to its own list does); false when it was
    /// made for another list, which UIKit's diffable data sources cannot serve.
    func reattach(to list: AnyObject, model: AnyObject) -> Bool {
        switch source {
        case .table(let t):
            guard let tv = list as? TableView, t.tableView === tv else { return false }
            tv.dataSource = t
        case .collection(let c):
            guard let cv = list as? CollectionView, c.collectionView === cv else { return false }
            cv.dataSource = c
        case nil:
            return false
        }
        if let source { attach(source, model: model) }
        return true
    }

    /// The shared part of UISim's data source.
    var base: LuaDiffableBase? {
        switch source {
        case .table(let t): t
        case .collection(let c): c
        case nil: nil
        }
    }

    /// Whether this is a table's data source (`defaultRowAnimation` exists).
    var table: LuaTableDiffable? {
        if case .table(let t) = source { return t }
        return nil
    }

    /// Notes a cell `dequeueReusableCell` gave out during the running provider call.
    func noteDequeued(_ cell: AnyObject) {
        if !dequeued.isEmpty { dequeued[dequeued.count - 1].append(cell) }
    }

    /// The provider's cell for `id` at `p`: a cell it dequeued in that call. Anything else (an
    /// error, nil, another cell) is a callback error, raised once Swift returns (rule 16.12
    /// [SIM]), and the list shows a plain cell instead.
    func cell<L: AdaptedList>(_ list: L, _ p: IndexPath, _ id: LuaIdentifier, _ types: ListTypes<L>) -> L.Cell {
        if let kit = kitLink.kit, let world {
            let errors = kit.errors
            let outer = errors.answering
            errors.answering = outer ?? "DiffableDataSource.cellProvider"
            dequeued.append([])
            var results: [LuaValue]?
            do throws(LuaError) {
                results = try kit.state.call(provider, [kit.listViewValue(list, types, world), kit.indexPathValue(p),
                                                        id.value(in: kit.state)])
            } catch {
                if errors.pending == nil { errors.pending = error }
            }
            let mine = dequeued.removeLast()
            errors.answering = outer
            if let results {
                let v = results.first ?? .nil
                if let c = kit.state.object(v, as: types.cell)?.object, mine.contains(where: { $0 === c }) { return c }
                if errors.pending == nil {
                    errors.pending = .runtime(message: "DiffableDataSource.cellProvider: a cell of "
                        + "\(L.kind.luaName):dequeueReusableCell in this call expected as result, got \(luaTypeName(v))",
                                              traceback: nil)
                }
            }
        }
        return (try? list.dequeueChecked("Cell", for: p)) ?? L.Cell(world: list.world, reuseIdentifier: "Cell")
    }

    /// `DiffableDataSource(TableView, 1 section, 3 items)`.
    var description: String {
        let list = table == nil ? "CollectionView" : "TableView"
        let s = base?.snapshot()
        let n = s?.numberOfSections ?? 0, i = s?.numberOfItems ?? 0
        return "DiffableDataSource(\(list), \(n) section\(n == 1 ? "" : "s"), \(i) item\(i == 1 ? "" : "s"))"
    }
}

extension Kit {
    /// The Lua diffable data source of `list`, when one is its data source now.
    func diffableBox(of list: AnyObject) -> DiffableDataSourceBox? {
        if let tv = list as? TableView { return (tv.dataSource as? LuaTableDiffable)?.box }
        if let cv = list as? CollectionView { return (cv.dataSource as? LuaCollectionDiffable)?.box }
        return nil
    }

    /// `tv.dataSource` / `cv.dataSource` when it is a `DiffableDataSource`: the same userdata.
    func diffableValue(of list: AnyObject) -> LuaValue? {
        guard let box = diffableBox(of: list) else { return nil }
        return state.wrap(box, as: box.type, identity: box)
    }
}
