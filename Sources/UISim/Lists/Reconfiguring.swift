// Reconfiguring: the cell a list hands back to its own data source while it reconfigures an item
// (rule 16.14), shared by the table and the collection view.

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
}
