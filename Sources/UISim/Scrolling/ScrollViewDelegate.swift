// ScrollViewDelegate: UIScrollViewDelegate's calls about a finger's scroll (rule 12.2). Table
// and collection delegates that also conform hear them, as UITableViewDelegate and
// UICollectionViewDelegate inherit UIScrollViewDelegate.

/// The scroll news of a list the finger moves (`UIScrollViewDelegate`); every method optional.
///
/// Kept apart from `TableViewDelegate`/`CollectionViewDelegate` so that a delegate hears them
/// by conforming to this protocol too; the list asks `delegate as? ScrollViewDelegate`.
public protocol ScrollViewDelegate: AnyObject {
    /// The finger began to move the content (`scrollViewWillBeginDragging`).
    func scrollViewWillBeginDragging(_ scrollView: View)
    /// The content offset changed, once a frame while it moves (`scrollViewDidScroll`).
    func scrollViewDidScroll(_ scrollView: View)
    /// The finger lifts: `velocity` in points per millisecond, and where the content will come
    /// to rest, which the delegate may change (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    func scrollViewWillEndDragging(_ scrollView: View, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The finger lifted; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: View, willDecelerate decelerate: Bool)
    /// The content moves on after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: View)
    /// The content came to rest (or, on iOS ≥ 13, a touch stopped it: rule 12.9).
    func scrollViewDidEndDecelerating(_ scrollView: View)
}

extension ScrollViewDelegate {
    public func scrollViewWillBeginDragging(_ scrollView: View) {}
    public func scrollViewDidScroll(_ scrollView: View) {}
    public func scrollViewWillEndDragging(_ scrollView: View, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: View, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: View) {}
    public func scrollViewDidEndDecelerating(_ scrollView: View) {}
}
