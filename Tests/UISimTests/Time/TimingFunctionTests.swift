// TimingFunctionTests: Core Animation's named cubic Bézier curves and UIKit's curve names
// (rule 7.9).
import Testing
@testable import UISim

@Suite("Timing functions")
struct TimingFunctionTests {
    /// The named curves with the control points of rule 7.9's table.
    static let table: [(name: String, curve: TimingFunction, c1: Point, c2: Point)] = [
        ("linear", .linear, Point(x: 0, y: 0), Point(x: 1, y: 1)),
        ("easeIn", .easeIn, Point(x: 0.42, y: 0), Point(x: 1, y: 1)),
        ("easeOut", .easeOut, Point(x: 0, y: 0), Point(x: 0.58, y: 1)),
        ("easeInEaseOut", .easeInEaseOut, Point(x: 0.42, y: 0), Point(x: 0.58, y: 1)),
        ("default", .default, Point(x: 0.25, y: 0.1), Point(x: 0.25, y: 1)),
    ]

    @Test("control points are Core Animation's")
    func controlPoints() {
        // rule 7.9
        for entry in Self.table {
            #expect(entry.curve.c1 == entry.c1, "\(entry.name) c1")
            #expect(entry.curve.c2 == entry.c2, "\(entry.name) c2")
        }
    }

    @Test("solved values at 0.5: ease-in-ease-out 0.5, ease-in below, ease-out above")
    func solvedValuesAtHalf() {
        // rule 7.9
        expectClose(TimingFunction.easeInEaseOut.value(at: 0.5), 0.5)
        #expect(TimingFunction.easeIn.value(at: 0.5) < 0.5)
        #expect(TimingFunction.easeOut.value(at: 0.5) > 0.5)
        expectClose(TimingFunction.easeIn.value(at: 0.5), 0.3153568126)
        expectClose(TimingFunction.easeOut.value(at: 0.5), 0.6846431874)
        expectClose(TimingFunction.default.value(at: 0.5), 0.8024033876)
        expectClose(TimingFunction.linear.value(at: 0.5), 0.5)
    }

    @Test("solved values at a quarter and three quarters")
    func solvedValuesAtQuarters() {
        // rule 7.9
        expectClose(TimingFunction.easeInEaseOut.value(at: 0.25), 0.1291619310)
        expectClose(TimingFunction.easeInEaseOut.value(at: 0.75), 0.8708380690)
        expectClose(TimingFunction.easeIn.value(at: 0.25), 0.0934646507)
        expectClose(TimingFunction.easeOut.value(at: 0.75), 0.9065353493)
        expectClose(TimingFunction.default.value(at: 0.25), 0.4085105914)
    }

    @Test("the endpoints are fixed, and progress outside 0…1 clamps")
    func endpoints() {
        // rule 7.9
        for entry in Self.table {
            #expect(entry.curve.value(at: 0) == 0, "\(entry.name) at 0")
            #expect(entry.curve.value(at: 1) == 1, "\(entry.name) at 1")
            #expect(entry.curve.value(at: -0.5) == 0, "\(entry.name) below 0")
            #expect(entry.curve.value(at: 1.5) == 1, "\(entry.name) above 1")
        }
    }

    @Test("every named curve agrees with a bisection reference across 0…1")
    func agreesWithReference() {
        // rule 7.9
        for entry in Self.table {
            for i in 0...200 {
                let x = Double(i) / 200
                let expected = referenceEase(entry.c1.x, entry.c1.y, entry.c2.x, entry.c2.y, at: x)
                expectClose(entry.curve.value(at: x), expected, "\(entry.name) at \(x)")
            }
        }
    }

    @Test("custom control points solve as accurately as the named ones",
          arguments: [(0.9, 0.1, 0.1, 0.9), (0, 1, 1, 0), (1, 0, 0, 1), (0.05, 0.9, 0.95, 0.1), (0.68, -0.55, 0.27, 1.55)])
    func customCurves(x1: Double, y1: Double, x2: Double, y2: Double) {
        // rule 7.9
        let curve = TimingFunction(x1, y1, x2, y2)
        for i in 0...200 {
            let x = Double(i) / 200
            expectClose(curve.value(at: x), referenceEase(x1, y1, x2, y2, at: x), "(\(x1), \(y1), \(x2), \(y2)) at \(x)")
        }
    }

    @Test("curves never go backwards")
    func monotone() {
        // rule 7.9
        for entry in Self.table {
            var previous = 0.0
            for i in 1...400 {
                let v = entry.curve.value(at: Double(i) / 400)
                #expect(v >= previous - 1e-12, "\(entry.name) at \(Double(i) / 400)")
                previous = v
            }
        }
    }

    @Test("ease-in mirrors ease-out: easeIn(x) = 1 − easeOut(1 − x)")
    func easeInMirrorsEaseOut() {
        // rule 7.9
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            expectClose(TimingFunction.easeIn.value(at: x), 1 - TimingFunction.easeOut.value(at: 1 - x), "at \(x)")
        }
    }

    @Test("UIView.AnimationCurve maps to the Core Animation curve of the same name")
    func animationCurveMapping() {
        // rule 7.9
        #expect(AnimationCurve.easeInOut.timingFunction == .easeInEaseOut)
        #expect(AnimationCurve.easeIn.timingFunction == .easeIn)
        #expect(AnimationCurve.easeOut.timingFunction == .easeOut)
        #expect(AnimationCurve.linear.timingFunction == .linear)
    }

    @Test("animation options name the curves; no curve option means ease-in-out")
    func optionCurves() {
        // rule 7.9
        // rule 7.5
        #expect(AnimationOptions().curve == .easeInOut)
        #expect(AnimationOptions.curveEaseInOut.curve == .easeInOut)
        #expect(AnimationOptions.curveEaseIn.curve == .easeIn)
        #expect(AnimationOptions.curveEaseOut.curve == .easeOut)
        #expect(AnimationOptions.curveLinear.curve == .linear)
        #expect(AnimationOptions([.curveLinear, .beginFromCurrentState]).curve == .linear)
    }
}
