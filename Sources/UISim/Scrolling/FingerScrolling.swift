// FingerScrolling: a finger dragging a list's content over the world's clock, and what the
// content does after the finger lifts — UIScrollView's gesture, written once for tables and
// collections (rules 12.1–12.9; the numbers are in ScrollPhysics, the motion in
// FingerScrolling+Deceleration).

/// A list a finger can scroll: what the gesture needs of `TableView` and `CollectionView`.
public protocol FingerScrollable: View {
    /// The gesture's settings and state.
    var scrolling: ScrollGestureState { get set }
    var contentOffset: Point { get }
    /// Moves the content at once, laying out cells as rows or items enter and leave.
    func setContentOffset(_ offset: Point, animated: Bool)
    var contentSize: Size { get }
    /// The insets the valid offsets allow for (the table's `adjustedContentInset`).
    var scrollInsets: EdgeInsets { get }
    /// The delegate, when it hears scroll news.
    var scrollDelegate: ScrollViewDelegate? { get }
    /// A touch on a row or item becomes a scroll: its highlight goes, nothing is selected.
    func cancelTouchForScroll()
}

extension FingerScrollable {
    // MARK: - State

    public var isTracking: Bool { scrolling.isTracking }
    public var isDragging: Bool { scrolling.isDragging }
    public var isDecelerating: Bool { scrolling.isDecelerating }

    /// Whether the list is in the window, where a finger can reach it.
    public var isOnScreen: Bool { isDescendant(of: world.window) }

    // MARK: - The finger

    /// The finger goes down on the content and moves it by `translation` (points, finger
    /// direction: a negative `y` pushes the content up, scrolling down) over `duration`
    /// seconds of the world's clock, one step a frame; it stays down (rule 12.1).
    ///
    /// A deceleration under way stops first (rule 12.8). The delegate hears
    /// `scrollViewWillBeginDragging` [SIM: at once; UIKit waits for the finger to move a few
    /// points], then `scrollViewDidScroll` each frame the offset changes. A row's highlight
    /// from a touch goes (rule 1.15).
    public func beginDrag(by translation: Point, duration: Double) throws(ScrollGestureError) {
        guard isOnScreen else { throw .notOnScreen }
        guard !scrolling.isDragging else { throw .alreadyDragging }
        try Self.checkFinite(translation, "the drag's distance")
        guard duration.isFinite, duration >= 0 else { throw .notFinite("the drag's duration (≥ 0)") }
        world.perform {
            stopDeceleration(byTouch: true)
            cancelTouchForScroll()
            scrolling.isTracking = true
            scrolling.isDragging = true
            scrolling.rawOffset = contentOffset
            scrolling.fingerVelocity = .zero
            tellScroll("scrollViewWillBeginDragging") { $0.scrollViewWillBeginDragging(self) }
        }
        moveFinger(by: translation, duration: duration)
    }

    /// The finger, still down, moves on by `translation` over `duration` seconds (rule 12.1).
    public func dragFurther(by translation: Point, duration: Double) throws(ScrollGestureError) {
        guard scrolling.isDragging else { throw .notDragging }
        try Self.checkFinite(translation, "the drag's distance")
        guard duration.isFinite, duration >= 0 else { throw .notFinite("the drag's duration (≥ 0)") }
        moveFinger(by: translation, duration: duration)
    }

    /// The finger lifts with `velocity` (points per second in the finger's direction; nil: the
    /// speed of its last move). Rule 12.2's order: `scrollViewWillEndDragging` with the
    /// content's velocity in points per ms and the target the delegate may rewrite (rule
    /// 12.4), `isDragging` false, `scrollViewDidEndDragging(willDecelerate:)`, and when the
    /// content moves on, `scrollViewWillBeginDecelerating` and the deceleration on the clock.
    public func release(velocity: Point? = nil) throws(ScrollGestureError) {
        guard scrolling.isDragging else { throw .notDragging }
        let finger = velocity ?? scrolling.fingerVelocity
        try Self.checkFinite(finger, "the release velocity")
        world.perform { endDrag(contentVelocity: Point(x: -finger.x / 1000, y: -finger.y / 1000)) }
    }

    /// A quick flick: the finger moves at `velocity` (points per second) for three frames and
    /// lifts at that speed.
    public func fling(velocity: Point) throws(ScrollGestureError) {
        try Self.checkFinite(velocity, "the fling's velocity")
        let duration = 3 * world.frameDuration
        try beginDrag(by: Point(x: velocity.x * duration, y: velocity.y * duration), duration: duration)
        try release(velocity: velocity)
    }

    // MARK: - Internal

    /// Moves the finger in equal steps, one a frame, advancing the clock between them; a
    /// duration under half a frame moves it at once.
    func moveFinger(by translation: Point, duration: Double) {
        let frames = Int((duration / world.frameDuration).rounded())
        let steps = max(frames, 1)
        for _ in 0..<steps {
            if frames > 0 { world.advance(by: duration / Double(frames)) }
            world.perform {
                scrolling.rawOffset.x -= translation.x / Double(steps)
                scrolling.rawOffset.y -= translation.y / Double(steps)
                scroll(to: shownOffset(for: scrolling.rawOffset))
            }
        }
        scrolling.fingerVelocity = duration > 0
            ? Point(x: translation.x / duration, y: translation.y / duration) : .zero
    }

    /// The valid offsets on each axis: from minus the leading inset to the content's end plus
    /// the trailing inset minus the view's size (never below the start).
    var offsetRange: (lower: Point, upper: Point) {
        let inset = scrollInsets, size = bounds.size, content = contentSize
        let lower = Point(x: -inset.left, y: -inset.top)
        let upper = Point(x: max(lower.x, content.width + inset.right - size.width),
                          y: max(lower.y, content.height + inset.bottom - size.height))
        return (lower, upper)
    }

    /// Whether the content bounces on each axis (rule 12.6): `bounces`, and either content
    /// longer than the view or `alwaysBounce…`.
    var bouncingAxes: (x: Bool, y: Bool) {
        let (lower, upper) = offsetRange, s = scrolling
        return (s.bounces && (upper.x > lower.x || s.alwaysBounceHorizontal),
                s.bounces && (upper.y > lower.y || s.alwaysBounceVertical))
    }

    /// The offset the finger's raw offset shows, edges and rubber band applied (rule 12.5).
    func shownOffset(for raw: Point) -> Point {
        let (lower, upper) = offsetRange, b = bouncingAxes, size = bounds.size
        return Point(x: ScrollPhysics.shown(raw.x, lower: lower.x, upper: upper.x, bounces: b.x, dimension: size.width),
                     y: ScrollPhysics.shown(raw.y, lower: lower.y, upper: upper.y, bounces: b.y, dimension: size.height))
    }

    /// Sets the offset and, if it changed, tells `scrollViewDidScroll` (rule 12.2).
    func scroll(to offset: Point) {
        guard offset != contentOffset else { return }
        scrolling.isMovingContent = true
        setContentOffset(offset, animated: false)
        scrolling.isMovingContent = false
        tellScroll("scrollViewDidScroll") { $0.scrollViewDidScroll(self) }
    }

    /// Tells the scroll delegate, logging the call; nothing without one.
    func tellScroll(_ call: @autoclosure () -> String, _ body: (ScrollViewDelegate) -> Void) {
        guard let d = scrollDelegate else { return }
        world.record(call())
        body(d)
    }

    static func checkFinite(_ p: Point, _ what: String) throws(ScrollGestureError) {
        guard p.x.isFinite, p.y.isFinite else { throw .notFinite(what) }
    }
}
