// Reconfiguring: the cell a list hands back to its own data source while it reconfigures an item
// (rule 16.14), and the reconfigure pass the table and the collection view share.

/// The item being reconfigured and its existing cell.
///
/// While a list reconfigures an item it asks its data source for the cell again; UIKit's dequeue
/// then returns the existing cell, not a reused or new one, so no `prepareForReuse` runs and the
/// cell keeps its selection (rule 16.14). The list sets this for the one call and `dequeue`
/// (the one guarded line in `dequeueReusableCell…Checked`) reads it.
struct Reconfiguring<Cell: ListCell> {
    /// The item's path.
    let path: IndexPath
    /// Its cell on screen.
    let cell: Cell

    /// The existing cell, when `identifier` is the one it was made for.
    /// - Throws: `UIKitException.reconfigureDifferentCell` for another identifier [SIM].
    func dequeue(_ identifier: String) throws(UIKitException) -> Cell {
        guard cell.reuseIdentifier == identifier else { throw .reconfigureDifferentCell }
        return cell
    }

    /// Reconfigures the items at `paths` that have a cell, lowest first: `slot` holds the item
    /// while `ask` gets the data source's cell, which must be the same one; `configure` then
    /// sets its state again. Paths without a cell are skipped (UIKit: a no-op).
    /// - Returns: `reconfigureDifferentCell` when the data source answered another cell (the
    ///   items after it are left as they were), else nil.
    static func run(_ paths: [IndexPath], cells: [IndexPath: Cell], slot: (Reconfiguring?) -> Void,
                    ask: (IndexPath) -> Cell?, configure: (Cell, IndexPath) -> Void) -> UIKitException? {
        for p in Set(paths).sorted() {
            guard let cell = cells[p] else { continue }
            slot(Reconfiguring(path: p, cell: cell))
            let answer = ask(p)
            slot(nil)
            guard answer === cell else { return .reconfigureDifferentCell }
            configure(cell, p)
        }
        return nil
    }
}
