// CollectionView+UIKitNames: UIKit's names for the collection view's types, so UIKit code
// compiles against UISim with only its class declarations changed (as UIKitNames.swift does
// for the core types).

public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
