// CollectionViewLayoutAttributes: where a layout puts one cell, header or footer.

/// The layout information for one element of a collection view (`UICollectionViewLayoutAttributes`).
///
/// A value rather than a class: the simulation has no custom layouts that subclass attributes,
/// and a value cannot be changed behind the layout's back after it is returned.
public struct CollectionViewLayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// The kind of element the attributes describe (`UICollectionView.ElementCategory`).
    public enum ElementCategory: Hashable, Sendable {
        case cell
        case supplementaryView
    }

    /// The item (for a cell) or the section with item 0 (for a header or footer).
    public var indexPath: IndexPath
    /// The frame in the collection view's content coordinates.
    public var frame: Rect
    /// Whether this is a cell or a supplementary view.
    public var representedElementCategory: ElementCategory
    /// `elementKindSectionHeader` or `elementKindSectionFooter`; nil for cells.
    public var representedElementKind: String?

    /// Attributes for the cell at `indexPath` (`init(forCellWith:)`).
    public init(forCellWith indexPath: IndexPath, frame: Rect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `kind` (`init(forSupplementaryViewOfKind:with:)`).
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: Rect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// The frame's size.
    public var size: Size { frame.size }

    /// The frame's centre.
    public var center: Point { Point(x: frame.midX, y: frame.midY) }

    public var description: String {
        switch representedElementCategory {
        case .cell: "cell \(indexPath) \(frame)"
        case .supplementaryView: "\(representedElementKind ?? "supplementary") \(indexPath) \(frame)"
        }
    }
}
