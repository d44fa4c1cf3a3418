// The seed snippets (the smileyborg gist,
// gist.github.com/smileyborg/ec4812c146f575cd006d98d681108ba8) compiled against UISim with only
// their class declarations changed, plus the naive version the seeds warn against.
@testable import UISim

/// UITableView Swift example, verbatim but for the class line.
final class SeedTableController: TableListController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selectedIndexPath = tableView.indexPathForSelectedRow {
            if let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: { _ in
                    self.tableView.deselectRow(at: selectedIndexPath, animated: true)
                }, completion: { context in
                    if context.isCancelled {
                        self.tableView.selectRow(at: selectedIndexPath, animated: false, scrollPosition: .none)
                    }
                })
            } else {
                tableView.deselectRow(at: selectedIndexPath, animated: animated)
            }
        }
    }
}

/// UICollectionView Swift example, verbatim but for the class line.
final class SeedCollectionController: CollectionListController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let indexPath = collectionView.indexPathsForSelectedItems?.first {
            if let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: { _ in
                    self.collectionView.deselectItem(at: indexPath, animated: true)
                }, completion: { context in
                    if context.isCancelled {
                        self.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                    }
                })
            } else {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
    }
}

/// The gist comment's `UITableView.deselectRow(with:animated:)` extension, used as written.
final class TableExtensionController: TableListController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.tableView.deselectRow(with: self.transitionCoordinator, animated: animated)
    }
}

/// The collection form of the extension helper.
final class CollectionExtensionController: CollectionListController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        deselectItem(collectionView: collectionView)
    }
}

/// The naive version: deselect directly in viewWillAppear (what broke in iOS 11).
final class NaiveTableController: TableListController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }
}
