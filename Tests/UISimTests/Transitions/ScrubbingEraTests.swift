// ScrubbingEraTests: how each era drives an interactive transition — legacy pauses the container
// layer and scrubs its time offset, catching every animation below it; modern drives an animator
// that owns only the transition's and the alongside animations — with one scenario body for
// both, and only the expectations naming the era (rules 0.1–0.4, 6.5).
import Testing
@testable import UISim

@Suite("Interactive pop: legacy scrubbing and the modern animator")
struct ScrubbingEraTests {
    /// Whether the world's UIKit scrubs the container layer (iOS ≤ 10).
    private func scrubsLayer(_ s: NavScene) -> Bool { s.world.uikit.interactiveTransitionsScrubTheContainerLayer }

    @Test("[SIM] legacy freezes the container layer (speed 0) and moves its timeOffset with the finger",
          arguments: everyEra)
    func containerLayer(ios: Int) throws {
        // rule 0.1
        // rule 0.4
        let s = NavScene(ios: ios)
        let layer = s.nav.view.layer
        let swipe = try #require(s.nav.beginInteractivePop())
        let start = layer.timeOffset
        swipe.update(0.4)
        s.world.advance(by: 1)
        if scrubsLayer(s) {
            #expect(layer.speed == 0)
            expectClose(layer.timeOffset - start, 0.4 * 0.35, "time offset = begin + p × duration")
            expectClose(layer.localTime - start, 0.4 * 0.35, "local time stands still with the finger")
        } else {
            #expect(layer.speed == 1, "the modern era leaves the layer alone")
        }
        swipe.finish()
        try s.world.settle()
        #expect(layer.speed == 1, "running again once the transition is over")
    }

    @Test("[SIM] an animation begun in viewWillAppear: legacy scrubs it, modern runs it on the clock",
          arguments: everyEra)
    func animationFromViewWillAppear(ios: Int) throws {
        // rule 0.2
        // rule 0.3
        // rule 0.4
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        s.a.seen = { c, name, _ in
            if name == "viewWillAppear" { c.world.animate(withDuration: 0.3) { marker.alpha = 0 } }
        }
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.1)
        s.world.advance(by: 0.3)
        let early = marker.presentationAlpha
        swipe.update(0.5)
        let later = marker.presentationAlpha
        if scrubsLayer(s) {
            expectClose(early, 1 - referenceEaseInOut(0.035 / 0.3), "frozen where the finger is: 0.035 s into its 0.3 s")
            expectClose(later, 1 - referenceEaseInOut(0.175 / 0.3), "follows the finger")
        } else {
            expectClose(early, 0, "over in 0.3 s of wall time, whatever the finger does")
            expectClose(later, 0)
        }
        swipe.finish()
        try s.world.settle()
        expectClose(marker.presentationAlpha, 0)
    }

    @Test("alongside (UIView-block) animations are scrubbed in both eras", arguments: everyEra)
    func alongsideInBoth(ios: Int) throws {
        // rule 0.3
        // rule 6.5
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        s.a.seen = { c, name, _ in
            if name == "viewWillAppear" {
                c.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 })
            }
        }
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.3)
        s.world.advance(by: 2)
        expectClose(marker.presentationAlpha, 0.7)
    }

    @Test("a Core Animation animation added straight to a layer: scrubbed only in the legacy era",
          arguments: everyEra)
    func directLayerAnimation(ios: Int) throws {
        // rule 6.5
        // rule 0.3
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.2)
        // layer.add(_:forKey:): a basic animation measured on the layer's own time
        let layer = marker.layer
        let fade = Animation(property: .alpha, from: .scalar(1), to: .scalar(0), beginTime: layer.localTime,
                             duration: 1, timing: .linear, timeline: layer, layer: layer)
        s.world.performWithoutAnimation { marker.alpha = 0 }
        layer.add(fade)
        s.world.advance(by: 0.5)
        let early = marker.presentationAlpha
        swipe.update(0.6)
        let later = marker.presentationAlpha
        if scrubsLayer(s) {
            expectClose(early, 1, "frozen with the container")
            expectClose(later, 1 - 0.4 * 0.35, "moved by the finger's 0.4 × 0.35 s")
        } else {
            expectClose(early, 0.5, "half of its 1 s on the clock")
            expectClose(later, 0.5, "the finger does not move it")
        }
        swipe.finish()
        try s.world.settle()
        expectClose(marker.presentationAlpha, 0)
    }

    @Test("[SIM] outside an interactive transition the eras do not differ", arguments: everyEra)
    func buttonPopSame(ios: Int) throws {
        // rule 0.4
        let s = NavScene(ios: ios)
        let marker = s.marker(in: s.a)
        s.a.seen = { c, name, _ in
            if name == "viewWillAppear" { c.world.animate(withDuration: 0.3) { marker.alpha = 0 } }
        }
        s.nav.popViewController(animated: true)
        s.world.advance(by: 0.15)
        expectClose(marker.presentationAlpha, 1 - referenceEaseInOut(0.5))
        s.world.advance(by: 0.15)
        expectClose(marker.presentationAlpha, 0)
    }
}
