// TableView: UITableView — rows in sections, their geometry, their cells, selection and updates.

/// A scrolling list of rows in sections, like `UITableView`.
///
/// The table keeps what UIKit keeps: the row counts it last loaded (rule 2.6), the row heights
/// (a `HeightIndex`, measured or estimated, rules 2.14–2.17), the selection (a
/// `SelectionModel`, the source of truth for cells, rule 1.11), cells for the visible rows only
/// (reused through a `ReusePool`), and a `BatchUpdates` record while a batch is open.
///
/// Concerns live in extension files: `+Loading` (counts, heights, `reloadData`, layout),
/// `+Cells` (registration, dequeue, visible cells), `+Geometry` (rects, visible rows),
/// `+Scrolling` (rule 2.20), `+Selection` (programmatic selection, rules 1.4–1.10), `+Taps`
/// (user touches, rules 1.12–1.18), `+BatchUpdates` and `+ApplyUpdates` (rules 1.21–1.23,
/// 2.1–2.13) and `+Invariants` (STYLE practice 12).
///
/// Layout happens on demand: every query lays the table out first if something changed, as if
/// a run-loop turn had passed. Selection and highlight calls are recorded in `world.log`
/// (delegate calls as `tableView(_:didSelectRowAt: [0, 1])`, cell setters as
/// `cell [0, 1] setSelected(true, animated: false)`); height, display and data-source calls
/// are not, since a table without estimation asks a height for every row.
///
/// One thing depends on the simulated UIKit: how an update lays out cells, read in one place
/// (`layOut(_:duringUpdate:)` in `+Cells`, from `world.uikit.tableLaysOutCellsWithoutAnimation`,
/// rules 9.1–9.3). `+Presentation` reads what is drawn mid-animation in table coordinates.
open class TableView: View {
    // MARK: - Constants

    /// `UITableView.automaticDimension`: its value is −1 (rule 2.14).
    public static let automaticDimension: Double = -1
    /// The height a row gets when its height is `automaticDimension` [SIM]: the simulation has
    /// no Auto Layout, so self-sizing rows are the standard cell height.
    public static let defaultRowHeight: Double = 44
    /// How long a batch update animates, before inheritance (rule 2.11).
    public static let updateAnimationDuration: Double = 0.3

    // MARK: - Declaration

    /// The table's style, fixed at creation: plain tables float their section headers and pad
    /// them on iOS ≥ 15 (rules 17.3, 17.8).
    public let style: Style

    /// Supplies rows and cells; setting it reloads on next use (selection cleared, as
    /// `reloadData()` does).
    @exclusivity(unchecked) public weak var dataSource: TableViewDataSource? { didSet { invalidateData() } }
    /// Asked for heights and about selection; setting it re-reads heights on next use.
    @exclusivity(unchecked) public weak var delegate: TableViewDelegate? { didSet { invalidateHeights() } }

    /// Row height when the delegate gives none (default `automaticDimension`, rule 2.14).
    @exclusivity(unchecked) public var rowHeight: Double = TableView.automaticDimension { didSet { invalidateHeights() } }
    /// Estimate for unmeasured rows; 0 turns estimation off (rule 2.15). Default from the era
    /// (`tablesEstimateHeightsByDefault`, rule 18.1): `automaticDimension` from iOS 11, 0 before.
    @exclusivity(unchecked) public var estimatedRowHeight: Double = TableView.automaticDimension { didSet { invalidateHeights() } }
    /// `estimatedSectionHeaderHeight`: stored with the era's default (rule 18.1); headers are
    /// measured at load in every case, so it changes no geometry [SIM] (rule 18.2).
    @exclusivity(unchecked) public var estimatedSectionHeaderHeight: Double = TableView.automaticDimension
    /// `estimatedSectionFooterHeight`: as the header's (rule 18.2).
    @exclusivity(unchecked) public var estimatedSectionFooterHeight: Double = TableView.automaticDimension
    /// Header height of every section when the delegate gives none; default −1
    /// (`automaticDimension`: fits the title, 0 without one, rule 17.1).
    @exclusivity(unchecked) public var sectionHeaderHeight: Double = TableView.automaticDimension { didSet { invalidateHeights() } }
    /// Footer height of every section when the delegate gives none; default −1, as the header's.
    @exclusivity(unchecked) public var sectionFooterHeight: Double = TableView.automaticDimension { didSet { invalidateHeights() } }

    /// (iOS ≥ 15) The padding above each section header that shows something; default
    /// `automaticDimension`: 22 in the plain style, 0 in the grouped ones (rule 17.8). Ignored
    /// before iOS 15, where UIKit has no such property.
    @exclusivity(unchecked) public var sectionHeaderTopPadding: Double = TableView.automaticDimension { didSet { invalidateHeights() } }

    /// A view above all sections; its frame's height pushes the rows down (rule 2.18).
    @exclusivity(unchecked) public var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below all sections.
    @exclusivity(unchecked) public var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// The margins around the content (`contentInset`); used by scrolling (rule 2.20).
    @exclusivity(unchecked) public var contentInset = EdgeInsets.zero
    /// The point of the content at the top-left corner of the table; changing it scrolls.
    @exclusivity(unchecked) public var contentOffset = Point.zero { didSet { setNeedsLayout() } }

    // MARK: Selection flags (rules 1.1–1.3)

    /// Whether the user can select rows outside editing (default true).
    @exclusivity(unchecked) public var allowsSelection = true
    /// Whether the user can select several rows outside editing (default false).
    @exclusivity(unchecked) public var allowsMultipleSelection = false
    /// Whether the user can select rows while editing (default false).
    @exclusivity(unchecked) public var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows while editing (default false).
    @exclusivity(unchecked) public var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode; chooses which pair of flags applies. Set it through
    /// `setEditing(_:animated:)` for UIKit's side effects (rule 1.24).
    @exclusivity(unchecked) public var isEditing = false

    // MARK: - State

    /// Rows per section as last loaded (rule 2.6); nil until the first load or after
    /// `reloadData()`.
    @exclusivity(unchecked) var loadedCounts: [Int]?
    /// Whether heights must be read again (a height property or the delegate changed).
    @exclusivity(unchecked) var heightsAreStale = false
    /// Row geometry.
    @exclusivity(unchecked) var heights = HeightIndex()
    /// The bytes of `heights` the world's memory budget granted (TableView+Memory).
    @exclusivity(unchecked) var heightsReservation: MemoryReservation
    /// The selected rows.
    @exclusivity(unchecked) var selection = SelectionModel()
    /// The batch being recorded.
    @exclusivity(unchecked) var updates = BatchUpdates(kind: .table)
    /// The completions of the `performBatchUpdates` blocks of the open batch.
    @exclusivity(unchecked) var batchCompletions: [(Bool) -> Void] = []
    /// The row animations named by the recorded changes.
    @exclusivity(unchecked) var pendingRowAnimations = PendingRowAnimations()
    /// The cells on screen, by the row they show.
    @exclusivity(unchecked) var cellsByIndexPath: [IndexPath: TableViewCell] = [:]
    /// Cells leaving the screen in an update animation; reused when it ends.
    @exclusivity(unchecked) var exitingCells: [ObjectIdentifier: TableViewCell] = [:]
    /// Registered cell makers and the cells waiting for reuse.
    @exclusivity(unchecked) var pool = ReusePool<TableViewCell>()
    /// Registered header and footer view makers and the views waiting for reuse (rule 17.2).
    @exclusivity(unchecked) var headerFooterPool = ReusePool<TableViewHeaderFooterView>()
    /// The padding above each padded header, by section, recorded with the heights (rule 17.8).
    @exclusivity(unchecked) var headerPaddings: [Int: Double] = [:]
    /// The header and footer views on screen (TableView+SectionViews).
    @exclusivity(unchecked) var sectionViewsByKey: [SectionViewKey: View] = [:]
    /// The finger between `touchDown` and `touchUp`/`touchCancel`.
    @exclusivity(unchecked) var touch: ListTouch?
    /// Whether something changed since the last layout (mirrors the view's own flag, which is
    /// private to `View`, so queries can skip a layout pass that would do nothing).
    @exclusivity(unchecked) var needsTableLayout = true
    /// Set while layout adds a cell, so that adding it does not mark the table for layout again.
    @exclusivity(unchecked) var isAddingCell = false
    /// Scrolling with a finger (Scrolling/): a table bounces vertically even when short (12.6).
    @exclusivity(unchecked) public var scrolling = ScrollGestureState(alwaysBounceVertical: true)
    /// The row whose Delete confirmation button is out in editing mode (TableView+Editing).
    @exclusivity(unchecked) var deleteConfirmationRow: IndexPath?
    /// The row the user is dragging by its reorder control (TableView+Reorder).
    @exclusivity(unchecked) public internal(set) var reorder: TableReorder?
    /// The row swiped open or being swiped (TableView+Swipe, rules 13.4–13.9).
    @exclusivity(unchecked) var rowSwipe: RowSwipe?
    /// The row being reconfigured and its cell, which dequeue hands back (TableView+Reconfigure).
    @exclusivity(unchecked) var reconfiguring: Reconfiguring<TableViewCell>?
    /// Cells made and sized for self-sizing rows during a layout pass, waiting to be displayed
    /// by the same pass (rule 18.3: the cell made for sizing is the one shown); at most a screenful.
    @exclusivity(unchecked) var sizedCells: [IndexPath: TableViewCell] = [:]

    // MARK: - Initialisers

    /// Creates a table in `world` (`init(frame:style:)`).
    public init(world: World, frame: Rect, style: Style = .plain) {
        self.style = style
        heightsReservation = MemoryReservation(world.memoryBudget)
        super.init(world: world, frame: frame)
        if !world.uikit.tablesEstimateHeightsByDefault {   // rule 18.1: no estimates before iOS 11
            estimatedRowHeight = 0
            estimatedSectionHeaderHeight = 0
            estimatedSectionFooterHeight = 0
        }
    }

    deinit { heightsReservation.releaseAll() }

    /// Creates a table in the current world (`World.current`), as UIKit code does.
    public convenience init(frame: Rect, style: Style = .plain) {
        guard let world = World.current else {
            preconditionFailure("TableView(frame:style:) needs a current world: create views inside world.perform { }")
        }
        self.init(world: world, frame: frame, style: style)
    }

    // MARK: - View

    /// The visible part of the content: the content offset and the table's size.
    public override var bounds: Rect { Rect(origin: contentOffset, size: frame.size) }

    /// Marks the table for layout; queries lay it out before answering.
    public override func setNeedsLayout() {
        if !isAddingCell { needsTableLayout = true }
        super.setNeedsLayout()
    }

    /// Lays the table out: loads counts and heights if needed, measures the visible rows and
    /// gives them cells (see `+Loading`). Override only to add to it, calling `super`.
    open override func layoutSubviews() {
        layoutTable()
    }

    /// Enters or leaves editing mode (`setEditing(_:animated:)`); selection flags switch pairs.
    ///
    /// Switching modes drops the selection, as `selectRow(at: nil)` does: no delegate calls,
    /// the cells deselected with `animated` (rule 1.24 [UNK]+[SIM]). A call that does not change
    /// the mode changes nothing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if let s = swipedRow { closeSwipe(s) }   // a row swiped open closes first (rule 13.11 [SIM])
        guard editing != isEditing else { return }
        isEditing = editing
        selectRow(at: nil, animated: animated, scrollPosition: .none)
        updateEditingControls(animated: animated)
    }

    // MARK: - Invalidation

    /// The data source changed: as after `reloadData()`, counts, heights and cells are loaded
    /// again, on next use.
    func invalidateData() {
        world.perform { forgetLoadedData() }
        _checkInvariants()
    }

    /// A height setting changed: heights are read again on next use.
    func invalidateHeights() {
        heightsAreStale = true
        setNeedsLayout()
    }

    private func replaceAccessoryView(_ old: View?, with new: View?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }
}
