// SwipeActions: UIContextualAction and UISwipeActionsConfiguration — the buttons a row shows
// when swiped sideways, and whether a full swipe performs the first (rules 13.1–13.3).

/// A button revealed by swiping a row, like `UIContextualAction`.
public final class ContextualAction {
    /// `UIContextualAction.Style`: a destructive action is drawn red (rule 13.3).
    public enum Style: Sendable, Equatable { case normal, destructive }

    /// The action's style.
    public let style: Style
    /// The button's title.
    public let title: String
    /// Runs when the user taps the button or performs it with a full swipe. The handler must
    /// call the completion, true when it performed the action; the row closes then (rule 13.5).
    public let handler: (ContextualAction, @escaping (Bool) -> Void) -> Void

    /// Whether the row stays open after the handler, as a `UITableViewRowAction`'s does (rule 13.12).
    public let keepsRowOpen: Bool

    public init(style: Style, title: String, handler: @escaping (ContextualAction, @escaping (Bool) -> Void) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        keepsRowOpen = false
    }

    /// A `UITableViewRowAction` (`editActionsForRowAt`, iOS 8–13): its handler has no completion,
    /// and the row stays open after it until something closes it (rule 13.12).
    public init(rowActionStyle style: Style, title: String, handler: @escaping (ContextualAction) -> Void) {
        self.style = style
        self.title = title
        self.handler = { action, _ in handler(action) }
        keepsRowOpen = true
    }
}

/// The actions of one edge of a row, like `UISwipeActionsConfiguration`.
public final class SwipeActionsConfiguration {
    /// The actions, the first nearest the row's edge; the first is the one a full swipe performs
    /// (rule 13.2).
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action (default true, rule 13.2).
    @exclusivity(unchecked) public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) { self.actions = actions }
}

/// The edge of a row whose actions a swipe reveals: swiping left shows the trailing actions.
public enum SwipeEdge: Sendable, Equatable {
    case leading, trailing
}

/// `UITableViewCell.EditingStyle`, as the old swipe-to-delete path asks it (rule 13.6): the
/// same style editing mode shows as a control (rule 14.2).
public typealias RowEditingStyle = TableViewCell.EditingStyle
