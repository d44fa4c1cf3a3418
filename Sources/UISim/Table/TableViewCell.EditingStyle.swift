// TableViewCell.EditingStyle: the editing control a row shows in editing mode, and the
// control's whole state as the table computed it (rules 14.1–14.4).

extension TableViewCell {
    /// `UITableViewCell.EditingStyle`: which control a row shows at its leading edge while the
    /// table edits (rule 14.2).
    public enum EditingStyle: Int, Sendable, CaseIterable {
        /// No control; the row can still be reordered.
        case none
        /// The red minus: tapping it shows the Delete confirmation button (rule 14.5).
        case delete
        /// The green plus: tapping it commits an insertion at once (rule 14.6).
        case insert
    }

    /// The editing controls of one row, as the table set them on the cell (rules 14.1–14.4):
    /// the style, whether the content indents, whether the reorder control shows, and whether
    /// the Delete confirmation button is out.
    public struct EditingControls: Equatable, Sendable {
        public var style: EditingStyle
        public var indents: Bool
        public var showsReorderControl: Bool
        public var showsDeleteConfirmation: Bool

        public init(style: EditingStyle, indents: Bool, showsReorderControl: Bool,
                    showsDeleteConfirmation: Bool = false) {
            self.style = style
            self.indents = indents
            self.showsReorderControl = showsReorderControl
            self.showsDeleteConfirmation = showsDeleteConfirmation
        }
    }
}
