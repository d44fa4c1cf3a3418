// TableView+Loading: reading counts and heights from the data source and delegate, reloadData,
// and the layout pass that measures visible rows and gives them cells.

extension TableView {
    // MARK: - Counts

    /// The number of sections, as last loaded (loading first if needed).
    public var numberOfSections: Int {
        layoutForQuery()
        return heights.numberOfSections
    }

    /// The number of rows in `section` as last loaded (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        layoutForQuery()
        return (0..<heights.numberOfSections).contains(section) ? heights.numberOfRows(inSection: section) : 0
    }

    /// Whether `indexPath` names a row of the loaded data.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        layoutForQuery()
        return heights.contains(indexPath)
    }

    /// Reloads every row: counts, heights and cells are read again (rule 2.16).
    ///
    /// The selection is cleared without delegate calls (rule 1.21 [SIM]), a touch in progress is
    /// forgotten, and visible cells go back to the reuse pool; the new cells are asked for at
    /// once. Called inside a batch (which rule 2.5 forbids), it also drops the batch's recorded
    /// changes [SIM].
    public func reloadData() {
        world.perform {
            forgetLoadedData()
            layoutIfNeeded()
        }
        _checkInvariants()
    }

    /// Drops everything read from the data source — counts, heights, cells, selection, a touch,
    /// recorded changes — so the next layout loads afresh (`reloadData`, a new data source).
    func forgetLoadedData() {
        if let s = swipedRow { closeSwipe(s) }   // rule 13.10 [SIM]
        updates.removeAll()
        pendingRowAnimations = PendingRowAnimations()
        selection.removeAll()
        touch = nil
        for (p, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) { retire(cell, endingDisplayOf: p) }
        cellsByIndexPath = [:]
        dropSectionViews()
        retireExitingCells()
        loadedCounts = nil
        setNeedsLayout()
    }

    /// Loads counts and heights if they were never loaded or were invalidated.
    func loadIfNeeded() {
        if loadedCounts == nil {
            let counts = countsFromDataSource()
            // rows the memory budget refuses are not loaded: the table shows none (MemoryBudget)
            let loaded = budgetedHeights(counts) { freshHeights(counts) }
            loadedCounts = loaded == nil ? [] : counts
            heights = loaded ?? HeightIndex()
            heightsAreStale = false
            clampContentOffset()
        } else if heightsAreStale {
            let counts = heights.rowCounts
            heights = budgetedHeights(counts) { freshHeights(counts) } ?? heights
            heightsAreStale = false
        }
    }

    /// The counts the data source reports now (none without a data source).
    func countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    // MARK: - Heights (rules 2.14–2.17)

    /// Heights for `counts` from scratch: estimated rows stay estimated, others are measured.
    func freshHeights(_ counts: [Int]) -> HeightIndex {
        HeightIndex(rowCounts: counts, header: headerHeight(inSection:), footer: footerHeight(inSection:)) { s, emit in
            for r in 0..<counts[s] {
                let p = IndexPath(row: r, section: s)
                let e = estimate(for: p)
                emit(e > 0 ? .estimated(e) : .measured(measuredHeight(for: p)))
            }
        }
    }

    /// The estimate for an unmeasured row; 0 or less means "measure it now" (rule 2.15).
    ///
    /// `automaticDimension` lets the table choose [SIM]: the row height if one is set, else 44.
    func estimate(for p: IndexPath) -> Double {
        let e = delegate?.tableView(self, estimatedHeightForRowAt: p) ?? estimatedRowHeight
        guard e == Self.automaticDimension else { return e }
        return rowHeight > 0 ? rowHeight : Self.defaultRowHeight
    }

    /// The real height of a row: the delegate's, or `rowHeight` (rule 2.14).
    func measuredHeight(for p: IndexPath) -> Double {
        let h = delegate?.tableView(self, heightForRowAt: p) ?? rowHeight
        return h == Self.automaticDimension ? Self.defaultRowHeight : h
    }

    /// The height of section `s`'s header slot: the delegate's height, or `sectionHeaderHeight`,
    /// `automaticDimension` fitting a title or a delegate's view (rules 17.1, 17.2), plus the
    /// iOS 15 padding above a header that shows something (rule 17.8), which it records in
    /// `headerPaddings`: every build of the height index asks this for every section.
    func headerHeight(inSection s: Int) -> Double {
        let h = delegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
        let shows = headerShowsContent(s)
        let height = h == Self.automaticDimension ? (shows ? Self.titledSectionHeight : 0) : max(0, h)
        // kept, so the header's rectangle knows its padding without asking again (rule 17.8)
        let padding = height > 0 && height.isFinite && shows ? effectiveSectionHeaderTopPadding : 0
        headerPaddings[s] = padding == 0 ? nil : padding
        return height + padding
    }

    /// The height of section `s`'s footer (as the header's, without padding).
    func footerHeight(inSection s: Int) -> Double {
        let h = delegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        return h == Self.automaticDimension ? (footerShowsContent(s) ? Self.titledSectionHeight : 0) : max(0, h)
    }

    /// Measures the estimated rows that are visible, until no more become visible.
    ///
    /// Measuring can shrink rows and bring more into view, so it repeats; each pass only
    /// measures rows that were estimated, so it ends. Automatic rows are sized by their cell
    /// (`heightWhenShown`, rule 18.3), top down: one that the rows above it pushed below the
    /// bounds is left estimated, so cells are made only for rows that show. Rows measured above
    /// the ones that were on screen shift the offset so those stay put (`correctOffset`, 18.5).
    func measureVisibleRows() {
        var anchor = offsetAnchor()
        while true {
            var changed = false
            for p in visibleRowPaths() where !heights.isMeasured(p) {
                guard let h = heightWhenShown(p) else { break }
                heights.setHeight(h, forRow: p)
                changed = true
            }
            if !changed { return }
            if var a = anchor {
                correctOffset(keeping: &a)
                anchor = a
            }
        }
    }

    // MARK: - Layout

    /// Lays the table out: loads, measures the visible rows, gives them cells.
    func layoutTable() {
        needsTableLayout = false
        world.perform {
            loadIfNeeded()
            measureVisibleRows()
            placeAccessoryViews()
            syncVisibleCells(update: nil)
            reuseUnshownSizedCells()
        }
    }

    /// Lays out before a query, if anything changed (as a run-loop turn would).
    func layoutForQuery() {
        if needsTableLayout { layoutIfNeeded() }
    }

    /// Puts the table header at the top and the footer under the last section.
    func placeAccessoryViews() {
        if let header = tableHeaderView {
            let f = Rect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != f { header.frame = f }
        }
        if let footer = tableFooterView {
            let f = Rect(x: 0, y: tableHeaderHeight + heights.totalHeight, width: bounds.width,
                         height: footer.frame.height)
            if footer.frame != f { footer.frame = f }
        }
    }

    /// Keeps the offset from pointing past the end of shorter content.
    func clampContentOffset() {
        let highest = max(-contentInset.top, contentHeight + contentInset.bottom - bounds.height)
        if contentOffset.y > highest { contentOffset.y = highest }
    }
}
