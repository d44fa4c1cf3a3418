// After the finger lifts, the rest of an interactive pop follows the interaction's completion
// curve, in both eras (rule 6.1).
import Testing
@testable import UISim

@Suite("Interactive pop: the completion curve shapes the rest")
struct CompletionCurveTests {
    /// Where the popped view is drawn, as a fraction of the width, halfway through the rest.
    func midwayOffset(ios: Int, curve: AnimationCurve) throws -> Double {
        let world = World(iosVersion: ios)
        let list = ViewController(world: world, title: "List")
        let nav = NavigationController(rootViewController: list)
        world.show(nav)
        let detail = ViewController(world: world, title: "Detail")
        nav.pushViewController(detail, animated: true)
        try world.settle()
        let swipe = try #require(nav.beginInteractivePop())
        swipe.completionCurve = curve
        swipe.update(0.5)
        swipe.finish()
        world.advance(by: 0.5 * swipe.duration / 2)   // half of (1 − 0.5) × 0.35 s
        let x = detail.view.presentationFrame.minX / nav.view.bounds.width
        try world.settle()
        return x
    }

    // rule 6.1: default easeInOut; a linear curve covers half the rest in half the time
    @Test("linear and ease-in remainders differ as their curves do", arguments: [9, 10, 11, 17])
    func curves(ios: Int) throws {
        let linear = try midwayOffset(ios: ios, curve: .linear)
        #expect(abs(linear - 0.75) < 1e-6, "iOS \(ios): \(linear)")
        let easeIn = try midwayOffset(ios: ios, curve: .easeIn)
        let expected = 0.5 + 0.5 * AnimationCurve.easeIn.timingFunction.value(at: 0.5)
        #expect(abs(easeIn - expected) < 1e-6, "iOS \(ios): \(easeIn) vs \(expected)")
    }
}
