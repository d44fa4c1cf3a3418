// FlowLayout+Pinning: pinned (sticky) section headers and footers of the flow layout
// (`sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`, rules 17.5, 17.6).

extension CollectionViewFlowLayout {
    /// The visible stretch along the scrolling axis that pinned views stick to: from the
    /// content offset plus the leading content inset to the far edge minus the trailing inset
    /// (rule 17.6). Nil without a collection view, so a lone layout never pins.
    private var pinningBounds: (lead: Double, trail: Double)? {
        guard let cv = collectionView else { return nil }
        let axis = Axis(scrollDirection)
        let offset = axis.isVertical ? cv.contentOffset.y : cv.contentOffset.x
        let lead = offset + axis.alongLead(cv.contentInset)
        let trail = offset + axis.along(cv.bounds.size) - axis.alongTrail(cv.contentInset)
        return (lead, trail)
    }

    /// The header's frame with pinning applied: `min(max(H.min, top), S.max − H.length)`, so it
    /// stays in place until it reaches the top, sticks there, and the next section pushes it
    /// out; pulled past the top it stays at its natural place (rules 17.5, 17.6).
    func pinnedHeaderFrame(_ section: SectionGeometry) -> Rect? {
        guard let natural = section.headerFrame else { return nil }
        guard sectionHeadersPinToVisibleBounds, let bounds = pinningBounds else { return natural }
        let length = section.metrics.header
        let along = min(max(section.start, bounds.lead), section.end - length)
        return moved(natural, to: along, axis: section.metrics.axis)
    }

    /// The footer's frame with pinning applied, the mirror image of the header's:
    /// `max(min(F.min, bottom − F.length), S.min + header)` (rule 17.6).
    func pinnedFooterFrame(_ section: SectionGeometry) -> Rect? {
        guard let natural = section.footerFrame else { return nil }
        guard sectionFootersPinToVisibleBounds, let bounds = pinningBounds else { return natural }
        let length = section.metrics.footer
        let naturalStart = section.end - length
        let along = max(min(naturalStart, bounds.trail - length), section.start + section.metrics.header)
        return moved(natural, to: along, axis: section.metrics.axis)
    }

    /// `frame` with its start along the scrolling axis at `along`.
    private func moved(_ frame: Rect, to along: Double, axis: Axis) -> Rect {
        axis.isVertical ? Rect(x: frame.minX, y: along, width: frame.width, height: frame.height)
            : Rect(x: along, y: frame.minY, width: frame.width, height: frame.height)
    }
}
