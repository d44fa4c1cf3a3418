// Pulling a sheet down: the delegate's calls, the sheet's appearance calls, and refusals
// (rules 15.5, 15.7, 15.8).
import Testing
@testable import UISim

@Suite("Presentation: pulling a sheet down")
struct SheetDismissalTests {
    final class Delegate: PresentationControllerDelegate {
        var calls: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool { calls.append("should"); return allow }
        func presentationControllerWillDismiss(_ presented: ViewController) { calls.append("will") }
        func presentationControllerDidDismiss(_ presented: ViewController) { calls.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presented: ViewController) { calls.append("attempt") }
    }

    static func presented(ios: Int = 17) throws -> (World, ViewController, ViewController, Delegate) {
        let (world, a, b) = PresentationAppearanceTests.scene(ios: ios, style: .automatic)
        let d = Delegate()
        b.presentationControllerDelegate = d
        try a.present(b, animated: true)
        try world.settle()
        world.clearLog()
        return (world, a, b, d)
    }

    @Test("rules 15.5, 15.7: a pull past half finishes: will, the sheet's calls, did; the presenter hears nothing")
    func pullFinishes() throws {
        let (world, a, b, d) = try Self.presented()
        let pull = try b.beginInteractiveDismiss().get()
        #expect(d.calls == ["should", "will"])
        pull.update(0.6)
        #expect(abs(b.view.presentationFrame.minY - (50 + 0.6 * 794)) < 1e-9, "the finger scrubs the slide")
        #expect(pull.release(velocity: 10))
        try world.settle()
        #expect(d.calls == ["should", "will", "did"])
        #expect(world.log.filter { $0.contains(".view") } == ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
        #expect(a.presentedViewController == nil && pull.isComplete)
    }

    @Test("rule 15.7: a cancelled pull sends the sheet's appearance again and no DidDismiss")
    func pullCancels() throws {
        let (world, a, b, d) = try Self.presented()
        let pull = try b.beginInteractiveDismiss().get()
        pull.update(translationY: 200)
        #expect(!pull.release(velocity: 0))
        try world.settle()
        #expect(d.calls == ["should", "will"])
        #expect(world.log.filter { $0.contains(".view") } == ["B.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                                              "B.viewDidAppear(true)"])
        #expect(a.presentedViewController === b && b.view.frame.minY == 50)
    }

    @Test("rule 15.8: isModalInPresentation refuses the pull without asking: DidAttemptToDismiss, and it springs back")
    func modalInPresentationRefuses() throws {
        let (world, a, b, d) = try Self.presented()
        b.isModalInPresentation = true
        let pull = try b.beginInteractiveDismiss().get()
        #expect(pull.isRefused && d.calls == ["attempt"])
        pull.update(1)
        #expect(b.view.frame.minY == 50 + 0.1 * 794, "a refused sheet moves only a little")
        #expect(!pull.release(velocity: 2000))
        try world.settle()
        #expect(a.presentedViewController === b && b.view.frame.minY == 50)
        #expect(world.log.filter { $0.contains(".view") }.isEmpty)
    }

    @Test("rule 15.8: presentationControllerShouldDismiss answering false refuses the pull too")
    func shouldDismissRefuses() throws {
        let (world, a, b, d) = try Self.presented()
        defer { withExtendedLifetime((world, a)) {} }   // the presenter and the world must outlive the pull
        d.allow = false
        let pull = try b.beginInteractiveDismiss().get()
        #expect(pull.isRefused && d.calls == ["should", "attempt"])
        pull.finish()
        #expect(!pull.isInteractive)
    }

    @Test("rules 15.5, 15.7: no pull on a full-screen presentation (iOS 12's sheets), none twice, and dismiss(animated:) tells the delegate nothing")
    func refusals() throws {
        let (world12, a, b, d) = try Self.presented(ios: 12)
        defer { withExtendedLifetime(world12) {} }
        #expect(throws: PresentationRefusal.notASheet(.fullScreen)) { try b.beginInteractiveDismiss().get() }
        #expect(throws: PresentationRefusal.nothingPresented) { try a.beginInteractiveDismiss().get() }
        a.dismiss(animated: false)
        #expect(d.calls.isEmpty)
        let (world, home, sheet, _) = try Self.presented()
        defer { withExtendedLifetime((world, home)) {} }
        _ = try sheet.beginInteractiveDismiss().get()
        #expect(throws: PresentationRefusal.transitionRunning) { try sheet.beginInteractiveDismiss().get() }
    }
}
