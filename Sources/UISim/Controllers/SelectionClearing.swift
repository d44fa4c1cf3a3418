// SelectionClearing: `clearsSelectionOnViewWillAppear`, shared by the table and collection
// controllers (rules 3.9, 8.1–8.6).

/// What a list controller needs of its list to clear the selection.
protocol ClearableSelection: AnyObject {
    var selectedIndexPaths: [IndexPath]? { get }
    var isInMultipleSelectionMode: Bool { get }
    func deselect(_ indexPath: IndexPath, animated: Bool)
    func reselect(_ indexPath: IndexPath)
}

extension ViewController {
    /// The built-in clearing in `viewWillAppear` (rule 8.6 [SIM]).
    ///
    /// With a transition in progress the rows are deselected either alongside it and selected
    /// again if it is cancelled (iOS ≥ 11, rule 8.4), or — UIKit's older implementation — only
    /// once an interactive transition ends, and only if it completes (rule 8.2). No transition:
    /// deselect with the `animated` argument. Nothing in multiple-selection mode (rule 8.3).
    func clearSelection(of list: ClearableSelection, animated: Bool) {
        guard !list.isInMultipleSelectionMode, let selected = list.selectedIndexPaths, !selected.isEmpty else { return }
        guard let coordinator = transitionCoordinator else {
            for p in selected { list.deselect(p, animated: animated) }
            return
        }
        if !world.uikit.controllersDeselectAlongsideTransitions && coordinator.initiallyInteractive {
            coordinator.notifyWhenInteractionChanges { context in
                guard !context.isCancelled else { return }
                for p in selected { list.deselect(p, animated: true) }
            }
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            for p in selected { list.deselect(p, animated: true) }
        }, completion: { context in
            if context.isCancelled { for p in selected { list.reselect(p) } }
        })
    }
}

extension TableView: ClearableSelection {
    var selectedIndexPaths: [IndexPath]? { indexPathsForSelectedRows }
    var isInMultipleSelectionMode: Bool {
        allowsMultipleSelection || (isEditing && allowsMultipleSelectionDuringEditing)
    }
    func deselect(_ indexPath: IndexPath, animated: Bool) { deselectRow(at: indexPath, animated: animated) }
    func reselect(_ indexPath: IndexPath) { selectRow(at: indexPath, animated: false, scrollPosition: .none) }
}

extension CollectionView: ClearableSelection {
    var selectedIndexPaths: [IndexPath]? { indexPathsForSelectedItems }
    var isInMultipleSelectionMode: Bool {
        allowsMultipleSelection || (isEditing && allowsMultipleSelectionDuringEditing)
    }
    func deselect(_ indexPath: IndexPath, animated: Bool) { deselectItem(at: indexPath, animated: animated) }
    func reselect(_ indexPath: IndexPath) { selectItem(at: indexPath, animated: false, scrollPosition: []) }
}
