// Animation: one property moving from a value to another over a span of a timeline's time.

/// A property a view can animate.
public enum AnimatableProperty: Hashable, Sendable {
    case alpha
    case frame
}

/// A value an animation interpolates.
public enum AnimatableValue: Equatable, Sendable {
    case scalar(Double)
    case rect(Rect)

    /// Linear interpolation at `p` (0: self, 1: other). Mismatched kinds jump at the end.
    func interpolated(to other: AnimatableValue, at p: Double) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * p)
        case (.rect(let a), .rect(let b)):
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
            return .rect(Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                              width: mix(a.width, b.width), height: mix(a.height, b.height)))
        default: return p < 1 ? self : other
        }
    }

    var scalar: Double { if case .scalar(let v) = self { v } else { 0 } }
    var rect: Rect { if case .rect(let r) = self { r } else { .zero } }
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
    /// The layer showing it.
    weak var layer: Layer?
    var completions: [(Bool) -> Void] = []
    public private(set) var isDone = false
    /// Bumped on each re-timing, so stale end events do nothing.
    private var generation = 0

    init(property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue, beginTime: Double,
         duration: Double, timing: TimingFunction, timeline: Timeline, layer: Layer) {
        self.property = property
        self.from = from
        self.to = to
        self.beginTime = beginTime
        self.duration = max(0, duration)
        self.timing = timing
        self.timeline = timeline
        self.layer = layer
    }

    /// The end, in the timeline's local time.
    public var endTime: Double { beginTime + duration }

    /// Linear progress 0…1 at local time `t` (before the start: 0, the "from" value shows).
    public func progress(atLocalTime t: Double) -> Double {
        guard duration > 0 else { return t >= beginTime ? 1 : 0 }
        return min(1, max(0, (t - beginTime) / duration))
    }

    /// The value at local time `t`.
    public func value(atLocalTime t: Double) -> AnimatableValue {
        from.interpolated(to: to, at: timing.value(at: progress(atLocalTime: t)))
    }

    /// Schedules the end check at the world time the timeline reaches `endTime`.
    func scheduleEnd() {
        guard !isDone, let world = timeline.timelineWorld else { return }
        generation += 1
        let g = generation
        guard let at = timeline.worldTime(forLocal: endTime) else { return }
        world.schedule(at: at) { [weak self] in
            guard let self, self.generation == g, !self.isDone else { return }
            if self.timeline.localTime >= self.endTime - 1e-9 {
                self.finish(finished: true)
            } else {
                self.scheduleEnd()
            }
        }
    }

    /// Ends the animation: removes it and runs its completions once.
    func finish(finished: Bool) {
        guard !isDone else { return }
        isDone = true
        generation += 1
        layer?.remove(self)
        let blocks = completions
        completions = []
        for c in blocks { c(finished) }
    }
}
