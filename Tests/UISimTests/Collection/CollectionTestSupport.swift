// CollectionTestSupport: a data source, a delegate and a grid factory for the collection tests.
@testable import UISim

/// A data source with mutable counts that dequeues registered cells.
final class GridDataSource: CollectionViewDataSource {
    /// Items per section; change it inside an update block, as UIKit asks (rule 2.6).
    var counts: [Int]
    /// The reuse identifier of every cell.
    let identifier: String
    /// How many times `cellForItemAt` was asked.
    private(set) var cellRequests = 0

    init(counts: [Int], identifier: String = "cell") {
        self.counts = counts
        self.identifier = identifier
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

/// A delegate whose answers tests choose; the collection view logs every call in `world.log`.
final class GridDelegate: CollectionViewDelegate {
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldDeselect: (IndexPath) -> Bool = { _ in true }
    /// Runs inside `didSelectItemAt`.
    var onDidSelect: (IndexPath) -> Void = { _ in }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        shouldHighlight(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        shouldDeselect(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        onDidSelect(indexPath)
    }
}

/// A collection view on screen with its data source and delegate (kept alive: both are weak).
struct Grid {
    let world: World
    let view: CollectionView
    let dataSource: GridDataSource
    let delegate: GridDelegate

    var layout: CollectionViewFlowLayout { view.collectionViewLayout }

    /// The log since the last `clearLog()`: delegate calls and cell setter calls, in order.
    var log: [String] { world.log }

    /// Only the delegate calls of the log (the cell setter calls left out).
    var delegateLog: [String] { world.log.filter { $0.hasPrefix("collectionView(") } }
}

/// A 390 × 844 grid of 100-point items (three per line, 110 points per line).
func makeGrid(_ counts: [Int] = [30], width: Double = 390, height: Double = 844,
              configure: (CollectionView) -> Void = { _ in }) -> Grid {
    let world = World()
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    let view = CollectionView(world: world, frame: Rect(x: 0, y: 0, width: width, height: height),
                              collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = GridDataSource(counts: counts)
    let delegate = GridDelegate()
    view.dataSource = dataSource
    view.delegate = delegate
    configure(view)
    view.layoutIfNeeded()
    world.clearLog()
    return Grid(world: world, view: view, dataSource: dataSource, delegate: delegate)
}

/// `IndexPath(item:section:)`, short (named apart from the table tests' `ip`).
func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }
