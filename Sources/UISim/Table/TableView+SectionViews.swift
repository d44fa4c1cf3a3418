// TableView+SectionViews: section header and footer views — registration and dequeue, the
// delegate's `viewForHeaderInSection`/`viewForFooterInSection` (or the table's own view for a
// title), the views of the sections on screen, and the display news (rules 17.1, 17.2).

/// A header or footer on screen: which of the two, and its section.
struct SectionViewKey: Hashable, Comparable {
    let edge: TableView.SectionEdge
    let section: Int

    static func < (a: Self, b: Self) -> Bool { (a.section, a.edge.rawValue) < (b.section, b.edge.rawValue) }
}

extension TableView {
    /// A section's header or its footer.
    public enum SectionEdge: Int, Sendable, CaseIterable { case header, footer }

    /// The reuse identifier of the views the table makes itself for titles.
    static let titleViewIdentifier = "UITableViewHeaderFooterView.title"

    // MARK: - Registration and dequeue

    /// Registers the class of header and footer views for `identifier`
    /// (`register(_:forHeaderFooterViewReuseIdentifier:)`); nil unregisters.
    public func register(_ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewClass else { return headerFooterPool.register(identifier, factory: nil) }
        let world = self.world   // captured unowned(unsafe) below: the world owns the views (no cycle) and outlives them
        headerFooterPool.register(identifier) { [unowned(unsafe) world] id in viewClass.init(world: world, reuseIdentifier: id) }
    }

    /// A queued header or footer view for `identifier`, a new one if a class is registered, or
    /// nil: UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)` answers nil rather than
    /// raising when nothing is registered (rule 17.2).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        headerFooterPool.dequeue(identifier)?.cell
    }

    // MARK: - Views on screen

    /// The header view of `section` on screen, or nil (`headerView(forSection:)`).
    public func headerView(forSection section: Int) -> View? {
        layoutForQuery()
        return sectionViewsByKey[SectionViewKey(edge: .header, section: section)]
    }

    /// The footer view of `section` on screen, or nil (`footerView(forSection:)`).
    public func footerView(forSection section: Int) -> View? {
        layoutForQuery()
        return sectionViewsByKey[SectionViewKey(edge: .footer, section: section)]
    }

    // MARK: - Internal

    /// Brings the header and footer views in line with the bounds: a section's header (footer)
    /// has a view while its frame (floating in the plain style, rule 17.6) meets the bounds and
    /// its height is positive. Views that leave get `didEndDisplaying…` and go back to their
    /// queue; new ones come from the delegate, or are the table's own for a title, and get
    /// `willDisplay…`. The views are kept in front of the cells, as UIKit draws them (17.3).
    func syncSectionViews() {
        var wanted: [(SectionViewKey, Rect)] = []
        for s in visibleSectionRange() {
            for edge in SectionEdge.allCases {
                let frame = sectionViewFrame(edge, s)
                if frame.height > 0, frame.intersects(bounds) { wanted.append((SectionViewKey(edge: edge, section: s), frame)) }
            }
        }
        // those that leave first, so their views can serve the new ones (as cells, rule 1.30)
        let keep = Set(wanted.map(\.0))
        for (key, view) in sectionViewsByKey.sorted(by: { $0.key < $1.key }) where !keep.contains(key) {
            retireSectionView(view, key)
        }
        for (key, frame) in wanted {
            if let view = sectionViewsByKey[key] {
                if view.frame != frame { view.frame = frame }
            } else if let view = makeSectionView(key.edge, key.section, frame) {
                sectionViewsByKey[key] = view
                tellWillDisplay(view, key)
            }
        }
        bringSectionViewsToFront()
    }

    /// Takes every header and footer view off screen (`reloadData`, a batch update): the
    /// delegate is asked again for the sections that show.
    func dropSectionViews() {
        for (key, view) in sectionViewsByKey.sorted(by: { $0.key < $1.key }) { retireSectionView(view, key) }
    }

    /// The sections whose slots meet the bounds, first to last (empty before loading).
    func visibleSectionRange() -> Range<Int> {
        let n = heights.numberOfSections
        guard n > 0, bounds.width > 0 else { return 0..<0 }
        func section(at y: Double) -> Int {
            switch heights.place(atOffset: min(max(y - tableHeaderHeight, 0), max(heights.totalHeight - 0.000_001, 0))) {
            case .header(let s)?, .footer(let s)?: s
            case .row(let p)?: p.section
            case nil: y <= tableHeaderHeight ? 0 : n - 1
            }
        }
        let first = section(at: bounds.minY), last = section(at: bounds.maxY)
        return min(first, last)..<(max(first, last) + 1)
    }

    private func makeSectionView(_ edge: SectionEdge, _ s: Int, _ frame: Rect) -> View? {
        let given = edge == .header ? delegate?.tableView(self, viewForHeaderInSection: s)
                                    : delegate?.tableView(self, viewForFooterInSection: s)
        let view: View
        if let given {
            // a view that holds the table cannot go inside it (UIKit would loop); [SIM] a view
            // already showing for another header or footer stays there, so one view never has
            // two frames (UIKit would move it and leave the other section blank)
            guard !isDescendant(of: given), !sectionViewsByKey.values.contains(where: { $0 === given }) else { return nil }
            view = given
        } else {
            guard let title = edge == .header ? askHeaderTitle(s) : askFooterTitle(s) else { return nil }
            if !headerFooterPool.isRegistered(Self.titleViewIdentifier) {
                register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.titleViewIdentifier)
            }
            guard let own = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier) else { return nil }
            own.title = title
            view = own
        }
        world.performWithoutInheritedAnimation {
            view.frame = frame
            view.layoutIfNeeded()
        }
        if view.superview !== self { addSectionSubview(view) }
        return view
    }

    private func retireSectionView(_ view: View, _ key: SectionViewKey) {
        sectionViewsByKey[key] = nil
        view.removeFromSuperview()
        if key.edge == .header {
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
        } else {
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
        }
        if let reusable = view as? TableViewHeaderFooterView, !headerFooterPool.contains(reusable) {
            headerFooterPool.enqueue(reusable)
        }
    }

    private func tellWillDisplay(_ view: View, _ key: SectionViewKey) {
        if key.edge == .header {
            delegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
        } else {
            delegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
        }
    }

    /// Moves the header and footer views above the cells, only when the order is wrong (adding
    /// a subview marks the table for layout again).
    private func bringSectionViewsToFront() {
        let front = sectionViewsByKey.sorted { $0.key < $1.key }.map(\.value)
        guard !subviews.suffix(front.count).elementsEqual(front, by: ===) else { return }
        world.performWithoutAnimation { for view in front { addSectionSubview(view) } }
    }

    private func addSectionSubview(_ view: View) {
        isAddingCell = true
        addSubview(view)
        isAddingCell = false
    }
}
