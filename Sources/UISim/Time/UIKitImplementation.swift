// UIKitImplementation: the few places where UIKit's own implementation changed between iOS
// versions, named as mechanisms. This is the only place the simulated version is read: scenario
// code, tests and the seeds never branch on it, and every era difference falls out of these
// mechanisms (README, "The two eras"; docs/uikit-behaviour.md, section 0).

/// How the simulated UIKit is built, derived from the iOS version.
public struct UIKitImplementation: Sendable, Equatable {
    /// iOS ≤ 10: a percent-driven interactive transition pauses the container layer
    /// (`speed = 0`) and scrubs its `timeOffset`, catching every animation added below it
    /// (rules 0.2, 7.4). iOS ≥ 11: it drives a property animator that owns only the
    /// transition's animations and the alongside blocks (rule 0.3).
    public var interactiveTransitionsScrubTheContainerLayer: Bool
    /// iOS 10: the table lays out cells inside `performWithoutAnimation` during an update, so a
    /// cell's content view snaps to its final layout while the cell's frame animates (rules
    /// 9.1–9.3). Earlier and later versions animate both.
    public var tableLaysOutCellsWithoutAnimation: Bool
    /// iOS ≥ 11: `UITableViewController`/`UICollectionViewController` deselect alongside the
    /// transition and restore on cancel (rules 8.4, 8.6); iOS ≤ 10 waits for an interactive
    /// transition to end and deselects only if it completes (rule 8.2).
    public var controllersDeselectAlongsideTransitions: Bool
    /// iOS ≥ 16: a tap on a row or item asks `canPerformPrimaryAction…` and calls
    /// `performPrimaryAction…` after the selection calls (rules 1.14 step 6, 3.40).
    public var listsPerformPrimaryActions: Bool
    /// iOS ≥ 13: a touch that stops a decelerating scroll view sends
    /// `scrollViewDidEndDecelerating`; earlier versions send nothing (rule 12.9).
    public var scrollViewsEndDecelerationWhenTouched: Bool
    /// iOS ≥ 13: `pageSheet` and `formSheet` show as a card over the presenter on an iPhone, which
    /// stays on screen and gets no appearance calls, the user can pull the card down, and
    /// `automatic` resolves to `pageSheet`. iOS ≤ 12: on an iPhone (compact width) both adapt to
    /// full screen and `automatic` is `fullScreen` (rules 15.1–15.3, 8.5).
    public var sheetsCoverOnlyPartOfTheScreen: Bool
    /// iOS ≥ 18: `automatic` resolves to `formSheet` rather than `pageSheet` (rule 15.1); on an
    /// iPhone both show as the same card.
    public var automaticPresentationIsFormSheet: Bool
    /// iOS ≥ 11: a swiped row asks the delegate for `UISwipeActionsConfiguration`s, on both
    /// edges, and a full swipe performs the first action; earlier a row shows only the Delete
    /// button of `commit editingStyle`, without a full swipe (rules 13.1, 13.6).
    public var tableRowsHaveSwipeActionsConfigurations: Bool
    /// iOS ≥ 15: tables have `sectionHeaderTopPadding`, automatic by default, which puts 22
    /// points above each section header of a plain table (rule 17.8); earlier there is no such
    /// property and no padding.
    public var plainTablesPadSectionHeaders: Bool
    /// iOS ≥ 13: `UITableViewDiffableDataSource` / `UICollectionViewDiffableDataSource` exist
    /// (rule 16.24); earlier a list has only the classic data source.
    public var listsHaveDiffableDataSources: Bool
    /// iOS ≥ 15: a diffable `apply(…, animatingDifferences: false)` diffs and runs the batch
    /// without animation, and `applySnapshotUsingReloadData` exists; iOS 13–14 reload the list
    /// instead (`reloadData`: every cell asked again, the selection emptied; rules 16.8, 16.9).
    public var diffableApplyAlwaysDiffs: Bool
    /// iOS ≥ 15: lists reconfigure cells in place (`reconfigureRows/Items(at:)`, a snapshot's
    /// `reconfigureItems`), keeping the cell and its selection (rule 16.14).
    public var listsReconfigureCells: Bool
    /// iOS ≥ 11: a table estimates row, section header and section footer heights by default
    /// (`estimatedRowHeight` and the section estimates default to `automaticDimension`), so rows
    /// are measured as they show and self-sizing is on; iOS ≤ 10: the defaults are 0, every
    /// row's height is asked for on load (rules 18.1, 2.15, 2.16).
    public var tablesEstimateHeightsByDefault: Bool

    /// UIKit as shipped in iOS `version`.
    public init(iosVersion version: Int) {
        interactiveTransitionsScrubTheContainerLayer = version <= 10
        tableLaysOutCellsWithoutAnimation = version == 10
        controllersDeselectAlongsideTransitions = version >= 11
        listsPerformPrimaryActions = version >= 16
        scrollViewsEndDecelerationWhenTouched = version >= 13
        sheetsCoverOnlyPartOfTheScreen = version >= 13
        automaticPresentationIsFormSheet = version >= 18
        tableRowsHaveSwipeActionsConfigurations = version >= 11
        plainTablesPadSectionHeaders = version >= 15
        listsHaveDiffableDataSources = version >= 13
        diffableApplyAlwaysDiffs = version >= 15
        listsReconfigureCells = version >= 15
        tablesEstimateHeightsByDefault = version >= 11
    }
}

extension World {
    /// The UIKit implementation this world simulates.
    public var uikit: UIKitImplementation { UIKitImplementation(iosVersion: iosVersion) }
}
