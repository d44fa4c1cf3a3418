// World+Render: `render()`, the deterministic text picture of the window (SceneRenderer).

extension World {
    /// A text picture of the window at the current time: the window's size and iOS version, the
    /// root controller, a navigation controller's bar, stack and transition in flight, and the
    /// rows or items each list shows with their frames (presentation values), selection,
    /// highlight and selection alpha; views with an accessibility identifier by name.
    ///
    /// One element a line, nesting by two-space indentation, numbers with at most two decimals,
    /// no addresses, no final newline: the same scene gives the same text on every run, and a changed scene
    /// changes only its own lines, so the text can be kept as a snapshot and compared in a
    /// diff. Reading it changes nothing (no layout, no data source call, no log entry).
    public func render() -> String {
        var renderer = SceneRenderer(world: self)
        renderer.renderWindow()
        return renderer.lines.joined(separator: "\n")
    }
}
