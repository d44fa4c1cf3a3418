// FingerScrolling+Render: what `world:render()` says of a list a finger is scrolling, after its
// offset: `, dragging` while the finger is down, `, decelerating` while the content moves on.

extension SceneRenderer {
    /// `, dragging` or `, decelerating` for a list in either state; empty otherwise.
    static func fingerState(_ view: View) -> String {
        guard let list = view as? any FingerScrollable else { return "" }
        if list.scrolling.isDragging { return ", dragging" }
        if list.scrolling.isDecelerating { return ", decelerating" }
        return ""
    }
}
