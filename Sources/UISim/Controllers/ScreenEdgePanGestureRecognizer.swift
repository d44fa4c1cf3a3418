// ScreenEdgePanGestureRecognizer: the navigation controller's swipe-back recognizer, as much of
// it as code sees (rule 4.9).

/// `UIScreenEdgePanGestureRecognizer`: the class of `interactivePopGestureRecognizer`.
///
/// Touches are not simulated: `NavigationController.beginInteractivePop()` is the pan beginning
/// at the edge, and the returned `InteractivePop` is the rest of the gesture. What apps do with
/// the real recognizer — read its edge, turn it off — works: while `isEnabled` is false no swipe
/// begins.
public final class ScreenEdgePanGestureRecognizer {
    /// `UIRectEdge`.
    public struct RectEdge: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = RectEdge(rawValue: 1 << 0)
        public static let left = RectEdge(rawValue: 1 << 1)
        public static let bottom = RectEdge(rawValue: 1 << 2)
        public static let right = RectEdge(rawValue: 1 << 3)
        public static let all: RectEdge = [.top, .left, .bottom, .right]
    }

    /// The edge the swipe starts from: the left one.
    @exclusivity(unchecked) public var edges: RectEdge = .left
    /// Whether a swipe may begin (default true).
    @exclusivity(unchecked) public var isEnabled = true
    /// Where the gesture is (rule 4.10): `.began` when a swipe begins, `.changed` once the
    /// finger moves, `.ended` when it lifts, back to `.possible` when the transition is over.
    @exclusivity(unchecked) public internal(set) var state: GestureRecognizerState = .possible
    /// [OBS] The class of the private target UIKit gives the recognizer (rule 4.9). A name only:
    /// nothing in the simulation is called through it.
    public let targetClassName = "_UINavigationInteractiveTransition"
    /// [OBS] The action UIKit sends that target (rule 4.9).
    public let action = "handleNavigationTransition:"

    init() {}
}

/// `UIGestureRecognizer.State`, the states a continuous gesture goes through.
public enum GestureRecognizerState: String, Sendable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed
}
