// Layer: Core Animation's media timing (beginTime, speed, timeOffset) and the animations that
// run on a view's properties.

/// A node of the layer tree with CAMediaTiming, holding the animations of one view.
///
/// Local time follows `t = (tp − beginTime) × speed + timeOffset` from the parent's time `tp`
/// down the tree (rule 7.1); the root's parent time is the world clock. Pausing a layer
/// (`speed = 0`) freezes every animation below it, and moving `timeOffset` scrubs them: the
/// legacy interactive transition is exactly that (rule 0.1).
public final class Layer: Timeline {
    /// CAMediaTiming. Changing any of them re-times every animation below this layer.
    @exclusivity(unchecked) public var beginTime: Double = 0 { didSet { timingChanged() } }
    @exclusivity(unchecked) public var speed: Double = 1 { didSet { timingChanged() } }
    @exclusivity(unchecked) public var timeOffset: Double = 0 { didSet { timingChanged() } }

    /// The parent layer. Not `weak` (see `WeakTarget`): a layer clears its sublayers' link in
    /// its `deinit`, and a sublayer is always in its parent's `sublayers`.
    public var superlayer: Layer? { superlayerLink }
    @exclusivity(unchecked) private unowned(unsafe) var superlayerLink: Layer?
    @exclusivity(unchecked) public private(set) var sublayers: [Layer] = []
    /// When this layer was added to its superlayer (`World.nextLayerAttachSerial`); sublayers
    /// are in this order.
    @exclusivity(unchecked) var attachSerial = 0
    /// The world, for layers made outside a view tree; views set it. Zeroing, like `weak`.
    var world: World? {
        get { worldTarget?.object }
        set { worldTarget = newValue?.weakTarget }
    }
    @exclusivity(unchecked) private var worldTarget: WeakTarget<World>?
    /// Running animations by property; a new one on the same property replaces the old.
    @exclusivity(unchecked) var animations = LayerAnimations()
    /// A name for logs and debugging.
    @exclusivity(unchecked) public var name: String?
    /// The view whose model values this layer shows (to put a value back without animating).
    /// Not `weak` (see `WeakTarget`): the view owns this layer and clears it in its `deinit`.
    @exclusivity(unchecked) unowned(unsafe) var owner: LayerOwner?
    @exclusivity(unchecked) private var weakTargetStorage: WeakTarget<Layer>?
    /// What animations hold instead of a `weak` reference to this layer (see `WeakTarget`).
    var weakTarget: WeakTarget<Layer> {
        if let t = weakTargetStorage { return t }
        let t = WeakTarget(self)
        weakTargetStorage = t
        return t
    }

    public init(name: String? = nil) { self.name = name }

    deinit {
        weakTargetStorage?.clear()
        for s in sublayers { s.superlayerLink = nil }
    }

    // MARK: - Tree

    public func addSublayer(_ layer: Layer) {
        addSublayer(layer, attachedAt: timelineWorld?.nextLayerAttachSerial() ?? (sublayers.last?.attachSerial ?? 0) + 1)
    }

    /// `addSublayer`, with the serial of the moment it joins (see `View.loadLayer`).
    func addSublayer(_ layer: Layer, attachedAt serial: Int) {
        layer.removeFromSuperlayer()
        layer.superlayerLink = self
        layer.attachSerial = serial
        // room for two at once, as a view's subviews (see `View.firstSubviewCapacity`)
        if sublayers.isEmpty { sublayers.reserveCapacity(View.firstSubviewCapacity) }
        sublayers.append(layer)
        layer.timingChanged()
    }

    /// Puts a view's layer made just now where `addSublayer` would have appended it when the
    /// view joined (sublayers are in `attachSerial` order). Nothing is measured on a fresh
    /// layer, so nothing is re-timed.
    func insertSublayer(_ layer: Layer, attachedAt serial: Int) {
        layer.superlayerLink = self
        layer.attachSerial = serial
        var i = sublayers.count
        while i > 0 && sublayers[i - 1].attachSerial > serial { i -= 1 }
        if sublayers.isEmpty { sublayers.reserveCapacity(View.firstSubviewCapacity) }
        if i == sublayers.count { sublayers.append(layer) } else { sublayers.insert(layer, at: i) }
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayerLink = nil
        timingChanged()
    }

    // MARK: - Time

    /// This layer's local time for parent time `tp` (rule 7.1).
    public func localTime(fromParentTime tp: Double) -> Double {
        (tp - beginTime) * speed + timeOffset
    }

    /// The parent time at which this layer reaches local time `t`; nil when paused.
    func parentTime(forLocal t: Double) -> Double? {
        speed == 0 ? nil : (t - timeOffset) / speed + beginTime
    }

    /// The world this layer belongs to.
    public var timelineWorld: World? { world ?? superlayer?.timelineWorld }

    /// The local time now: the world clock converted down the tree.
    public var localTime: Double {
        localTime(fromParentTime: superlayer?.localTime ?? (timelineWorld?.time ?? 0))
    }

    /// Converts `t` from `layer`'s local time (nil: the world clock) to this layer's, as
    /// `CALayer.convertTime(_:from:)` does (rule 7.2).
    public func convertTime(_ t: Double, from layer: Layer?) -> Double {
        let world = layer?.worldTime(forLocal: t) ?? t
        return localTime(atWorldTime: world)
    }

    /// This layer's local time at world time `w`.
    func localTime(atWorldTime w: Double) -> Double {
        localTime(fromParentTime: superlayer?.localTime(atWorldTime: w) ?? w)
    }

    /// The world time at which this layer's local time reaches `t`, or nil if it never does
    /// at the current speeds (a paused or reversed layer on the way).
    public func worldTime(forLocal t: Double) -> Double? {
        guard let parentT = parentTime(forLocal: t) else { return nil }
        guard let parent = superlayer else { return parentT }
        return parent.worldTime(forLocal: parentT)
    }

    // MARK: - Animations

    /// Adds an animation for `property`, replacing (and interrupting) any running one.
    func add(_ animation: Animation) {
        if let old = animations[animation.property], old !== animation {
            // Fix (review): setting a property twice in one animation block replaced the block's
            // own first animation as "interrupted", so the block's completion got `false`. A
            // block superseding itself is not an interruption; another block replacing it is.
            old.finish(finished: old.group != nil && old.group === animation.group)
        }
        animations[animation.property] = animation
        timelineWorld?.animatedLayers[ObjectIdentifier(self)] = self
        (animation.timeline as? PropertyAnimator)?.adopt(animation)
        timelineWorld?.trackInTransactions(animation)   // an open CATransaction waits for it (rule 2.13)
        animation.scheduleEnd()
    }

    /// Removes `animation` if it is still the one running for its property.
    func remove(_ animation: Animation) {
        if animations[animation.property] === animation { animations[animation.property] = nil }
        if animations.isEmpty { timelineWorld?.animatedLayers[ObjectIdentifier(self)] = nil }
    }

    /// Removes every animation at once, interrupted (`finished == false`).
    public func removeAllAnimations() {
        // In creation order, so completions run in a fixed order (dictionary order is not).
        for a in animations.values.sorted(by: { $0.serial < $1.serial }) { a.finish(finished: false) }
    }

    /// The animation running for `property`, if any.
    public func animation(for property: AnimatableProperty) -> Animation? { animations[property] }

    /// The value shown now for `property`, given its model value.
    func presentationValue(_ property: AnimatableProperty, model: AnimatableValue) -> AnimatableValue {
        guard let a = animations[property] else { return model }
        return a.value(atLocalTime: a.timeline.localTime)
    }

    var unfinishedAnimationCount: Int { animations.count }

    /// Sets the owner's model value for `property` without animating (an animator that
    /// finishes at its start puts the values back, rule 7.10).
    func restore(_ property: AnimatableProperty, to value: AnimatableValue) {
        owner?.setModelValue(property, value)
    }

    /// Re-times every animation below this layer after a timing change.
    ///
    /// Fix (review): only animations held by a layer *and* measured on that same layer were
    /// re-timed, so one held by a view's layer but measured on an ancestor's time (a
    /// transition's container) kept a stale end event; and the order of re-timing followed
    /// dictionary order, which changes from run to run, so simultaneous ends (and their
    /// completions) could swap. Now every animation measured on a layer of this world is
    /// re-timed, in creation order; one whose end does not move keeps its event.
    func timingChanged() {
        if let world = timelineWorld {
            world.retimeLayerAnimations(under: self)
        } else {
            for a in animations.values.sorted(by: { $0.serial < $1.serial }) where a.timeline is Layer { a.scheduleEnd() }
            for s in sublayers { s.timingChanged() }
        }
    }
}

/// Whatever holds the model values a layer animates (a view).
protocol LayerOwner: AnyObject {
    func setModelValue(_ property: AnimatableProperty, _ value: AnimatableValue)
}

/// A layer's running animations by property: one slot per animatable property.
///
/// What `[AnimatableProperty: Animation]` was, without hashing: every frame or alpha set and
/// every presentation read looked the property up, usually in an empty dictionary. `values`
/// has no meaningful order (a dictionary's had none either); callers that need one sort by
/// `serial`.
struct LayerAnimations {
    private var alpha: Animation?
    private var frame: Animation?
    private var transform: Animation?

    subscript(property: AnimatableProperty) -> Animation? {
        get {
            switch property {
            case .alpha: alpha
            case .frame: frame
            case .transform: transform
            }
        }
        set {
            switch property {
            case .alpha: alpha = newValue
            case .frame: frame = newValue
            case .transform: transform = newValue
            }
        }
    }

    var isEmpty: Bool { alpha == nil && frame == nil && transform == nil }
    var count: Int { (alpha == nil ? 0 : 1) + (frame == nil ? 0 : 1) + (transform == nil ? 0 : 1) }

    /// The animations, alpha's first, then frame's, then transform's.
    var values: [Animation] {
        if transform == nil {
            switch (alpha, frame) {
            case (nil, nil): return []
            case (let a?, nil): return [a]
            case (nil, let f?): return [f]
            case (let a?, let f?): return [a, f]
            }
        }
        return [alpha, frame, transform].compactMap { $0 }
    }

    mutating func removeAll() {
        alpha = nil
        frame = nil
        transform = nil
    }
}
