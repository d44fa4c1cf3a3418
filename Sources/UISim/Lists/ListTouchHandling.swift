// ListTouchHandling: the touch-down half of a tap, shared by tables and collections. Both
// highlight the same way (rules 1.12, 1.13, 3.5); only the delegate calls' names differ, so each
// list supplies those and the sequence lives here once.

/// A list that tracks a finger: what `beginTouch(at:)` needs of it.
protocol ListTouchHandling: AnyObject {
    /// The finger currently down, if any.
    var touch: ListTouch? { get set }
    /// Brings cells up to date and checks that `indexPath` names an element (a precondition).
    func prepareTouch(at indexPath: IndexPath)
    /// Whether a touch may highlight and select now (selection allowed in the current mode).
    var acceptsTouches: Bool { get }
    /// Ends a touch without selecting (its highlight goes).
    func cancel(_ t: ListTouch)
    /// Asks the delegate's `shouldHighlight…At` (default true), recording the call.
    func shouldHighlight(_ indexPath: IndexPath) -> Bool
    /// Sets the element's cell highlighted, recording the setter.
    func setCellHighlighted(at indexPath: IndexPath, _ highlighted: Bool, animated: Bool)
    /// Tells the delegate `didHighlight…At`, recording the call.
    func didHighlight(_ indexPath: IndexPath)
    /// The delegate refused the highlight of the touched element (the collection view's rule
    /// 3.6); by default nothing more happens (rule 1.13).
    func highlightRefused(at indexPath: IndexPath)
}

extension ListTouchHandling {
    /// The finger goes down: a touch already down is cancelled, then, if the list accepts
    /// touches and the delegate allows it, the element highlights with `animated: false`
    /// (rules 1.13, 3.5). Nothing is selected until the finger lifts (rule 1.12).
    func beginTouch(at indexPath: IndexPath) {
        prepareTouch(at: indexPath)
        if let t = touch { cancel(t) }
        guard acceptsTouches else { return }
        touch = ListTouch(indexPath: indexPath, isHighlighted: false)
        guard shouldHighlight(indexPath) else { return highlightRefused(at: indexPath) }
        setCellHighlighted(at: indexPath, true, animated: false)
        touch?.isHighlighted = true
        didHighlight(indexPath)
    }

    func highlightRefused(at indexPath: IndexPath) {}
}
