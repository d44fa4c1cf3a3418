// ScrollPhysics: the numbers of UIScrollView's finger scrolling — exponential deceleration, the
// projection of a fling, rubber-banding past an edge and the page a paging scroll lands on
// (rules 12.3–12.7). Pure functions: the gesture (FingerScrolling.swift) runs them on the clock.
import Foundation

/// How fast a decelerating scroll slows (`UIScrollView.DecelerationRate`): the fraction of its
/// velocity the content keeps per millisecond (rule 12.3).
public struct DecelerationRate: Equatable, Sendable {
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// `.normal`: 0.998 per ms.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `.fast`: 0.99 per ms.
    public static let fast = DecelerationRate(rawValue: 0.99)
}

/// The formulas, one axis at a time; velocities are in points per millisecond, as
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports them.
enum ScrollPhysics {
    /// UIScrollView's rubber-band constant (rule 12.5).
    static let rubberBandConstant = 0.55
    /// Below this distance a deceleration has arrived [SIM]: less than a point on screen.
    static let restDistance = 0.5

    /// Where a fling of `velocity` comes to rest from `offset` with `rate` (rule 12.4): WWDC18's
    /// projection, `velocity × rate ÷ (1 − rate)` with the velocity in points per millisecond.
    static func projection(from offset: Double, velocity: Double, rate: Double) -> Double {
        offset + velocity * rate / (1 - rate)
    }

    /// The offset `elapsed` seconds into a deceleration from `start` to `target` (rule 12.3):
    /// the remaining distance shrinks by `rate` per millisecond, so a fling's velocity decays
    /// exponentially and it lands exactly on the target, written or not.
    static func decelerated(from start: Double, to target: Double, rate: Double, elapsed: Double) -> Double {
        target - (target - start) * pow(rate, elapsed * 1000)
    }

    /// How far past an edge the content shows when the finger has pulled it `overshoot` points
    /// past, in a view `dimension` points long (rule 12.5): `(1 − 1 ÷ (x·c ÷ d + 1))·d`.
    static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let b = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
        return overshoot < 0 ? -b : b
    }

    /// The offset a finger at `raw` shows, with the valid range `lower...upper` (rule 12.5):
    /// inside it, `raw`; past it, the edge plus the rubber band when the axis bounces, else
    /// the edge.
    static func shown(_ raw: Double, lower: Double, upper: Double, bounces: Bool, dimension: Double) -> Double {
        if raw < lower { return bounces ? lower + rubberBand(raw - lower, dimension: dimension) : lower }
        if raw > upper { return bounces ? upper + rubberBand(raw - upper, dimension: dimension) : upper }
        return raw
    }

    /// The page boundary a paging scroll lands on (rule 12.7): the next page in the velocity's
    /// direction, the nearest without velocity, within the content.
    static func pageTarget(offset: Double, velocity: Double, page: Double, lower: Double, upper: Double) -> Double {
        guard page > 0 else { return min(max(offset, lower), upper) }
        let p = (offset - lower) / page
        let index = velocity > 0 ? p.rounded(.up) : velocity < 0 ? p.rounded(.down) : p.rounded()
        return min(max(lower + index * page, lower), upper)
    }
}
