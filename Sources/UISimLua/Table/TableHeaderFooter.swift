// TableHeaderFooter: section header and footer views of a table from Lua —
// `tv:registerHeaderFooterView(identifier)`, `tv:dequeueReusableHeaderFooterView(identifier)`,
// `tv:headerView(section)`, `tv:footerView(section)`, `tv.sectionHeaderTopPadding` (iOS ≥ 15),
// and the delegate's `viewForHeaderInSection`/`viewForFooterInSection` and display news
// (rules 17.2, 17.6–17.8).
import LuaKit
import UISim

extension LuaListDelegate where List == TableView {
    var providesHeaderViews: Bool { function("viewForHeaderInSection") != nil }
    var providesFooterViews: Bool { function("viewForFooterInSection") != nil }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        sectionView("viewForHeaderInSection", tableView, section)
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        sectionView("viewForFooterInSection", tableView, section)
    }

    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        tellSectionView("willDisplayHeaderView", tableView, view, section)
    }

    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        tellSectionView("didEndDisplayingHeaderView", tableView, view, section)
    }

    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        tellSectionView("willDisplayFooterView", tableView, view, section)
    }

    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        tellSectionView("didEndDisplayingFooterView", tableView, view, section)
    }

    /// `t:viewForHeaderInSection(tv, section)` (or footer), asked when the header comes into
    /// view: nil, a view made by `world:View` that is in no other view, or a view of this
    /// table's `tv:dequeueReusableHeaderFooterView`. Anything else is a callback error and the
    /// section shows its title, if any (rule 17.2).
    private func sectionView(_ name: String, _ tv: TableView, _ section: Int) -> View? {
        guard let kit else { return nil }
        let results = answering(name) { call(name, [kit.listViewValue(tv, types, world), .integer(Int64(section))]) }
        guard let v = results?.first, v != .nil else { return nil }
        let expected = "nil or a View (world:View or tv:dequeueReusableHeaderFooterView)"
        guard let h = kit.state.object(v, as: kit.viewType), h.world === world else {
            wrongResult(name, expected, v)
            return nil
        }
        let view = h.object
        let free = view.superview == nil || view.superview === tv
        guard view is LuaView || view is TableViewHeaderFooterView, free, !tv.isDescendant(of: view) else {
            problem(name, "\(expected) expected as result, got a View already inside another view")
            return nil
        }
        return view
    }

    /// Tells `t:name(tv, view, section)` while the table lays out (the `ui` module closed).
    private func tellSectionView(_ name: String, _ tv: TableView, _ view: View, _ section: Int) {
        guard let kit else { return }
        _ = answering(name) {
            call(name, [kit.listViewValue(tv, types, world), kit.viewValue(view, world), .integer(Int64(section))])
        }
    }
}

extension Kit {
    /// The table's header and footer view methods (rule 17.2).
    func tableHeaderFooterMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            "registerHeaderFooterView": { h, args throws(LuaCallError) in
                let identifier = try args.string(2)
                h.world.perform {
                    h.object.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
                }
                return []
            },
            // nil when nothing is registered for the identifier, as UIKit answers (rule 17.2)
            "dequeueReusableHeaderFooterView": { [self] h, args throws(LuaCallError) in
                let identifier = try args.string(2)
                guard let view = h.world.perform({ h.object.dequeueReusableHeaderFooterView(withIdentifier: identifier) }) else {
                    return [.nil]
                }
                return [viewValue(view, h.world)]
            },
            "headerView": sectionViewMethod { $0.headerView(forSection: $1) },
            "footerView": sectionViewMethod { $0.footerView(forSection: $1) },
        ]
    }

    /// A method answering the header or footer view of a section on screen, or nil.
    private func sectionViewMethod(_ body: @escaping (TableView, Int) -> View?) -> LuaMethod<Handle<TableView>> {
        { [self] h, args throws(LuaCallError) in
            let s = Int(clamping: try args.integer(2))
            guard let view = h.world.perform({ body(h.object, s) }) else { return [.nil] }
            return [viewValue(view, h.world)]
        }
    }

    /// `tv.sectionHeaderTopPadding` (iOS ≥ 15, rule 17.8): a non-negative number or -1
    /// (`automaticDimension`, the default: 22 in a plain table, 0 in a grouped one). Before
    /// iOS 15 UIKit has no such property, so reading or writing it is an error.
    func tableHeaderPaddingTraits() -> LuaTypeTraits<Handle<TableView>> {
        let name = "sectionHeaderTopPadding"
        var traits = LuaTypeTraits<Handle<TableView>>()
        let getter: LuaGetter<Handle<TableView>> = { h throws(LuaCallError) in
            try Self.requirePadding(h)
            return .number(h.world.perform { h.object.sectionHeaderTopPadding })
        }
        let setter: LuaSetter<Handle<TableView>> = { h, args throws(LuaCallError) in
            try Self.requirePadding(h)
            let v = args.value(3)
            guard let d = v.number, d.isFinite, d >= 0 || d == TableView.automaticDimension else {
                let got = args.typeName(3) == "number" ? showNumber(v.number ?? 0) : args.typeName(3)
                throw .binding(.fieldType(name, expected: "non-negative number or -1 (automaticDimension)", got: got))
            }
            h.world.perform { h.object.sectionHeaderTopPadding = d }
        }
        traits.getters[name] = getter
        traits.setters[name] = setter
        return traits
    }

    private static func requirePadding(_ h: Handle<TableView>) throws(LuaCallError) {
        guard h.world.uikit.plainTablesPadSectionHeaders else {
            throw .message("'sectionHeaderTopPadding' is available from iOS 15 (this world is iOS \(h.world.iosVersion))")
        }
    }
}
