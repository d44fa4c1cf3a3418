// Animation: one property moving from a value to another over a span of a timeline's time.

/// A property a view can animate.
public enum AnimatableProperty: Hashable, Sendable {
    case alpha
    case frame
    case transform
}

/// A value an animation interpolates.
public enum AnimatableValue: Equatable, Sendable {
    case scalar(Double)
    case rect(Rect)
    case transform(AffineTransform)

    /// Linear interpolation at `p` (0: self, 1: other). Mismatched kinds jump at the end.
    func interpolated(to other: AnimatableValue, at p: Double) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * p)
        case (.rect(let a), .rect(let b)):
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
            return .rect(Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                              width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, at: p))
        default: return p < 1 ? self : other
        }
    }

    var scalar: Double { if case .scalar(let v) = self { v } else { 0 } }
    var rect: Rect { if case .rect(let r) = self { r } else { .zero } }
    var transform: AffineTransform { if case .transform(let t) = self { t } else { .identity } }
}

/// How an animation's linear progress maps to its value (rules 7.10, 7.11).
enum Pacing: Equatable {
    /// Through the timing curve, as Core Animation does.
    case curve
    /// Linearly: the animation belongs to a paused property animator being scrubbed with
    /// `scrubsLinearly` (rule 7.11).
    case linear
    /// The curve restarted at linear progress `from`, where the eased progress was `eased`:
    /// an animator running again after a linear scrub "behaves as if started from its current
    /// position" (rule 7.10) instead of jumping back onto the curve.
    ///
    /// `curve`, when given, replaces the animation's own for the rest: the completion curve of
    /// an interactive transition after the finger lifts (rule 6.1).
    case resumed(from: Double, eased: Double, curve: TimingFunction? = nil)
}

/// A basic animation (CABasicAnimation): `from` to `to` on `property`, starting at local time
/// `beginTime` of its timeline and lasting `duration`, paced by `timing`.
///
/// Its value is a pure function of its timeline's time, so the presentation of a view is a
/// pure function of the clock (and of scrubbing). When the timeline reaches the end, the
/// animation is removed and its completions run with `finished == true`; one replaced or
/// removed early runs them with `false`.
public final class Animation {
    public let property: AnimatableProperty
    public let from: AnimatableValue
    public let to: AnimatableValue
    public let beginTime: Double
    public let duration: Double
    public let timing: TimingFunction
    /// What this animation's time is measured against.
    public let timeline: Timeline
    /// The layer showing it (zeroing, like `weak`; see `WeakTarget`).
    var layer: Layer? { layerTarget.object }
    private let layerTarget: WeakTarget<Layer>
    @exclusivity(unchecked) var completions: [(Bool) -> Void] = []
    @exclusivity(unchecked) public private(set) var isDone = false
    /// Bumped on each re-timing, so stale end events do nothing.
    @exclusivity(unchecked) private var generation = 0
    /// The world time the current end event is due (nil: none pending), so a re-timing that
    /// lands on the same instant keeps the event it has instead of piling up another.
    @exclusivity(unchecked) private var scheduledEnd: Double?
    /// The pending end event, cancelled when it is superseded or the animation ends early.
    @exclusivity(unchecked) private var endHandle: Int?
    /// The world holding `endHandle` (weak: a world owns its layers and their animations).
    private var endWorld: World? { endWorldTarget?.object }
    @exclusivity(unchecked) private var endWorldTarget: WeakTarget<World>?
    /// The order animations were made in the world: re-timing in this order keeps simultaneous
    /// ends (and so completions) in creation order, whatever order dictionaries iterate in.
    let serial: Int
    /// The completion group of the block that made it (nil for an animator's own animations).
    /// Zeroing, like `weak` (see `WeakTarget`).
    var group: CompletionGroup? {
        get { groupTarget?.object }
        set { groupTarget = newValue?.weakTarget }
    }
    @exclusivity(unchecked) private var groupTarget: WeakTarget<CompletionGroup>?
    @exclusivity(unchecked) private var weakTargetStorage: WeakTarget<Animation>?
    /// What holders of a weak reference to this animation keep (see `WeakTarget`).
    var weakTarget: WeakTarget<Animation> {
        if let t = weakTargetStorage { return t }
        let t = WeakTarget(self)
        weakTargetStorage = t
        return t
    }
    /// How linear progress maps to the value (rules 7.10, 7.11); only animators change it.
    @exclusivity(unchecked) var pacing: Pacing = .curve

    init(property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue, beginTime: Double,
         duration: Double, timing: TimingFunction, timeline: Timeline, layer: Layer) {
        self.property = property
        self.from = from
        self.to = to
        self.beginTime = beginTime
        self.duration = max(0, duration)
        self.timing = timing
        self.timeline = timeline
        self.layerTarget = layer.weakTarget
        serial = (timeline.timelineWorld ?? layer.timelineWorld)?.nextAnimationSerial() ?? 0
    }

    deinit { weakTargetStorage?.clear() }

    /// The end, in the timeline's local time.
    public var endTime: Double { beginTime + duration }

    /// Linear progress 0…1 at local time `t` (before the start: 0, the "from" value shows).
    public func progress(atLocalTime t: Double) -> Double {
        guard duration > 0 else { return t >= beginTime ? 1 : 0 }
        return min(1, max(0, (t - beginTime) / duration))
    }

    /// The value at local time `t`.
    public func value(atLocalTime t: Double) -> AnimatableValue {
        from.interpolated(to: to, at: easedProgress(progress(atLocalTime: t)))
    }

    /// The eased progress for linear progress `p`, as `pacing` says.
    func easedProgress(_ p: Double) -> Double {
        switch pacing {
        case .curve:
            return timing.value(at: p)
        case .linear:
            return min(1, max(0, p))
        case .resumed(let p0, let e0, let curve):
            let rest = curve ?? timing
            if p >= p0 { return p0 >= 1 ? 1 : e0 + (1 - e0) * rest.value(at: (p - p0) / (1 - p0)) }
            return e0 * (1 - rest.value(at: (p0 - p) / p0))   // p0 > p >= 0 here
        }
    }

    /// Schedules the end check at the world time the timeline reaches `endTime`.
    ///
    /// Fix (review): a timeline running away from the end (a layer with a negative speed on
    /// the way) reaches `endTime` at a world time in the past; that time was clamped to now,
    /// the check failed and re-scheduled itself at the same instant forever, hanging
    /// `advance`/`settle`. Such an animation now waits for the next re-timing instead. Rounding
    /// that leaves the timeline a hair short of the end at the computed instant finishes it
    /// rather than re-scheduling at the same instant.
    func scheduleEnd() {
        guard !isDone, let world = timeline.timelineWorld else { return }
        var due = timeline.worldTime(forLocal: endTime)
        if let at = due, at < world.time - 1e-9, timeline.localTime < endTime - 1e-9 {
            due = nil   // moving away from the end: it never comes at the current rates
        }
        if let at = due { due = max(at, world.time) }
        if due == scheduledEnd { return }   // already due then (or still nothing to schedule)
        generation += 1
        scheduledEnd = due
        cancelEndEvent()
        guard let at = due else { return }
        let g = generation
        let handle = world.schedule(at: at) { [target = weakTarget] in
            guard let self = target.object, self.generation == g, !self.isDone else { return }
            self.scheduledEnd = nil
            self.endHandle = nil
            let now = self.timeline.timelineWorld?.time ?? at
            let next = self.timeline.worldTime(forLocal: self.endTime)
            if self.timeline.localTime >= self.endTime - 1e-9 || next.map({ abs($0 - now) <= 1e-9 }) == true {
                self.finish(finished: true)
            } else {
                self.scheduleEnd()   // the timeline changed pace without re-timing us
            }
        }
        endHandle = handle
        endWorldTarget = world.weakTarget
    }

    private func cancelEndEvent() {
        if let endHandle { endWorld?.cancelScheduled(endHandle) }
        endHandle = nil
    }

    /// Ends the animation: removes it and runs its completions once.
    func finish(finished: Bool) {
        guard !isDone else { return }
        isDone = true
        generation += 1
        scheduledEnd = nil
        cancelEndEvent()
        layer?.remove(self)
        let blocks = completions
        completions = []
        for c in blocks { c(finished) }
    }
}

extension Animation {
    /// Continues from where it is now along `curve` (rule 6.1's completion curve).
    func resume(along curve: TimingFunction, atLocalTime t: Double) {
        let p = progress(atLocalTime: t)
        pacing = .resumed(from: p, eased: easedProgress(p), curve: curve)
    }
}
