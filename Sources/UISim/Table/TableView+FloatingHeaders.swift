// TableView+FloatingHeaders: where a section's header and footer views sit — their natural
// rectangles under the iOS 15 header padding (rule 17.8), and in the plain style the floating
// frames that stick to the top (bottom) of the visible bounds until the next section pushes
// them away (rules 17.3, 17.6, 17.7).

extension TableView {
    /// The automatic `sectionHeaderTopPadding` of a plain table from iOS 15 (rule 17.8 [SIM]:
    /// a commonly quoted figure; no source gives the amount).
    public static let automaticSectionHeaderTopPadding: Double = 22

    /// The padding above a header that shows something, as the table applies it: 0 before iOS
    /// 15 (`world.uikit.plainTablesPadSectionHeaders`, the property does not exist), the value
    /// given, or for `automaticDimension` 22 in the plain style and 0 in the grouped ones.
    public var effectiveSectionHeaderTopPadding: Double {
        guard world.uikit.plainTablesPadSectionHeaders else { return 0 }
        if sectionHeaderTopPadding == Self.automaticDimension {
            return style == .plain ? Self.automaticSectionHeaderTopPadding : 0
        }
        return sectionHeaderTopPadding.isFinite ? max(0, sectionHeaderTopPadding) : 0
    }

    /// Whether a header floats: the plain style's headers do, the grouped styles' do not (17.3).
    public var floatsSectionHeaders: Bool { style == .plain }

    /// The padding inside section `s`'s header slot, above the header (rule 17.8 [SIM]), as
    /// recorded when the slot's height was read; never more than the slot.
    func headerPadding(inSection s: Int, slot: Double) -> Double {
        min(headerPaddings[s] ?? 0, slot)
    }

    /// Whether section `s`'s header shows a title or a delegate's view (rules 17.1, 17.2).
    func headerShowsContent(_ s: Int) -> Bool {
        delegate?.providesHeaderViews == true || askHeaderTitle(s) != nil
    }

    /// Whether section `s`'s footer shows a title or a delegate's view.
    func footerShowsContent(_ s: Int) -> Bool {
        delegate?.providesFooterViews == true || askFooterTitle(s) != nil
    }

    /// Where section `s`'s header (footer) view sits now (rule 17.6): its natural rectangle in
    /// the grouped styles; in the plain style, clamped so that it sticks to the top line
    /// (`contentOffset.y + adjustedContentInset.top`) while its section passes under it and
    /// is pushed up by the section's end. Pulled past the top, it stays at its natural place.
    /// Footers are the mirror image at the bottom line, never above their own header.
    /// - Complexity: O(log n).
    func sectionViewFrame(_ edge: SectionEdge, _ s: Int) -> Rect {
        let header = modelRectForHeader(inSection: s)
        guard floatsSectionHeaders else { return edge == .header ? header : modelRectForFooter(inSection: s) }
        let section = modelRect(forSection: s)
        var r = edge == .header ? header : modelRectForFooter(inSection: s)
        if edge == .header {
            let top = contentOffset.y + adjustedContentInset.top
            r.origin.y = min(max(r.minY, top), section.maxY - r.height)
        } else {
            let bottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
            r.origin.y = max(min(r.minY, bottom - r.height), header.maxY)
        }
        return r
    }

    /// Whether section `s`'s header view is away from its natural place: sticking to the top
    /// or being pushed up (rules 17.6, 17.7). False for a section without a header view.
    public func isHeaderFloating(inSection s: Int) -> Bool {
        layoutForQuery()
        guard let view = sectionViewsByKey[SectionViewKey(edge: .header, section: s)] else { return false }
        return view.frame != modelRectForHeader(inSection: s)
    }

    /// Whether section `s`'s footer view is away from its natural place (rule 17.6).
    public func isFooterFloating(inSection s: Int) -> Bool {
        layoutForQuery()
        guard let view = sectionViewsByKey[SectionViewKey(edge: .footer, section: s)] else { return false }
        return view.frame != modelRectForFooter(inSection: s)
    }
}
