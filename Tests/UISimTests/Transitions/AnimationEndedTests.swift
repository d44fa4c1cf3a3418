// AnimationEndedTests: a navigation delegate's animator — its duration, and `animationEnded(_:)`
// with whether the transition completed, once, last (rules 6.3, 6.40, 5.7).
import Testing
@testable import UISim

/// An animator that records `animationEnded` and the log's length then.
private final class RecordingAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    var ended: [Bool] = []
    var logAtEnd: [String] = []
    weak var world: World?
    init(duration: Double) { self.duration = duration }
    func transitionDuration(using transitionContext: TransitionCoordinator?) -> Double { duration }
    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        logAtEnd = world?.log ?? []
    }
}

/// A navigation delegate that supplies the animator for every animated push and pop.
private final class AnimatorSource: NavigationControllerDelegate {
    let animator: RecordingAnimator
    var operations: [NavigationOperation] = []
    init(_ animator: RecordingAnimator) { self.animator = animator }
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationOperation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator
    }
}

@Suite("animationEnded of a navigation delegate's animator")
struct AnimationEndedTests {
    private func scene(ios: Int, duration: Double = 0.6) -> (NavScene, AnimatorSource) {
        let s = NavScene(ios: ios)
        let source = AnimatorSource(RecordingAnimator(duration: duration))
        source.animator.world = s.world
        s.nav.delegate = source
        return (s, source)
    }

    // rule 6.3
    @Test("a finished interactive pop: animationEnded(true), once, after the did calls and completions",
          arguments: everyEra)
    func finished(ios: Int) throws {
        let (s, source) = scene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        s.nav.transitionCoordinator?.animate(alongsideTransition: nil) { _ in s.world.record("completion") }
        swipe.update(0.5)
        swipe.finish()
        swipe.finish()
        try s.world.settle()
        #expect(source.animator.ended == [true])
        #expect(source.operations == [.pop])
        let log = source.animator.logAtEnd.filter { !$0.hasPrefix("cell ") }
        #expect(log.suffix(3) == ["B.viewDidDisappear(true)", "A.viewDidAppear(true)", "completion"], "\(log)")
    }

    // rule 6.3
    @Test("a cancelled interactive pop: animationEnded(false), the original controller still shown",
          arguments: everyEra)
    func cancelled(ios: Int) throws {
        let (s, source) = scene(ios: ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.3)
        swipe.cancel()
        swipe.cancel()
        #expect(source.animator.ended.isEmpty, "not before the cancel's animation ends")
        try s.world.settle()
        #expect(source.animator.ended == [false])
        #expect(s.nav.topViewController === s.b)
    }

    // rule 6.40: the animator's duration is the transition's, asked for animated pushes and pops
    // rule 6.3
    @Test("an animated push and pop take the animator's duration and end with animationEnded(true)",
          arguments: [9, 17])
    func duration(ios: Int) throws {
        let (s, source) = scene(ios: ios, duration: 0.6)
        s.nav.popViewController(animated: true)
        #expect(s.nav.transitionCoordinator?.transitionDuration == 0.6)
        s.world.advance(by: 0.59)
        #expect(source.animator.ended.isEmpty)
        s.world.advance(by: 0.02)
        #expect(source.animator.ended == [true])
        s.nav.pushViewController(s.b, animated: true)
        try s.world.settle()
        #expect(source.operations == [.pop, .push])
        #expect(source.animator.ended == [true, true])
    }

    // rule 6.40: a non-animated transition asks for no animator
    @Test func nonAnimatedHasNoAnimator() {
        let (s, source) = scene(ios: 17)
        s.nav.popViewController(animated: false)
        #expect(source.operations.isEmpty && source.animator.ended.isEmpty)
    }
}
