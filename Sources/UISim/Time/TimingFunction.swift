// TimingFunction: Core Animation's cubic Bézier pacing curves (rule 7.9).

/// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points.
public struct TimingFunction: Hashable, Sendable {
    public let c1: Point
    public let c2: Point
    /// A spring's motion instead of the Bézier curve (rule 7.12); nil for a cubic curve.
    public let spring: Spring?

    /// A curve with the given control points.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = Point(x: x1, y: y1)
        c2 = Point(x: x2, y: y2)
        spring = nil
    }

    /// The pacing of a spring animation (rule 7.12): `dampingRatio` as UIKit takes it, and
    /// `initialVelocity` in the animation's own units — the whole distance per whole duration
    /// (UIKit's velocity, in distances per second, times the duration).
    public static func spring(dampingRatio: Double, initialVelocity: Double) -> TimingFunction {
        TimingFunction(spring: Spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity))
    }

    private init(spring: Spring) {
        c1 = Point(x: 0, y: 0)
        c2 = Point(x: 1, y: 1)
        self.spring = spring
    }

    /// The control points in `CAMediaTimingFunction` (rule 7.9).
    public static let linear = TimingFunction(0, 0, 1, 1)
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

    /// The eased progress for linear time progress `x` in 0…1.
    ///
    /// Solves the curve's x(t) = x for t by Newton's method, falling back to bisection, then
    /// returns y(t). Accurate to about 1e-9 for control points with x in 0…1.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if let spring { return spring.value(at: x) }
        if self == .linear { return x }
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        // Fix (review): both loops stopped when x(t) was within 1e-9 of x. Where the curve's
        // x-slope is near zero (control points such as (1, 0, 0, 1)) that leaves t, and so y,
        // off by several 1e-6. Newton's result is now accepted only once its step is tiny and t
        // is inside 0…1; bisection narrows t itself.
        var t = x
        for _ in 0..<8 {
            let err = bez(t, c1.x, c2.x) - x
            let d = slope(t, c1.x, c2.x)
            if abs(d) < 1e-6 { break }
            let step = err / d
            t -= step
            if abs(step) < 1e-12 {
                if (0...1).contains(t) { return bez(t, c1.y, c2.y) }
                break
            }
        }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if bez(mid, c1.x, c2.x) < x { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, c1.y, c2.y)
    }
}

/// `UIView.AnimationCurve`: the four named curves UIKit offers (mapped per rule 7.9 [SIM]).
public enum AnimationCurve: Int, Sendable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear

    /// The Core Animation curve this UIKit curve uses.
    public var timingFunction: TimingFunction {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
