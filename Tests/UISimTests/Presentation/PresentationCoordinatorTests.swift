// The transition coordinator of a presentation, a dismissal and a sheet pull (rules 15.11, 8.5).
import Testing
@testable import UISim

@Suite("Presentation: the transition coordinator")
struct PresentationCoordinatorTests {
    @Test("rule 15.11: both controllers see the coordinator of a presentation; alongside blocks follow it")
    func presentationCoordinator() throws {
        let (world, a, b) = PresentationAppearanceTests.scene(ios: 17, style: .pageSheet)
        let badge = View(world: world)
        a.view.addSubview(badge)
        try a.present(b, animated: true)
        let c = try #require(b.transitionCoordinator)
        #expect(a.transitionCoordinator === c)
        #expect(c.presentationStyle == "pageSheet" && c.isAnimated && !c.isInteractive)
        #expect(c.viewController(forKey: .from) === a && c.viewController(forKey: .to) === b)
        var completed: Bool?
        c.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { ctx in completed = !ctx.isCancelled })
        world.advance(by: 0.1)
        #expect(badge.presentationAlpha > 0 && badge.presentationAlpha < 1, "the alpha moves with the slide")
        try world.settle()
        #expect(completed == true && b.transitionCoordinator == nil)
        #expect(a.modal.transition == nil && a.modal.coordinator == nil, "the presenter lets it go at the end")
    }

    @Test("rule 15.11: a pull's coordinator is interactive, and a cancelled pull is cancelled")
    func pullCoordinator() throws {
        let (world, a, b, _) = try SheetDismissalTests.presented()
        defer { withExtendedLifetime(a) {} }
        let pull = try b.beginInteractiveDismiss().get()
        let c = try #require(b.transitionCoordinator)
        #expect(c.initiallyInteractive && c.isInteractive)
        #expect(c.viewController(forKey: .from) === b)
        pull.update(0.3)
        #expect(c.percentComplete == 0.3)
        var changed = 0
        c.notifyWhenInteractionChanges { _ in changed += 1 }
        pull.cancel()
        #expect(changed == 1 && c.isCancelled)
        try world.settle()
        #expect(b.view.frame.minY == 50, "the slide reversed")
    }

    @Test("rules 8.5, 15.3, 15.11: on iOS 12 a table in a navigation controller deselects alongside a full-screen dismissal; on iOS 17 it keeps its row")
    func selectionAcrossADismissal() throws {
        for ios in [12, 17] {
            let world = World(iosVersion: ios)
            let list = RowsTableController(world: world, title: "List", rows: 5)
            let nav = NavigationController(rootViewController: list)
            world.show(nav)
            list.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            let sheet = ViewController(world: world, title: "Sheet")
            try list.present(sheet, animated: true)
            try world.settle()
            sheet.dismiss(animated: true)
            if ios == 12 {
                #expect(list.transitionCoordinator != nil, "the list sees the dismissal's coordinator")
            }
            try world.settle()
            let selected = list.tableView.indexPathsForSelectedRows ?? []
            #expect(selected == (ios == 12 ? [] : [IndexPath(row: 2, section: 0)]), "iOS \(ios)")
        }
    }
}
