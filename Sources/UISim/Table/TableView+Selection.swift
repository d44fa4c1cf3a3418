// TableView+Selection: reading the selection and changing it from code (rules 1.1–1.11).

extension TableView {
    // MARK: - Queries (rules 1.4, 1.5)

    /// The lowest selected row (lowest section, then row), or nil when none (rule 1.4).
    public var indexPathForSelectedRow: IndexPath? { selection.lowest }

    /// The selected rows in ascending order [SIM], or nil (not `[]`) when none (rule 1.5).
    public var indexPathsForSelectedRows: [IndexPath]? { selection.all }

    // MARK: - Programmatic selection (rules 1.6–1.10)

    /// Selects a row from code (`selectRow(at:animated:scrollPosition:)`).
    ///
    /// - No delegate method is called and no notification is posted (rule 1.6).
    /// - `nil` clears the whole selection (rule 1.8).
    /// - [SIM] (rule 1.9) No effect while selection is not allowed (`allowsSelection`, or
    ///   `allowsSelectionDuringEditing` while editing); in single-selection mode the row
    ///   replaces the selection. A path outside the table has no effect.
    /// - `.none` does not scroll at all (rule 1.7); other positions scroll like `scrollToRow`.
    ///
    /// The visible cells change with `setSelected(_:animated:)`, animated if asked.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        world.perform {
            layoutForQuery()
            guard let indexPath else { return clearSelectionByCode(animated: animated) }
            guard isSelectionEnabled, heights.contains(indexPath) else { return }
            selectByCode(indexPath, animated: animated)
            if scrollPosition != .none {
                let y = targetOffset(for: modelRect(forRow: indexPath), alignment: scrollPosition.alignment)
                if y != contentOffset.y { contentOffset.y = y }
                layoutIfNeeded()
            }
        }
        _checkInvariants()
    }

    /// Deselects a row from code (`deselectRow(at:animated:)`).
    ///
    /// No delegate method is called and no notification is posted (rule 1.10). [SIM] A row that
    /// is not selected is left alone. Animated, the cell's selected background fades over 0.3 s,
    /// or with the timing of an enclosing animation (rule 7.8): inside a transition's alongside
    /// block, the deselection follows the transition.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        world.perform {
            layoutForQuery()
            deselectByCode(indexPath, animated: animated)
        }
        _checkInvariants()
    }

    // MARK: - Internal

    /// Calls `setSelected(_:animated:)` on the row's cell, if it has one, and logs it.
    func setCellSelected(at p: IndexPath, _ selected: Bool, animated: Bool) {
        if let cell = cellsByIndexPath[p] { setCell(cell, at: p, selected: selected, animated: animated) }
    }

    /// Calls `setHighlighted(_:animated:)` on the row's cell, if it has one, and logs it.
    func setCellHighlighted(at p: IndexPath, _ highlighted: Bool, animated: Bool) {
        if let cell = cellsByIndexPath[p] { setCell(cell, at: p, highlighted: highlighted, animated: animated) }
    }

    /// Logs and makes one `setSelected` call.
    func setCell(_ cell: TableViewCell, at p: IndexPath, selected: Bool, animated: Bool) {
        world.record(.cellSetter(p, highlight: false, value: selected, animated: animated))
        cell.setSelected(selected, animated: animated)
    }

    /// Logs and makes one `setHighlighted` call.
    func setCell(_ cell: TableViewCell, at p: IndexPath, highlighted: Bool, animated: Bool) {
        world.record(.cellSetter(p, highlight: true, value: highlighted, animated: animated))
        cell.setHighlighted(highlighted, animated: animated)
    }
}
