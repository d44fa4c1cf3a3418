// CollectionView+Scrolling: the content offset and scrolling to an item.

extension CollectionView {
    /// The point of the content at the top-left corner of the bounds (`contentOffset`).
    ///
    /// Setting it shows the cells of the items that come into view and sends away those that
    /// leave, at once.
    public var contentOffset: Point {
        get { contentOffsetStorage }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content (`setContentOffset(_:animated:)`).
    ///
    /// [SIM] An animated scroll lands at once: the simulation has no scrolling animation or
    /// scroll-view delegate, and the offset, visible items and cells are final on return.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        contentOffsetSetByApp()   // stops a deceleration (rule 12.10)
        contentOffsetStorage = offset
        updateVisibleCells()
        _checkInvariants()
    }

    /// Scrolls so the item sits where `scrollPosition` says (`scrollToItem(at:at:animated:)`).
    ///
    /// Crashes, as UIKit raises, for a position that combines two of one group (rule 3.4) or
    /// an index path outside the data; `scrollToItemChecked` throws instead.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        do {
            try scrollToItemChecked(at: indexPath, at: scrollPosition, animated: animated)
        } catch {
            world.uncaughtException(error)
        }
    }

    /// `scrollToItem(at:at:animated:)`, throwing what UIKit would raise.
    ///
    /// The offset follows the shared `ScrollAlignment` on each axis ([SIM]: rule 2.20's formulas,
    /// an axis without a position moving the least amount).
    /// - Throws: `.invalidScrollPosition` (rule 3.4); `.scrollToInvalidIndexPath` when
    ///   `indexPath` names no item.
    public func scrollToItemChecked(at indexPath: IndexPath, at scrollPosition: ScrollPosition,
                                    animated: Bool) throws(UIKitException) {
        try Self.validate(scrollPosition)
        guard isValid(indexPath), let attributes = layoutAttributesForItem(at: indexPath) else {
            throw .scrollToInvalidIndexPath(.collection, indexPath,
                                                   rowsInSection: numberOfItems(inSection: indexPath.section),
                                                   sections: numberOfSections)
        }
        let f = attributes.frame, size = bounds.size, content = contentSize, inset = contentInset
        let current = contentOffsetStorage
        let x = scrollPosition.horizontalAlignment.offset(
            showing: f.minX, f.maxX, viewport: size.width, insetStart: inset.left, insetEnd: inset.right,
            contentLength: content.width, current: current.x)
        let y = scrollPosition.verticalAlignment.offset(
            showing: f.minY, f.maxY, viewport: size.height, insetStart: inset.top, insetEnd: inset.bottom,
            contentLength: content.height, current: current.y)
        setContentOffset(Point(x: x, y: y), animated: animated)
    }

    /// Throws if `position` combines two positions of one group (rule 3.4).
    static func validate(_ position: ScrollPosition) throws(UIKitException) {
        if let reason = position.invalidReason { throw .invalidScrollPosition(reason: reason) }
    }
}
