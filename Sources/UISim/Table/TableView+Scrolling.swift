// TableView+Scrolling: scrollToRow and its positions (rules 1.7, 2.20).

extension TableView {
    /// Scrolls so that a row sits at `scrollPosition` (`scrollToRow(at:at:animated:)`).
    ///
    /// Positions follow rule 2.20: `.top`, `.middle` and `.bottom` align the row's top, centre
    /// or bottom with the visible area's; `.none` moves the least that shows the row fully, not
    /// at all if it is. The offset is clamped to the content.
    ///
    /// An index path outside the table raises (see `scrollToRowChecked`), as in UIKit.
    /// - Parameters:
    ///   - indexPath: the row.
    ///   - scrollPosition: where to put it.
    ///   - animated: [SIM] ignored: the offset changes at once. The core has no animatable
    ///     bounds origin yet, so a scroll cannot be drawn part-way.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        do {
            try scrollToRowChecked(at: indexPath, at: scrollPosition, animated: animated)
        } catch {
            world.uncaughtException(error)
        }
    }

    /// `scrollToRow(at:at:animated:)` that throws instead of crashing.
    /// - Throws: `UIKitException.scrollToInvalidIndexPath` when the row does not exist.
    public func scrollToRowChecked(at indexPath: IndexPath, at scrollPosition: ScrollPosition,
                                   animated: Bool) throws(UIKitException) {
        layoutForQuery()
        guard heights.contains(indexPath) else {
            let s = indexPath.section
            let rows = (0..<heights.numberOfSections).contains(s) ? heights.numberOfRows(inSection: s) : 0
            throw .scrollToInvalidIndexPath(.table, indexPath, rowsInSection: rows, sections: heights.numberOfSections)
        }
        world.perform {
            let y = targetOffset(for: modelRect(forRow: indexPath), alignment: scrollPosition.alignment)
            if y != contentOffset.y { contentOffset.y = y }
            layoutIfNeeded()
        }
        _checkInvariants()
    }

    /// Sets the content offset (`setContentOffset(_:animated:)`); [SIM] never animated.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        contentOffsetSetByApp()   // stops a deceleration (rule 12.10)
        contentOffset = offset
        layoutIfNeeded()
        _checkInvariants()
    }

    /// The content offset's y that shows `rect` with `alignment` (rule 2.20 formulas).
    func targetOffset(for rect: Rect, alignment: ScrollAlignment) -> Double {
        let inset = adjustedContentInset
        return alignment.offset(showing: rect.minY, rect.maxY, viewport: bounds.height, insetStart: inset.top,
                                insetEnd: inset.bottom, contentLength: contentHeight, current: contentOffset.y)
    }
}
