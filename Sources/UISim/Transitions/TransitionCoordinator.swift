// TransitionCoordinator: what a controller sees of a transition in progress — its context
// (spec §5.A) and the alongside and interaction-change registration (§5.B, §5.C).

/// `UITransitionContextViewControllerKey`.
public enum TransitionContextViewControllerKey: String, Sendable { case from, to }

/// The coordinator of one transition, which is also its context (`UIViewControllerTransition
/// CoordinatorContext`): every property reads the transition's live state.
public final class TransitionCoordinator {
    /// Strong: a coordinator kept after the transition still answers (rule 5.8).
    let transition: CoordinatedTransition

    init(transition: CoordinatedTransition) { self.transition = transition }

    // MARK: - Context (rule 5.1, 5.2)

    public var isAnimated: Bool { transition.isAnimated }
    /// The modal style as a name: `"none"` for navigation transitions (rule 5.1), the
    /// presented controller's style for a presentation or dismissal (rule 15.11).
    public var presentationStyle: String { transition.presentationStyleName }
    public var initiallyInteractive: Bool { transition.initiallyInteractive }
    /// [SIM] false for the built-in push and pop (rule 5.1), unless the interaction made its
    /// pop interruptible (`InteractivePop.isInterruptible`, rule 6.2).
    public var isInterruptible: Bool { transition.isInterruptible }
    public var isInteractive: Bool { transition.isInteractive }
    public var isCancelled: Bool { transition.isCancelled }
    public var transitionDuration: Double { transition.duration }
    /// Live while interactive, frozen at release (rule 5.2); 0 for a non-interactive one.
    public var percentComplete: Double { transition.percentComplete }
    /// The interaction's completion speed, else 1 (rule 5.1 [OBS]).
    public var completionVelocity: Double { transition.completionSpeed }
    /// The interaction's completion curve, else easeInOut (rule 5.1 [OBS]).
    public var completionCurve: AnimationCurve { transition.completionCurve }
    public var containerView: View { transition.container }
    public var targetTransform: String { "identity" }

    /// From and to: for a push A→B, from = A and to = B; for a pop B→A, from = B, to = A.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? transition.from : transition.to
    }

    /// The view of `viewController(forKey:)`.
    public func view(forKey key: TransitionContextViewControllerKey) -> View? {
        viewController(forKey: key)?.view
    }

    // MARK: - Alongside (rules 5.3–5.8)

    /// Runs `animation` in the transition's animation context, so what it animates follows the
    /// transition (its duration and curve, its scrubbing, its cancel), and `completion` after the
    /// transition completes, with `isCancelled` set. Either block may be nil (rule 5.3).
    /// - Returns: true if the blocks were queued; false after the transition completed, when
    ///   the completion runs on the next frame ([SIM] rule 5.8).
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        transition.addAlongside(animation, completion: completion, extraView: nil)
    }

    /// The same for views outside the container: `view`'s layer follows the transition too
    /// (rule 5.4).
    @discardableResult
    public func animateAlongsideTransition(in view: View?, animation: ((TransitionCoordinator) -> Void)?,
                                           completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        transition.addAlongside(animation, completion: completion, extraView: view)
    }

    /// Calls `handler` when the transition goes from interactive to not (rules 5.9, 5.10); never
    /// for a transition that was not interactive.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
        transition.interactionHandlers.append(handler)
    }

    /// The iOS 7–10 name of the same registration.
    public func notifyWhenInteractionEnds(_ handler: @escaping (TransitionCoordinator) -> Void) {
        notifyWhenInteractionChanges(handler)
    }
}
