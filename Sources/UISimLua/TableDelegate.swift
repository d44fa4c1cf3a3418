// TableDelegate: `tv.delegate`, a Lua table whose functions (UIKit's method names) answer the
// table view's delegate questions and hear its news.
import LuaKit
import UISim

/// A Lua table as the table view's delegate.
///
/// Each method looks its function up in the table (`t[name]`, so `__index` works) when called;
/// a missing function keeps UIKit's default. Functions get `(tv, ip)`. Errors, and results of the
/// wrong type, are callback errors: recorded and raised by the Lua call that caused them, while
/// UISim carries on with the default.
final class LuaTableDelegate: TableViewDelegate {
    weak var kit: Kit?
    /// The Lua table, held by a registry reference.
    let table: LuaValue
    let world: World

    init(kit: Kit, table: LuaValue, world: World) {
        self.kit = kit
        self.table = table
        self.world = world
    }

    /// Calls `table[name](tv, ip)`; nil when there is no such function or it raised.
    private func call(_ name: String, _ tv: TableView, _ p: IndexPath) -> [LuaValue]? {
        guard let kit, let lookup = kit.arrayEntry else { return nil }
        do throws(LuaError) {
            guard let f = try kit.state.call(lookup, [table, .string(name)]).first, f != .nil else { return nil }
            let tvValue = kit.state.wrap(Handle(tv, world: world), as: kit.tableViewType, identity: tv)
            return try kit.state.call(f, [tvValue, kit.indexPathValue(p)])
        } catch {
            record(error)
            return nil
        }
    }

    private func record(_ error: LuaError) {
        guard let kit, kit.errors.pending == nil else { return }
        kit.errors.pending = error
    }

    /// A wrong result: a callback error naming the function and what it returned.
    private func wrongResult(_ name: String, _ expected: String, _ v: LuaValue) {
        record(.runtime(message: "tv.delegate.\(name): \(expected) expected as result, got \(luaTypeName(v))",
                        traceback: nil))
    }

    /// Tells `name` without caring for results.
    private func tell(_ name: String, _ tv: TableView, _ p: IndexPath) { _ = call(name, tv, p) }

    /// An index path or nil (refusing) from a `will…` function; the default on a wrong result.
    private func indexPathResult(_ name: String, _ tv: TableView, _ p: IndexPath) -> IndexPath? {
        guard let results = call(name, tv, p) else { return p }
        let v = results.first ?? .nil
        if v == .nil { return nil }
        if let q = indexPath(v) { return q }
        wrongResult(name, "IndexPath or nil", v)
        return p
    }

    /// `v` as an index path, if it is a `ui.IndexPath`.
    private func indexPath(_ v: LuaValue) -> IndexPath? {
        guard let kit, luaTypeName(v) == "userdata" else { return nil }
        let unbox = kit.state.function { [weak kit] (args: LuaArguments) throws(LuaCallError) -> [LuaValue] in
            guard let kit else { return [] }
            let p = try kit.state.object(args, 1, kit.indexPathType).value
            return [.integer(Int64(p.section)), .integer(Int64(p.row))]
        }
        guard let r = try? kit.state.call(unbox, [v]), r.count == 2,
              let s = r[0].integer, let row = r[1].integer else { return nil }
        return IndexPath(row: Int(row), section: Int(s))
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        guard let results = call("heightForRowAt", tableView, indexPath) else { return tableView.rowHeight }
        let v = results.first ?? .nil
        guard let h = v.number else {
            wrongResult("heightForRowAt", "number", v)
            return tableView.rowHeight
        }
        return h
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        guard let results = call("shouldHighlightRowAt", tableView, indexPath) else { return true }
        let v = results.first ?? .nil
        guard case .boolean(let b) = v else {
            wrongResult("shouldHighlightRowAt", "boolean", v)
            return true
        }
        return b
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        tell("didHighlightRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        tell("didUnhighlightRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPathResult("willSelectRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tell("didSelectRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPathResult("willDeselectRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        tell("didDeselectRowAt", tableView, indexPath)
    }
}

extension Kit {
    /// `tv.delegate`: a Lua table or nil. The adapter is kept by the controller's row source
    /// (the table view holds its delegate weakly, as UIKit does).
    func tableViewDelegateTraits() -> (getters: [String: LuaGetter<Handle<TableView>>],
                                       setters: [String: LuaSetter<Handle<TableView>>]) {
        (["delegate": { [self] h throws(LuaCallError) in delegateValue(h) }],
         ["delegate": { [self] h, args throws(LuaCallError) in try setDelegate(h, args) }])
    }

    private func delegateValue(_ h: Handle<TableView>) -> LuaValue {
        h.world.perform {
            guard let d = h.object.delegate as? LuaTableDelegate else { return .nil }
            return d.table
        }
    }

    private func setDelegate(_ h: Handle<TableView>, _ args: LuaArguments) throws(LuaCallError) {
        let isNil = args.isNil(3)
        guard isNil || args.typeName(3) == "table" else {
            throw .message("bad value for field 'delegate' (table or nil expected, got \(args.typeName(3)))")
        }
        guard let source = h.world.perform({ h.object.dataSource as? RowCountsDataSource }) else {
            throw .message("cannot set 'delegate': the table view has no rows model of a TableViewController")
        }
        let adapter = isNil ? nil : LuaTableDelegate(kit: self, table: args.value(3), world: h.world)
        h.world.perform {
            source.luaDelegate = adapter
            h.object.delegate = adapter
        }
    }
}
