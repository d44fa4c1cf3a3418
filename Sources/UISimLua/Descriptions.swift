// Descriptions: what `tostring` shows of views and cells — short, deterministic text naming
// the object by what a test author knows it by (its identifier, its index path, its state).
import UISim

/// A rectangle as the `Rect` table's `tostring` shows it: `{x=0, y=44, width=390, height=44}`.
func rectText(_ r: Rect) -> String {
    "{x=\(showNumber(r.minX)), y=\(showNumber(r.minY)), width=\(showNumber(r.width)), height=\(showNumber(r.height))}"
}

/// `tostring(view)`: `View 'badge' {x=0, y=0, width=20, height=20}` — the name the world's
/// explanations use (`shownName`) and the presentation frame, as `view.frame` reads it.
func viewDescription(_ v: View) -> String {
    v.shownName + " " + rectText(v.presentationFrame)
}

/// `tostring(cell)`: `TableViewCell[0, 3] selected` — its index path while its table shows it
/// (none otherwise), then `selected` and `highlighted` when they hold.
func cellDescription(_ kind: String, _ indexPath: IndexPath?, selected: Bool, highlighted: Bool) -> String {
    var text = kind + (indexPath?.description ?? "")
    if selected { text += " selected" }
    if highlighted { text += " highlighted" }
    return text
}

/// `tostring` of a table view cell (see `cellDescription`).
func tableCellDescription(_ c: TableViewCell) -> String {
    cellDescription("TableViewCell", (c.superview as? TableView)?.indexPath(for: c),
                    selected: c.isSelected, highlighted: c.isHighlighted)
}

/// `tostring` of a collection view cell (see `cellDescription`).
func collectionCellDescription(_ c: CollectionViewCell) -> String {
    cellDescription("CollectionViewCell", (c.superview as? CollectionView)?.indexPath(for: c),
                    selected: c.isSelected, highlighted: c.isHighlighted)
}

/// The Lua type name of a controller, as messages and `tostring` show it.
func controllerTypeName(_ vc: ViewController) -> String { vc.typeName }

/// `tostring(vc)`: its type and title, `TableViewController "List"` (the type alone without one).
func controllerDescription(_ vc: ViewController) -> String {
    let kind = controllerTypeName(vc)
    return vc.title.map { "\(kind) \"\($0)\"" } ?? kind
}

/// `tostring(swipe)`: `InteractivePop held at 30 %` while the finger is down, `released` after
/// `release`/`finish`/`cancel`, `ended` once complete.
func swipeDescription(_ s: InteractivePop) -> String {
    let state = s.isComplete ? "ended" : s.isInteractive ? "held" : "released"
    return "InteractivePop \(state) at \(showNumber((s.percentComplete * 1000).rounded() / 10)) %"
}

/// `tostring(c)`: `TransitionCoordinator interactive at 30 %`, or `animated`, `cancelled`.
func coordinatorDescription(_ c: TransitionCoordinator) -> String {
    var words = [c.isInteractive ? "interactive" : c.isAnimated ? "animated" : "not animated"]
    if c.isCancelled { words.append("cancelled") }
    return "TransitionCoordinator " + words.joined(separator: ", ")
        + (c.isInteractive ? " at \(showNumber((c.percentComplete * 1000).rounded() / 10)) %" : "")
}
