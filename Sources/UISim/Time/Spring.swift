// Spring: the damped harmonic oscillator behind UIKit's spring animations
// (`usingSpringWithDamping:initialSpringVelocity:`, `UIViewPropertyAnimator(dampingRatio:)`).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spring pulling progress from 0 to 1 over the animation's duration (rule 7.12).
///
/// Progress x(τ) over normalised time τ = t ÷ duration solves x″ + 2ζω x′ + ω² (x − 1) = 0 with
/// x(0) = 0 and x′(0) = v₀. ζ is the damping ratio ([DOC] 1 settles without oscillating,
/// closer to 0 oscillates more). UIKit does not say how it fits the spring's stiffness to the
/// duration it is given; [SIM] ω is the stiffness for which the spring, let go at rest, is
/// within 0.1 % of the distance from its target at the end of the duration (by the envelope of
/// its motion); what is left is cut at the end, where the value is exactly 1.
public struct Spring: Hashable, Sendable {
    /// ζ, at least 0.01 (an undamped spring never settles).
    public let dampingRatio: Double
    /// v₀ in whole distances per whole duration.
    public let initialVelocity: Double
    /// ω, per whole duration (worked out once: `value(at:)` runs on every frame).
    public let naturalFrequency: Double

    public init(dampingRatio: Double, initialVelocity: Double) {
        self.dampingRatio = max(0.01, dampingRatio)
        self.initialVelocity = initialVelocity
        naturalFrequency = Self.frequency(settlingBy: 0.001, dampingRatio: self.dampingRatio)
    }

    /// The ω whose envelope at τ = 1 is `residue`, by bisection (the envelope falls as ω grows).
    static func frequency(settlingBy residue: Double, dampingRatio z: Double) -> Double {
        var lo = 0.0, hi = 10_000.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if envelope(at: 1, omega: mid, dampingRatio: z) > residue { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The largest distance from the target the spring (from rest) can be at time `t`.
    static func envelope(at t: Double, omega w: Double, dampingRatio z: Double) -> Double {
        if z < 1 { return exp(-z * w * t) / (1 - z * z).squareRoot() }   // amplitude of cos + k·sin
        if z == 1 { return (1 + w * t) * exp(-w * t) }
        let root = (z * z - 1).squareRoot()
        let a = (z + root) / (2 * root), b = (z - root) / (2 * root)
        return a * exp(-w * (z - root) * t) + b * exp(-w * (z + root) * t)
    }

    /// Progress at normalised time `t` (may pass 1 when it oscillates).
    public func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        let z = dampingRatio, w = naturalFrequency, v0 = initialVelocity
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let envelope = exp(-z * w * t)
            return 1 - envelope * (cos(wd * t) + (z * w - v0) / wd * sin(wd * t))
        }
        if z == 1 {
            return 1 - exp(-w * t) * (1 + (w - v0) * t)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let a = (-v0 - r2) / (r1 - r2)
        return 1 - (a * exp(r1 * t) + (1 - a) * exp(r2 * t))
    }
}
