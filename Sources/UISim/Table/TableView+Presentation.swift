// TableView+Presentation: where cells and their content are drawn now, mid-animation, in the
// table's coordinates, so a test can compare a cell's content with its neighbours (rule 9.5).

extension TableView {
    /// Where `view` is drawn now, in the table's content coordinates (those of `rectForRow`).
    ///
    /// Adds the presentation frames of `view` and of its ancestors below the table, so a label
    /// in a cell's content view moves with the cell and with the content view as each is drawn
    /// at this instant. Returns nil when `view` is not below the table.
    /// - Complexity: O(d) for d views between `view` and the table.
    public func presentationFrame(of view: View) -> Rect? {
        var rect = view.presentationFrame
        var ancestor = view.superview
        while let a = ancestor, a !== self {
            let f = a.presentationFrame
            rect.origin.x += f.minX
            rect.origin.y += f.minY
            ancestor = a.superview
        }
        return ancestor === self ? rect : nil
    }
}
