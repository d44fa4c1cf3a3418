// Transition: one push or pop — its state, its callbacks in UIKit's order (spec §4, §5.11) and
// its completion. The timing is the driver's; nothing here depends on the iOS version.

/// A navigation transition in progress.
final class Transition {
    enum Kind { case push, pop }

    let kind: Kind
    unowned let navigation: NavigationController
    let from: ViewController
    let to: ViewController
    let isAnimated: Bool
    let initiallyInteractive: Bool
    @exclusivity(unchecked) private(set) var isInteractive: Bool
    /// Whether the finger can take the completion over again (`pause()`, rule 6.2). Only a
    /// transition run by an animator can be (the iOS ≥ 11 machinery); [SIM] the built-in pop is
    /// not unless its interaction asks (rule 5.1).
    var isInterruptible = false {
        didSet { if isInterruptible && world.uikit.interactiveTransitionsScrubTheContainerLayer { isInterruptible = false } }
    }
    @exclusivity(unchecked) private(set) var isCancelled = false
    /// The navigation delegate's animator, asked once at the start (rule 6.3).
    let animator: ViewControllerAnimatedTransitioning?
    @exclusivity(unchecked) private(set) var isComplete = false
    let duration: Double
    /// Live while interactive, frozen when the interaction ends (rule 5.2).
    @exclusivity(unchecked) private(set) var percentComplete = 0.0
    @exclusivity(unchecked) var completionSpeed = 1.0
    @exclusivity(unchecked) var completionCurve: AnimationCurve = .easeInOut
    /// The coordinator handed to controllers and blocks. Fix: the coordinator held this
    /// transition `unowned` and the transition held the coordinator, so a coordinator kept past
    /// the end (rule 5.8's stale reference) trapped once the transition was freed. Now the
    /// coordinator holds the transition, the transition holds it weakly, and the navigation
    /// controller keeps it while the transition runs (one instance throughout).
    var coordinator: TransitionCoordinator {
        if let c = weakCoordinator { return c }
        let c = TransitionCoordinator(transition: self)
        weakCoordinator = c
        return c
    }
    private weak var weakCoordinator: TransitionCoordinator?
    @exclusivity(unchecked) var interactionHandlers: [(TransitionCoordinator) -> Void] = []
    @exclusivity(unchecked) private var alongside: [(TransitionCoordinator) -> Void] = []
    @exclusivity(unchecked) private var completions: [(TransitionCoordinator) -> Void] = []
    @exclusivity(unchecked) private var extraLayers: [Layer] = []
    @exclusivity(unchecked) private var started = false
    @exclusivity(unchecked) private(set) var driver: TransitionDriver?
    /// The stack before an interactive pop removed the top, to put back on cancel (rule 4.6).
    @exclusivity(unchecked) var stackBefore: [ViewController] = []

    var world: World { navigation.world }
    var container: View { navigation.view }

    init(kind: Kind, navigation: NavigationController, from: ViewController, to: ViewController,
         animated: Bool, interactive: Bool) {
        self.kind = kind
        self.navigation = navigation
        self.from = from
        self.to = to
        isAnimated = animated
        initiallyInteractive = interactive && animated
        isInteractive = interactive && animated
        animator = animated ? navigation.delegate?.navigationController(
            navigation, animationControllerFor: kind == .push ? .push : .pop, from: from, to: to) : nil
        duration = animated ? max(0, animator?.transitionDuration(using: nil) ?? navigation.transitionDuration) : 0
    }

    // MARK: - Registration

    func addAlongside(_ animation: ((TransitionCoordinator) -> Void)?, completion: ((TransitionCoordinator) -> Void)?,
                      extraView: View?) -> Bool {
        guard !isComplete else {
            if let completion { world.scheduleNextFrame { [coordinator] in completion(coordinator) } }
            return false
        }
        if let completion { completions.append(completion) }
        if let v = extraView { extraLayers.append(v.layer) }
        if let animation {
            if started, let driver {
                if let v = extraView { driver.follow(v.layer) }
                driver.run { [weak self] in if let self { animation(self.coordinator) } }   // late: on the transition clock (5.8)
            } else {
                alongside.append(animation)
            }
        }
        return true
    }

    // MARK: - Running

    /// Starts the animation: the views' own moves plus every alongside block, on the driver.
    func startAnimations() {
        started = true
        world.transitionsInFlight.append(TransitionInFlight(transition: self))
        let width = container.bounds.width
        let incoming = kind == .push ? to.view : to.view
        let outgoing = from.view
        let driver: TransitionDriver = world.uikit.interactiveTransitionsScrubTheContainerLayer
            ? LayerScrubDriver(world: world, container: container.layer, duration: duration)
            : AnimatorDriver(world: world, duration: duration)
        self.driver = driver
        for l in extraLayers { driver.follow(l) }
        // where the views start: a push slides in from the right, a pop uncovers from the left
        world.performWithoutAnimation {
            incoming.frame = Rect(x: kind == .push ? width : -width / 3, y: 0, width: width,
                                  height: container.bounds.height)
        }
        if kind == .push { container.addSubview(incoming) } else { container.insertSubview(incoming, at: 0) }
        driver.begin(interactive: isInteractive)
        let blocks = alongside
        alongside = []
        driver.run { [self] in
            incoming.frame = Rect(x: 0, y: 0, width: width, height: container.bounds.height)
            outgoing.frame = Rect(x: kind == .push ? -width / 3 : width, y: 0, width: width,
                                  height: container.bounds.height)
            for b in blocks { b(coordinator) }
        }
        if !isInteractive {
            driver.complete(finishing: true, from: 0, seconds: duration, curve: .easeInOut) { [weak self] in   // weak: the driver keeps this block, and the transition keeps the driver
                self?.finishTransition()
            }
        }
    }

    /// The finger moved: progress is `percent` (0…1).
    func update(_ percent: Double) {
        guard isInteractive else { return }
        percentComplete = min(1, max(0, percent))
        // the navigation controller and its recognizer read once: each read of the `unowned`
        // link is a runtime call, and a swipe updates on every frame of the finger
        let nav = navigation
        let pan = nav.interactivePopGestureRecognizer
        if pan?.state == .began { nav.world.markRecordings("swipe changed") }
        pan?.state = .changed
        driver?.scrub(to: percentComplete)
    }

    /// The finger lifted with a decision (rule 5.11): handlers, then (on cancel) the "will"
    /// calls, then the rest of the animation, then completion.
    func endInteraction(finish: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = !finish
        world.markRecordings("finger lift: \(finish ? "finish" : "cancel") at \(fmt((percentComplete * 1000).rounded() / 10)) %")
        navigation.interactivePopGestureRecognizer?.state = .ended
        for h in interactionHandlers { world.perform { h(coordinator) } }
        if !finish { navigation.restoreAfterCancel(self) }
        let p = percentComplete
        let remaining = finish ? (1 - p) : p
        let seconds = remaining * duration / max(completionSpeed, 1e-9)
        driver?.complete(finishing: finish, from: p, seconds: seconds, curve: completionCurve) { [weak self] in   // weak, as above
            self?.finishTransition()
        }
    }

    /// `pause()` (rule 6.2): a completion under way stops where it is and the transition is
    /// interactive again, at that progress, so `update`, `finish` and `cancel` drive it anew; the
    /// interaction-change handlers run, as on every switch (rule 5.10).
    /// - Returns: whether it paused. Not while interactive already or complete, not for a
    ///   transition that is not interruptible, and [SIM] not while cancelling (the cancel's
    ///   "will" calls have already been made, rule 4.4).
    @discardableResult
    func pauseInteraction() -> Bool {
        guard isInterruptible, !isInteractive, !isComplete, !isCancelled,
              let p = driver?.interrupt() else { return false }
        isInteractive = true
        percentComplete = p
        world.markRecordings("touch down: paused at \(fmt((p * 1000).rounded() / 10)) %")
        for h in interactionHandlers { world.perform { h(coordinator) } }
        return true
    }

    /// The end: views settle, the "did" calls, then the alongside completions (rule 5.7).
    private func finishTransition() {
        guard !isComplete else { return }
        isComplete = true
        world.markRecordings("\(kind == .push ? "push" : "pop") \(isCancelled ? "cancelled" : "completed")")
        world.transitionsInFlight.removeAll { $0.transition == nil || $0.transition === self }
        let width = container.bounds.width
        world.performWithoutAnimation {
            if isCancelled {
                from.view.frame = Rect(x: 0, y: 0, width: width, height: container.bounds.height)
                to.view.removeFromSuperview()
            } else {
                outgoingView().removeFromSuperview()
            }
        }
        navigation.didFinish(self)
        let blocks = completions
        // Dropped once run: a block that holds the coordinator would otherwise keep the
        // coordinator and this transition alive through each other.
        completions = []
        interactionHandlers = []
        for c in blocks { world.perform { c(coordinator) } }
        if let animator { world.perform { animator.animationEnded(!isCancelled) } }   // rule 6.3, last (5.7)
        navigation.transitionEnded(self)
    }

    private func outgoingView() -> View { from.view }
}
