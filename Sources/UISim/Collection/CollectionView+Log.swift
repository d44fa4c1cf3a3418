// CollectionView+Log: the delegate calls and cell setter calls the collection view makes, each
// recorded in `world.log` in the table view's format.

extension CollectionView {
    /// Asks the delegate, recording the call; without a delegate, UIKit's default answer.
    ///
    /// Calls are written as UIKit's Swift selector with the index path, as the table writes
    /// its own: `collectionView(_:shouldSelectItemAt: [0, 3])`. The view records the calls it
    /// makes whether or not the delegate overrides the method (Swift cannot tell), and only
    /// when a delegate is set, so the log is rule 3.5's sequence as UIKit would make it.
    func ask<T>(_ call: @autoclosure () -> String, default value: T, _ body: (CollectionViewDelegate) -> T) -> T {
        guard let d = delegate else { return value }
        world.record(call())
        return body(d)
    }

    /// Tells the delegate, recording the call.
    func tell(_ call: @autoclosure () -> String, _ body: (CollectionViewDelegate) -> Void) {
        guard let d = delegate else { return }
        world.record(call())
        body(d)
    }

    /// Calls `setSelected(_:animated:)` on the item's cell, if it has one, and records it as
    /// `cell [0, 3] setSelected(true, animated: false)`.
    func setCellSelected(at p: IndexPath, _ selected: Bool, animated: Bool) {
        guard let cell = visibleCellsByIndexPath[p] else { return }
        world.record(.cellSetter(p, highlight: false, value: selected, animated: animated))
        cell.setSelected(selected, animated: animated)
    }

    /// Calls `setHighlighted(_:animated:)` on the item's cell, if it has one, and records it.
    func setCellHighlighted(at p: IndexPath, _ highlighted: Bool, animated: Bool) {
        guard let cell = visibleCellsByIndexPath[p] else { return }
        world.record(.cellSetter(p, highlight: true, value: highlighted, animated: animated))
        cell.setHighlighted(highlighted, animated: animated)
    }
}
