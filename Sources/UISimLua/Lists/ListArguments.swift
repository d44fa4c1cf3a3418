// ListArguments: the arguments table and collection edits share (index path lists, section
// sets, single index paths) and the running of UISim's throwing calls, in Lua's words.
import LuaKit
import UISim

extension Kit {
    /// Argument `i`: a Lua array of index paths (`{ ui.IndexPath(0, 0), ... }`).
    func indexPathList(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (n, v) in try arrayArgument(args, i).enumerated() {
            guard let p = indexPath(v) else { throw .argument(i, "entry \(n + 1): IndexPath expected, got \(luaTypeName(v))") }
            paths.append(p)
        }
        return paths
    }

    /// Argument `i`: a Lua array of section numbers (non-negative integers).
    func sectionList(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> [Int] {
        try integerList(args, i, "section number (0 ... 1000000)")
    }

    /// Argument `i`: one section number (a non-negative integer; its range is UIKit's to check).
    func sectionArgument(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> Int {
        let v = args.value(i)
        guard let k = v.integer, (0...1_000_000).contains(k) else {
            let got = luaTypeName(v) == "number" ? showNumber(v.number ?? 0) : luaTypeName(v)
            throw .argument(i, "section number (0 ... 1000000) expected, got \(got)")
        }
        return Int(k)
    }

    /// Argument `i`: a Lua array of integers in 0 ... 1000000, described as `what`.
    func integerList(_ args: LuaArguments, _ i: Int32, _ what: String) throws(LuaCallError) -> [Int] {
        var values: [Int] = []
        for (n, v) in try arrayArgument(args, i).enumerated() {
            guard let k = v.integer, (0...1_000_000).contains(k) else {
                let got = luaTypeName(v) == "number" ? showNumber(v.number ?? 0) : luaTypeName(v)
                throw .argument(i, "entry \(n + 1): \(what) expected, got \(got)")
            }
            values.append(Int(k))
        }
        return values
    }

    /// Argument `i`: a table's array entries (see `arrayEntries`).
    private func arrayArgument(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> [LuaValue] {
        try arrayEntries(try args.table(i))
    }

    /// The array entries `t[1], t[2]...` of a table up to the first nil, read with `t[n]` (so
    /// `__index` works; its error becomes this call's error). A table without a metatable is
    /// read raw, which gives the same entries.
    func arrayEntries(_ t: LuaValue) throws(LuaCallError) -> [LuaValue] {
        // Without a metatable `t[n]` is a raw read: no protected call per entry is needed.
        if let plain = state.plainArrayEntries(t) { return plain }
        guard let arrayEntry else { throw .message("ui: cannot read the list") }
        var values: [LuaValue] = []
        var n: Int64 = 1
        while true {
            let v: LuaValue
            do throws(LuaError) { v = try state.call(arrayEntry, [t, .integer(n)]).first ?? .nil } catch {
                throw .message(error.message)
            }
            if v == .nil { break }
            values.append(v)
            n += 1
        }
        return values
    }

    /// A Lua array of index paths, or nil for none: the table's `indexPathsFor…` answer nil, not
    /// an empty array, when nothing is selected or visible; the collection's
    /// `indexPathsForVisibleItems` answers an empty array (`emptyIsNil: false`).
    func indexPathArray(_ paths: [IndexPath]?, emptyIsNil: Bool = true) -> LuaValue {
        guard let paths, !(paths.isEmpty && emptyIsNil) else { return .nil }
        let t = state.newTable()
        for (i, p) in paths.enumerated() { state.setRaw(t, key: .integer(Int64(i + 1)), value: indexPathValue(p)) }
        return t
    }

    /// Argument `i`: one index path (its range is UIKit's to check).
    func indexPathArgument(_ args: LuaArguments, _ i: Int32) throws(LuaCallError) -> IndexPath {
        try state.value(args, i, indexPathType).indexPath
    }

    /// Runs a throwing UISim call in `world`; UIKit's exception becomes a Lua error with
    /// UIKit's words.
    func uikitCall(_ world: World, _ body: () throws(UIKitException) -> Void) throws(LuaCallError) {
        var failure: UIKitException?
        world.perform {
            do throws(UIKitException) { try body() } catch { failure = error }
        }
        if let failure { throw .value(.string(failure.reason)) }
    }
}
