// CollectionView: UICollectionView — items in sections, placed by a flow layout, with the
// selection and batch-update machinery it shares with the table view.

/// A scrolling grid of items, like `UICollectionView`.
///
/// The collection view keeps what UIKit keeps: the item counts it last loaded (rule 2.6), the
/// selection (a `SelectionModel`, the source of truth for cells: rule 1.11 [SIM]), the cells
/// of the visible items, a reuse pool, and a `BatchUpdates` record while a batch is open. The
/// concerns live in extension files: `+Cells` (registration, dequeue, visible cells),
/// `+Selection` (programmatic selection, rules 3.1–3.4), `+Taps` (user touches, rules
/// 3.5–3.6), `+BatchUpdates` (rules 3.7–3.8), `+Scrolling`, `+Log` (delegate and cell
/// setter calls in `world.log`, in the table's format) and `+Invariants`.
///
/// Queries bring the visible cells up to date first, as if a run-loop turn had passed, so a
/// test reads what the screen would show.
///
/// Nothing here depends on the simulated iOS version: rules 3.x hold in every era.
open class CollectionView: View {
    // MARK: - Declaration

    /// The object that supplies items and cells; setting it reloads on next use.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { needsReload = true; setNeedsLayout() }
    }
    /// The object asked and told about selection and highlight (user interaction only).
    public weak var delegate: CollectionViewDelegate?

    /// The layout that places the items.
    public let collectionViewLayout: CollectionViewFlowLayout

    /// The margins around the content.
    public var contentInset = EdgeInsets.zero {
        didSet {
            collectionViewLayout.invalidateLayout()
            updateVisibleCells()
            _checkInvariants()
        }
    }
    /// The point of the content shown at the top-left corner; see `+Scrolling`.
    @exclusivity(unchecked) var contentOffsetStorage = Point.zero

    // MARK: Selection (rule 3.1)

    /// Whether the user can select items (default true, rule 3.1).
    @exclusivity(unchecked) public var allowsSelection = true
    /// Whether the user can select more than one item (default false, rule 3.1).
    @exclusivity(unchecked) public var allowsMultipleSelection = false
    /// Whether items can be selected while editing (default false, rule 3.1).
    @exclusivity(unchecked) public var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing (default false, rule 3.1).
    @exclusivity(unchecked) public var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is in editing mode; chooses which pair of flags applies.
    @exclusivity(unchecked) public var isEditing = false

    /// The selected items: the source of truth that cells follow.
    @exclusivity(unchecked) var selection = SelectionModel()
    /// The item under the finger between `touchDown` and `touchUp`/`touchCancel`.
    @exclusivity(unchecked) var touch: ListTouch?
    /// Scrolling with a finger (Scrolling/): a collection bounces only when long (rule 12.6).
    @exclusivity(unchecked) public var scrolling = ScrollGestureState(alwaysBounceVertical: false)

    // MARK: Data, cells, updates

    /// The number of items in each section, as last loaded from the data source (rule 2.6).
    @exclusivity(unchecked) var itemCounts: [Int] = []
    /// Whether the counts must be read again before they are next used.
    @exclusivity(unchecked) var needsReload = true
    /// The cells on screen, by the index path they show.
    @exclusivity(unchecked) var visibleCellsByIndexPath: [IndexPath: CollectionViewCell] = [:]
    /// Registered cell makers and the cells waiting to be dequeued (shared with the table).
    @exclusivity(unchecked) var reusePool = ReusePool<CollectionViewCell>()
    /// The item being reconfigured and its cell, which dequeue hands back (+Reconfigure).
    @exclusivity(unchecked) var reconfiguring: Reconfiguring<CollectionViewCell>?
    /// Registered header and footer makers and the views waiting for reuse, one pool per kind (CollectionView+Supplementary.swift, rule 17.9).
    @exclusivity(unchecked) var supplementaryPools: [String: ReusePool<CollectionViewCell>] = [:]
    /// The headers and footers on screen, by kind and section.
    @exclusivity(unchecked) var supplementaryViewsByKey: [SupplementaryKey: CollectionViewCell] = [:]
    /// Non-nil while `reloadSupplementaryViewsChecked()` collects what UIKit would raise.
    @exclusivity(unchecked) var supplementaryFailures: [UIKitException]?
    /// The views dequeued during the data source's current `viewForSupplementaryElementOfKind`.
    @exclusivity(unchecked) var dequeuedSupplementaryViews: [CollectionViewCell] = []
    /// Set while the visible cells are being brought up to date, so a data source that asks
    /// the collection view about its cells meanwhile does not start a second pass.
    @exclusivity(unchecked) var isUpdatingVisibleCells = false
    /// The bounds size the layout was last prepared for.
    @exclusivity(unchecked) var laidOutSize: Size?
    /// The batch being recorded between the start and the end of `performBatchUpdates`.
    @exclusivity(unchecked) var batch = BatchUpdates(kind: .collection)

    // MARK: - Initialisers

    /// Creates a collection view in `world` with `layout` (`init(frame:collectionViewLayout:)`).
    public init(world: World, frame: Rect, collectionViewLayout layout: CollectionViewFlowLayout) {
        collectionViewLayout = layout
        super.init(world: world, frame: frame)
        layout.collectionView = self
    }

    /// Creates a collection view in the current world (`World.current`), as UIKit code does.
    public convenience init(frame: Rect, collectionViewLayout layout: CollectionViewFlowLayout) {
        guard let world = World.current else {
            preconditionFailure("CollectionView(frame:collectionViewLayout:) needs a current world: "
                + "create views inside world.perform { }")
        }
        self.init(world: world, frame: frame, collectionViewLayout: layout)
    }

    // MARK: - Data

    /// The number of sections, loading the counts first if needed.
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section` as last loaded (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Whether `indexPath` names an item of the data (loading the counts first if needed).
    public func isValid(_ indexPath: IndexPath) -> Bool {
        loadCountsIfNeeded()
        return hasItem(at: indexPath)
    }

    /// Whether `indexPath` names an item of the counts as loaded, without loading.
    func hasItem(at indexPath: IndexPath) -> Bool {
        itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    /// Reads the counts from the data source if a reload is pending, then lets go of what no
    /// longer fits: cells (all of them: their content may be stale), selected paths and a
    /// touch on items that no longer exist (rule 3.8 [SIM]).
    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        batch.reset()
        itemCounts = Self.counts(from: dataSource, for: self)
        selection.removeAll { !hasItem(at: $0) }
        if let t = touch, !hasItem(at: t.indexPath) { touch = nil }
        let old = visibleCellsByIndexPath
        visibleCellsByIndexPath = [:]
        for (path, cell) in old.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: path) }
        dropSupplementaryViews()
        collectionViewLayout.invalidateLayout()
    }

    /// The counts the data source reports now (none without a data source).
    static func counts(from dataSource: CollectionViewDataSource?, for view: CollectionView) -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: view))
        return (0..<sections).map { max(0, dataSource.collectionView(view, numberOfItemsInSection: $0)) }
    }

    /// The item counts the layout uses: the loaded ones.
    var itemCountsForLayout: [Int] {
        loadCountsIfNeeded()
        return itemCounts
    }

    // MARK: - Layout

    /// The size of the content (`contentSize`), from the layout.
    public var contentSize: Size { collectionViewLayout.collectionViewContentSize }

    /// The layout attributes of the item at `indexPath`, or nil if there is no such item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        loadCountsIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The visible part of the content: the content offset and the view's size, as a scroll
    /// view's bounds are.
    public override var bounds: Rect { Rect(origin: contentOffsetStorage, size: frame.size) }

    /// The part of the content on screen (`visibleRect`): the bounds.
    public var visibleRect: Rect { bounds }

    /// The item whose frame contains `point` (content coordinates), if any.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        let probe = Rect(origin: point, size: Size(width: 1e-9, height: 1e-9))
        return collectionViewLayout.indexPathsForItems(in: probe).first
    }

    /// Lays out the visible cells for the current bounds, offset and data.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleCells()
    }
}
