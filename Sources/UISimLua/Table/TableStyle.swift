// TableStyle: the `style` option of `world:TableViewController{}` and the read-only `tv.style`
// (rule 17.3).
import LuaKit
import UISim

extension TableView.Style {
    /// The Lua name: UIKit's case name.
    var luaName: String {
        switch self {
        case .plain: "plain"
        case .grouped: "grouped"
        case .insetGrouped: "insetGrouped"
        }
    }
}

extension Kit {
    /// The `style` option: "plain" (default), "grouped" or "insetGrouped"; `insetGrouped` exists
    /// from iOS 13, so asking for it earlier is an error rather than a silent plain table.
    func tableStyle(_ options: OptionsTable, _ world: World) throws(LuaCallError) -> TableView.Style {
        guard let name = try options.string("style") else { return .plain }
        guard let style = TableView.Style.allCases.first(where: { $0.luaName == name }) else {
            throw options.outOfRange("style", "\"plain\", \"grouped\" or \"insetGrouped\" expected, got \"\(name)\"")
        }
        if style == .insetGrouped, world.iosVersion < 13 {
            throw options.outOfRange("style", "\"insetGrouped\" is available from iOS 13 (this world is iOS \(world.iosVersion))")
        }
        return style
    }

    /// `tv.style`, read-only: UIKit fixes a table's style when it is made.
    func tableStyleTraits() -> LuaTypeTraits<Handle<TableView>> {
        var traits = LuaTypeTraits<Handle<TableView>>()
        traits.getters["style"] = { h in .string(h.object.style.luaName) }
        return traits
    }
}
