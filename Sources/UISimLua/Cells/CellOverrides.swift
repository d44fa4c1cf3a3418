// CellOverrides: the cell methods Lua can override — on a class registered with
// `tv:registerCell`/`cv:registerCell`, or on one cell (`function cell:layoutSubviews() ... end`)
// — and how a cell of either list finds and calls them.
import LuaKit
import UISim

extension ListKind {
    /// The cell methods a Lua function can override on this list's cells, with the arguments
    /// UISim passes after the cell: the layout passes, `setSelected(selected, animated)`,
    /// `setHighlighted(highlighted, animated)` (every touch down and up, rules 1.13, 1.14),
    /// `prepareForReuse()`, and for collection cells `apply(attributes)` (rule 3.32).
    /// Table cells also size themselves for self-sizing rows: `sizeThatFits(size)` and
    /// `systemLayoutSizeFitting(size)` return `{width=, height=}` (rule 18.3).
    var overridableCellMethods: [String] {
        let shared = ["layoutSubviews", "layoutContentView", "setSelected", "setHighlighted", "prepareForReuse"]
        return self == .collection ? shared + ["apply"] : shared + Self.sizingCellMethods
    }

    /// The overridable methods that answer a size rather than act.
    static let sizingCellMethods = ["sizeThatFits", "systemLayoutSizeFitting"]
}

/// A cell "class" registered from Lua: a table of functions looked up on each call
/// (`class[name]`, so `__index` works and functions added later count).
final class LuaCellClass {
    /// The Lua table, held by a registry reference.
    let table: LuaValue
    init(table: LuaValue) { self.table = table }
}

/// What a Lua-overridable cell keeps: its class and its own functions, and the kit to call them.
final class LuaCellOverrides {
    /// The kit, through its link (no `weak` reference: see KitLink).
    var kit: Kit? {
        get { kitLink?.kit }
        set { kitLink = newValue?.link }
    }
    @exclusivity(unchecked) private var kitLink: KitLink?
    /// The class the cell was made from; nil for the controllers' plain cells.
    @exclusivity(unchecked) var cellClass: LuaCellClass?
    /// Functions assigned on this cell, which win over its class's (registry references).
    @exclusivity(unchecked) var functions: [String: LuaValue] = [:]

    /// The function that overrides `name`: this cell's, else its class's, else nil.
    func function(_ name: String) -> LuaValue? {
        if let f = functions[name] { return f }
        guard let cellClass, let kit else { return nil }
        return kit.classFunction(cellClass, name)
    }

    /// Calls the override of `name` with the cell and `arguments`.
    /// - Returns: false when there is none or it raised (the error is recorded), so the caller
    ///   runs the built-in and the cell behaves as UISim's would.
    /// `arguments` is built only when the override exists (wrapping values costs).
    func call(_ name: String, _ cell: LuaOverridableCell, _ arguments: @autoclosure () -> [LuaValue] = []) -> Bool {
        // Most cells override nothing: skip the lookups on their every layout pass.
        if functions.isEmpty && cellClass == nil { return false }
        guard let kit, let f = function(name) else { return false }
        return kit.errors.call(kit.state, f, [cell.luaValue(kit)] + arguments())
    }

    /// Calls the sizing override `name` with the cell and `size` (rule 18.3).
    /// - Returns: nil when there is none (the caller runs the built-in); the size it returned;
    ///   or, when it raised or returned anything but `{width=, height=}` with finite numbers,
    ///   44 high (the error is recorded and raised once the Lua call that caused it returns).
    func callForSize(_ name: String, _ cell: LuaOverridableCell, _ size: Size) -> Size? {
        if functions.isEmpty && cellClass == nil { return nil }
        guard let kit, let f = function(name) else { return nil }
        let fallback = Size(width: size.width, height: TableView.defaultRowHeight)
        let v: LuaValue
        do throws(LuaError) {
            v = try kit.state.call(f, [cell.luaValue(kit), sizeTable(kit.state, size)]).first ?? .nil
        } catch {
            if kit.errors.pending == nil { kit.errors.pending = error }
            return fallback
        }
        let w = kit.state.field(v, "width").number, h = kit.state.field(v, "height").number
        guard let w, let h, w.isFinite, h.isFinite else {
            let got = luaTypeName(v) == "table" ? "table without finite width and height" : luaTypeName(v)
            if kit.errors.pending == nil {
                kit.errors.pending = .runtime(message: "bad result from '\(name)' ({width=, height=} expected, got \(got)); the row takes 44",
                                              traceback: nil)
            }
            return fallback
        }
        return Size(width: w, height: h)
    }
}

/// A cell whose methods Lua can override: `LuaTableViewCell`, `LuaCollectionViewCell`.
///
/// UISim calls the overridden methods as UIKit would (layout passes, selection changes, reuse),
/// so an override runs inside whatever animation is open, or with it hidden on iOS 10
/// (`TableView.layOut`): the era difference stays in UISim's model. Subclasses, not hooks in
/// UISim, because there is one cell class per list to route.
protocol LuaOverridableCell: ListCell {
    /// The cell's overrides, nil until one is set (see `overrides`).
    var overridesIfAny: LuaCellOverrides? { get set }
    /// The cell as the Lua value its list's callbacks get.
    func luaValue(_ kit: Kit) -> LuaValue
    /// `tostring` of the cell (Descriptions.swift).
    var luaDescription: String { get }
    /// `cell.super:name(...)`: UISim's built-in `name` (`layoutSubviews`, `layoutContentView`,
    /// `setSelected`/`setHighlighted` with `flags` = [state, animated], `prepareForReuse`).
    func runBuiltin(_ name: String, _ flags: [Bool])
}

extension LuaOverridableCell {
    /// The cell's overrides, made on first use (setting an override or a cell class).
    var overrides: LuaCellOverrides {
        if let o = overridesIfAny { return o }
        let o = LuaCellOverrides()
        overridesIfAny = o
        return o
    }

    /// Calls the override of `name` with the cell and `arguments`, when the cell has any
    /// (`LuaCellOverrides.call`); false otherwise, so the caller runs the built-in.
    func callOverride(_ name: String, _ arguments: @autoclosure () -> [LuaValue] = []) -> Bool {
        guard let o = overridesIfAny else { return false }
        return o.call(name, self, arguments())
    }
}
