// Timeline: what an animation's time is measured against — a layer's local time (Core
// Animation) or a property animator's progress.

/// A source of local time for animations.
///
/// Layers are timelines: their time follows the world clock through `beginTime`, `speed` and
/// `timeOffset` (rule 7.1), so a paused layer freezes everything in it. A `PropertyAnimator` is
/// a timeline too: its time is its fraction complete times its duration, so it can be scrubbed.
public protocol Timeline: AnyObject {
    /// The local time now.
    var localTime: Double { get }
    /// The world time at which local time will reach `t`, or nil if it never will at the
    /// current rates (paused, or running the other way).
    func worldTime(forLocal t: Double) -> Double?
    /// The world that owns this timeline.
    var timelineWorld: World? { get }
}
