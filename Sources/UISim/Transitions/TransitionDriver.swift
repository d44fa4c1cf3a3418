// TransitionDriver: the timing machinery of a transition — the only thing that differs between
// the eras (docs/uikit-behaviour.md, section 0): scrubbing the container layer (iOS ≤ 10) or driving a property
// animator (iOS ≥ 11). Everything else a transition does is the same in both.

/// Runs a transition's animations on some timeline, scrubs them while interactive, and
/// completes or cancels them.
protocol TransitionDriver: AnyObject {
    /// Starts the transition's timing. Blocks given to `run` afterwards animate on it.
    func begin(interactive: Bool)
    /// Runs `block` in the transition's animation context.
    func run(_ block: @escaping () -> Void)
    /// Makes `layer` follow the transition too (views outside the container, rule 5.4).
    func follow(_ layer: Layer)
    /// Moves an interactive transition to `percent`.
    func scrub(to percent: Double)
    /// Runs the rest, forwards (`finish`) or back (`!finish`), over `seconds`; then calls
    /// `done`.
    func complete(finishing finish: Bool, from percent: Double, seconds: Double, curve: AnimationCurve,
                  done: @escaping () -> Void)
    /// Stops a completion under way where it is, for the finger to take over (rule 6.2).
    /// - Returns: the progress it stopped at, or nil if this machinery cannot be interrupted.
    func interrupt() -> Double?
}

/// iOS ≥ 11: a property animator owns the transition's animations and the alongside blocks.
/// Anything else animates on the world clock (rule 0.3, 0.4 modern).
final class AnimatorDriver: TransitionDriver {
    let animator: PropertyAnimator
    @exclusivity(unchecked) private var interactive = false

    init(world: World, duration: Double) {
        animator = PropertyAnimator(world: world, duration: duration, curve: .easeInOut)
    }

    func begin(interactive: Bool) {
        self.interactive = interactive
        if interactive { animator.pauseAnimation() } else { animator.startAnimation() }
    }

    func run(_ block: @escaping () -> Void) {
        // linear while interactive (rule 6.1): scrubbing maps fractions linearly
        animator.addAnimations(block)
        if interactive { animator.fractionComplete = animator.fractionComplete }
    }

    func follow(_ layer: Layer) {}   // alongside animations are on the animator's timeline

    func scrub(to percent: Double) { animator.fractionComplete = percent }

    func complete(finishing finish: Bool, from percent: Double, seconds: Double, curve: AnimationCurve,
                  done: @escaping () -> Void) {
        animator.addCompletion { _ in done() }
        animator.isReversed = !finish
        let factor = animator.duration > 0 ? seconds / animator.duration : 0
        // the rest follows the interaction's completion curve (rule 6.1)
        animator.continueAnimation(curve: curve.timingFunction, durationFactor: factor)
    }

    /// The animator pauses where it is; scrubbing then maps linearly again (rule 6.1).
    func interrupt() -> Double? {
        guard animator.isRunning else { return nil }
        animator.pauseAnimation()
        animator.isReversed = false
        interactive = true
        return animator.fractionComplete
    }
}

/// iOS ≤ 10: the transition pauses the container layer (`speed = 0`) and scrubs `timeOffset`
/// (QA1673), so every animation added below it while interactive — the transition's, the
/// alongside blocks', and any other — follows the finger (rules 0.2, 7.3, 7.4).
final class LayerScrubDriver: TransitionDriver {
    unowned let world: World
    let duration: Double
    @exclusivity(unchecked) private var layers: [Layer]
    /// The container's local time when the transition began.
    @exclusivity(unchecked) private var begin = 0.0
    @exclusivity(unchecked) private var interactive = false
    @exclusivity(unchecked) private var finishTimeline = false

    init(world: World, container: Layer, duration: Double) {
        self.world = world
        self.duration = duration
        layers = [container]
    }

    func begin(interactive: Bool) {
        self.interactive = interactive
        if interactive { for l in layers { pause(l) } }
        begin = layers[0].localTime
    }

    /// Fix: a block added after the start (rule 5.8) lasted a full `duration` from then, past
    /// the transition's end; like the animator's, it now lasts what is left of the transition
    /// on its clock, `(1 − progress) × duration`, so it ends with the transition.
    func run(_ block: @escaping () -> Void) {
        let options: AnimationOptions = interactive ? .curveLinear : .curveEaseInOut
        let elapsed = min(duration, max(0, layers[0].localTime - begin))
        world.animate(withDuration: duration - elapsed, options: options, animations: block)
    }

    func follow(_ layer: Layer) {
        guard !layers.contains(where: { $0 === layer }) else { return }
        layers.append(layer)
        if interactive {
            pause(layer)
            layer.timeOffset = layers[0].timeOffset
        }
    }

    func scrub(to percent: Double) {
        for l in layers { l.timeOffset = begin + percent * duration }
    }

    func complete(finishing finish: Bool, from percent: Double, seconds: Double, curve: AnimationCurve,
                  done: @escaping () -> Void) {
        guard interactive else {
            world.schedule(at: world.time + seconds) { done() }
            return
        }
        let remaining = finish ? (1 - percent) * duration : percent * duration
        let speed = seconds > 0 ? remaining / seconds : 0
        // the rest follows the interaction's completion curve (rule 6.1), for every animation
        // caught below the container, from where the finger left it
        for l in layers { resumeAnimations(below: l, along: curve.timingFunction) }
        let now = world.time
        for l in layers {
            // resume from where the finger left it, forwards or backwards (rule 7.4). Fix:
            // `beginTime` is in the parent's time, which was taken to be the world's; under a
            // layer with its own timing the container's local time jumped.
            l.beginTime = parentTime(of: l)
            l.speed = finish ? speed : -speed
        }
        world.schedule(at: now + seconds) { [self] in
            let end = finish ? begin + duration : begin
            for l in layers {
                if !finish { removeAnimations(below: l) }   // a cancelled transition's animations go
                // back to the clock, local time continuing from where the transition ended
                l.speed = 1
                l.beginTime = parentTime(of: l)
                l.timeOffset = end
            }
            done()
        }
    }

    /// A paused container layer has no animator to interrupt (rule 6.2): the layer-scrubbing
    /// machinery never was interruptible.
    func interrupt() -> Double? { nil }

    /// The time of `layer`'s parent now: what its `beginTime` is measured in.
    private func parentTime(of layer: Layer) -> Double { layer.superlayer?.localTime ?? world.time }

    /// QA1673's pause: freeze the layer at its current local time.
    private func pause(_ layer: Layer) {
        let t = layer.localTime
        layer.speed = 0
        layer.timeOffset = t
    }

    private func resumeAnimations(below layer: Layer, along curve: TimingFunction) {
        for a in layer.animations.values { a.resume(along: curve, atLocalTime: a.timeline.localTime) }
        for s in layer.sublayers { resumeAnimations(below: s, along: curve) }
    }

    private func removeAnimations(below layer: Layer) {
        layer.removeAllAnimations()
        for s in layer.sublayers { removeAnimations(below: s) }
    }
}
