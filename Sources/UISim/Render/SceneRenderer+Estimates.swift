// SceneRenderer+Estimates: what `world:render()` says of a table that still estimates some row
// heights — `, content 390 x 44210 (988 of 1000 rows estimated)` at the end of its line — so a reader
// sees why the content size and the offset move as rows are measured (rules 18.4–18.6).

extension SceneRenderer {
    /// The table's content size and how many of its rows are still estimated; empty for other
    /// views and for a table whose every row is measured (so fully measured tables read as before).
    static func estimateState(_ view: View) -> String {
        guard let table = view as? TableView else { return "" }
        let estimated = table.heights.estimatedRowCount
        guard estimated > 0 else { return "" }
        let rows = table.heights.rowCounts.reduce(0, +)
        // the current geometry, without laying out: rendering changes nothing
        return ", content " + SceneText.number(table.bounds.width) + " x " + SceneText.number(table.contentHeight)
            + " (\(estimated) of \(rows) rows estimated)"
    }
}
