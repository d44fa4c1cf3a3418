// AnimationContext: what `UIView.animate` (or a transition) opens while its block runs, so
// property changes inside it become animations with its timing.

/// `UIView.AnimationOptions`, the parts the simulation uses.
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options name (ease-in-out when none, as UIKit's default; rule 7.5).
    var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}

/// Counts the animations one block started and runs its completion when the last one ends.
final class CompletionGroup {
    @exclusivity(unchecked) private var pending = 0
    @exclusivity(unchecked) private var allFinished = true
    @exclusivity(unchecked) private var closed = false
    @exclusivity(unchecked) private var fired = false
    private let completion: ((Bool) -> Void)?
    private unowned let world: World
    /// What animations hold instead of a `weak` reference to this group (see `WeakTarget`).
    private(set) lazy var weakTarget = WeakTarget(self)

    init(world: World, completion: ((Bool) -> Void)?) {
        self.world = world
        self.completion = completion
    }

    deinit { weakTarget.clear() }

    /// Registers an animation; its end reports back here.
    func track(_ animation: Animation) {
        pending += 1
        animation.group = self
        animation.completions.append { [self] finished in
            if !finished { allFinished = false }
            pending -= 1
            fireIfDone()
        }
    }

    /// The block has returned: with nothing animated the completion runs on the next frame
    /// (rule 7.5), otherwise when the last animation ends.
    func close() {
        closed = true
        if pending == 0 {
            world.scheduleNextFrame { [self] in fireIfDone() }
        }
    }

    private func fireIfDone() {
        guard closed, pending == 0, !fired else { return }
        fired = true
        let finished = allFinished
        guard finished else {
            // Fix (review): an interruption happens inside whatever interrupted it, often a
            // property set inside another animation block; running the completion there made
            // its own property changes part of that block. It now runs at the same instant,
            // once the interrupting call has returned, like Core Animation's stop callback.
            world.schedule(at: world.time) { [self] in world.perform { completion?(false) } }
            return
        }
        world.perform { completion?(finished) }
    }
}

/// The timing in force while an animation block runs.
final class AnimationContext {
    let duration: Double
    let delay: Double
    let timing: TimingFunction
    let options: AnimationOptions
    /// The timeline new animations follow; nil means each view's own layer.
    let timeline: Timeline?
    let group: CompletionGroup?

    init(duration: Double, delay: Double, timing: TimingFunction, options: AnimationOptions,
         timeline: Timeline?, group: CompletionGroup?) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.timeline = timeline
        self.group = group
    }
}

extension World {
    /// The innermost animation context, unless animations are disabled.
    var currentAnimationContext: AnimationContext? {
        animationsDisabled > 0 ? nil : animationContexts.last
    }

    /// Runs `body` with `context` open.
    func withAnimationContext<T>(_ context: AnimationContext, _ body: () throws -> T) rethrows -> T {
        animationContexts.append(context)
        defer { animationContexts.removeLast() }
        return try body()
    }

    /// Runs `body` with animations disabled (`UIView.performWithoutAnimation`).
    ///
    /// Everything inside is applied at once, including the blocks of any `animate` called
    /// inside (rules 2.12, 7.5).
    public func performWithoutAnimation<T>(_ body: () throws -> T) rethrows -> T {
        animationsDisabled += 1
        defer { animationsDisabled -= 1 }
        return try body()
    }

    /// Runs `body` with the open animation blocks hidden: what it sets directly is applied at
    /// once, but a block it opens itself animates, with its own duration and curve.
    ///
    /// This is `performWithoutAnimation` as a table's cell layout meets it (rules 9.2, 9.4).
    /// [SIM] UIKit on iOS 10 lays cells out inside `performWithoutAnimation`, so a cell's layout
    /// ignores the update's animation (9.2). Yet `UIView.animate { contentView.layoutIfNeeded() }`
    /// in the cell's `layoutSubviews` still animates there (9.4). The simulation keeps both by
    /// giving the table's wrapper this narrower meaning: it hides the enclosing blocks instead of
    /// disabling animation, so a block opened inside has nothing to inherit (rule 7.8): it runs
    /// on its own duration and curve, on the view's own layer time. The public
    /// `performWithoutAnimation` keeps UIKit's documented meaning, where blocks inside it do not
    /// animate (the rule 7.5 tests rely on it), and this does not lift it: inside a
    /// `performWithoutAnimation` nothing animates still.
    func performWithoutInheritedAnimation<T>(_ body: () throws -> T) rethrows -> T {
        if animationContexts.isEmpty { return try body() }   // nothing to hide (every cell a table shows)
        let hidden = animationContexts
        animationContexts = []
        defer { animationContexts = hidden }
        return try body()
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)` in this world.
    ///
    /// Property changes inside `animations` animate from their current presentation value
    /// (rule 7.7). A block nested in another inherits its duration and curve unless the options
    /// override them (rule 7.8). A duration ≤ 0 applies the changes at once, and the completion
    /// then runs on the next frame (rule 7.5).
    public func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(duration, delay, options, options.curve.timingFunction, animations, completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:
    /// animations:completion:)`: the same, paced by a spring (rule 7.12). `velocity` is UIKit's:
    /// 1 is the whole distance in one second.
    public func animate(withDuration duration: Double, delay: Double = 0, dampingRatio: Double, initialVelocity velocity: Double,
                        options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let timing = TimingFunction.spring(dampingRatio: dampingRatio, initialVelocity: velocity * max(0, duration))
        animate(duration, delay, options, timing, animations, completion)
    }

    private func animate(_ duration: Double, _ delay: Double, _ options: AnimationOptions, _ ownTiming: TimingFunction,
                         _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        let outer = currentAnimationContext
        var d = duration, timing = ownTiming, timeline: Timeline? = nil
        if let outer {
            if !options.contains(.overrideInheritedDuration) { d = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
            timeline = outer.timeline
        }
        let group = CompletionGroup(world: self, completion: completion)
        if d <= 0 {
            performWithoutAnimation { perform(animations) }
        } else {
            let context = AnimationContext(duration: d, delay: max(0, delay), timing: timing, options: options,
                                           timeline: timeline, group: group)
            withAnimationContext(context) { perform(animations) }
        }
        group.close()
    }
}
