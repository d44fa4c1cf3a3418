// InteractivePop: the screen-edge swipe driving a percent-driven interactive pop (spec §6).

/// The swipe-back gesture and its `UIPercentDrivenInteractiveTransition`.
///
/// `update(_:)` moves the transition; `finish()`/`cancel()` end it; `release(velocity:)` lets the
/// simulated gesture decide ([SIM] rule 6.6). The rest of the animation takes
/// `(1 − p) × duration ÷ completionSpeed` to finish, `p × duration ÷ completionSpeed` to cancel.
public final class InteractivePop {
    let transition: Transition
    /// [SIM] The progress past which a release finishes (rule 6.6).
    @exclusivity(unchecked) public var finishThreshold = 0.5
    /// [SIM] A flick faster than this (points per second) finishes whatever the progress.
    @exclusivity(unchecked) public var flickVelocity = 300.0

    init(transition: Transition) { self.transition = transition }

    /// The last value passed to `update(_:)`.
    public var percentComplete: Double { transition.percentComplete }
    /// The duration of the whole transition.
    public var duration: Double { transition.duration }
    /// Default 1; must be > 0 (rule 6.1).
    public var completionSpeed: Double {
        get { transition.completionSpeed }
        set {
            precondition(newValue > 0, "completionSpeed must be > 0, got \(newValue)")
            transition.completionSpeed = newValue
        }
    }
    /// Default easeInOut, used after the finger lifts (rule 6.1).
    public var completionCurve: AnimationCurve {
        get { transition.completionCurve }
        set { transition.completionCurve = newValue }
    }
    /// Whether the finger is still down.
    public var isInteractive: Bool { transition.isInteractive }
    /// Whether the transition has completed (finished or cancelled).
    public var isComplete: Bool { transition.isComplete }

    /// The finger moved: progress `percent` (clamped to 0…1).
    public func update(_ percent: Double) { transition.update(percent) }

    /// The finger moved `x` points right of where it began: progress is
    /// `clamp(x ÷ container width, 0, 1)` ([SIM] rule 6.6).
    public func update(translationX x: Double) {
        let width = transition.container.bounds.width
        update(width > 0 ? x / width : 0)
    }

    /// The pop completes.
    public func finish() { transition.endInteraction(finish: true) }

    /// The pop is cancelled; the top controller stays.
    public func cancel() { transition.endInteraction(finish: false) }

    /// Whether the pop runs on an interruptible animator (`interruptibleAnimator(using:)`, rule
    /// 6.4), so `pause()` can catch its completion. [SIM] Default false, as the built-in pop
    /// (rule 5.1). Setting it takes effect only where transitions run on an animator (iOS ≥ 11);
    /// a transition that scrubs its container layer (iOS ≤ 10) stays non-interruptible.
    public var isInterruptible: Bool {
        get { transition.isInterruptible }
        set { transition.isInterruptible = newValue }
    }

    /// `pause()` (iOS 10+, rule 6.2): after `finish()` or a release, while the rest of the pop is
    /// animating, the finger touches down again: the animation stops where it is and the pop is
    /// interactive again at that progress; the interaction-change handlers run. Then `update`,
    /// `finish` and `cancel` work as before. Does nothing while the finger is down, after the
    /// end, on a pop that is not interruptible, or [SIM] while a cancel is animating.
    /// - Returns: whether it paused.
    @discardableResult
    public func pause() -> Bool { transition.pauseInteraction() }

    /// The finger lifts with `velocity` (points per second, positive to the right): finish if
    /// `velocity > 0 && (p > threshold || velocity > flickVelocity)`, else cancel (rule 6.6).
    /// - Returns: whether it finishes.
    @discardableResult
    public func release(velocity: Double) -> Bool {
        let p = transition.percentComplete
        let finishes = velocity > 0 && (p > finishThreshold || velocity > flickVelocity)
        if finishes { finish() } else { cancel() }
        return finishes
    }

    /// The gesture was cancelled or failed: always a cancel (rule 6.6).
    public func gestureCancelled() { cancel() }
}
