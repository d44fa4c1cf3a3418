// View: a rectangle in a tree, with animatable frame, alpha and transform, and layout on demand.

/// A view: frame, alpha, subviews and layout, like `UIView`.
///
/// `frame` and `alpha` are model values: setting one changes it at once, and inside an
/// animation block also adds an animation from the current presentation value (rule 7.7).
/// `presentationFrame` and `presentationAlpha` are what the screen shows now, a pure function
/// of the model, the animations and the clock.
open class View {
    /// The world this view lives in. Unowned: the world's pending work holds views (through
    /// animations and completions), so a strong reference back would keep a world with
    /// unfinished animations alive forever. The world must outlive its views.
    ///
    /// `unowned(unsafe)`, not `unowned`: a checked `unowned` read is a runtime call
    /// (`swift_unownedRetainStrong`) and a release, and views read their world on every
    /// property set (to find the open animation block); with the stores into each new view that
    /// was about a tenth of the seed scenario (`uisim-bench scenario`). Nothing reads it once the
    /// world's `deinit` has begun (it would have trapped before), and Lua's handles keep the
    /// world alive while a script can reach any view (`UISimLua` `Handle`).
    public unowned(unsafe) let world: World
    /// The view's layer: its media timing and animations. Made on first use (see
    /// `View+Layer.swift`): most views (a table's cells and their subviews) are never animated.
    public var layer: Layer { loadedLayer ?? loadLayer() }
    /// The layer, once something asked for it.
    @exclusivity(unchecked) var loadedLayer: Layer?
    /// When this view was last added to a superview (`World.nextLayerAttachSerial`): where its
    /// layer goes among its superview layer's sublayers when it is made later.
    @exclusivity(unchecked) var layerAttachSerial = 0
    /// The view this one is a subview of. Not `weak` (see `WeakTarget`): a view clears its
    /// subviews' link in its `deinit`, and a subview is always in its superview's `subviews`.
    public var superview: View? { superviewLink }
    @exclusivity(unchecked) private unowned(unsafe) var superviewLink: View?
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    @exclusivity(unchecked) private var modelFrame: Rect
    @exclusivity(unchecked) private var modelAlpha: Double = 1
    @exclusivity(unchecked) private var modelTransform = AffineTransform.identity
    fileprivate var modelAlphaStorage: Double {
        get { modelAlpha }
        set { modelAlpha = newValue }
    }
    fileprivate var modelTransformStorage: AffineTransform {
        get { modelTransform }
        set { modelTransform = newValue }
    }
    fileprivate var modelFrameStorage: Rect {
        get { modelFrame }
        set { modelFrame = newValue }
    }
    @exclusivity(unchecked) private var needsLayout = true
    /// Some view below this one needs layout. Kept so that `layoutIfNeeded` skips clean
    /// subtrees: whenever a view needs layout (or has this set), so has its superview this set.
    @exclusivity(unchecked) private var subtreeNeedsLayout = false
    /// Hidden views are not drawn (alpha is not touched).
    @exclusivity(unchecked) public var isHidden = false
    /// A name for tests (UIKit's `accessibilityIdentifier`); the world's explanations of pending
    /// work name a view by it (`View 'badge'`).
    @exclusivity(unchecked) public var accessibilityIdentifier: String?

    /// Creates a view in `world`.
    public init(world: World, frame: Rect = .zero) {
        self.world = world
        self.modelFrame = frame
    }

    deinit {
        for s in subviews { s.superviewLink = nil }
        loadedLayer?.owner = nil
    }

    /// Creates a view in the current world (`World.current`), as UIKit code does.
    public convenience init(frame: Rect) {
        guard let world = World.current else {
            preconditionFailure("View(frame:) needs a current world: create views inside world.perform { }")
        }
        self.init(world: world, frame: frame)
    }

    // MARK: - Geometry

    /// The frame in the superview's coordinates (model value).
    public var frame: Rect {
        get { modelFrame }
        set {
            let old = presentationFrame
            let sizeChanged = newValue.size != modelFrame.size
            modelFrame = newValue
            animateChange(.frame, from: .rect(old), to: .rect(newValue))
            if sizeChanged { setNeedsLayout() }
        }
    }

    /// The view's own coordinate space: its size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: modelFrame.size) }

    /// The frame as drawn now.
    public var presentationFrame: Rect {
        loadedLayer?.presentationValue(.frame, model: .rect(modelFrame)).rect ?? modelFrame
    }

    /// The frame as drawn now, in window coordinates (superviews' presentation frames added).
    public var presentationFrameInWindow: Rect {
        var r = presentationFrame
        var v = superview
        while let s = v {
            let f = s.presentationFrame
            r.origin.x += f.minX
            r.origin.y += f.minY
            v = s.superview
        }
        return r
    }

    // MARK: - Alpha

    /// Opacity 0…1 (model value).
    public var alpha: Double {
        get { modelAlpha }
        set {
            let old = presentationAlpha
            modelAlpha = min(1, max(0, newValue))
            animateChange(.alpha, from: .scalar(old), to: .scalar(modelAlpha))
        }
    }

    /// The opacity drawn now.
    public var presentationAlpha: Double {
        loadedLayer?.presentationValue(.alpha, model: .scalar(modelAlpha)).scalar ?? modelAlpha
    }

    /// `center`: the frame's midpoint in the superview's coordinates (model value). Setting it
    /// moves the frame (animated inside an animation block, as `frame` is; rule 11.2).
    public var center: Point {
        get { Point(x: modelFrame.midX, y: modelFrame.midY) }
        set {
            var f = modelFrame
            f.origin = Point(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2)
            frame = f
        }
    }

    // MARK: - Transform

    /// `transform`, about the center (model value; rule 11.3). [SIM] `frame` keeps the
    /// untransformed rectangle: UIKit documents `frame` as undefined under a transform.
    public var transform: AffineTransform {
        get { modelTransform }
        set {
            let old = presentationTransform
            modelTransform = newValue
            animateChange(.transform, from: .transform(old), to: .transform(newValue))
        }
    }

    /// The transform drawn now.
    public var presentationTransform: AffineTransform {
        loadedLayer?.presentationValue(.transform, model: .transform(modelTransform)).transform ?? modelTransform
    }

    // MARK: - Tree

    /// Room made for the first subview: a cell adds two (its selected background and content
    /// view) and a one-element array would be copied into a larger one for the second.
    static let firstSubviewCapacity = 2

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        view.superviewLink = self
        if subviews.isEmpty { subviews.reserveCapacity(Self.firstSubviewCapacity) }
        subviews.append(view)
        attachLayer(of: view)
        if view.needsLayout || view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
        setNeedsLayout()
    }

    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        view.superviewLink = self
        if subviews.isEmpty { subviews.reserveCapacity(Self.firstSubviewCapacity) }
        // at the end (a table adding a cell) an append: `insert` goes through the generic
        // `replaceSubrange`, several times the cost
        let at = min(max(0, index), subviews.count)
        if at == subviews.count { subviews.append(view) } else { subviews.insert(view, at: at) }
        attachLayer(of: view)
        if view.needsLayout || view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
        setNeedsLayout()   // review: as addSubview does; a new subview needs laying out
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superviewLink = nil
        loadedLayer?.removeFromSuperlayer()
    }

    /// Whether `self` is `view` or below it.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    // MARK: - Layout

    /// Marks the view for layout on the next `layoutIfNeeded`.
    public func setNeedsLayout() {
        needsLayout = true
        superview?.markSubtreeNeedsLayout()
    }

    /// Notes that a view below this one needs layout, here and up the tree (up to the first
    /// view that knows already).
    private func markSubtreeNeedsLayout() {
        var v: View? = self
        while let c = v, !c.subtreeNeedsLayout {
            c.subtreeNeedsLayout = true
            v = c.superview
        }
    }

    /// Lays out this view (and its subviews) now if it was marked.
    ///
    /// Subviews are visited in order, each laid out if it was marked; a subtree where nothing
    /// is marked is skipped, since visiting it would do nothing.
    public func layoutIfNeeded() {
        guard needsLayout || subtreeNeedsLayout else { return }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Positions the subviews. Override to lay out; the default does nothing.
    open func layoutSubviews() {}

    // MARK: - Animation

    /// Adds an animation for a property change if an animation block is open.
    func animateChange(_ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        guard let context = world.currentAnimationContext else {
            loadedLayer?.animation(for: property)?.finish(finished: false)
            return
        }
        guard from != to || loadedLayer?.animation(for: property) != nil else { return }
        let layer = self.layer
        let timeline = context.timeline ?? layer
        let animation = Animation(property: property, from: from, to: to,
                                  beginTime: timeline.localTime + context.delay, duration: context.duration,
                                  timing: context.timing, timeline: timeline, layer: layer)
        context.group?.track(animation)
        layer.add(animation)
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)` in the current world.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let world = World.current else {
            preconditionFailure("View.animate needs a current world: call it inside world.perform { }")
        }
        world.animate(withDuration: duration, delay: delay, options: options, animations: animations,
                      completion: completion)
    }

    /// `UIView.performWithoutAnimation(_:)` in the current world.
    public static func performWithoutAnimation(_ body: () -> Void) {
        guard let world = World.current else { return body() }
        world.performWithoutAnimation(body)
    }
}

extension View: LayerOwner {
    func setModelValue(_ property: AnimatableProperty, _ value: AnimatableValue) {
        switch property {
        case .alpha: modelAlphaStorage = value.scalar
        case .frame: modelFrameStorage = value.rect
        case .transform: modelTransformStorage = value.transform
        }
    }
}
