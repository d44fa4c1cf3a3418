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
///
/// Review notes (fixes to the first version, each explained where it is made):
/// - `isReversed` set while running now turns the animator round (it only re-anchored);
/// - `continueAnimation(durationFactor:)` takes `durationFactor × duration` for what is left,
///   as the SDK header says (it scaled the remaining fraction too);
/// - `stopAnimation` leaves the values last rendered (they jumped to the end) and cancels the
///   pending end (which later "finished" the stopped animator at `.start`);
/// - `finishAnimation(at:)` and `addAnimations(_:delayFactor:)` were missing (rule 7.10);
/// - animations added to an active animator last what is left of it, not a full duration;
/// - `scrubsLinearly` had no effect (rule 7.11);
/// - starting with no animation blocks waits in a transient paused state (SDK header);
/// - a zero-length run never ended; a reused animator restarted from its old fraction;
/// - its animations are kept in the order they were made, not in dictionary order.
public final class PropertyAnimator: Timeline {
    public let duration: Double
    public let timing: TimingFunction
    @exclusivity(unchecked) public private(set) var state: AnimatingState = .inactive
    @exclusivity(unchecked) public private(set) var isRunning = false
    /// Runs (or will run) backwards.
    public var isReversed = false {
        didSet {
            // Fix: the direction of a running animator is the sign of its rate; re-anchoring
            // alone kept it running forwards.
            guard isRunning, isReversed != oldValue else { return }
            rebase()
            rate = -rate
            retime()
        }
    }
    /// Built-in transitions are not interruptible (5.1 [SIM]); animators are by default.
    /// UIKit raises if it is set on an animator that is not inactive (rule 7.13): check
    /// `canSetInterruptible` first to refuse instead of crashing.
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            precondition(canSetInterruptible,
                         "isInterruptible cannot be set on an animator that is not inactive (state is \(state))")
            interruptible = newValue
        }
    }
    @exclusivity(unchecked) private var interruptible = true
    /// Whether `isInterruptible` may be set now: only while inactive (rule 7.13).
    public var canSetInterruptible: Bool { state == .inactive }
    /// iOS 11: while scrubbing, progress maps linearly instead of through the curve (rule 7.11).
    @exclusivity(unchecked) public var scrubsLinearly = true
    /// The world this animator runs in.
    /// Unowned for the reason `View.world` is: the world's scheduler holds the animator; and
    /// `unowned(unsafe)` as that one is (a scrubbed animator reads the clock on every update,
    /// and a checked read is a runtime call). The world must outlive its animators; Lua's
    /// handles keep it alive.
    public unowned(unsafe) let world: World
    @exclusivity(unchecked) private var completions: [(AnimatingPosition) -> Void] = []
    /// The animations measured on this timeline, in the order they were made. Held weakly:
    /// each animation holds its timeline (this animator), and its layer holds the animation.
    @exclusivity(unchecked) private var animationRefs: [WeakAnimation] = []
    private var animations: [Animation] {
        get { animationRefs.compactMap(\.value) }
        set { animationRefs = newValue.map(WeakAnimation.init) }
    }
    /// Blocks added while inactive; they run when the animator becomes active.
    @exclusivity(unchecked) private var blocks: [(block: () -> Void, delayFactor: Double)] = []
    /// Whether any animation block was given since the animator was made or last stopped.
    @exclusivity(unchecked) private var hasAnimationBlocks = false
    /// Started with no animation blocks: the next block added starts it (SDK header).
    @exclusivity(unchecked) private var startsOnFirstBlock = false
    /// `fractionComplete` was set while paused with `scrubsLinearly`: animations pace linearly.
    @exclusivity(unchecked) private var isScrubbing = false
    /// What `finishAnimation(at:)` needs of a stopped animator's animations: their layers (weak)
    /// and end values. Not the animations themselves, which would hold this animator.
    @exclusivity(unchecked) private var stoppedAnimations: [StoppedAnimation] = []
    /// Fraction at `anchorTime` (world time) and the rate it moves at (per second).
    @exclusivity(unchecked) private var anchorFraction = 0.0
    @exclusivity(unchecked) private var anchorTime = 0.0
    @exclusivity(unchecked) private var rate = 0.0
    @exclusivity(unchecked) private var endGeneration = 0
    /// The pending end event, cancelled when re-timed.
    @exclusivity(unchecked) private var endEvent: Int?
    /// What the end event holds instead of a `weak` reference (see `WeakTarget`).
    private lazy var weakTarget = WeakTarget(self)

    /// Creates an inactive animator (the convenience initialisers of UIKit: not running).
    public init(world: World, duration: Double, curve: AnimationCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.world = world
        self.duration = max(0, duration)
        self.timing = curve.timingFunction
        if let animations {
            blocks.append((animations, 0))
            hasAnimationBlocks = true
        }
    }

    /// `init(duration:dampingRatio:animations:)`: paced by a spring that starts at rest
    /// (rule 7.12).
    public init(world: World, duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        self.world = world
        self.duration = max(0, duration)
        self.timing = .spring(dampingRatio: dampingRatio, initialVelocity: 0)
        if let animations {
            blocks.append((animations, 0))
            hasAnimationBlocks = true
        }
    }

    deinit { weakTarget.clear() }

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
            if scrubsLinearly {                    // rule 7.11: the finger maps linearly
                isScrubbing = true
                // (through the references: `animations` makes an array, on every scrubbed frame)
                for ref in animationRefs { if let a = ref.value, !a.isDone { a.pacing = .linear } }
            }
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

    /// Adds animations: the block runs now inside this animator's context (or, while the
    /// animator is inactive, when it becomes active). Added to an active animator, they last
    /// what is left of it, `(1 − fractionComplete) × duration` (rule 7.10).
    public func addAnimations(_ block: @escaping () -> Void) {
        addAnimations(block, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` of the way into the time left and take the rest:
    /// on an inactive animator they start at `delayFactor × duration` and last
    /// `(1 − delayFactor) × duration` (rule 7.10).
    public func addAnimations(_ block: @escaping () -> Void, delayFactor: Double) {
        hasAnimationBlocks = true
        guard state != .inactive else {
            blocks.append((block, delayFactor))
            return
        }
        run(block, delayFactor: delayFactor)
        if startsOnFirstBlock {
            startsOnFirstBlock = false
            startAnimation()
        }
    }

    public func addCompletion(_ block: @escaping (AnimatingPosition) -> Void) {
        completions.append(block)
    }

    /// Starts (or resumes) running from the current fraction. With no animation blocks it
    /// becomes active but waits, paused, for the first block (SDK header).
    public func startAnimation() {
        activateIfNeeded()
        guard hasAnimationBlocks else {
            rebase()
            isRunning = false
            rate = 0
            startsOnFirstBlock = true
            retime()
            return
        }
        rebase()
        endScrub(restartingCurve: false)
        isRunning = true
        startsOnFirstBlock = false
        rate = duration > 0 ? (isReversed ? -1 : 1) / duration : 0
        retime()
    }

    /// Pauses; starts paused if inactive.
    public func pauseAnimation() {
        activateIfNeeded()
        rebase()
        isRunning = false
        startsOnFirstBlock = false
        rate = 0
        retime()
    }

    /// Continues from the current position; what is left takes `durationFactor × duration`
    /// seconds (SDK header: the factor is "in terms of a unit duration defined by the
    /// originally specified duration ... used to specify the remaining time"), and the curve
    /// restarts from where the animations are, "as if the animation was started from its
    /// current position". Direction follows `isReversed` (rule 7.10).
    public func continueAnimation(durationFactor: Double = 1) {
        continueAnimation(curve: nil, durationFactor: durationFactor)
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)` with a cubic curve: the rest
    /// follows `curve` from where each animation is (nil keeps the current timing, rule 7.10).
    public func continueAnimation(curve: TimingFunction?, durationFactor: Double = 1) {
        activateIfNeeded()
        rebase()
        endScrub(restartingCurve: true)
        if let curve {
            for a in animations where !a.isDone { a.resume(along: curve, atLocalTime: localTime) }
        }
        isRunning = true
        startsOnFirstBlock = false
        let remaining = isReversed ? fractionComplete : 1 - fractionComplete
        // Fix: this was `remaining × duration × durationFactor`.
        let seconds = duration * max(0, durationFactor)
        rate = seconds > 0 ? (isReversed ? -remaining : remaining) / seconds : 0
        retime()
    }

    /// Stops, leaving every property at the value last rendered (rule 7.10).
    /// `withoutFinishing == true` goes straight to inactive and drops the completions; `false`
    /// goes to `.stopped`, and `finishAnimation(at:)` must follow.
    public func stopAnimation(_ withoutFinishing: Bool) {
        rebase()
        isRunning = false
        startsOnFirstBlock = false
        isScrubbing = false
        rate = 0
        let live = animations.filter { !$0.isDone }
        animations = []
        // Fix: removing the animations alone showed the model (end) values at once.
        for a in live { a.layer?.restore(a.property, to: a.value(atLocalTime: a.timeline.localTime)) }
        for a in live { a.finish(finished: false) }
        // Fix: without this the end already scheduled still fired and "finished" the stopped
        // animator at `.start`, putting the start values back and calling the completions.
        retime()
        blocks = []
        hasAnimationBlocks = false
        if withoutFinishing {
            state = .inactive
            completions = []
            stoppedAnimations = []
        } else {
            state = .stopped
            stoppedAnimations = live.map {
                StoppedAnimation(layer: $0.layer, property: $0.property, from: $0.from, to: $0.to)
            }
        }
    }

    /// Ends a stopped animator: properties go to the end values, the start values, or stay as
    /// drawn, then the completions run with `position` (rule 7.10).
    /// - Precondition: the animator is `.stopped` (after `stopAnimation(false)`).
    public func finishAnimation(at position: AnimatingPosition) {
        precondition(state == .stopped,
                     "finishAnimation(at:) needs a stopped animator (state is \(state)); call stopAnimation(false) first")
        for a in stoppedAnimations {
            switch position {
            case .end: a.layer?.restore(a.property, to: a.to)
            case .start: a.layer?.restore(a.property, to: a.from)
            case .current: break
            }
        }
        stoppedAnimations = []
        if position != .current { anchorFraction = position == .end ? 1 : 0 }
        anchorTime = world.time
        state = .inactive
        let blocks = completions
        completions = []
        world.perform { for c in blocks { c(position) } }
    }

    // MARK: - Internal

    /// Takes an animation measured on this timeline (called when it is added to its layer).
    func adopt(_ animation: Animation) {
        // What `animations.removeAll { $0.isDone }` and `animations.append` do, without
        // rebuilding both arrays twice: gone and finished animations leave, order is kept.
        animationRefs.removeAll { $0.value?.isDone ?? true }
        if !animationRefs.contains(where: { $0.value === animation }) { animationRefs.append(WeakAnimation(animation)) }
        if isScrubbing { animation.pacing = .linear }
    }

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        // Fix: a reused animator kept the fraction its last run ended at (1), so it ended at
        // once; an inactive animator starts from the beginning.
        anchorFraction = 0
        anchorTime = world.time
        let pending = blocks
        blocks = []
        for b in pending { run(b.block, delayFactor: b.delayFactor) }
    }

    /// Runs an animation block on this timeline, over what is left of it.
    private func run(_ block: () -> Void, delayFactor: Double) {
        let left = (1 - fractionComplete) * duration
        let f = min(1, max(0, delayFactor))
        // Fix: blocks added to an active animator lasted a full `duration` from the current
        // time, past the animator's end (rule 7.10: `(1 − fractionComplete) × duration`).
        let context = AnimationContext(duration: (1 - f) * left, delay: f * left, timing: timing, options: [],
                                       timeline: self, group: nil)
        world.perform {
            world.withAnimationContext(context) { block() }
        }
    }

    /// Leaves a linear scrub: each animation's curve restarts where it is (rule 7.11), so
    /// nothing jumps. `restartingCurve` restarts it for every animation (`continueAnimation`).
    private func endScrub(restartingCurve: Bool) {
        let wasScrubbing = isScrubbing
        isScrubbing = false
        for a in animations where !a.isDone && (restartingCurve || (wasScrubbing && a.pacing == .linear)) {
            let p = a.progress(atLocalTime: localTime)
            a.pacing = .resumed(from: p, eased: a.easedProgress(p))
        }
    }

    private func rebase() {
        anchorFraction = fractionComplete
        anchorTime = world.time
    }

    /// Re-times the end: the animator completes when its fraction reaches 1 (or 0 reversed),
    /// then re-times its animations' own ends (a nested block may end sooner).
    private func retime() {
        endGeneration += 1
        let g = endGeneration
        if let endEvent { world.cancelScheduled(endEvent) }
        endEvent = nil
        guard isRunning else { return }
        // Fix: with nothing to run through (zero duration or nothing left) the rate is 0 and
        // no end was ever scheduled; it now ends at once, on the world's next turn.
        let at = rate == 0 ? world.time : anchorTime + ((rate > 0 ? 1.0 : 0.0) - anchorFraction) / rate
        endEvent = world.schedule(at: at) { [target = weakTarget] in
            guard let self = target.object, self.endGeneration == g else { return }
            self.endEvent = nil
            self.finish(at: self.isReversed ? .start : .end)
        }
        for a in animations where !a.isDone { a.scheduleEnd() }
    }

    private func finish(at position: AnimatingPosition) {
        isRunning = false
        rate = 0
        isScrubbing = false
        retime()   // not running: only drops the pending end
        anchorFraction = position == .end ? 1 : 0
        anchorTime = world.time
        let mine = animations.filter { !$0.isDone }
        animations = []
        for a in mine {
            if position == .start, let layer = a.layer {
                // back at the start: the model returns to where the animation began
                layer.restore(a.property, to: a.from)
            }
            a.finish(finished: true)
        }
        state = .inactive
        blocks = []
        hasAnimationBlocks = false
        let blocks = completions
        completions = []
        world.perform { for c in blocks { c(position) } }
    }
}

/// A weak reference to an animation (an animator must not keep its own animations alive).
struct WeakAnimation {
    private let target: WeakTarget<Animation>
    var value: Animation? { target.object }
    init(_ value: Animation) { target = value.weakTarget }
}

/// A stopped animation's layer and end values, kept for `finishAnimation(at:)`.
struct StoppedAnimation {
    private let layerTarget: WeakTarget<Layer>?
    var layer: Layer? { layerTarget?.object }
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue

    init(layer: Layer?, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        layerTarget = layer?.weakTarget
        self.property = property
        self.from = from
        self.to = to
    }
}
