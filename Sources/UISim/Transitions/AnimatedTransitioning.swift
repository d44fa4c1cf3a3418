// AnimatedTransitioning: the animator a navigation delegate can supply for a push or pop
// (`UIViewControllerAnimatedTransitioning`), as far as the simulation runs one: its duration and
// the `animationEnded(_:)` call at the end (rule 6.3).

/// `UINavigationController.Operation`: what an animated navigation transition does.
public enum NavigationOperation: Sendable, Equatable {
    case push
    case pop
}

/// An animator for a navigation transition (`UIViewControllerAnimatedTransitioning`).
///
/// [SIM] The views still move as the built-in push and pop move them (the simulation has no
/// `animateTransition(using:)` of its own); what an animator changes is the transition's
/// duration and what it hears at the end.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration (UIKit passes an optional context; the simulation passes none).
    func transitionDuration(using transitionContext: TransitionCoordinator?) -> Double
    /// Called once the transition has completed, after the appearance "did" calls and the
    /// coordinator's completions (rule 5.7 [SIM]), with whether it completed (`false`: cancelled,
    /// the original controller is still shown; rule 6.3). Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
