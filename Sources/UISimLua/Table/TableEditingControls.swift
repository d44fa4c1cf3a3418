// TableEditingControls: the user's side of editing mode on a Lua table view — the row's
// controls (`tv:editingControlsForRow`), tapping them (`tv:tapEditingControl`,
// `tv:tapDeleteConfirmationButton`) and dragging a row by its reorder control
// (`tv:beginReorder`, TableReorderType.swift). Rules 14.1–14.12.
import LuaKit
import UISim

extension Kit {
    func tableEditingControlMethods() -> [String: LuaMethod<Handle<TableView>>] {
        [
            // `{ style = "delete", indents = true, showsReorderControl = false,
            // showsDeleteConfirmation = false }`, or nil outside editing mode or for a row that
            // cannot be edited (rules 14.1-14.4)
            "editingControlsForRow": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                guard let c = h.world.perform({ h.object.editingControls(forRowAt: p) }) else { return [.nil] }
                return [editingControlsTable(c)]
            },
            "indexPathForDeleteConfirmation": { [self] h, _ throws(LuaCallError) in
                [h.world.perform { h.object.indexPathForDeleteConfirmation }.map(indexPathValue) ?? .nil]
            },
            "tapEditingControl": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                try refuseWithoutControls(h, p, args, "tapEditingControl")
                h.world.perform { h.object.tapEditingControl(at: p) }
                return []
            },
            "tapDeleteConfirmationButton": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                guard h.world.perform({ h.object.indexPathForDeleteConfirmation }) == p else {
                    throw .argument(2, "row \(p) shows no Delete button (tap its editing control first)")
                }
                h.world.perform { h.object.tapDeleteConfirmationButton(at: p) }
                return []
            },
            "beginReorder": { [self] h, args throws(LuaCallError) in
                let p = try elementArgument(h, args, 2)
                if let refusal = h.world.perform({ h.object.reorderRefusal(at: p) }) {
                    throw .message("beginReorder: cannot drag row \(p): \(refusal)")
                }
                let drag = h.world.perform { h.object.beginReorder(at: p) }
                return [state.wrap(Handle(drag, world: h.world), as: reorderType)]
            },
        ]
    }

    /// `list:setEditing(editing, animated)`, `list:tapEditButton()` and `list.editButtonTitle`
    /// on a TableViewController (rule 14.13); `list.isEditing` is read through the table.
    func tableControllerEditingModeMethods() -> [String: LuaMethod<Handle<ViewController>>] {
        [
            "setEditing": { [self] h, args throws(LuaCallError) in
                let tc = try editingController(h)
                let editing = try requiredBoolean(args, 2), animated = try requiredBoolean(args, 3)
                h.world.perform { tc.setEditing(editing, animated: animated) }
                return []
            },
            "tapEditButton": { [self] h, _ throws(LuaCallError) in
                let tc = try editingController(h)
                h.world.perform { tc.tapEditButton() }
                return []
            },
            "editButtonTitle": { [self] h, _ throws(LuaCallError) in
                let tc = try editingController(h)
                return [.string(h.world.perform { tc.editButtonTitle })]
            },
        ]
    }

    private func editingController(_ h: Handle<ViewController>) throws(LuaCallError) -> TableViewController {
        guard let t = h.object as? TableViewController else { throw .type(argument: 1, expected: "TableViewController") }
        return t
    }

    /// The controls of a row as a Lua table.
    private func editingControlsTable(_ c: TableViewCell.EditingControls) -> LuaValue {
        let t = state.newTable()
        state.setField(t, "style", .string(editingStyleName(c.style)))
        state.setField(t, "indents", .boolean(c.indents))
        state.setField(t, "showsReorderControl", .boolean(c.showsReorderControl))
        state.setField(t, "showsDeleteConfirmation", .boolean(c.showsDeleteConfirmation))
        return t
    }

    /// A tap on the editing control of a row that shows none: the reason, in Lua's words.
    private func refuseWithoutControls(_ h: Handle<TableView>, _ p: IndexPath, _ args: LuaArguments,
                                       _ name: String) throws(LuaCallError) {
        let problem: String? = h.world.perform {
            let t = h.object
            guard t.isEditing else { return "the table is not editing (call tv:setEditing(true, false) first)" }
            guard t.cellForRow(at: p) != nil else { return "row \(p) is not on screen" }
            guard let c = t.editingControls(forRowAt: p) else { return "row \(p) cannot be edited (canEditRowAt is false)" }
            return c.style == .none ? "row \(p) shows no editing control (its editing style is \"none\")" : nil
        }
        if let problem { throw .argument(2, problem) }
    }
}

/// The Lua name of an editing style (`"none"`, `"delete"`, `"insert"`).
func editingStyleName(_ style: TableViewCell.EditingStyle) -> String {
    switch style {
    case .none: "none"
    case .delete: "delete"
    case .insert: "insert"
    }
}
