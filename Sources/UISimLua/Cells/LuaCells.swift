// LuaCells: the table and collection cells every list made from Lua shows — UISim's cells,
// unless Lua overrides their layout, `setSelected(selected, animated)`,
// `setHighlighted(highlighted, animated)` or `prepareForReuse`.
import LuaKit
import UISim

/// The table cell of lists made from Lua (overrides: CellOverrides.swift).
final class LuaTableViewCell: TableViewCell, LuaOverridableCell {
    /// Made when an override is first set (`overrides`): most cells override nothing, and a
    /// cell made per row of every table shown paid for the object and its teardown.
    @exclusivity(unchecked) var overridesIfAny: LuaCellOverrides?

    func luaValue(_ kit: Kit) -> LuaValue { kit.cellValue(self, world) }
    var luaDescription: String { tableCellDescription(self) }

    override func layoutSubviews() {
        if !callOverride("layoutSubviews") { super.layoutSubviews() }
    }

    override func layoutContentView() {
        if !callOverride("layoutContentView") { super.layoutContentView() }
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        if !callOverride("setSelected", [.boolean(selected), .boolean(animated)]) {
            super.setSelected(selected, animated: animated)
        }
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if !callOverride("setHighlighted", [.boolean(highlighted), .boolean(animated)]) {
            super.setHighlighted(highlighted, animated: animated)
        }
    }

    override func prepareForReuse() {
        if !callOverride("prepareForReuse") { super.prepareForReuse() }
    }

    override func sizeThatFits(_ size: Size) -> Size {
        overridesIfAny?.callForSize("sizeThatFits", self, size) ?? super.sizeThatFits(size)
    }

    override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        overridesIfAny?.callForSize("systemLayoutSizeFitting", self, targetSize) ?? super.systemLayoutSizeFitting(targetSize)
    }

    /// `cell.super:sizeThatFits(size)` / `:systemLayoutSizeFitting(size)`: UISim's built-in
    /// (the latter then calls the cell's `sizeThatFits`, overridden or not, as UIKit's would).
    func builtinSize(_ name: String, _ size: Size) -> Size {
        name == "sizeThatFits" ? super.sizeThatFits(size) : super.systemLayoutSizeFitting(size)
    }

    func runBuiltin(_ name: String, _ flags: [Bool]) {
        switch name {
        case "layoutSubviews": super.layoutSubviews()
        case "layoutContentView": super.layoutContentView()
        case "setSelected": super.setSelected(flags.first ?? false, animated: flags.last ?? false)
        case "setHighlighted": super.setHighlighted(flags.first ?? false, animated: flags.last ?? false)
        default: super.prepareForReuse()
        }
    }
}

/// The collection cell of lists made from Lua: the same overrides as the table's.
final class LuaCollectionViewCell: CollectionViewCell, LuaOverridableCell {
    /// Made when an override is first set (`overrides`): most cells override nothing, and a
    /// cell made per row of every table shown paid for the object and its teardown.
    @exclusivity(unchecked) var overridesIfAny: LuaCellOverrides?

    func luaValue(_ kit: Kit) -> LuaValue { kit.listCellValue(self, kit.collectionTypes, world) }
    var luaDescription: String { collectionCellDescription(self) }

    /// The frame is the collection view's to set, whatever the override does; the override,
    /// UIKit's hook for custom attributes, hears attributes that changed (rule 3.32).
    override func apply(_ attributes: CollectionViewLayoutAttributes) {
        let changed = layoutAttributes != attributes
        super.apply(attributes)
        guard changed, let kit = overridesIfAny?.kit else { return }
        _ = callOverride("apply", [kit.layoutAttributesValue(attributes)])
    }

    override func layoutSubviews() {
        if !callOverride("layoutSubviews") { super.layoutSubviews() }
    }

    override func layoutContentView() {
        if !callOverride("layoutContentView") { super.layoutContentView() }
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        if !callOverride("setSelected", [.boolean(selected), .boolean(animated)]) {
            super.setSelected(selected, animated: animated)
        }
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if !callOverride("setHighlighted", [.boolean(highlighted), .boolean(animated)]) {
            super.setHighlighted(highlighted, animated: animated)
        }
    }

    override func prepareForReuse() {
        if !callOverride("prepareForReuse") { super.prepareForReuse() }
    }

    func runBuiltin(_ name: String, _ flags: [Bool]) {
        switch name {
        case "layoutSubviews": super.layoutSubviews()
        case "layoutContentView": super.layoutContentView()
        case "setSelected": super.setSelected(flags.first ?? false, animated: flags.last ?? false)
        case "setHighlighted": super.setHighlighted(flags.first ?? false, animated: flags.last ?? false)
        case "apply": break   // UIKit's apply(_:) does nothing; the frame is already set (rule 3.32)
        default: super.prepareForReuse()
        }
    }
}
