// TableView+Cells: registering and dequeuing cells, the cells of visible rows, and reuse.

extension TableView {
    // MARK: - Registration and dequeue

    /// Registers a cell class for `identifier`; nil unregisters (`register(_:forCellReuseIdentifier:)`).
    ///
    /// The table makes new cells through the class's required `init(world:reuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return pool.register(identifier, factory: nil) }
        let world = self.world   // captured unowned(unsafe) below: the world owns the views (no cycle) and outlives them
        pool.register(identifier) { [unowned(unsafe) world] id in cellClass.init(world: world, reuseIdentifier: id) }
    }

    /// Registers a closure that makes cells for `identifier` (for cells a class cannot describe,
    /// such as those a script defines).
    public func register(forCellReuseIdentifier identifier: String, _ make: @escaping (World) -> TableViewCell) {
        let world = self.world   // captured unowned(unsafe) below: the world owns the views (no cycle) and outlives them
        pool.register(identifier) { [unowned(unsafe) world] _ in make(world) }
    }

    /// A cell for `indexPath`: a reused one or a new one (`dequeueReusableCell(withIdentifier:for:)`).
    ///
    /// An identifier with nothing registered raises, as in UIKit (see the checked variant).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        do {
            return try dequeueReusableCellChecked(withIdentifier: identifier, for: indexPath)
        } catch {
            world.uncaughtException(error)
        }
    }

    /// `dequeueReusableCell(withIdentifier:for:)` that throws instead of crashing.
    /// - Throws: `UIKitException.unregisteredReuseIdentifier` (rule 2.8's exact message).
    public func dequeueReusableCellChecked(withIdentifier identifier: String,
                                           for indexPath: IndexPath) throws(UIKitException) -> TableViewCell {
        if let r = reconfiguring, r.path == indexPath { return try r.dequeue(identifier) }   // rule 16.14
        guard pool.isRegistered(identifier), let cell = pool.dequeue(identifier)?.cell else {
            throw .unregisteredReuseIdentifier(.table, identifier: identifier)
        }
        return cell
    }

    /// A queued cell for `identifier`, a new one if registered, or nil (the older API, rule 2.8).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        pool.dequeue(identifier)?.cell
    }

    // MARK: - Visible cells

    /// The cell showing a row, or nil when the row is not visible (or does not exist).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutForQuery()
        return cellsByIndexPath[indexPath]
    }

    /// The cells on screen, in row order.
    public var visibleCells: [TableViewCell] {
        layoutForQuery()
        return cellsByIndexPath.keys.sorted().compactMap { cellsByIndexPath[$0] }
    }

    /// The row a visible cell shows, or nil.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        layoutForQuery()
        return cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// How many cells the table has made (not reused) so far, to check reuse.
    public var createdCellCount: Int { pool.createdCount }

    // MARK: - Internal

    /// Gives every visible row a cell and takes cells from rows no longer visible.
    ///
    /// Outside an update, cells of rows that left go to the reuse pool at once and new cells
    /// take their frames without animating. During an update (`update` non-nil, called inside
    /// the update's animation block), kept cells move to their new frames animated, rows that
    /// slide into view start from where they were, new rows fade in, and kept cells that end
    /// up off screen slide there and are reused when the animation ends. Every cell is laid out
    /// by `layOut(_:duringUpdate:)` once it has its frame.
    ///
    /// A cell the table has just dequeued is put at its starting frame and laid out there with
    /// any open animation hidden, so it appears at once; a block the cell opens itself in
    /// `layoutSubviews` still animates (rule 9.4: with that workaround, first display and reuse
    /// animate too).
    func syncVisibleCells(update: UpdateContext?) {
        let wanted = visibleRowPaths()   // ascending (`HeightIndex.rows(in:_:)`)
        // in row order, so the delegate's `didEndDisplaying` calls are (rule 1.30 [SIM]); only the
        // cells that leave are sorted: on most layout passes none does. Membership is a binary
        // search of `wanted`, not a Set built (and every path hashed) on each pass.
        var leaving: [(key: IndexPath, value: TableViewCell)] = []
        for entry in cellsByIndexPath where !wanted.sortedContains(entry.key) { leaving.append(entry) }
        if leaving.count > 1 { leaving.sort { $0.key < $1.key } }
        // a table's first pass fills the dictionary at once: room for every row, not doublings
        if cellsByIndexPath.isEmpty { cellsByIndexPath.reserveCapacity(wanted.count) }
        for (p, cell) in leaving {
            cellsByIndexPath[p] = nil
            if update != nil {
                cell.frame = modelRect(forRow: p)
                layOut(cell, duringUpdate: true)
                delegate?.tableView(self, didEndDisplaying: cell, forRowAt: p)
                exitingCells[ObjectIdentifier(cell)] = cell
            } else {
                retire(cell, endingDisplayOf: p)
            }
        }
        for p in wanted {
            let rect = modelRect(forRow: p)
            if let cell = cellsByIndexPath[p] {
                if cell.frame != rect { cell.frame = rect }
                layOut(cell, duringUpdate: update != nil)
                continue
            }
            guard let cell = takeSizedCell(p) ?? dataSource?.tableView(self, cellForRowAt: p) else { continue }
            let start = update?.startFrame(forNewRow: p, finalFrame: rect) ?? rect
            let fades = update?.fadesIn(p) ?? false
            world.performWithoutInheritedAnimation {
                if !exitingCells.isEmpty { exitingCells[ObjectIdentifier(cell)] = nil }
                cell.frame = start
                cell.alpha = fades ? 0 : 1
                cell.layoutIfNeeded()
            }
            if cell.superview !== self {
                isAddingCell = true
                insertSubview(cell, at: subviews.count)
                isAddingCell = false
            }
            cellsByIndexPath[p] = cell
            configureState(of: cell, at: p)
            delegate?.tableView(self, willDisplay: cell, forRowAt: p)
            if start != rect { cell.frame = rect }
            if fades { cell.alpha = 1 }
            layOut(cell, duringUpdate: update != nil)
        }
        syncSectionViews()
        if isEditing { refreshEditingControls() }
    }

    /// Lays out a cell that has its frame: its `layoutSubviews`, its content view's pass below.
    ///
    /// This is the one place the simulated UIKit changes how cells are laid out. On iOS 10
    /// (`world.uikit.tableLaysOutCellsWithoutAnimation`) an update lays each cell out with the
    /// update's animation hidden (`performWithoutAnimation` in UIKit, rule 9.2), so the cell's
    /// frame animates but its content view and the content view's subviews take their final
    /// layout at once (rules 9.1, 9.3); a block the cell opens itself still animates, with its
    /// own timing (rule 9.4). Elsewhere, and on every other version, the layout runs inside
    /// whatever animation is open, so the content animates with the cell (rule 9.6 [SIM]).
    func layOut(_ cell: TableViewCell, duringUpdate: Bool) {
        if duringUpdate && world.uikit.tableLaysOutCellsWithoutAnimation {
            world.performWithoutInheritedAnimation { cell.layoutIfNeeded() }
        } else {
            cell.layoutIfNeeded()
        }
    }

    /// Sets a cell's selection and highlight from the table's model (rule 1.11 [SIM]).
    ///
    /// Only differences are set, with `animated: false`, and logged like every cell setter.
    func configureState(of cell: TableViewCell, at p: IndexPath) {
        let selected = selection.contains(p)
        if cell.isSelected != selected { setCell(cell, at: p, selected: selected, animated: false) }
        let highlighted = touch?.indexPath == p && touch?.isHighlighted == true
        if cell.isHighlighted != highlighted { setCell(cell, at: p, highlighted: highlighted, animated: false) }
        configureEditing(of: cell, at: p)
    }

    /// Takes a cell off screen and puts it in the reuse pool.
    func retire(_ cell: TableViewCell, endingDisplayOf p: IndexPath?) {
        if !exitingCells.isEmpty { exitingCells[ObjectIdentifier(cell)] = nil }
        cell.removeFromSuperview()
        if let p { delegate?.tableView(self, didEndDisplaying: cell, forRowAt: p) }
        world.performWithoutAnimation { cell.alpha = 1 }
        pool.enqueue(cell)
    }

    /// Reuses every cell still leaving the screen (an update animation was cut short).
    func retireExitingCells() {
        for cell in exitingCells.values { retire(cell, endingDisplayOf: nil) }
    }
}
