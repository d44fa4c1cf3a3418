// TableViewDataSource: UITableViewDataSource — what the table asks for its rows and cells.

/// The rows and cells of a table, like `UITableViewDataSource`.
///
/// Method names are UIKit's. The table asks for the counts when it loads (first layout,
/// `reloadData()`) and again when a batch update ends (rule 2.6); it asks for a cell only when
/// a row becomes visible (or is inserted or reloaded while visible, rule 2.5).
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a visible row; usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell

    // Editing mode and reordering (rules 14.1–14.12, TableView+Editing, TableView+Reorder)

    /// Whether the row shows editing controls in editing mode (rule 14.2); default true.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed a deletion or tapped an insertion control (rules 14.5, 14.6): update the
    /// model and tell the table (`deleteRows`/`insertRows`). Default: nothing.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control (rule 14.3). Default false [SIM]: UIKit shows it
    /// when the data source implements `moveRowAt`, which Swift cannot ask, so a Swift data
    /// source that reorders says so here.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dropped a row at a new place (rule 14.9): move it in the model. The table has
    /// already moved it on screen; do not call `moveRow`. Default: nothing.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    // Section titles (rule 17.1)

    /// The title of a section's header, shown in the table's fixed style; nil (default): none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer; nil (default): none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Every row is editable, as UIKit assumes without the method (rule 14.2).
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
