// CollectionView+Supplementary: section headers and footers as views — registration, dequeue,
// the data source's `viewForSupplementaryElementOfKind`, and the views of the visible sections
// (rule 17.9), at the frames the layout answers (pinned or not, rules 17.5, 17.6).

/// A header or footer on screen: its kind and its section.
struct SupplementaryKey: Hashable, Comparable {
    let kind: String
    let section: Int

    static func < (a: Self, b: Self) -> Bool { (a.section, a.kind) < (b.section, b.kind) }
}

extension CollectionView {
    // MARK: - Registration and dequeue

    /// Registers the class of the views made for `kind` and `identifier`
    /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`); nil unregisters.
    ///
    /// [SIM] A supplementary view is a `CollectionViewCell` (in UIKit the cell's superclass,
    /// `UICollectionReusableView`): it is never selected or highlighted, and sharing the class
    /// lets scripts' cell classes serve both.
    public func register(_ viewClass: CollectionViewCell.Type?, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        guard let viewClass else { return supplementaryPools[kind, default: .init()].register(identifier, factory: nil) }
        let world = self.world   // captured unowned(unsafe) below: the world owns the views (no cycle) and outlives them
        supplementaryPools[kind, default: .init()].register(identifier) { [unowned(unsafe) world] id in
            viewClass.init(world: world, reuseIdentifier: id)
        }
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, throwing what UIKit
    /// would raise when nothing is registered for the pair (rule 17.9).
    public func dequeueReusableSupplementaryViewChecked(ofKind kind: String, withReuseIdentifier identifier: String,
                                                        for indexPath: IndexPath) throws(UIKitException) -> CollectionViewCell {
        guard supplementaryPools[kind]?.isRegistered(identifier) == true,
              let (view, _) = supplementaryPools[kind]?.dequeue(identifier) else {
            throw .unregisteredSupplementaryView(kind: kind, identifier: identifier)
        }
        dequeuedSupplementaryViews.append(view)
        return view
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`; crashes as UIKit
    /// raises when nothing is registered.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionViewCell {
        do {
            return try dequeueReusableSupplementaryViewChecked(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        } catch {
            world.uncaughtException(error)
        }
    }

    // MARK: - Visible supplementary views

    /// The header or footer of `kind` shown for the section of `indexPath`, or nil when it is
    /// not on screen (`supplementaryView(forElementKind:at:)`).
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionViewCell? {
        updateVisibleCells()
        return supplementaryViewsByKey[SupplementaryKey(kind: kind, section: indexPath.section)]
    }

    /// The headers or footers of `kind` on screen, in section order (`visibleSupplementaryViews(ofKind:)`).
    public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionViewCell] {
        updateVisibleCells()
        return supplementaryViewsByKey.filter { $0.key.kind == kind }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Asks the data source again for every visible header and footer (as `reloadData` does),
    /// throwing what UIKit would raise for a bad `viewForSupplementaryElementOfKind` answer
    /// instead of crashing (for tests and the Lua bridge).
    public func reloadSupplementaryViewsChecked() throws(UIKitException) {
        world.perform { dropSupplementaryViews() }
        supplementaryFailures = []
        defer { supplementaryFailures = nil }
        updateVisibleCells()
        if let failure = supplementaryFailures?.first { throw failure }
    }

    /// Brings the headers and footers in line with the layout: those whose frame (pinned or
    /// not) left the visible rect go back to their queue, new ones come from the data source,
    /// and those that stay take their new frames. A pinned view is moved to the front, as
    /// UIKit draws it above the cells (rule 17.6).
    /// - Throws: `supplementaryViewNotDequeued` when the data source's answer was not dequeued
    ///   in its call; the views made so far stay.
    func syncSupplementaryViews() throws(UIKitException) {
        let wanted = dataSource?.providesSupplementaryViews == true
            ? collectionViewLayout.layoutAttributesForElements(in: visibleRect).filter { $0.representedElementKind != nil }
            : []
        var keep = Set<SupplementaryKey>()
        for a in wanted {
            guard let kind = a.representedElementKind else { continue }
            let key = SupplementaryKey(kind: kind, section: a.indexPath.section)
            keep.insert(key)
            if let view = supplementaryViewsByKey[key] {
                view.apply(a)
            } else {
                let view = try makeSupplementaryView(kind, a)
                supplementaryViewsByKey[key] = view
            }
        }
        for (key, view) in supplementaryViewsByKey.sorted(by: { $0.key < $1.key }) where !keep.contains(key) {
            supplementaryViewsByKey[key] = nil
            view.removeFromSuperview()
            supplementaryPools[key.kind]?.enqueue(view)
        }
        let layout = collectionViewLayout
        guard layout.sectionHeadersPinToVisibleBounds || layout.sectionFootersPinToVisibleBounds else { return }
        let front = supplementaryViewsByKey.sorted { $0.key < $1.key }.map { $0.value as View }
        // only when the order is wrong: adding a subview marks the view for layout again
        guard !subviews.suffix(front.count).elementsEqual(front, by: ===) else { return }
        world.performWithoutAnimation { for view in front { addSubview(view) } }
    }

    /// Takes every header and footer off screen, as a reload does for cells: the data
    /// source is asked again for the sections that show.
    func dropSupplementaryViews() {
        for (key, view) in supplementaryViewsByKey.sorted(by: { $0.key < $1.key }) {
            view.removeFromSuperview()
            supplementaryPools[key.kind]?.enqueue(view)
        }
        supplementaryViewsByKey = [:]
    }

    /// Asks the data source for one header or footer and puts it on screen without animation.
    private func makeSupplementaryView(_ kind: String, _ a: CollectionViewLayoutAttributes) throws(UIKitException) -> CollectionViewCell {
        let saved = dequeuedSupplementaryViews
        dequeuedSupplementaryViews = []
        defer { dequeuedSupplementaryViews = saved }
        let answer = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
        guard let view = answer, dequeuedSupplementaryViews.contains(where: { $0 === view }) else {
            throw .supplementaryViewNotDequeued(kind: kind, a.indexPath)
        }
        world.performWithoutAnimation {
            view.apply(a)
            if view.superview !== self { addSubview(view) }
            view.layoutIfNeeded()
        }
        return view
    }
}
