// TableView+Geometry: where rows are, which are visible, and how big the content is
// (rules 2.17–2.19).

extension TableView {
    // MARK: - Content

    /// The size of the content: the table's width, and the header, every section and the footer
    /// stacked (rule 2.17: measured heights plus estimates for unmeasured rows).
    /// - Complexity: O(log n) once laid out.
    public var contentSize: Size {
        layoutForQuery()
        return Size(width: bounds.width, height: contentHeight)
    }

    /// The insets scrolling respects; without safe areas and bars, the content inset.
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// The table header's height (0 without one).
    var tableHeaderHeight: Double { tableHeaderView?.frame.height ?? 0 }

    /// The content height from the current geometry, without laying out.
    var contentHeight: Double {
        tableHeaderHeight + heights.totalHeight + (tableFooterView?.frame.height ?? 0)
    }

    // MARK: - Rows

    /// The rectangle of a row in table coordinates, or `.zero` for an invalid path (rule 2.18).
    ///
    /// [SIM] `y` is the table header's height plus everything above the row (headers, rows,
    /// footers); the width is the table's.
    /// - Complexity: O(log n).
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        layoutForQuery()
        return heights.contains(indexPath) ? modelRect(forRow: indexPath) : .zero
    }

    /// The rectangle of a whole section (header, rows, footer), or `.zero` if it does not exist.
    public func rect(forSection section: Int) -> Rect {
        layoutForQuery()
        guard (0..<heights.numberOfSections).contains(section) else { return .zero }
        return modelRect(forSection: section)
    }

    /// The rectangle of a section's header, or `.zero` if the section does not exist: its
    /// natural place, even while its view floats (rule 17.7 [SIM]), below the iOS 15 padding
    /// (rule 17.8).
    public func rectForHeader(inSection section: Int) -> Rect {
        layoutForQuery()
        guard (0..<heights.numberOfSections).contains(section) else { return .zero }
        return modelRectForHeader(inSection: section)
    }

    /// The rectangle of a section's footer, or `.zero` if the section does not exist.
    public func rectForFooter(inSection section: Int) -> Rect {
        layoutForQuery()
        guard (0..<heights.numberOfSections).contains(section) else { return .zero }
        return modelRectForFooter(inSection: section)
    }

    /// The row under `point` (table coordinates), or nil in a header, footer or outside.
    /// - Complexity: O(log n).
    public func indexPathForRow(at point: Point) -> IndexPath? {
        layoutForQuery()
        guard point.x >= 0 && point.x < bounds.width else { return nil }
        return heights.row(atOffset: point.y - tableHeaderHeight)
    }

    /// The rows whose rectangles meet `rect`, ascending; `[]` when none (rule 2.19).
    /// - Complexity: O(log n + k).
    public func indexPathsForRows(in rect: Rect) -> [IndexPath] {
        layoutForQuery()
        guard rect.maxX > 0 && rect.minX < bounds.width else { return [] }
        return heights.rows(in: rect.minY - tableHeaderHeight, rect.maxY - tableHeaderHeight)
    }

    /// The visible rows, ascending, or nil when none is visible (rule 2.19).
    ///
    /// [SIM] A row is visible when its rectangle meets the bounds: partly visible rows count.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutForQuery()
        let rows = visibleRowPaths()
        return rows.isEmpty ? nil : rows
    }

    // MARK: - Internal

    /// A row's rectangle from the current geometry (the path must be valid).
    func modelRect(forRow p: IndexPath) -> Rect {
        Rect(x: 0, y: tableHeaderHeight + heights.offset(ofRow: p), width: bounds.width,
             height: heights.height(ofRow: p))
    }

    /// A section's rectangle from the current geometry (the section must exist).
    func modelRect(forSection section: Int) -> Rect {
        Rect(x: 0, y: tableHeaderHeight + heights.offset(ofSection: section), width: bounds.width,
             height: heights.height(ofSection: section))
    }

    /// A header's natural rectangle from the current geometry: its slot less the padding above
    /// it (rule 17.8).
    func modelRectForHeader(inSection section: Int) -> Rect {
        let slot = heights.headerHeight(inSection: section)
        let padding = headerPadding(inSection: section, slot: slot)
        return Rect(x: 0, y: tableHeaderHeight + heights.offset(ofSection: section) + padding, width: bounds.width,
                    height: slot - padding)
    }

    /// A footer's rectangle from the current geometry.
    func modelRectForFooter(inSection section: Int) -> Rect {
        let r = modelRect(forSection: section)
        let h = heights.footerHeight(inSection: section)
        return Rect(x: 0, y: r.maxY - h, width: bounds.width, height: h)
    }

    /// The rows meeting the bounds, from the current geometry, without laying out.
    func visibleRowPaths() -> [IndexPath] {
        let b = bounds
        guard b.width > 0 else { return [] }
        return heights.rows(in: b.minY - tableHeaderHeight, b.maxY - tableHeaderHeight)
    }
}
