// SpringTests: the damped spring behind UIKit's spring animations (rule 7.12).
import Testing
@testable import UISim

@Suite("Spring timing")
struct SpringTests {
    @Test("starts at 0, ends exactly at 1, and starts with the given velocity")
    func endpointsAndVelocity() {
        // rule 7.12
        for z in [0.1, 0.5, 1, 2] {
            for v in [0.0, 3] {
                let s = Spring(dampingRatio: z, initialVelocity: v)
                #expect(s.value(at: 0) == 0)
                #expect(s.value(at: 1) == 1)
                let h = 1e-6
                #expect(abs(s.value(at: h) / h - v) < 0.01, "ζ \(z), v₀ \(v): x′(0) ≈ v₀")
            }
        }
    }

    @Test("oscillates past 1 only when under-damped")
    func overshoot() {
        // rule 7.12: a damping ratio of 1 settles without oscillating
        func peak(_ z: Double) -> Double {
            let s = Spring(dampingRatio: z, initialVelocity: 0)
            return (1...999).map { s.value(at: Double($0) / 1000) }.max() ?? 0
        }
        #expect(peak(0.2) > 1.3)
        #expect(peak(0.7) > 1.01)
        #expect(peak(1) <= 1)
        #expect(peak(3) <= 1)
    }

    @Test("has settled to within 0.1 % of the distance by the end of the duration")
    func settles() {
        // rule 7.12 [SIM]: let go at rest, within 0.1 % of the target by the end
        for z in [0.05, 0.3, 1, 1.5, 4] {
            let s = Spring(dampingRatio: z, initialVelocity: 0)
            #expect(abs(s.value(at: 0.9999) - 1) < 0.0015, "ζ \(z)")
            #expect(abs(s.value(at: 0.5) - 1) > 0.0005, "ζ \(z): still moving half way")
        }
    }

    @Test("paces a UIView spring animation, the velocity in distances per second")
    func viewAnimation() {
        // rule 7.12
        let world = World()
        let v = View(world: world, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        world.perform {
            world.animate(withDuration: 0.5, dampingRatio: 1, initialVelocity: 4, animations: {
                v.frame = Rect(x: 100, y: 0, width: 10, height: 10)
            })
        }
        // velocity 4 distances/s over 0.5 s is 2 distances per duration
        let expected = Spring(dampingRatio: 1, initialVelocity: 2).value(at: 0.2) * 100
        world.advance(by: 0.1)
        #expect(abs(v.presentationFrame.minX - expected) < 1e-9)
    }
}
