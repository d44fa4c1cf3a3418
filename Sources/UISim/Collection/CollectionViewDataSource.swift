// CollectionViewDataSource: what a collection view asks for its sections, items and cells.

/// The object that supplies a collection view's items and cells (`UICollectionViewDataSource`).
///
/// The two required methods have no default, as in UIKit. The counts are read when the
/// collection view first needs them, on `reloadData()` and at the end of a batch update, and
/// remembered in between (rule 2.6, shared with the table): update the model inside the
/// update block.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

    /// The number of sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int

    /// The cell for the item at `indexPath`; get it from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
