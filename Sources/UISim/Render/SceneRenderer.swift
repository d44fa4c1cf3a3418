// SceneRenderer: the text picture of a world's window that `World.render()` returns — what is
// on screen now, one element a line, nesting by indentation, so a changed scene shows in a
// diff as the lines that changed.

/// Writes the picture of one world, line by line.
///
/// It only reads: no layout pass, no data source or delegate call, no clock move, so rendering
/// a scene (in a failure report, a REPL, a snapshot) never changes what a test sees next. Rows
/// are the cells the list shows now, frames are presentation values (what the user sees at this
/// instant, mid-animation included).
struct SceneRenderer {
    private(set) var lines: [String] = []
    let world: World

    init(world: World) { self.world = world }

    private mutating func line(_ depth: Int, _ text: String) {
        lines.append(String(repeating: "  ", count: depth) + text)
    }

    /// The whole window: a header line, then the root controller and what it shows.
    mutating func renderWindow() {
        let size = world.screenSize
        // "390 x 844", spaced: "390x844" would read as a hex address ("0x844") to a reader or a check
        line(0, "World(iOS \(world.iosVersion)) \(SceneText.number(size.width)) x \(SceneText.number(size.height)), "
                + "t=\(SceneText.number(world.time)) s")
        guard let root = world.rootViewController else {
            line(1, "no root view controller")
            return
        }
        renderController(root, depth: 1, role: "root ")
        // Presented controllers (sheets) after the root, one `presented …` block each with its
        // content nested under it, front last (rule 15.10).
        var presenter = root
        while let shown = presenter.modal.presented {
            renderController(shown, depth: 1, role: "presented (\(SceneText.shape(shown))) ")
            presenter = shown
        }
    }

    // MARK: - Controllers

    /// A controller, its window frame, and its content (a navigation controller's bar, stack,
    /// transition and visible children; another controller's views).
    private mutating func renderController(_ vc: ViewController, depth: Int, role: String) {
        guard vc.isViewLoaded else {
            line(depth, role + SceneText.controller(vc) + " (view not loaded)")
            return
        }
        let view = vc.view
        line(depth, role + SceneText.controller(vc) + " " + SceneText.rect(view.presentationFrameInWindow)
                + Self.viewFlags(view))
        if view.isHidden { return }
        if let nav = vc as? NavigationController {
            renderNavigation(nav, depth: depth + 1)
        } else {
            renderContent(of: view, depth: depth + 1)
        }
    }

    /// The bar (the top controller's title and the back button's), the stack bottom first, the
    /// transition in flight, then the children's views back to front.
    private mutating func renderNavigation(_ nav: NavigationController, depth: Int) {
        let stack = nav.viewControllers
        let title = stack.last?.title.map(SceneText.quoted) ?? "none"
        // UIKit's back button shows the previous controller's title, or "Back" without one
        let back = stack.count < 2 ? "none" : SceneText.quoted(stack[stack.count - 2].title ?? "Back")
        line(depth, "navigation bar: title \(title), back \(back)")
        line(depth, "stack: " + stack.map(SceneText.controller).joined(separator: " > "))
        if let t = nav.transition, !t.isComplete { line(depth, "transition: " + Self.transitionText(t)) }
        let known = stack + [nav.transition?.from, nav.transition?.to].compactMap { $0 }
        for subview in nav.view.subviews {
            if let child = known.first(where: { $0.isViewLoaded && $0.view === subview }) {
                renderController(child, depth: depth, role: "")
            } else {
                renderView(subview, depth: depth)
            }
        }
    }

    /// `push "List" -> "Detail", animated`, `pop "Detail" -> "List" at 40 %, interactive`, then
    /// after the finger lifts `released at 40 %, finishing` or `…, cancelled`.
    static func transitionText(_ t: Transition) -> String {
        var text = (t.kind == .push ? "push " : "pop ") + SceneText.controller(t.from) + " -> "
            + SceneText.controller(t.to)
        if t.isInteractive {
            text += " at \(SceneText.number(t.percentComplete * 100)) %, interactive"
        } else if t.initiallyInteractive {
            text += " released at \(SceneText.number(t.percentComplete * 100)) %, "
                + (t.isCancelled ? "cancelled" : "finishing")
        } else {
            text += t.isAnimated ? ", animated" : ", not animated"
        }
        return text
    }

    // MARK: - Views

    /// The views below `view` (not `view` itself): lists with their rows, named views.
    private mutating func renderContent(of view: View, depth: Int) {
        if renderList(view, depth: depth) { return }
        for s in view.subviews { renderView(s, depth: depth) }
    }

    /// One view: a list draws itself and its rows; a view with an accessibility identifier gets
    /// a line and its subviews nest under it; an anonymous view is transparent (its subviews are
    /// drawn at its level), so the picture names only what a test can name.
    private mutating func renderView(_ view: View, depth: Int) {
        if renderList(view, depth: depth) { return }
        guard let id = view.accessibilityIdentifier else {
            if !view.isHidden { for s in view.subviews { renderView(s, depth: depth) } }
            return
        }
        line(depth, "View \(SceneText.quoted(id)) " + SceneText.rect(view.presentationFrame) + Self.viewFlags(view))
        if !view.isHidden { for s in view.subviews { renderView(s, depth: depth + 1) } }
    }

    /// `, alpha=0.5` when not opaque, `, hidden` when hidden: nothing for an ordinary view.
    static func viewFlags(_ view: View) -> String {
        var text = ""
        let alpha = view.presentationAlpha
        if alpha != 1 { text += ", alpha=" + SceneText.number(alpha) }
        if view.isHidden { text += ", hidden" }
        return text
    }

    // MARK: - Lists

    /// Draws `view` if it is a table or collection view: a line for the list, then its rows or
    /// items in index-path order, each with what its content view holds. Returns whether it was.
    private mutating func renderList(_ view: View, depth: Int) -> Bool {
        let cells: [(IndexPath, ListCell)]
        let kind: String, offset: Point
        if let table = view as? TableView {
            kind = "TableView"
            offset = table.contentOffset
            cells = table.cellsByIndexPath.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        } else if let collection = view as? CollectionView {
            kind = "CollectionView"
            offset = collection.contentOffset
            cells = collection.visibleCellsByIndexPath.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        } else {
            return false
        }
        let name = view.accessibilityIdentifier.map { " " + SceneText.quoted($0) } ?? ""
        line(depth, kind + name + " " + SceneText.rect(view.presentationFrame) + ", offset "
                + SceneText.point(offset) + Self.fingerState(view) + Self.viewFlags(view) + Self.estimateState(view))
        if view.isHidden { return true }
        if let collection = view as? CollectionView {
            for text in Self.supplementaryLines(collection) { line(depth + 1, text) }
        }
        if let table = view as? TableView {
            for text in Self.sectionViewLines(table) { line(depth + 1, text) }
        }
        let word = view is TableView ? "row" : "item"
        for (indexPath, cell) in cells {
            line(depth + 1, "\(word) \(indexPath) " + SceneText.rect(cell.presentationFrame) + Self.cellState(cell)
                    + Self.editingState(view as? TableView, indexPath, cell) + Self.itemIdentifierText(view, indexPath))
            if let swiped = Self.swipeText(view, indexPath) { line(depth + 2, swiped) }
            if !cell.isHidden { renderContent(of: cell.contentView, depth: depth + 2) }
        }
        return true
    }

    /// `, selected, highlighted, selectionAlpha=0.5`: the flags that hold, then the selection
    /// background's presentation alpha whenever it shows or a flag says it should.
    static func cellState(_ cell: ListCell) -> String {
        var text = ""
        if cell.isSelected { text += ", selected" }
        if cell.isHighlighted { text += ", highlighted" }
        let shown = cell.selectionAlpha
        if shown != 0 || cell.isSelected || cell.isHighlighted {
            text += ", selectionAlpha=" + SceneText.number(shown)
        }
        return text + viewFlags(cell)
    }
}
