// CollectionViewCell: UICollectionViewCell — a ListCell that a collection view lays out.

/// A cell of a collection view (`UICollectionViewCell`).
///
/// Everything selection, highlight and reuse need comes from `ListCell`, shared with the
/// table's cells, so both lists show selection the same way. The collection view sets
/// `isSelected` from its own selection whenever it shows the cell (rule 1.11 [SIM], applied to
/// collections), and sets `frame` from its layout.
///
/// [SIM] UIKit's `UICollectionViewCell.selectedBackgroundView` is nil until the app sets one,
/// so a plain cell shows no selection; here the shared selected background is there from the
/// start, so `selectionAlpha` shows selection and highlight as it does for table cells. Set
/// `selectionStyle = .none` for a cell that should show nothing.
open class CollectionViewCell: ListCell {
    /// The layout attributes the collection view last applied.
    @exclusivity(unchecked) public internal(set) var layoutAttributes: CollectionViewLayoutAttributes?

    /// Creates a cell in `world` for reuse queue `reuseIdentifier`.
    public required init(world: World, reuseIdentifier: String?) {
        super.init(world: world, reuseIdentifier: reuseIdentifier)
    }

    /// Applies `attributes` (`apply(_:)`): the frame, without animation unless a block is open.
    open func apply(_ attributes: CollectionViewLayoutAttributes) {
        layoutAttributes = attributes
        if frame != attributes.frame { frame = attributes.frame }
    }
}
