// ListDataSource: a Lua table as a list's data source (`tv.dataSource`, `cv.dataSource`),
// written once for both lists; each list's UISim protocol is answered in a conditional
// conformance (TableDataSource.swift, CollectionDataSource.swift).
import LuaKit
import UISim

/// A Lua table as a list's data source.
///
/// Methods are called `t:name(view, ...)`: `numberOfSections(view)` (default 1),
/// `numberOfRowsInSection`/`numberOfItemsInSection(view, section)` (required: missing, raising
/// or answering anything but a count is a callback error and counts as 0) and
/// `cellForRowAt`/`cellForItemAt(view, ip)` (optional; nil or a cell it got from
/// `dequeueReusableCell` in that call). The list asks when UIKit would (rules 2.6, 3.7): when it
/// loads, on `reloadData` and when a batch ends — so a Lua model that does not match a batch's
/// inserts and deletes gets UIKit's exception, and the controller's automatic model editing
/// (CountEdits.swift) stays out of the way.
final class LuaListDataSource<List: AdaptedList>: LuaAdapter {
    /// The controller's built-in model, back in place when Lua's is removed. It keeps this
    /// adapter alive (the list holds its data source weakly, as UIKit does).
    weak var builtIn: List.Model?
    /// The list's Lua types, for the values the functions get.
    let types: ListTypes<List>

    init(kit: Kit, table: LuaValue, world: World, builtIn: List.Model, types: ListTypes<List>) {
        self.builtIn = builtIn
        self.types = types
        super.init(kit: kit, table: table, world: world, owner: "\(List.kind.luaName).dataSource",
                   methods: List.kind.dataSourceMethods)
    }

    /// `numberOfSections(view)`, 1 without it.
    func sectionCount(_ list: List) -> Int {
        count("numberOfSections", [viewValue(list)], what: "section count", default: 1, required: false)
    }

    /// `numberOfRowsInSection(view, section)` (or items), required.
    func elementCount(_ list: List, _ section: Int) -> Int {
        let kind = List.kind
        return count("numberOf\(kind.elementName)sInSection", [viewValue(list), .integer(Int64(section))],
                     what: "\(kind.element) count", default: 0, required: true)
    }

    /// `cellForRowAt(view, ip)` (or item): Lua's cell, else a plain cell of the controller's
    /// registered identifier.
    func elementCell(_ list: List, _ p: IndexPath) -> List.Cell {
        let kind = List.kind
        if let kit, let cell = cell("cellFor\(kind.elementName)At", [viewValue(list), kit.indexPathValue(p)], types.cell,
                           dequeue: "\(kind.luaName):dequeueReusableCell") {
            return cell
        }
        let id = "Cell"
        return (try? list.dequeueChecked(id, for: p)) ?? List.Cell(world: world, reuseIdentifier: id)
    }

    private func viewValue(_ list: List) -> LuaValue {
        kit?.listViewValue(list, types, world) ?? .nil
    }
}

/// A Lua table as a list's delegate: the arguments every function gets, written once; each
/// list's questions are answered in a conditional conformance (TableDelegate.swift,
/// CollectionDelegate.swift). A missing function keeps UIKit's default.
final class LuaListDelegate<List: AdaptedList>: LuaAdapter {
    /// The list's Lua types, for the values the functions get.
    let types: ListTypes<List>

    init(kit: Kit, table: LuaValue, world: World, types: ListTypes<List>) {
        self.types = types
        super.init(kit: kit, table: table, world: world, owner: "\(List.kind.luaName).delegate",
                   methods: List.kind.delegateMethods)
    }

    /// The arguments of every delegate function after `self`: the view and the index path.
    func arguments(_ list: List, _ p: IndexPath) -> [LuaValue] {
        guard let kit else { return [] }
        return [kit.listViewValue(list, types, world), kit.indexPathValue(p)]
    }

    /// Tells `name` without caring for results.
    func tell(_ name: String, _ list: List, _ p: IndexPath) { _ = call(name, arguments(list, p)) }

    /// Tells `willDisplay` or `didEndDisplaying` as `t:name(view, cell, ip)` (rules 1.30, 3.30).
    /// UISim tells it while it lays out, reloads or edits the list, so the `ui` module is closed
    /// meanwhile, as in `cellForRowAt` (LuaAdapter.answering): the function may keep what it is
    /// told, not change the list under UISim's feet.
    func tellDisplay(_ name: String, _ list: List, _ cell: List.Cell, _ p: IndexPath) {
        guard let kit else { return }
        _ = answering(name) {
            call(name, [kit.listViewValue(list, types, world), kit.listCellValue(cell, types, world), kit.indexPathValue(p)])
        }
    }
}

extension Kit {
    /// A list view as the Lua value its callbacks get (the same userdata each time).
    func listViewValue<L: BoundList>(_ list: L, _ types: ListTypes<L>, _ world: World) -> LuaValue {
        state.wrap(Handle(list, world: world), as: types.view, identity: list)
    }
}
