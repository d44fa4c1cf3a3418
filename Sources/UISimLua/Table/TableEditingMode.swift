// TableEditingMode: the table's editing mode and row-height settings — `tv:setEditing(editing,
// animated)`, `tv.rowHeight`, `tv.estimatedRowHeight` (`isEditing` and the selection flags of
// editing mode are bound for both lists in ListBinding.swift).
import LuaKit
import UISim

extension Kit {
    /// `tv:setEditing(editing, animated)`: both arguments required booleans. Switching modes
    /// drops the selection without delegate calls (rule 1.24).
    func tableEditingModeMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            "setEditing": { [self] h, args throws(LuaCallError) in
                let editing = try requiredBoolean(args, 2)
                let animated = try requiredBoolean(args, 3)
                h.world.perform { h.object.setEditing(editing, animated: animated) }
                return []
            },
        ]
    }

    /// `tv.rowHeight` and `tv.estimatedRowHeight`: a non-negative number, or -1, UIKit's
    /// `automaticDimension` (the default of both: 44 here, rule 2.14). Writing one makes the
    /// table read its heights again (rule 2.14). `tv.sectionHeaderHeight` and
    /// `tv.sectionFooterHeight` likewise (default 0; -1 gives 0 here, rule 2.23).
    func tableRowHeightTraits() -> LuaTypeTraits<Handle<TableView>> {
        var traits = LuaTypeTraits<Handle<TableView>>()
        let heights: [(String, ReferenceWritableKeyPath<TableView, Double>)] = [
            ("rowHeight", \.rowHeight), ("estimatedRowHeight", \.estimatedRowHeight),
            ("sectionHeaderHeight", \.sectionHeaderHeight), ("sectionFooterHeight", \.sectionFooterHeight),
            ("estimatedSectionHeaderHeight", \.estimatedSectionHeaderHeight),
            ("estimatedSectionFooterHeight", \.estimatedSectionFooterHeight),
        ]
        for (name, path) in heights {
            let getter: LuaGetter<Handle<TableView>> = { h in .number(h.world.perform { h.object[keyPath: path] }) }
            traits.getters[name] = getter
            traits.setters[name] = heightSetter(name, path)
        }
        return traits
    }

    private func heightSetter(_ name: String, _ path: ReferenceWritableKeyPath<TableView, Double>) -> LuaSetter<Handle<TableView>> {
        { h, args throws(LuaCallError) in
            let v = args.value(3)
            guard let d = v.number, d.isFinite, d >= 0 || d == TableView.automaticDimension else {
                let got = args.typeName(3) == "number" ? showNumber(v.number ?? 0) : args.typeName(3)
                throw .binding(.fieldType(name, expected: "non-negative number or -1 (automaticDimension)", got: got))
            }
            h.world.perform { h.object[keyPath: path] = d }
        }
    }
}
