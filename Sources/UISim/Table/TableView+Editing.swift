// TableView+Editing: editing mode's row controls — which control each row shows, the Delete
// confirmation button, the insertion control, and what a tap on each commits (rules 14.1–14.7).

extension TableView {
    // MARK: - Queries

    /// The editing controls a row shows now, or nil: outside editing mode, for a row whose
    /// `canEditRowAt` is false (rule 14.2), or for a path outside the table.
    public func editingControls(forRowAt p: IndexPath) -> TableViewCell.EditingControls? {
        layoutForQuery()
        guard heights.contains(p) else { return nil }
        return computeEditingControls(at: p)
    }

    /// The row whose Delete confirmation button is out, if any (rule 14.5).
    public var indexPathForDeleteConfirmation: IndexPath? { deleteConfirmationRow }

    // MARK: - User input

    /// The user taps the row's editing control (rules 14.5, 14.6).
    ///
    /// The red minus (`.delete`) shows the Delete confirmation button, hiding another row's;
    /// tapped again it hides it. The green plus (`.insert`) commits at once:
    /// `commit(.insert, forRowAt:)`. A row with `.none` has no control and nothing happens.
    /// - Precondition: the row is on screen and shows editing controls (`editingControls(forRowAt:)`).
    public func tapEditingControl(at p: IndexPath) {
        world.markRecordings("editing control \(p)")
        world.perform {
            layoutForQuery()
            guard let controls = cellsByIndexPath[p]?.editingControls else {
                preconditionFailure("tapEditingControl(at:) needs a row on screen with editing controls; \(p) has none")
            }
            switch controls.style {
            case .none: return
            case .delete: showDeleteConfirmation(deleteConfirmationRow == p ? nil : p)
            case .insert: commit(.insert, at: p)
            }
        }
        _checkInvariants()
    }

    /// The user taps the Delete button the row shows: the button goes and the data source is
    /// asked to `commit(.delete, forRowAt:)` (rule 14.5). The data source deletes the row; the
    /// table deletes nothing by itself.
    /// - Precondition: the row's Delete confirmation is out (`indexPathForDeleteConfirmation`).
    public func tapDeleteConfirmationButton(at p: IndexPath) {
        world.markRecordings("delete button \(p)")
        world.perform {
            precondition(deleteConfirmationRow == p, "tapDeleteConfirmationButton(at:): \(p) shows no Delete button")
            showDeleteConfirmation(nil)
            commit(.delete, at: p)
        }
        _checkInvariants()
    }

    // MARK: - Internal

    /// The controls of a valid row in the current mode, asking the data source and delegate.
    func computeEditingControls(at p: IndexPath) -> TableViewCell.EditingControls? {
        guard isEditing, let source = dataSource, source.tableView(self, canEditRowAt: p) else { return nil }
        let style = delegate?.tableView(self, editingStyleForRowAt: p) ?? .delete
        let indents = delegate?.tableView(self, shouldIndentWhileEditingRowAt: p) ?? true
        return TableViewCell.EditingControls(style: style, indents: indents,
                                             showsReorderControl: source.tableView(self, canMoveRowAt: p),
                                             showsDeleteConfirmation: deleteConfirmationRow == p)
    }

    /// Gives a cell about to show the table's mode and its row's controls (rule 14.1).
    func configureEditing(of cell: TableViewCell, at p: IndexPath) {
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        cell.editingControls = computeEditingControls(at: p)
    }

    /// After `setEditing(_:animated:)`: the Delete button goes, a drag ends where it began, and
    /// every visible cell hears `setEditing(_:animated:)` and gets its controls (rule 14.1).
    func updateEditingControls(animated: Bool) {
        deleteConfirmationRow = nil
        reorder?.cancel()
        for (p, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            world.record("cell \(p) setEditing(\(isEditing), animated: \(animated))")
            cell.setEditing(isEditing, animated: animated)
            cell.editingControls = computeEditingControls(at: p)
        }
    }

    /// After a layout pass while editing: rows that moved in an update get their new path's
    /// controls, and a Delete button whose row went is dropped.
    func refreshEditingControls() {
        if let p = deleteConfirmationRow, !heights.contains(p) { deleteConfirmationRow = nil }
        for (p, cell) in cellsByIndexPath {
            let controls = computeEditingControls(at: p)
            if cell.editingControls != controls { cell.editingControls = controls }
        }
    }

    /// Puts the Delete button on `row` (nil: on none), logging the change on each cell.
    func showDeleteConfirmation(_ row: IndexPath?) {
        let old = deleteConfirmationRow
        guard old != row else { return }
        deleteConfirmationRow = row
        for (p, shown) in [(old, false), (row, true)] {
            guard let p else { continue }
            world.record("cell \(p) showsDeleteConfirmation = \(shown)")
            cellsByIndexPath[p]?.editingControls?.showsDeleteConfirmation = shown
        }
    }

    /// A touch while a Delete button is out hides the button and goes no further: no highlight,
    /// no selection (rule 14.7). Returns whether it did.
    func hideDeleteConfirmationForTouch() -> Bool {
        guard deleteConfirmationRow != nil else { return false }
        showDeleteConfirmation(nil)
        return true
    }

    /// Asks the data source to commit an insertion or deletion, logging the call.
    private func commit(_ style: TableViewCell.EditingStyle, at p: IndexPath) {
        guard let source = dataSource else { return }
        world.record("tableView(_:commit: .\(style), forRowAt: \(p))")
        source.tableView(self, commit: style, forRowAt: p)
    }
}
