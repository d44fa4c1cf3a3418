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
}

extension TableViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
