// ScrollGestureState: what a list keeps about scrolling with a finger — UIScrollView's settings
// (`bounces`, `alwaysBounce…`, `isPagingEnabled`, `decelerationRate`) and the gesture's state
// (`isTracking`, `isDragging`, `isDecelerating`, the finger's path, the running deceleration).

/// A list's finger-scrolling settings and state; tables and collections each keep one.
public struct ScrollGestureState {
    // MARK: Settings (UIScrollView's properties and defaults)

    /// Whether the content rubber-bands past an edge (`bounces`, default true, rule 12.5).
    public var bounces = true
    /// Whether it bounces vertically when the content is no taller than the view
    /// (`alwaysBounceVertical`; the list sets its own default, rule 12.6).
    public var alwaysBounceVertical: Bool
    /// The same horizontally (`alwaysBounceHorizontal`, default false).
    public var alwaysBounceHorizontal = false
    /// Whether a scroll comes to rest on multiples of the view's size (`isPagingEnabled`, 12.7).
    public var isPagingEnabled = false
    /// How fast the content slows after the finger lifts (`decelerationRate`, rule 12.3).
    public var decelerationRate = DecelerationRate.normal

    // MARK: State

    /// A finger is on the content (`isTracking`).
    public internal(set) var isTracking = false
    /// The finger is moving the content (`isDragging`).
    public internal(set) var isDragging = false
    /// The content moves on after the finger lifted (`isDecelerating`).
    public internal(set) var isDecelerating = false

    /// The content offset the finger would show without edges: the offset at touch-down minus
    /// the finger's translation (rubber-banding applies to it, rule 12.5).
    var rawOffset = Point.zero
    /// The finger's velocity over its last move, points per second (the default release velocity).
    var fingerVelocity = Point.zero
    /// The running deceleration: where it started, its target, when, at which rate, and the
    /// scheduled next frame (cancelled when a touch stops it, rule 12.8).
    var deceleration: Deceleration?
    /// Set while the gesture itself moves the content, so that the list's `setContentOffset`
    /// can tell the gesture's offsets from the app's (which stop a deceleration, rule 12.10).
    var isMovingContent = false

    struct Deceleration {
        var start: Point
        var target: Point
        var startTime: Double
        var rate: Double
        var frame: Int?
    }

    init(alwaysBounceVertical: Bool) { self.alwaysBounceVertical = alwaysBounceVertical }
}

/// A finger scroll the list refuses, in UISim's words (the `ui` module words them for Lua).
public enum ScrollGestureError: Error, Equatable, CustomStringConvertible {
    /// The list is not in the window: nothing on screen to put a finger on.
    case notOnScreen
    /// A drag began while a finger is already dragging.
    case alreadyDragging
    /// A move or release without a finger down.
    case notDragging
    /// A velocity or distance that is not a finite number.
    case notFinite(String)

    public var description: String {
        switch self {
        case .notOnScreen: "the list is not on screen (show its controller in the window first)"
        case .alreadyDragging: "a finger is already dragging the list (release it first)"
        case .notDragging: "no finger is dragging the list (drag it first)"
        case .notFinite(let what): "\(what) must be a finite number"
        }
    }
}
