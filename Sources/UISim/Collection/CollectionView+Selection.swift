// CollectionView+Selection: the selection as code sees and changes it (rules 3.1–3.4).

extension CollectionView {
    /// The selected items in ascending order, or nil when none (rule 3.2 [SIM]: nil, not `[]`).
    public var indexPathsForSelectedItems: [IndexPath]? { selection.all }

    /// Selects an item, or clears the selection with nil (`selectItem(at:animated:scrollPosition:)`).
    ///
    /// Crashes, as UIKit raises, for an invalid scroll position (rule 3.4); see
    /// `selectItemChecked` for the rules it follows.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        do {
            try selectItemChecked(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        } catch {
            world.uncaughtException(error)
        }
    }

    /// `selectItem(at:animated:scrollPosition:)`, throwing what UIKit would raise.
    ///
    /// Rule 3.4: no effect when selection is not allowed (nil included: the documentation says
    /// the method then has no effect); in single mode the item replaces the selection; nil
    /// clears it; no delegate method is called (rule 3.3). The cells shown follow with
    /// `setSelected(_:animated:)`, recorded in the log as the table's are. A `scrollPosition`
    /// other than `.none` then scrolls as `scrollToItem` does; `.none` does not scroll at all
    /// ([SIM], as rule 1.7 for the table). [SIM] An index path that names no item changes
    /// nothing.
    /// - Throws: `.invalidScrollPosition` when two positions of one group are combined (rule
    ///   3.4), before anything changes.
    public func selectItemChecked(at indexPath: IndexPath?, animated: Bool,
                                  scrollPosition: ScrollPosition) throws(UIKitException) {
        try Self.validate(scrollPosition)
        guard isSelectionEnabled else { return }
        let selected = world.perform { () -> IndexPath? in
            updateVisibleCells()
            guard let indexPath else {
                clearSelectionByCode(animated: animated)
                return nil
            }
            guard hasItem(at: indexPath) else { return nil }
            selectByCode(indexPath, animated: animated)
            return indexPath
        }
        _checkInvariants()
        if let selected, scrollPosition != .none {
            try scrollToItemChecked(at: selected, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects an item (`deselectItem(at:animated:)`); no delegate method is called (rule 3.4).
    ///
    /// [SIM] Deselecting an item that is not selected does nothing (as rule 1.10 for the table).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        world.perform {
            updateVisibleCells()
            deselectByCode(indexPath, animated: animated)
        }
        _checkInvariants()
    }
}
