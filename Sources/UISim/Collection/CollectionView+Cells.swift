// CollectionView+Cells: registration, dequeue, and the cells of the visible items.

extension CollectionView {
    // MARK: - Registration and dequeue

    /// Registers the class of the cells made for `identifier`
    /// (`register(_:forCellWithReuseIdentifier:)`); nil unregisters.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return reusePool.register(identifier, factory: nil) }
        let world = self.world   // captured unowned(unsafe) below: the world owns the views (no cycle) and outlives them
        reusePool.register(identifier) { [unowned(unsafe) world] id in cellClass.init(world: world, reuseIdentifier: id) }
    }

    /// Registers a closure that makes cells for `identifier` (for cells a class cannot
    /// describe, such as those a script defines).
    public func register(forCellWithReuseIdentifier identifier: String,
                         _ make: @escaping (World) -> CollectionViewCell) {
        let world = self.world   // captured unowned(unsafe) below: the world owns the views (no cycle) and outlives them
        reusePool.register(identifier) { [unowned(unsafe) world] _ in make(world) }
    }

    /// How many cells the collection view has made (not reused) so far, to check reuse.
    public var createdCellCount: Int { reusePool.createdCount }

    /// A cell for `indexPath`: one waiting for reuse, or a new one of the registered class
    /// (`dequeueReusableCell(withReuseIdentifier:for:)`).
    ///
    /// Crashes, as UIKit raises, when nothing is registered for `identifier` (rules 2.8, 3.7);
    /// `dequeueReusableCellChecked` throws instead.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        do {
            return try dequeueReusableCellChecked(withReuseIdentifier: identifier, for: indexPath)
        } catch {
            world.uncaughtException(error)
        }
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`, throwing what UIKit would raise.
    ///
    /// A reused cell gets `prepareForReuse()` first.
    /// - Throws: `UIKitException.unregisteredReuseIdentifier` when nothing is registered.
    public func dequeueReusableCellChecked(withReuseIdentifier identifier: String,
                                           for indexPath: IndexPath) throws(UIKitException) -> CollectionViewCell {
        if let r = reconfiguring, r.path == indexPath { return try r.dequeue(identifier) }   // rule 16.14
        guard reusePool.isRegistered(identifier), let (cell, _) = reusePool.dequeue(identifier) else {
            throw .unregisteredReuseIdentifier(.collection, identifier: identifier)
        }
        return cell
    }

    // MARK: - Visible cells

    /// The cell showing the item at `indexPath`, or nil if the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        updateVisibleCells()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        updateVisibleCells()
        return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the visible items, ascending.
    ///
    /// [SIM] An item is visible when its frame meets the visible rect, so partly visible items
    /// count (as for the table, rule 2.19); UIKit does not document the order.
    public var indexPathsForVisibleItems: [IndexPath] {
        updateVisibleCells()
        return visibleCellsByIndexPath.keys.sorted()
    }

    /// The item a visible cell shows (`indexPath(for:)`), or nil if the cell is not on screen.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        updateVisibleCells()
        return visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    // MARK: - Internal

    /// Brings the cells in line with the visible rect: cells of items that left go back to the
    /// reuse queue, items that came into view get cells from the data source, and cells that
    /// stay take their frames from the layout (inside any open animation block, so a batch
    /// update animates them).
    ///
    /// A new cell is set up without animation: its frame, then `isSelected` from the selection
    /// (rule 1.11 [SIM], applied to collections) and `isHighlighted` from the touch. Display
    /// calls (`willDisplay`, `didEndDisplaying`) are not logged, as the table logs none.
    /// - Complexity: O(v log v) for v visible items, plus the layout's query.
    func updateVisibleCells() {
        guard !isUpdatingVisibleCells else { return }
        isUpdatingVisibleCells = true
        defer { isUpdatingVisibleCells = false }
        world.perform { syncVisibleCells() }
    }

    /// The body of `updateVisibleCells()`, run with this world current.
    private func syncVisibleCells() {
        loadCountsIfNeeded()
        if laidOutSize != bounds.size {
            laidOutSize = bounds.size
            collectionViewLayout.invalidateLayout()
        }
        let wanted = collectionViewLayout.indexPathsForItems(in: visibleRect)
        let wantedSet = Set(wanted)
        for (path, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) where !wantedSet.contains(path) {
            visibleCellsByIndexPath[path] = nil
            endDisplaying(cell, at: path)
        }
        for path in wanted {
            guard let attributes = collectionViewLayout.layoutAttributesForItem(at: path) else { continue }
            if let cell = visibleCellsByIndexPath[path] {
                cell.apply(attributes)
                cell.layoutIfNeeded()
            } else if let cell = makeCell(at: path, attributes: attributes) {
                visibleCellsByIndexPath[path] = cell
                configureState(of: cell, at: path)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            }
        }
        do { try syncSupplementaryViews() } catch {
            // UIKit raises; `reloadSupplementaryViewsChecked()` collects instead
            guard supplementaryFailures != nil else { world.uncaughtException(error) }
            supplementaryFailures?.append(error)
        }
        _checkInvariants()
    }

    /// Asks the data source for the cell of `path` and sets it up to show (no animation).
    private func makeCell(at path: IndexPath, attributes: CollectionViewLayoutAttributes) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = world.perform { dataSource.collectionView(self, cellForItemAt: path) }
        world.performWithoutAnimation {
            cell.apply(attributes)
            if cell.superview !== self { addSubview(cell) }
            cell.layoutIfNeeded()
        }
        return cell
    }

    /// Sets a cell's selection and highlight from the view's state (rule 1.11 [SIM]): only
    /// differences, with `animated: false`, recorded like every cell setter.
    func configureState(of cell: CollectionViewCell, at p: IndexPath) {
        let selected = selection.contains(p)
        if cell.isSelected != selected {
            world.record(.cellSetter(p, highlight: false, value: selected, animated: false))
            cell.setSelected(selected, animated: false)
        }
        let highlighted = touch?.indexPath == p && touch?.isHighlighted == true
        if cell.isHighlighted != highlighted {
            world.record(.cellSetter(p, highlight: true, value: highlighted, animated: false))
            cell.setHighlighted(highlighted, animated: false)
        }
    }

    /// Takes a cell off screen: out of the view tree, into the reuse queue, and tells the
    /// delegate (`didEndDisplaying`).
    func endDisplaying(_ cell: CollectionViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        reusePool.enqueue(cell)
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
}
