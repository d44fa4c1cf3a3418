// TableSwipeDelegate: the swipe questions of `tv.delegate` and `tv.dataSource` — swipe-action
// configurations as plain Lua tables, the old `commit`/`canEditRowAt` path, and the editing
// calls around a swipe (rules 13.1–13.7).
import LuaKit
import UISim

/// The delegate functions a row swipe calls (added to the near-miss list in ListAdapters.swift).
let tableSwipeDelegateMethods = [
    "leadingSwipeActionsConfigurationForRowAt", "trailingSwipeActionsConfigurationForRowAt",
    "titleForDeleteConfirmationButtonForRowAt", "willBeginEditingRowAt", "didEndEditingRowAt",
    "editActionsForRowAt",
]
// The old swipe-to-delete path asks `canEditRowAt` and `commit`, and the delegate's
// `editingStyleForRowAt`: editing mode's names (ListAdapters.swift).

extension LuaListDelegate: TableViewSwipeDelegate where List == TableView {
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        configuration("leadingSwipeActionsConfigurationForRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        configuration("trailingSwipeActionsConfigurationForRowAt", tableView, indexPath)
    }

    /// `t:editActionsForRowAt(tv, ip)`: nil (the Delete button) or an array of row actions,
    /// `{ title =, style = "default" | "destructive" | "normal", handler = function(action, ip) }`.
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [ContextualAction]? {
        let name = "editActionsForRowAt"
        guard let v = answering(name, { call(name, arguments(tableView, indexPath)) })?.first, v != .nil,
              let kit else { return nil }
        do throws(SwipeTableProblem) {
            return try kit.rowActions(v, at: indexPath)
        } catch {
            problem(name, error.text)
            return nil
        }
    }

    // `editingStyleForRowAt` is editing mode's adapter (TableEditingAdapters.swift).

    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        let name = "titleForDeleteConfirmationButtonForRowAt"
        guard let v = answering(name, { call(name, arguments(tableView, indexPath)) })?.first, v != .nil else { return nil }
        guard let s = v.string else {
            wrongResult(name, "string or nil", v)
            return nil
        }
        return s
    }

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        tell("willBeginEditingRowAt", tableView, indexPath)
    }

    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        guard let kit else { return }
        _ = call("didEndEditingRowAt", [kit.listViewValue(tableView, types, world), indexPath.map(kit.indexPathValue) ?? .nil])
    }

    /// `t:name(tv, ip)`: nil (the default actions) or a configuration table, read strictly.
    private func configuration(_ name: String, _ tv: TableView, _ p: IndexPath) -> SwipeActionsConfiguration? {
        guard let v = answering(name, { call(name, arguments(tv, p)) })?.first, v != .nil else { return nil }
        guard let kit else { return nil }
        do throws(SwipeTableProblem) {
            return try kit.swipeConfiguration(v)
        } catch {
            problem(name, error.text)
            return nil
        }
    }
}

extension LuaListDataSource: TableViewEditingDataSource where List == TableView {
    /// UIKit offers swipe-to-delete only when the data source implements `commit` (rule 13.6).
    var commitsEditingStyles: Bool { function("commit") != nil }

    // `canEditRowAt` and `commit` are editing mode's adapters (TableEditingAdapters.swift).
}

/// What is wrong with a configuration table a delegate returned.
struct SwipeTableProblem: Error {
    let text: String
}

/// A value as a message shows it: a quoted string or a type name.
private func shown(_ v: LuaValue) -> String {
    v.string.map { "\"\($0)\"" } ?? luaTypeName(v)
}

extension Kit {
    /// A configuration table, `{ actions = { {title=, style=, handler=}, ... },
    /// performsFirstActionWithFullSwipe = true }`, as UISim's: unknown keys are refused with a
    /// suggestion, as options tables are.
    func swipeConfiguration(_ v: LuaValue) throws(SwipeTableProblem) -> SwipeActionsConfiguration {
        try checkKeys(v, "configuration", ["actions", "performsFirstActionWithFullSwipe"])
        let list = try field(v, "actions")
        guard let entries = state.plainArrayEntries(list) else {
            throw SwipeTableProblem(text: "configuration.actions: table of actions expected, got \(shown(list))")
        }
        var actions: [ContextualAction] = []
        for (i, a) in entries.enumerated() { actions.append(try contextualAction(a, "configuration.actions[\(i + 1)]")) }
        let c = SwipeActionsConfiguration(actions: actions)
        let full = try field(v, "performsFirstActionWithFullSwipe")
        if full != .nil {
            guard case .boolean(let b) = full else {
                throw SwipeTableProblem(text: "configuration.performsFirstActionWithFullSwipe: boolean expected, got \(shown(full))")
            }
            c.performsFirstActionWithFullSwipe = b
        }
        return c
    }

    /// An array of row actions (`editActionsForRowAt`): `style` is "default" (the default, drawn
    /// as destructive), "destructive" or "normal"; `handler(action, ip)` has no completion.
    func rowActions(_ v: LuaValue, at p: IndexPath) throws(SwipeTableProblem) -> [ContextualAction] {
        guard let entries = state.plainArrayEntries(v) else {
            throw SwipeTableProblem(text: "array of row actions or nil expected as result, got \(shown(v))")
        }
        var actions: [ContextualAction] = []
        for (i, a) in entries.enumerated() {
            let (title, style, handler) = try actionFields(a, "row action [\(i + 1)]", styles: ["default", "destructive", "normal"])
            let link = self.link
            actions.append(ContextualAction(rowActionStyle: style == "normal" ? .normal : .destructive, title: title) { _ in
                guard let kit = link.kit else { return }
                kit.errors.call(kit.state, handler, [a, kit.indexPathValue(p)])
            })
        }
        return actions
    }

    /// The title, style name and handler of an action table; `styles` are the names it may
    /// take, the first being the default.
    private func actionFields(_ v: LuaValue, _ what: String, styles: [String]) throws(SwipeTableProblem) -> (String, String, LuaValue) {
        try checkKeys(v, what, ["title", "style", "handler"])
        let title = try field(v, "title"), style = try field(v, "style"), handler = try field(v, "handler")
        guard let t = title.string else { throw SwipeTableProblem(text: "\(what).title: string expected, got \(shown(title))") }
        let name = style == .nil ? styles[0] : style.string ?? ""
        guard styles.contains(name) else {
            let names = styles.map { "\"\($0)\"" }.joined(separator: ", ")
            throw SwipeTableProblem(text: "\(what).style: one of \(names) expected, got \(shown(style))")
        }
        guard luaTypeName(handler) == "function" else {
            throw SwipeTableProblem(text: "\(what).handler: function expected, got \(shown(handler))")
        }
        return (t, name, handler)
    }

    /// One action table: `title` (string), `style` ("normal", the default, or "destructive"),
    /// `handler` (function, called `handler(action, completion)`).
    private func contextualAction(_ v: LuaValue, _ what: String) throws(SwipeTableProblem) -> ContextualAction {
        let (t, style, handler) = try actionFields(v, what, styles: ["normal", "destructive"])
        let s: ContextualAction.Style = style == "destructive" ? .destructive : .normal
        let link = self.link
        return ContextualAction(style: s, title: t) { _, done in
            guard let kit = link.kit else { return done(false) }
            // [SIM] a handler that raises counts as completion(false); its error is raised by
            // the call that ran it (rule 13.5)
            if !kit.errors.call(kit.state, handler, [v, kit.completionFunction(done)]) { done(false) }
        }
    }

    /// The `completion(performed)` a handler gets: closes the row once; later calls do nothing.
    private func completionFunction(_ done: @escaping (Bool) -> Void) -> LuaValue {
        state.function { [errors] args throws(LuaCallError) in
            guard case .boolean(let b) = args.value(1) else {
                throw .type(argument: 1, expected: "boolean")
            }
            let outer = try errors.enter("completion", assigning: false)
            done(b)
            try errors.leave(outer)
            return []
        }
    }

    /// Refuses a table with keys other than `known`, suggesting the nearest.
    private func checkKeys(_ v: LuaValue, _ what: String, _ known: [String]) throws(SwipeTableProblem) {
        guard let keys = state.rawKeys(of: v) else { throw SwipeTableProblem(text: "\(what): table expected, got \(shown(v))") }
        let unknown = keys.map { $0.string ?? LuaState.fieldName($0) }.filter { !known.contains($0) }.sorted()
        guard let k = unknown.first else { return }
        let hint = NameSuggestion.nearest(to: k, among: known).map { " (did you mean '\($0)'?)" } ?? ""
        throw SwipeTableProblem(text: "\(what): unknown key '\(k)'\(hint)")
    }

    /// `t[key]`, read through Lua (a protected call).
    private func field(_ t: LuaValue, _ key: String) throws(SwipeTableProblem) -> LuaValue {
        guard let arrayEntry else { throw SwipeTableProblem(text: "cannot read the table") }
        do throws(LuaError) { return try state.call(arrayEntry, [t, .string(key)]).first ?? .nil } catch {
            throw SwipeTableProblem(text: error.message)
        }
    }
}
