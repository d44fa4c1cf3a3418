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
/// duration it is given; [SIM] ω is chosen so that the slowest decaying part of the motion
/// shrinks by a factor of 1000 over the duration (what is left, under 0.1 % of the distance,
/// is cut at the end, where the value is exactly 1).
public struct Spring: Hashable, Sendable {
    /// ζ, at least 0.01 (an undamped spring never settles).
    public let dampingRatio: Double
    /// v₀ in whole distances per whole duration.
    public let initialVelocity: Double

    public init(dampingRatio: Double, initialVelocity: Double) {
        self.dampingRatio = max(0.01, dampingRatio)
        self.initialVelocity = initialVelocity
    }

    /// ln 1000: the decay of the slowest part of the motion over the duration.
    static let decay = 6.907755278982137

    /// The natural frequency ω (per whole duration) that gives the slowest mode `decay`.
    var naturalFrequency: Double {
        let z = dampingRatio
        if z < 1 { return Self.decay / z }            // envelope e^(−ζωτ)
        if z == 1 { return Self.decay }               // (1 + …)e^(−ωτ)
        return Self.decay / (z - (z * z - 1).squareRoot())   // slower root ω(ζ − √(ζ² − 1))
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
