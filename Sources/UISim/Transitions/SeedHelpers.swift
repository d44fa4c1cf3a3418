// SeedHelpers: the two extension helpers from the seed gist's comments, shipped ready to use
// (spec rule 0.5). They are UIKit code compiled against UISim unchanged.

extension TableView {
    /// Deselects the selected row alongside `transitionCoordinator`, selecting it again if the
    /// transition is cancelled; without a coordinator, deselects with `animated`.
    public func deselectRow(with transitionCoordinator: TransitionCoordinator?, animated: Bool) {
        guard let selectedIndexPath = self.indexPathForSelectedRow else { return }
        guard let coordinator = transitionCoordinator else {
            self.deselectRow(at: selectedIndexPath, animated: animated)
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.deselectRow(at: selectedIndexPath, animated: true)
        }, completion: { context in
            if context.isCancelled {
                self.selectRow(at: selectedIndexPath, animated: false, scrollPosition: .none)
            }
        })
    }
}

extension ViewController {
    /// The collection-view helper of the second seed, the article "How to Improve UITableView
    /// and UICollectionView Cell Deselection with Swift Code Examples", as written there:
    /// deselects the first selected item alongside the transition and selects it again if the
    /// transition is cancelled; without a transition (or with `withTransition == false`) it
    /// deselects with animation.
    public func deselectItem(withTransition: Bool = true, collectionView: CollectionView?) {
        guard let collectionView = collectionView else { return }

        if let indexPath = collectionView.indexPathsForSelectedItems?.first {
            if withTransition, let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: { context in
                    collectionView.deselectItem(at: indexPath, animated: true)}) { context in
                        if context.isCancelled {
                            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                        }
                    }
            } else {
                collectionView.deselectItem(at: indexPath, animated: true)
            }
        }
    }
}
