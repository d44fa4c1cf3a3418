// SceneRenderer+Editing: what a table row shows of editing mode in `world:render()` — its
// editing control, the Delete button, the reorder control, and a drag in progress.

extension SceneRenderer {
    /// `, editing delete, reorder control`, `, editing insert, not indented`,
    /// `, Delete button`, and during a drag `, dragged to y=120` on the dragged row and
    /// `, shifted -44` on a row sliding aside: nothing outside editing mode.
    static func editingState(_ table: TableView?, _ p: IndexPath, _ cell: ListCell) -> String {
        guard let table, let cell = cell as? TableViewCell, let controls = cell.editingControls else { return "" }
        var text = ", editing " + "\(controls.style)"
        if !controls.indents { text += ", not indented" }
        if controls.showsReorderControl { text += ", reorder control" }
        if controls.showsDeleteConfirmation { text += ", Delete button" }
        if let drag = table.reorder {
            if drag.source == p {
                text += ", dragged to y=" + SceneText.number(drag.draggedRowMinY)
            } else {
                let shift = drag.shift(ofRow: p)
                if shift != 0 { text += ", shifted " + SceneText.number(shift) }
            }
        }
        return text
    }
}
