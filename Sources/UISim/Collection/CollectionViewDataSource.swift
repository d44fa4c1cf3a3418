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

    /// The header or footer of `kind` for the section of `indexPath`; get it from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` (rule 17.9).
    ///
    /// Asked only when `providesSupplementaryViews` is true, which stands for Objective-C's
    /// "responds to selector": the answer must be a view dequeued in that call, else UIKit's
    /// exception (rule 17.9).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionViewCell?

    /// Whether the data source implements `viewForSupplementaryElementOfKind` (default false:
    /// the layout's header and footer frames exist but no views show, rule 17.9 [SIM]).
    var providesSupplementaryViews: Bool { get }
}

extension CollectionViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// Not implemented: no supplementary views (rule 17.9 [SIM]).
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionViewCell? { nil }

    /// Not implemented unless the data source says so.
    public var providesSupplementaryViews: Bool { false }
}
