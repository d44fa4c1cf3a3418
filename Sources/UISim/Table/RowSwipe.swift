// RowSwipe: a finger swiping a table row sideways, scripted with progress like the swipe-back
// (rules 13.4–13.9).

/// The swipe of one row: `update` moves the row with the finger, `release` lets it open, close
/// or perform its first action, `tapAction` taps a button of an open row.
///
/// The row moves by `offset` points: negative to the left, revealing the trailing actions,
/// positive to the right, revealing the leading ones. [SIM] When the finger lifts the row jumps
/// to where it rests (open, closed or fully swiped): the slide is not animated (rule 13.4).
public final class RowSwipe {
    /// Where the swipe is.
    public enum State: String, Sendable {
        /// The finger is down and moves the row.
        case tracking
        /// The finger lifted with the row open, its buttons showing.
        case open
        /// An action's handler runs; the row closes when it calls its completion.
        case performing
        /// The row is back in place; the swipe is over.
        case closed
    }

    /// [SIM] The width of each action's button (UIKit sizes them by their titles).
    public static let buttonWidth = 74.0
    /// [SIM] The part of the row's width past which a release is a full swipe (rule 13.4).
    public static let fullSwipeFraction = 0.6
    /// [SIM] A flick faster than this (points per second) opens the row whatever the offset.
    public static let flickVelocity = 300.0

    /// The table, held weakly: the table keeps its open swipe.
    weak var table: TableView?
    /// The swiped row.
    public let indexPath: IndexPath
    @exclusivity(unchecked) public internal(set) var state = State.tracking
    /// How far the row has moved, in points (negative: left).
    @exclusivity(unchecked) public internal(set) var offset = 0.0
    /// The edge whose actions show, once the row has moved.
    @exclusivity(unchecked) public internal(set) var edge: SwipeEdge?
    /// The actions of each edge, asked the first time the finger moves towards it.
    @exclusivity(unchecked) var configurations: [SwipeEdge: SwipeActionsConfiguration?] = [:]
    /// Whether `willBeginEditingRowAt` was sent (then `didEndEditingRowAt` is, at the close).
    @exclusivity(unchecked) var hasBegun = false

    init(table: TableView, indexPath: IndexPath) {
        self.table = table
        self.indexPath = indexPath
    }

    /// The actions of the edge that shows (empty before the row has moved).
    public var actions: [ContextualAction] {
        guard let edge, let c = configurations[edge] ?? nil else { return [] }
        return c.actions
    }

    /// The finger is `dx` points right of where it began (negative: left). The row follows it,
    /// towards an edge only if that edge has actions (rule 13.1), by at most its width.
    public func update(translationX dx: Double) {
        guard state == .tracking, let table else { return }
        table.world.perform { table.moveSwipe(self, to: dx) }
        table._checkInvariants()
    }

    /// The finger moved a `fraction` of the row's width (−1…1, negative: left).
    public func update(_ fraction: Double) {
        guard let table else { return }
        update(translationX: fraction * table.bounds.width)
    }

    /// The finger lifts with `velocity` (points per second, negative: left). Returns the state
    /// the row rests in (rule 13.4).
    @discardableResult
    public func release(velocity: Double) -> State {
        guard state == .tracking, let table else { return state }
        table.world.perform { table.releaseSwipe(self, velocity: velocity) }
        table._checkInvariants()
        return state
    }

    /// The gesture was cancelled: the row closes.
    public func cancel() {
        guard state == .tracking, let table else { return }
        table.world.perform { table.closeSwipe(self) }
        table._checkInvariants()
    }

    /// Taps the button of the open row's action `index` (0 is the first): its handler runs
    /// (rule 13.5). Returns false when the row is not open or has no such action.
    @discardableResult
    public func tapAction(_ index: Int) -> Bool {
        guard state == .open, actions.indices.contains(index), let table else { return false }
        table.world.perform { table.perform(actions[index], of: self) }
        table._checkInvariants()
        return true
    }
}
