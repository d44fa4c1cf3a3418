// ListSelectionFlags: what the selection flags a table and a collection view share decide —
// whether a touch or `select…` may select now, and in which mode — written once for both.

/// A list with UIKit's four selection flags and an editing mode (rules 1.1–1.3, 3.1).
protocol ListSelectionFlags: AnyObject {
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    var allowsSelectionDuringEditing: Bool { get }
    var allowsMultipleSelectionDuringEditing: Bool { get }
    var isEditing: Bool { get }
}

extension ListSelectionFlags {
    /// Whether selection is allowed in the current mode (editing or not, rules 1.1, 1.2, 3.1);
    /// while editing, either editing flag allows it.
    var isSelectionEnabled: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Single or multiple selection in the current mode (rules 1.1, 1.3, 3.1).
    var selectionMode: SelectionModel.Mode {
        (isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) ? .multiple : .single
    }
}

extension TableView: ListSelectionFlags {}
extension CollectionView: ListSelectionFlags {}
