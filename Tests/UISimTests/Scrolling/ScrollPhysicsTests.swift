// ScrollPhysicsTests: the numbers of finger scrolling — projection, exponential deceleration,
// rubber band, paging targets (rules 12.3, 12.4, 12.5, 12.7).
import Foundation
import Testing
@testable import UISim

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    // rule 12.4: WWDC18's projection, velocity in points per ms
    @Test func projectionIsVelocityTimesRateOverOneMinusRate() {
        #expect(abs(ScrollPhysics.projection(from: 100, velocity: 2, rate: 0.998) - (100 + 2 * 0.998 / 0.002)) < 1e-9)
        #expect(abs(ScrollPhysics.projection(from: 0, velocity: -1, rate: 0.99) - (-99)) < 1e-9)
    }

    // rule 12.3: the remaining distance shrinks by the rate each millisecond
    @Test func decelerationDecaysExponentiallyToTheTarget() {
        let at0 = ScrollPhysics.decelerated(from: 0, to: 1000, rate: 0.998, elapsed: 0)
        let at1s = ScrollPhysics.decelerated(from: 0, to: 1000, rate: 0.998, elapsed: 1)
        #expect(at0 == 0)
        #expect(abs(at1s - 1000 * (1 - pow(0.998, 1000))) < 1e-9)
        let fast = ScrollPhysics.decelerated(from: 0, to: 1000, rate: 0.99, elapsed: 1)
        #expect(fast > at1s)                               // the fast rate arrives sooner
    }

    // rule 12.5: (1 − 1 ÷ (x·0.55 ÷ d + 1))·d, symmetric, less than the pull, never past d
    @Test func rubberBandFollowsTheFormula() {
        #expect(abs(ScrollPhysics.rubberBand(100, dimension: 960) - 52.02) < 0.01)
        #expect(abs(ScrollPhysics.rubberBand(960, dimension: 960) - 340.65) < 0.01)
        #expect(ScrollPhysics.rubberBand(-100, dimension: 960) == -ScrollPhysics.rubberBand(100, dimension: 960))
        #expect(ScrollPhysics.rubberBand(1e9, dimension: 500) < 500)
        #expect(ScrollPhysics.rubberBand(10, dimension: 0) == 0)
    }

    // rule 12.5: inside the range the raw offset; past it the edge plus the band, or the edge
    @Test func shownOffsetClampsOrBands() {
        #expect(ScrollPhysics.shown(50, lower: 0, upper: 100, bounces: true, dimension: 400) == 50)
        #expect(ScrollPhysics.shown(-50, lower: 0, upper: 100, bounces: false, dimension: 400) == 0)
        #expect(ScrollPhysics.shown(150, lower: 0, upper: 100, bounces: false, dimension: 400) == 100)
        let banded = ScrollPhysics.shown(150, lower: 0, upper: 100, bounces: true, dimension: 400)
        #expect(banded > 100 && banded < 150)
    }

    // rule 12.7: the next page in the velocity's direction, the nearest without velocity
    @Test func pageTargets() {
        #expect(ScrollPhysics.pageTarget(offset: 100, velocity: 1, page: 800, lower: 0, upper: 4000) == 800)
        #expect(ScrollPhysics.pageTarget(offset: 700, velocity: -1, page: 800, lower: 0, upper: 4000) == 0)
        #expect(ScrollPhysics.pageTarget(offset: 500, velocity: 0, page: 800, lower: 0, upper: 4000) == 800)
        #expect(ScrollPhysics.pageTarget(offset: 3900, velocity: 5, page: 800, lower: 0, upper: 3900) == 3900)
    }
}
