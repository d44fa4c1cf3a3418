// FlowLayout: UICollectionViewFlowLayout — items of one size in justified lines (rules 3.10–3.12).

/// A grid of same-sized items laid out in lines, with headers, footers and section insets.
///
/// The frames follow rule 3.12 exactly: the number of items per line comes from
/// `minimumInteritemSpacing`, the real spacing is then widened so full lines are justified, a
/// single item per line is centred, and a partly filled last line keeps the columns of the
/// lines above (left-aligned). Only uniform item sizes are modelled: there is no
/// `sizeForItemAt` delegate, because the spec records UIKit's alignment only for that case.
///
/// The layout reads its collection view's bounds, content inset and item counts in `prepare()`
/// and caches one `SectionGeometry` per section, so each query is arithmetic on that cache.
/// Changing any property invalidates the cache, as UIKit's setters do.
open class CollectionViewFlowLayout {
    /// The collection view this layout serves; set by the collection view.
    public internal(set) weak var collectionView: CollectionView?

    // MARK: - Properties (defaults: rule 3.10)

    /// The size of every item (default 50 × 50).
    @exclusivity(unchecked) public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between items of one line (default 10); only used to count items per
    /// line, the real spacing can be wider (rule 3.11).
    @exclusivity(unchecked) public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The space between lines (default 10, rule 3.11).
    @exclusivity(unchecked) public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    /// Margins around each section's items (default zero).
    @exclusivity(unchecked) public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// Whether lines run across (vertical scrolling) or down (horizontal).
    @exclusivity(unchecked) public var scrollDirection = CollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Each section header's size; only the extent along the scrolling axis counts, 0 means
    /// no header (rule 3.10).
    @exclusivity(unchecked) public var headerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// Each section footer's size; as `headerReferenceSize`.
    @exclusivity(unchecked) public var footerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// An estimate that turns self-sizing on when non-zero (default zero, rule 3.10).
    ///
    /// [SIM] Cells here have no content to measure, so a self-sizing layout places every item
    /// at the estimated size; `itemSize` is then unused, as in UIKit.
    @exclusivity(unchecked) public var estimatedItemSize = Size.zero { didSet { invalidateLayout() } }

    /// Whether each section's header sticks to the top of the visible bounds while its section
    /// passes (default false, rules 17.5, 17.6). Queries then answer the pinned frames; they
    /// depend on the content offset, so they are computed at each query, not cached.
    @exclusivity(unchecked) public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether each section's footer sticks to the bottom of the visible bounds (default false).
    @exclusivity(unchecked) public var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Whether self-sizing is on: any non-zero `estimatedItemSize` (rule 3.10).
    public var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The size the frames use: the estimate while self-sizing, otherwise `itemSize`.
    public var effectiveItemSize: Size { isSelfSizing ? estimatedItemSize : itemSize }

    /// Creates a flow layout with UIKit's defaults (rule 3.10).
    public init() {}

    // MARK: - Cache

    /// The geometry of each section, or nil when it must be recomputed.
    @exclusivity(unchecked) private var cache: [SectionGeometry]?
    @exclusivity(unchecked) private var cachedContentSize = Size.zero

    /// Drops the cached geometry; the next query recomputes it (`invalidateLayout()`).
    open func invalidateLayout() {
        cache = nil
    }

    /// Computes the geometry from the collection view (`prepare()`).
    open func prepare() {
        guard let cv = collectionView else {
            prepare(boundsSize: .zero, contentInset: .zero, itemCounts: [])
            return
        }
        prepare(boundsSize: cv.bounds.size, contentInset: cv.contentInset, itemCounts: cv.itemCountsForLayout)
    }

    /// Computes the geometry for explicit inputs; `prepare()` passes the collection view's.
    ///
    /// - Parameters:
    ///   - boundsSize: the collection view's bounds size.
    ///   - contentInset: the collection view's content inset.
    ///   - itemCounts: the number of items in each section.
    /// - Complexity: O(sections).
    func prepare(boundsSize: Size, contentInset: EdgeInsets, itemCounts: [Int]) {
        let axis = Axis(scrollDirection)
        let metrics = SectionGeometry.Metrics(
            available: axis.cross(boundsSize) - axis.crossInsets(contentInset) - axis.crossInsets(sectionInset),
            item: effectiveItemSize, interitem: minimumInteritemSpacing, line: minimumLineSpacing,
            inset: sectionInset, header: axis.along(headerReferenceSize), footer: axis.along(footerReferenceSize),
            axis: axis)
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(itemCounts.count)
        var start = 0.0
        for count in itemCounts {
            let section = SectionGeometry(start: start, itemCount: count, metrics: metrics)
            sections.append(section)
            start = section.end
        }
        cache = sections
        let cross = axis.cross(boundsSize) - axis.crossInsets(contentInset)
        cachedContentSize = axis.size(along: start, cross: max(0, cross))
    }

    /// The cached geometry, computed first if needed.
    var sections: [SectionGeometry] {
        if cache == nil { prepare() }
        return cache ?? []
    }

    // MARK: - Queries

    /// The size of all the content: the sum of the sections along the scrolling axis, and the
    /// collection view's width (or height) inside its content inset across it (rule 3.12).
    open var collectionViewContentSize: Size {
        if cache == nil { prepare() }
        return cachedContentSize
    }

    /// The attributes of the item at `indexPath`, or nil if there is no such item.
    ///
    /// - Complexity: O(1) once prepared.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let all = sections
        guard all.indices.contains(indexPath.section) else { return nil }
        let section = all[indexPath.section]
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        return CollectionViewLayoutAttributes(forCellWith: indexPath, frame: section.frame(ofItem: indexPath.item))
    }

    /// The attributes of a section's header or footer, or nil if it has none (size 0 along
    /// the scrolling axis) or the section does not exist. With pinning on, the pinned frame
    /// (rule 17.6).
    open func layoutAttributesForSupplementaryView(ofKind kind: String,
                                                   at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let all = sections
        guard all.indices.contains(indexPath.section) else { return nil }
        let frame: Rect?
        switch kind {
        case CollectionView.elementKindSectionHeader: frame = pinnedHeaderFrame(all[indexPath.section])
        case CollectionView.elementKindSectionFooter: frame = pinnedFooterFrame(all[indexPath.section])
        default: frame = nil
        }
        guard let frame else { return nil }
        return CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind,
                                              with: IndexPath(item: 0, section: indexPath.section), frame: frame)
    }

    /// The attributes of every item, header and footer whose frame meets `rect`, in section
    /// order with each section's header first, then its items in order, then its footer.
    ///
    /// - Complexity: O(sections + k) for k results: only the lines crossing `rect` are visited.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        for (s, section) in sections.enumerated() {
            if let header = pinnedHeaderFrame(section), header.intersects(rect) {
                result.append(.init(forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                    with: IndexPath(item: 0, section: s), frame: header))
            }
            for item in section.items(meeting: rect) {
                result.append(.init(forCellWith: IndexPath(item: item, section: s), frame: section.frame(ofItem: item)))
            }
            if let footer = pinnedFooterFrame(section), footer.intersects(rect) {
                result.append(.init(forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                                    with: IndexPath(item: 0, section: s), frame: footer))
            }
        }
        return result
    }

    /// The index paths of the items whose frames meet `rect`, ascending.
    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (s, section) in sections.enumerated() {
            for item in section.items(meeting: rect) { result.append(IndexPath(item: item, section: s)) }
        }
        return result
    }
}
