// LegacyResumeTests: when the finger lifts, the legacy driver resumes the paused container the
// QA1673 way, in its parent's time, so nothing jumps even when that time is not the world's
// (rule 0.1).
import Testing
@testable import UISim

@Suite("Interactive pop: resuming the paused container")
struct LegacyResumeTests {
    /// A navigation controller whose view sits in a root view with its own media timing.
    private func offsetScene(ios: Int) -> (World, NavigationController, ViewController) {
        let world = World(iosVersion: ios)
        let root = ViewController(world: world, title: "Root")
        world.show(root)
        root.view.layer.timeOffset = 100   // the container's parent time runs 100 s ahead
        let a = ViewController(world: world, title: "A")
        let nav = NavigationController(rootViewController: a)
        nav.view.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        root.view.addSubview(nav.view)
        nav.pushViewController(ViewController(world: world, title: "B"), animated: false)
        return (world, nav, a)
    }

    @Test("a finish resumes where the finger left the views, whatever the parent's time",
          arguments: everyEra)
    func finishWithoutJump(ios: Int) throws {
        // rule 0.1
        let (world, nav, a) = offsetScene(ios: ios)
        let swipe = try #require(nav.beginInteractivePop())
        swipe.update(0.5)
        swipe.finish()
        expectClose(a.view.presentationFrame.minX, -390.0 / 3 * 0.5, "no jump at finger lift")
        world.advance(by: 0.05)
        let x = a.view.presentationFrame.minX
        #expect(x > -390.0 / 3 * 0.5 && x < 0, "on its way: \(x)")
        expectHappens(at: 0.5 * 0.35 - 0.05, in: world, "the end") { swipe.isComplete }
        expectClose(a.view.presentationFrame.minX, 0)
    }

    @Test("an animation caught in the container keeps its pace through the transition's end",
          arguments: everyEra)
    func continuousAtTheEnd(ios: Int) throws {
        // rule 0.1
        let (world, nav, a) = offsetScene(ios: ios)
        let marker = makeView(world)
        a.view.addSubview(marker)
        let swipe = try #require(nav.beginInteractivePop())
        nav.transitionCoordinator?.notifyWhenInteractionChanges { _ in
            world.animate(withDuration: 1, options: .curveLinear) { marker.alpha = 0 }   // at finger lift
        }
        swipe.update(0.5)
        swipe.finish()
        world.advance(by: 0.5)   // the pop ended after 0.175 s; the fade goes on at the same pace
        #expect(swipe.isComplete)
        expectClose(marker.presentationAlpha, 0.5, "half of the 1 s fade, in every era")
    }
}
