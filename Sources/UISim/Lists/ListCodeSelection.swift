// ListCodeSelection: what selecting and deselecting from code (`selectRow`/`selectItem`,
// `deselectRow`/`deselectItem`) does once the list has checked the path — the selection and the
// cells change together, with no delegate call (rules 1.6–1.10, 3.4) — written once for both.

/// A list whose selection code may change: its selection model and its cells' setter.
protocol ListCodeSelection: ListSelectionFlags {
    var selection: SelectionModel { get set }
    /// Calls `setSelected(_:animated:)` on the element's cell, if it has one, and logs it.
    func setCellSelected(at p: IndexPath, _ selected: Bool, animated: Bool)
}

extension ListCodeSelection {
    /// Clears the selection (`select…(at: nil)`, rules 1.8, 3.4): each cell is deselected.
    func clearSelectionByCode(animated: Bool) {
        for p in selection.removeAll() { setCellSelected(at: p, false, animated: animated) }
    }

    /// Selects `indexPath`; in single mode the others are deselected first. Its cell hears
    /// `setSelected(true)` only when it was not selected already.
    func selectByCode(_ indexPath: IndexPath, animated: Bool) {
        let wasSelected = selection.contains(indexPath)
        for p in selection.select(indexPath, mode: selectionMode) {
            setCellSelected(at: p, false, animated: animated)
        }
        if !wasSelected { setCellSelected(at: indexPath, true, animated: animated) }
    }

    /// Deselects `indexPath`; one that is not selected is left alone (rules 1.10, 3.4 [SIM]).
    func deselectByCode(_ indexPath: IndexPath, animated: Bool) {
        if selection.remove(indexPath) { setCellSelected(at: indexPath, false, animated: animated) }
    }
}

extension TableView: ListCodeSelection {}
extension CollectionView: ListCodeSelection {}
