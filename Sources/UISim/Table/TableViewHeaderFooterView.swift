// TableViewHeaderFooterView: UITableViewHeaderFooterView — the reusable view a table shows as a
// section header or footer, the delegate's (dequeued) or the table's own for a title (rule 17.2).

/// A section header or footer view, like `UITableViewHeaderFooterView`: a reuse identifier, a
/// content view that fills it, and the title the table shows in it for `titleForHeaderInSection`
/// (UIKit's `textLabel.text`).
///
/// The table makes one of these itself for a section that has a title but no delegate view; a
/// delegate may return one it dequeued (`dequeueReusableHeaderFooterView(withIdentifier:)`) or
/// any other view.
open class TableViewHeaderFooterView: View, Reusable {
    /// The reuse queue this view belongs to; nil means it is never reused.
    public let reuseIdentifier: String?
    /// The view that holds the content; it fills the header or footer.
    public let contentView: View
    /// The title shown (UIKit's `textLabel?.text`); the table sets it for a titled section.
    @exclusivity(unchecked) public var title: String?

    /// Creates a view in `world`; `required` so that a table makes registered subclasses from
    /// their type.
    public required init(world: World, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(world: world)
        super.init(world: world, frame: .zero)
        addSubview(contentView)
    }

    /// Called before the view is handed out again; the title is cleared, as UIKit resets its label.
    open func prepareForReuse() { title = nil }

    /// The content view fills the view.
    open override func layoutSubviews() {
        if contentView.frame != bounds { contentView.frame = bounds }
    }
}
