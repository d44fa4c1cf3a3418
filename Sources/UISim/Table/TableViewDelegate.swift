// TableViewDelegate: UITableViewDelegate — heights, selection and highlight questions and news.

/// The table's delegate, like `UITableViewDelegate`: every method is optional.
///
/// UIKit skips methods a delegate does not implement; Swift cannot ask, so each method has a
/// default here that does what UIKit does without it: heights fall back to the table's
/// `rowHeight`/`estimatedRowHeight`/section properties (rules 2.14, 2.15), `will…` methods
/// return the index path they get, `shouldHighlightRowAt` returns true (rule 1.13).
///
/// A class that conforms must declare the methods it overrides itself: Swift calls a method a
/// subclass adds only if the conforming class declared it (protocol witness rules).
public protocol TableViewDelegate: AnyObject {
    /// The height of a row (rule 2.14); default `tableView.rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// An estimate for a row not yet measured (rule 2.15); default `tableView.estimatedRowHeight`.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    /// The height of a section's header; default `tableView.sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of a section's footer; default `tableView.sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double

    /// Whether a touched row highlights (rule 1.13); default true.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight went away.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)

    /// The row the user is about to select: return it, another row, or nil to refuse (1.14).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row the user's action is about to deselect: return it, another row, or nil to refuse.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user's action deselected the row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)

    /// (iOS ≥ 16) Whether the user's tap on the row performs its primary action (rule 1.14 step
    /// 6); default: yes unless the table is editing, as UIKit documents.
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// (iOS ≥ 16) The user tapped the row for its action — navigate, show a detail — as distinct
    /// from a change of selection. Called after `willSelectRowAt`/`didSelectRowAt`, even when
    /// `willSelectRowAt` returned nil (rule 1.14 step 6).
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)

    /// A cell is about to show for a row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell stopped showing for a row (scrolled out, deleted or reloaded).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)

    // Editing mode and reordering (rules 14.2, 14.4, 14.8)

    /// The control an editable row shows in editing mode (rule 14.2); default `.delete`.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// Whether the row's content moves right for the editing control (rule 14.4); default true.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// Where a dragged row would land instead of `proposedDestinationIndexPath` (rule 14.8);
    /// default the proposal.
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath

    // Section header and footer views (rules 17.1, 17.2, TableView+SectionViews)

    /// Whether the delegate gives header views, standing for Objective-C's "responds to
    /// `viewForHeaderInSection`" (Swift cannot ask): an automatic header height then fits a
    /// view (rule 17.2 [SIM]). Default false.
    var providesHeaderViews: Bool { get }
    /// Whether the delegate gives footer views (as `providesHeaderViews`). Default false.
    var providesFooterViews: Bool { get }
    /// The view shown as a section's header, asked when the header comes into view; nil
    /// (default) shows the data source's title, if any (rule 17.1).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view shown as a section's footer (as `viewForHeaderInSection`).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A header view is about to show for a section.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// A header view stopped showing for a section.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A footer view is about to show for a section.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// A footer view stopped showing for a section.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
}

/// What UIKit does when the delegate does not implement a method (see the protocol's discussion).
extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .delete
    }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    public var providesHeaderViews: Bool { false }
    public var providesFooterViews: Bool { false }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
}
