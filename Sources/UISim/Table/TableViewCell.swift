// TableViewCell: UITableViewCell — a ListCell with a table cell's style.

/// A table row's view, like `UITableViewCell`.
///
/// Selection, highlight, the selected background and reuse come from `ListCell`, shared with
/// the collection view. Subclass it for custom cells; register the subclass with
/// `TableView.register(_:forCellReuseIdentifier:)` and the table makes it through the required
/// initialiser.
open class TableViewCell: ListCell {
    /// `UITableViewCell.CellStyle`: the standard layouts. Kept for source compatibility; the
    /// simulation draws no labels, so the style changes nothing.
    public enum CellStyle: Int, Sendable, CaseIterable { case `default`, value1, value2, subtitle }

    /// The standard layout the cell was made with.
    @exclusivity(unchecked) public private(set) var style: CellStyle = .default

    /// The editing controls the table gave the cell, nil outside editing mode (rules 14.1–14.4).
    /// The table sets them; the cell's `setEditing(_:animated:)` hears the mode change.
    @exclusivity(unchecked) public internal(set) var editingControls: EditingControls?
    /// Whether the cell is in editing mode (`isEditing`); set by `setEditing(_:animated:)`.
    @exclusivity(unchecked) public private(set) var isEditing = false
    /// The row's editing style while editing (`editingStyle`), `.none` outside editing mode.
    public var editingStyle: EditingStyle { editingControls?.style ?? .none }

    /// The table enters or leaves editing mode for this visible cell (rule 14.1). Override to
    /// change the content, calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The size that fits `size` (`sizeThatFits(_:)`), how a manually laid-out cell sizes
    /// itself (rule 18.3). [SIM] No content to measure: the given width, 44 high.
    open func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: TableView.defaultRowHeight)
    }

    /// The size Auto Layout would give the cell for `targetSize` (`systemLayoutSizeFitting(_:)`),
    /// what a self-sizing table asks (rule 18.3). [SIM] No constraints to solve: `sizeThatFits`.
    open func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        sizeThatFits(targetSize)
    }

    /// Creates a cell with the default style (what a table uses for registered classes).
    public required init(world: World, reuseIdentifier: String?) {
        super.init(world: world, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a cell with `style` in `world`.
    public convenience init(world: World, style: CellStyle, reuseIdentifier: String?) {
        self.init(world: world, reuseIdentifier: reuseIdentifier)
        self.style = style
    }

    /// `init(style:reuseIdentifier:)` in the current world (`World.current`), as UIKit code
    /// writes it.
    public convenience init(style: CellStyle, reuseIdentifier: String?) {
        guard let world = World.current else {
            preconditionFailure("TableViewCell(style:reuseIdentifier:) needs a current world: "
                + "create cells inside world.perform { } or from a table's data source")
        }
        self.init(world: world, style: style, reuseIdentifier: reuseIdentifier)
    }
}
