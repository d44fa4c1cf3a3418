// TableViewController+Editing: the controller's editing mode — `setEditing(_:animated:)`
// passed on to its table, and the Edit/Done button that toggles it (rule 14.13).

extension TableViewController {
    /// Whether the controller is editing: its table's mode (`isEditing`).
    public var isEditing: Bool { tableView.isEditing }

    /// `setEditing(_:animated:)`: UITableViewController passes it on to its table (rule 14.13).
    public func setEditing(_ editing: Bool, animated: Bool) {
        world.record("\(title ?? "TableViewController").setEditing(\(editing), animated: \(animated))")
        tableView.setEditing(editing, animated: animated)
    }

    /// The title `editButtonItem` shows: "Edit", or "Done" while editing (rule 14.13).
    public var editButtonTitle: String { isEditing ? "Done" : "Edit" }

    /// The user taps `editButtonItem`: `setEditing(!isEditing, animated: true)` (rule 14.13).
    public func tapEditButton() {
        world.markRecordings("edit button")
        setEditing(!isEditing, animated: true)
    }
}
