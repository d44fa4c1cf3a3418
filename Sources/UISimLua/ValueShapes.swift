// ValueShapes: rectangles, sizes, points, transforms and insets as plain Lua tables that print
// as short, deterministic text (`{x=0, y=44, width=390, height=44}`).
import LuaKit
import UISim

/// The struct-like UIKit values Lua sees as plain tables, and the fields of each, in the order
/// `tostring` shows them.
enum ValueShape: String, CaseIterable {
    case rect = "Rect", size = "Size", point = "Point", transform = "Transform", insets = "Insets"

    var fields: [String] {
        switch self {
        case .rect: ["x", "y", "width", "height"]
        case .size: ["width", "height"]
        case .point: ["x", "y"]
        case .transform: ["a", "b", "c", "d", "tx", "ty"]
        case .insets: ["top", "left", "bottom", "right"]
        }
    }

    /// Lua for the shared metatable of a shape: `__tostring` reads the fields raw and shows
    /// integral numbers without `.0`; `__name` names the shape (luassert's failure output shows
    /// `(Rect) {x=0, ...}`). No `__eq` and no `__index`: the table stays a plain table, so `==`
    /// is identity and luassert's `same` compares fields (it ignores metatables).
    private static let metatableSource = """
        local name, fields = ...
        local format, concat, rawget, mathtype = string.format, table.concat, rawget, math.type
        local function show(v)
          if mathtype(v) == "float" and v == v // 1 and v > -1e15 and v < 1e15 then
            return format("%d", v)
          end
          return tostring(v)
        end
        return { __name = name, __tostring = function(t)
          local parts = {}
          for i, k in ipairs(fields) do parts[i] = k .. "=" .. show(rawget(t, k)) end
          return "{" .. concat(parts, ", ") .. "}"
        end }
        """

    /// The shape's metatable in `state`, made on first use and kept in the registry.
    func metatable(in state: LuaState) -> LuaValue {
        let key = "ui.shape." + rawValue
        let cached = state.registryValue(key)
        if cached != .nil { return cached }
        let names = state.newTable()
        for (i, f) in fields.enumerated() { state.setRaw(names, key: .integer(Int64(i + 1)), value: .string(f)) }
        guard let chunk = try? state.compile(Self.metatableSource, name: "=ui"),
              let meta = try? state.call(chunk, [.string(rawValue), names]).first else { return .nil }
        state.setRegistryValue(key, meta)
        return meta
    }

    /// A new table of this shape holding `values` in `fields` order.
    func table(_ state: LuaState, _ values: [Double]) -> LuaValue {
        let t = state.newTable()
        for (f, v) in zip(fields, values) { state.setField(t, f, .number(v)) }
        state.setMetatable(t, metatable(in: state))
        return t
    }
}

/// A rectangle as Lua sees it: `{x=, y=, width=, height=}`, printing as `{x=0, y=44, width=390, height=44}`.
func rectTable(_ state: LuaState, _ r: Rect) -> LuaValue {
    ValueShape.rect.table(state, [r.minX, r.minY, r.width, r.height])
}

/// A size as Lua sees it: `{width=, height=}`, printing as `{width=390, height=844}`.
func sizeTable(_ state: LuaState, _ s: Size) -> LuaValue { ValueShape.size.table(state, [s.width, s.height]) }

/// A point as Lua sees it: `{x=, y=}`, printing as `{x=0, y=44}`.
func pointTable(_ state: LuaState, _ p: Point) -> LuaValue { ValueShape.point.table(state, [p.x, p.y]) }
