// ListCell: the cell both list views share — content view, selected background, selection and
// highlight state, reuse.

/// A list cell: the part of `UITableViewCell` and `UICollectionViewCell` that selection, highlight
/// and reuse act on.
///
/// The selected background is a subview whose alpha is the visible selection: 1 while the cell is
/// selected or highlighted (and its style shows selection), 0 otherwise. `selectionAlpha` reads
/// its *presentation* alpha, so a test sees what the user sees mid-animation.
///
/// Setting `isSelected`/`isHighlighted` is never animated (rule 1.19): it calls the
/// `set…(_:animated: false)` method, as UIKit does, so a subclass overriding those methods sees
/// every change. `setSelected(_:animated: true)` animates the background with
/// `world.animate(withDuration: 0.3)`, which inherits the duration, curve and timeline of an
/// enclosing animation (rule 7.8): inside a transition's alongside block it follows the
/// transition.
open class ListCell: View {
    /// The reuse queue this cell belongs to; nil means the cell is never reused.
    public let reuseIdentifier: String?
    /// The view that holds the cell's content; it fills the cell (see `layoutSubviews`).
    public let contentView: View
    /// The view drawn behind the content while the cell is selected or highlighted.
    public let selectedBackgroundView: View
    /// The duration of an animated selection or highlight change, before inheritance (rule 7.8).
    public static let selectionAnimationDuration = 0.3

    @exclusivity(unchecked) private var selectedStorage = false
    @exclusivity(unchecked) private var highlightedStorage = false

    /// Whether selection shows (rules 1.17, 1.20); changing it updates the background at once.
    public var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance(animated: false) }
    }

    // MARK: - Initialisers

    /// Creates a cell in `world`: content view over a hidden selected background.
    ///
    /// `required` so that a list can make registered subclasses from their type, as UIKit
    /// makes registered classes.
    public required init(world: World, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        let content = ContentView(world: world)
        contentView = content
        selectedBackgroundView = View(world: world)
        super.init(world: world, frame: .zero)
        content.cell = self
        world.performWithoutAnimation { selectedBackgroundView.alpha = 0 }
        addSubview(selectedBackgroundView)
        addSubview(contentView)
    }

    deinit { (contentView as? ContentView)?.cell = nil }

    // MARK: - Selection and highlight

    /// Whether the cell is selected (default false, rule 1.19). Setting it is not animated.
    ///
    /// The list's selection, not this flag, is the source of truth (rule 1.11): the list sets
    /// it whenever it shows the cell.
    public var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (default false, rule 1.19). Setting it is not animated.
    public var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell, animating the selected background when asked.
    ///
    /// Override to change the look; call `super` to keep the background in step.
    /// - Parameters:
    ///   - selected: the new state.
    ///   - animated: animate the background over 0.3 s (or the enclosing animation's timing).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights or unhighlights the cell (the finger is down on it), like `setSelected`.
    /// - Parameters:
    ///   - highlighted: the new state.
    ///   - animated: animate the background over 0.3 s (or the enclosing animation's timing).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// How selected the cell looks now: the selected background's presentation alpha, 0…1.
    public var selectionAlpha: Double { selectedBackgroundView.presentationAlpha }

    /// The background alpha the current state calls for.
    var targetSelectionAlpha: Double {
        (selectedStorage || highlightedStorage) && selectionStyle.isVisible ? 1 : 0
    }

    /// Moves the background to the alpha the state calls for, animated or at once.
    private func updateSelectionAppearance(animated: Bool) {
        let target = targetSelectionAlpha
        if animated {
            world.animate(withDuration: Self.selectionAnimationDuration) {
                self.selectedBackgroundView.alpha = target
            }
        } else {
            world.performWithoutAnimation { selectedBackgroundView.alpha = target }
        }
    }

    // MARK: - Reuse and layout

    /// Gets the cell ready to be handed out again; the list calls it when it dequeues the cell.
    ///
    /// The default does nothing, as UIKit's: the list sets selection and highlight from its
    /// own state when it shows the cell. Override to reset content, calling `super`.
    open func prepareForReuse() {}

    /// Makes the content view and the selected background fill the cell.
    ///
    /// Runs inside whatever animation context is open, so a cell laid out inside an animation
    /// block animates its content view's frame too; a table on iOS 10 lays its cells out with
    /// that context hidden during an update (rules 9.1–9.3). A frame already right is left alone,
    /// so a layout pass that changes nothing does not stop an animation in flight (one started by
    /// `UIView.animate { contentView.layoutIfNeeded() }`, rule 9.4).
    open override func layoutSubviews() {
        if selectedBackgroundView.frame != bounds { selectedBackgroundView.frame = bounds }
        if contentView.frame != bounds { contentView.frame = bounds }
    }

    /// Positions the content view's subviews from its bounds; the default does nothing.
    ///
    /// The content view's own layout pass calls it: after its size changes or
    /// `contentView.setNeedsLayout()`, on `contentView.layoutIfNeeded()` or when the cell is laid
    /// out. [SIM] The simulation has no Auto Layout; in UIKit the constraints on the content view
    /// place its subviews in that same pass, which is why
    /// `UIView.animate(withDuration: 0.3) { cell.contentView.layoutIfNeeded() }` animates them
    /// (rule 9.4). Override it to lay out custom content; set only frames that change, since a
    /// frame set outside an animation block stops the one in flight.
    open func layoutContentView() {}
}

// MARK: - Content view

extension ListCell {
    /// The content view: its layout pass lays out the cell's content (`layoutContentView()`).
    final class ContentView: View {
        /// The cell holding it. Not `weak` (see `WeakTarget`): the cell owns its content view
        /// and clears this in its `deinit`.
        @exclusivity(unchecked) unowned(unsafe) var cell: ListCell?

        /// Lays out the cell's content, in whatever animation block is open.
        override func layoutSubviews() {
            cell?.layoutContentView()
        }
    }
}
