// TimeTestSupport: tolerance checks and a reference Bézier solver for the clock and view tests.
import Testing
@testable import UISim

/// How close two simulated values must be: times and values are computed, not stored.
let timeTestTolerance = 1e-6

/// Expects `actual` within `tolerance` of `expected`, saying both on failure.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = timeTestTolerance,
                 _ what: String = "value", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance,
            "expected \(what) \(expected) ± \(tolerance), got \(actual)", sourceLocation: sourceLocation)
}

/// Expects every edge of `actual` within `tolerance` of `expected`.
func expectClose(_ actual: Rect, _ expected: Rect, tolerance: Double = timeTestTolerance,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let close = abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
        && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
    #expect(close, "expected frame \(expected) ± \(tolerance), got \(actual)", sourceLocation: sourceLocation)
}

/// The eased progress of a cubic Bézier from (0,0) to (1,1), by plain bisection: an independent
/// reference for `TimingFunction.value(at:)` (which uses Newton's method first).
func referenceEase(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bez(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, y1, y2)
}

/// UIKit's default curve (ease-in-ease-out) at `x`, from the reference solver.
func referenceEaseInOut(_ x: Double) -> Double { referenceEase(0.42, 0, 0.58, 1, at: x) }

/// A view in `world` with the given frame and alpha, made without animation.
func makeView(_ world: World, frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100), alpha: Double = 1) -> View {
    world.perform {
        let view = View(frame: frame)
        view.alpha = alpha
        return view
    }
}
