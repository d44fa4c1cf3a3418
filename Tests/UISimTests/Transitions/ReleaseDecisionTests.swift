// ReleaseDecisionTests: the simulated edge swipe — progress from the finger's translation, and
// finish or cancel at release from the progress and the velocity; a gesture that is cancelled
// always cancels. Threshold and flick velocity are simulation parameters ([SIM] rule 6.6).
import Testing
@testable import UISim

@Suite("Interactive pop: the edge swipe's release decision")
struct ReleaseDecisionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let p: Double, velocity: Double, finishes: Bool
        var testDescription: String { "p \(p), v \(velocity) → \(finishes ? "finish" : "cancel")" }
    }

    static let cases: [Case] = [
        Case(p: 0.6, velocity: 10, finishes: true),     // past half, moving right
        Case(p: 0.9, velocity: 0, finishes: false),     // past half but still: velocity must be > 0
        Case(p: 0.9, velocity: -50, finishes: false),   // moving back
        Case(p: 0.5, velocity: 100, finishes: false),   // exactly half is not past it
        Case(p: 0.2, velocity: 300, finishes: false),   // 300 is not faster than 300
        Case(p: 0.2, velocity: 301, finishes: true),    // a flick
        Case(p: 0.05, velocity: 2000, finishes: true),
        Case(p: 0.3, velocity: 150, finishes: false),
    ]

    @Test("[SIM] finish if velocity > 0 and (p > 0.5 or velocity > 300), else cancel",
          arguments: everyEra, cases)
    func decision(ios: Int, c: Case) throws {
        // rule 6.6
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(c.p)
        #expect(swipe.release(velocity: c.velocity) == c.finishes)
        #expect(s.nav.transitionCoordinator?.isCancelled == !c.finishes)
        try s.world.settle()
        #expect(s.nav.topViewController === (c.finishes ? s.a : s.b))
    }

    @Test("[SIM] a gesture that ends cancelled or failed always cancels", arguments: everyEra)
    func gestureCancelled(ios: Int) throws {
        // rule 6.6
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.95)
        swipe.gestureCancelled()
        #expect(s.nav.transitionCoordinator?.isCancelled == true)
        try s.world.settle()
        #expect(s.nav.topViewController === s.b)
    }

    @Test("[SIM] the threshold and the flick velocity are parameters")
    func configurable() throws {
        // rule 6.6
        let s = NavScene(ios: 17)
        let swipe = try #require(s.nav.beginInteractivePop())
        #expect(swipe.finishThreshold == 0.5 && swipe.flickVelocity == 300)
        swipe.finishThreshold = 0.8
        swipe.flickVelocity = 1000
        swipe.update(0.7)
        #expect(!swipe.release(velocity: 900), "0.7 is not past 0.8, 900 is not a flick any more")

        let t = NavScene(ios: 9)
        let other = try #require(t.nav.beginInteractivePop())
        other.finishThreshold = 0.2
        other.update(0.3)
        #expect(other.release(velocity: 1))
    }

    @Test("[SIM] progress is the translation over the container's width, clamped to 0…1",
          arguments: everyEra)
    func translationMapping(ios: Int) throws {
        // rule 6.6
        let s = NavScene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        for (x, p) in [(97.5, 0.25), (195.0, 0.5), (-40.0, 0.0), (600.0, 1.0), (312.0, 0.8)] {
            swipe.update(translationX: x)
            expectClose(swipe.percentComplete, p, "translation \(x) of \(s.width)")
            expectClose(s.b.view.presentationFrame.minX, s.width * p, "B follows the finger")
        }
    }

    @Test("[SIM] the container's width sets the scale", arguments: everyEra)
    func widerContainer(ios: Int) throws {
        // rule 6.6
        let world = World(iosVersion: ios, width: 800, height: 600)
        let nav = NavigationController(rootViewController: ViewController(world: world, title: "A"))
        world.show(nav)
        nav.pushViewController(ViewController(world: world, title: "B"), animated: false)
        let swipe = try #require(nav.beginInteractivePop())
        swipe.update(translationX: 200)
        expectClose(swipe.percentComplete, 0.25)
    }
}
