// TableView+Reconfigure: `reconfigureRows(at:)` (iOS 15) — a row's cell configured again in
// place: same cell, no prepareForReuse, selection kept (rule 16.14).

extension TableView {
    /// Asks the data source again for the cells of `indexPaths`, which get their existing cells
    /// back from `dequeueReusableCell(withIdentifier:for:)` (rule 16.14).
    ///
    /// A row without a cell (off screen) is skipped: UIKit calls that a no-op. The cell stays on
    /// its row, so the row keeps its selection and highlight; nothing animates. [SIM] Inside an
    /// open batch the rows are reconfigured at once, at the paths the table shows now.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        do { try reconfigureRowsChecked(at: indexPaths) } catch { world.uncaughtException(error) }
    }

    /// `reconfigureRows(at:)` that throws instead of crashing.
    /// - Throws: `UIKitException.reconfigureDifferentCell` when the data source dequeues another
    ///   identifier or answers another cell [SIM]; the rows after it are left as they were.
    public func reconfigureRowsChecked(at indexPaths: [IndexPath]) throws(UIKitException) {
        var failure: UIKitException?
        world.perform {
            layoutForQuery()
            guard let dataSource else { return }
            failure = Reconfiguring.run(indexPaths, cells: cellsByIndexPath, slot: { reconfiguring = $0 },
                                        ask: { dataSource.tableView(self, cellForRowAt: $0) }) { cell, p in
                configureState(of: cell, at: p)
                layOut(cell, duringUpdate: false)
            }
        }
        _checkInvariants()
        if let failure { throw failure }
    }
}
