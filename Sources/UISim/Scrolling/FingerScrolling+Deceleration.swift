// FingerScrolling+Deceleration: after the finger lifts — the target (projection, paging, the
// delegate's rewrite), the motion frame by frame on the world's clock, the return from past an
// edge, and a touch that stops it all (rules 12.2–12.4, 12.7–12.9).

extension FingerScrollable {
    /// The finger lifts with the content moving at `velocity` (points per ms): rule 12.2's calls
    /// and, if the content is not at its target, the deceleration.
    func endDrag(contentVelocity velocity: Point) {
        let (lower, upper) = offsetRange
        let offset = contentOffset
        var target = naturalTarget(from: offset, velocity: velocity)
        tellScroll("scrollViewWillEndDragging(withVelocity: \(velocity), targetContentOffset: \(target))") {
            $0.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        }
        // [SIM] a target outside the content comes back inside: UISim has no overshoot
        target = Point(x: min(max(target.x, lower.x), upper.x), y: min(max(target.y, lower.y), upper.y))
        scrolling.isDragging = false
        scrolling.isTracking = false
        let decelerate = target != offset
        tellScroll("scrollViewDidEndDragging(willDecelerate: \(decelerate))") {
            $0.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        }
        guard decelerate else { return }
        scrolling.isDecelerating = true
        tellScroll("scrollViewWillBeginDecelerating") { $0.scrollViewWillBeginDecelerating(self) }
        // Paging and the return from past an edge run at the fast rate [SIM]: UIKit animates
        // both more briskly than a free fling, which 0.998 per ms would drag out for seconds.
        let pastEdge = offset.x < lower.x || offset.x > upper.x || offset.y < lower.y || offset.y > upper.y
        let rate = scrolling.isPagingEnabled || pastEdge ? DecelerationRate.fast.rawValue
            : scrolling.decelerationRate.rawValue
        scrolling.deceleration = .init(start: offset, target: target, startTime: world.time, rate: rate, frame: nil)
        scheduleDecelerationFrame()
    }

    /// Where the content would rest (rules 12.4, 12.7): the projection of the velocity, or on
    /// a paging list the next page boundary, within the valid offsets; an axis that cannot
    /// scroll stays.
    func naturalTarget(from offset: Point, velocity: Point) -> Point {
        let (lower, upper) = offsetRange, size = bounds.size
        let rate = scrolling.decelerationRate.rawValue
        func axis(_ o: Double, _ v: Double, _ lo: Double, _ hi: Double, _ page: Double) -> Double {
            if scrolling.isPagingEnabled {
                return ScrollPhysics.pageTarget(offset: o, velocity: v, page: page, lower: lo, upper: hi)
            }
            return min(max(ScrollPhysics.projection(from: o, velocity: v, rate: rate), lo), hi)
        }
        return Point(x: axis(offset.x, velocity.x, lower.x, upper.x, size.width),
                     y: axis(offset.y, velocity.y, lower.y, upper.y, size.height))
    }

    /// The next frame of the deceleration (rule 12.3): the offset along the exponential decay;
    /// once within half a point of the target on both axes, the target itself and the end.
    func scheduleDecelerationFrame() {
        let handle = world.schedule(at: world.time + world.frameDuration) { [weak self] in
            self?.decelerationFrame()
        }
        scrolling.deceleration?.frame = handle
    }

    private func decelerationFrame() {
        guard let d = scrolling.deceleration else { return }
        let t = world.time - d.startTime
        let next = Point(x: ScrollPhysics.decelerated(from: d.start.x, to: d.target.x, rate: d.rate, elapsed: t),
                         y: ScrollPhysics.decelerated(from: d.start.y, to: d.target.y, rate: d.rate, elapsed: t))
        let arrived = abs(next.x - d.target.x) < ScrollPhysics.restDistance
            && abs(next.y - d.target.y) < ScrollPhysics.restDistance
        scroll(to: arrived ? d.target : next)
        // `scrollViewDidScroll` may have stopped this deceleration (or started another)
        // (the same one keeps its frame handle; a table's offset correction may have shifted
        // its start and target, rule 18.5)
        guard let now = scrolling.deceleration, now.startTime == d.startTime, now.frame == d.frame else { return }
        guard arrived else { return scheduleDecelerationFrame() }
        scrolling.deceleration = nil
        scrolling.isDecelerating = false
        tellScroll("scrollViewDidEndDecelerating") { $0.scrollViewDidEndDecelerating(self) }
    }

    /// Stops a deceleration where the content is (rule 12.8). `byTouch`: a finger caught it;
    /// on iOS ≥ 13 the delegate then hears `scrollViewDidEndDecelerating`, earlier not (12.9).
    /// Returns whether one was running.
    @discardableResult
    func stopDeceleration(byTouch: Bool) -> Bool {
        guard let d = scrolling.deceleration else { return false }
        if let frame = d.frame { world.cancelScheduled(frame) }
        scrolling.deceleration = nil
        scrolling.isDecelerating = false
        if byTouch, world.uikit.scrollViewsEndDecelerationWhenTouched {
            tellScroll("scrollViewDidEndDecelerating") { $0.scrollViewDidEndDecelerating(self) }
        }
        return true
    }

    /// The app sets the offset (`setContentOffset(_:animated: false)`, `scrollToItem`): a
    /// deceleration stops where the app put the content, without `scrollViewDidEndDecelerating`
    /// (rule 12.10). The gesture's own offsets pass.
    public func contentOffsetSetByApp() {
        guard !scrolling.isMovingContent else { return }
        stopDeceleration(byTouch: false)
    }

    /// A finger comes down on a row or item: if the content was decelerating, it stops there
    /// and the touch is the scroll's, not the row's — no highlight, no selection (rule 12.8).
    /// Returns whether the touch was taken.
    func catchScroll() -> Bool {
        guard stopDeceleration(byTouch: true) else { return false }
        world.record("UISim: the touch stops the scroll; it selects nothing (rule 12.8)")
        return true
    }
}

extension FingerScrollable {
    /// The list moved its own content by `delta` under the gesture (the table's offset
    /// correction, rule 18.5): a dragging finger's raw offset and a deceleration's start and
    /// target move with it, so the next frame carries on from the corrected offset rather than
    /// undoing it (the deceleration computes absolute offsets from its start).
    func shiftScroll(by delta: Point) {
        if scrolling.isDragging {
            scrolling.rawOffset.x += delta.x
            scrolling.rawOffset.y += delta.y
        }
        guard var d = scrolling.deceleration else { return }
        d.start = Point(x: d.start.x + delta.x, y: d.start.y + delta.y)
        d.target = Point(x: d.target.x + delta.x, y: d.target.y + delta.y)
        scrolling.deceleration = d
    }
}
