// PropertyAnimator: UIViewPropertyAnimator — a timeline whose time is its progress, so the
// animations added to it can be run, paused, scrubbed and reversed (rule 7.10).

/// The state of an animator (`UIViewAnimatingState`).
public enum AnimatingState: Sendable, Equatable { case inactive, active, stopped }

/// Where a finished animator leaves its properties (`UIViewAnimatingPosition`).
public enum AnimatingPosition: Sendable, Equatable { case end, start, current }

/// A property animator: animations added with `addAnimations` follow its fraction complete.
///
/// Its local time is `fractionComplete × duration`. While running, that time follows the world
/// clock (backwards when reversed); while paused it holds still and `fractionComplete` can be
/// set to scrub. Animations added to it are placed on the views' layers, but measured on this
/// timeline, so the world clock alone does not move them while it is paused.
public final class PropertyAnimator: Timeline {
    public let duration: Double
    public let timing: TimingFunction
    public private(set) var state: AnimatingState = .inactive
    public private(set) var isRunning = false
    /// Runs (or will run) backwards.
    public var isReversed = false {
        didSet { if isRunning { rebase(); retime() } }
    }
    /// Built-in transitions are not interruptible (5.1 [SIM]); animators are by default.
    public var isInterruptible = true
    /// iOS 11: while scrubbing, progress maps linearly instead of through the curve.
    public var scrubsLinearly = true
    /// The world this animator runs in.
    public let world: World
    private var completions: [(AnimatingPosition) -> Void] = []
    private var animations: [Animation] = []
    private var blocks: [() -> Void] = []
    /// Fraction at `anchorTime` (world time) and the rate it moves at (per second).
    private var anchorFraction = 0.0
    private var anchorTime = 0.0
    private var rate = 0.0
    private var endGeneration = 0

    /// Creates an inactive animator (the convenience initialisers of UIKit: not running).
    public init(world: World, duration: Double, curve: AnimationCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.world = world
        self.duration = max(0, duration)
        self.timing = curve.timingFunction
        if let animations { blocks.append(animations) }
    }

    // MARK: - Timeline

    public var timelineWorld: World? { world }

    /// Progress now, 0…1.
    public var fractionComplete: Double {
        get { min(1, max(0, anchorFraction + rate * (world.time - anchorTime))) }
        set {
            guard !isRunning else { return }       // a no-op while running (rule 7.10)
            activateIfNeeded()
            anchorFraction = min(1, max(0, newValue))
            anchorTime = world.time
            retime()
        }
    }

    public var localTime: Double { fractionComplete * duration }

    public func worldTime(forLocal t: Double) -> Double? {
        guard rate != 0, duration > 0 else { return nil }
        let target = t / duration
        let dt = (target - anchorFraction) / rate
        return dt >= -1e-12 ? anchorTime + max(0, dt) : nil
    }

    // MARK: - Control

    /// Adds animations: the block runs now inside this animator's context.
    public func addAnimations(_ block: @escaping () -> Void) {
        if state == .inactive { blocks.append(block) } else { run(block) }
    }

    public func addCompletion(_ block: @escaping (AnimatingPosition) -> Void) {
        completions.append(block)
    }

    /// Starts (or resumes) running from the current fraction.
    public func startAnimation() {
        activateIfNeeded()
        rebase()
        isRunning = true
        rate = duration > 0 ? (isReversed ? -1 : 1) / duration : 0
        retime()
    }

    /// Pauses; starts paused if inactive.
    public func pauseAnimation() {
        activateIfNeeded()
        rebase()
        isRunning = false
        rate = 0
        retime()
    }

    /// Continues with the remaining time scaled by `durationFactor` (rule 7.10).
    public func continueAnimation(durationFactor: Double = 1) {
        activateIfNeeded()
        rebase()
        isRunning = true
        let remaining = isReversed ? fractionComplete : 1 - fractionComplete
        let seconds = remaining * duration * max(0, durationFactor)
        rate = seconds > 0 ? (isReversed ? -remaining : remaining) / seconds : 0
        retime()
        if seconds <= 0 { finish(at: isReversed ? .start : .end) }
    }

    /// Stops; `withoutFinishing == true` goes straight to inactive, leaving values as drawn.
    public func stopAnimation(_ withoutFinishing: Bool) {
        rebase()
        isRunning = false
        rate = 0
        for a in animations { a.finish(finished: false) }
        animations = []
        state = withoutFinishing ? .inactive : .stopped
    }

    // MARK: - Internal

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        let pending = blocks
        blocks = []
        for b in pending { run(b) }
    }

    private func run(_ block: () -> Void) {
        let context = AnimationContext(duration: duration, delay: 0, timing: timing, options: [],
                                       timeline: self, group: nil)
        world.perform {
            world.withAnimationContext(context) { block() }
        }
        collectAnimations()
    }

    /// Picks up the animations measured on this timeline (they were added to view layers).
    private func collectAnimations() {
        var mine: [Animation] = []
        for layer in world.animatedLayers.values {
            for a in layer.animations.values where a.timeline === self { mine.append(a) }
        }
        animations = mine
    }

    private func rebase() {
        anchorFraction = fractionComplete
        anchorTime = world.time
    }

    /// Re-times the end: the animator completes when its fraction reaches 1 (or 0 reversed).
    private func retime() {
        endGeneration += 1
        let g = endGeneration
        guard isRunning, rate != 0 else { return }
        let target = rate > 0 ? 1.0 : 0.0
        let at = anchorTime + (target - anchorFraction) / rate
        world.schedule(at: at) { [weak self] in
            guard let self, self.endGeneration == g else { return }
            self.finish(at: self.rate > 0 ? .end : .start)
        }
    }

    private func finish(at position: AnimatingPosition) {
        isRunning = false
        rate = 0
        anchorFraction = position == .end ? 1 : 0
        anchorTime = world.time
        let mine = animations
        animations = []
        for a in mine {
            if position == .start, let layer = a.layer {
                // back at the start: the model returns to where the animation began
                layer.restore(a.property, to: a.from)
            }
            a.finish(finished: true)
        }
        state = .inactive
        let blocks = completions
        completions = []
        world.perform { for c in blocks { c(position) } }
    }
}
