// RecommendedPatternTests: the deselection pattern recommended since iOS 7, copied into a plain
// UIViewController with a table, gives the results apps rely on in every era, where deselecting
// directly in viewWillAppear does not (rules 0.5, 8.7).
import Testing
@testable import UISim

/// The recommended pattern, for every selected row (rule 0.5).
private final class PatternController: TableListController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let selected = tableView.indexPathsForSelectedRows else { return }
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                for p in selected { self.tableView.deselectRow(at: p, animated: true) }
            }, completion: { context in
                if context.isCancelled {
                    for p in selected { self.tableView.selectRow(at: p, animated: false, scrollPosition: .none) }
                }
            })
        } else {
            for p in selected { tableView.deselectRow(at: p, animated: animated) }
        }
    }
}

@Suite("The recommended deselection pattern")
struct RecommendedPatternTests {
    private func scene(_ ios: Int) throws -> Scene {
        let world = World(iosVersion: ios)
        return try Scene(ios: ios, list: PatternController(world: world, title: "List"))
    }

    @Test("a completed swipe: the highlight is 1 − percent during it, and nothing is selected after",
          arguments: everyEra)
    func completed(ios: Int) throws {
        // rule 8.7
        // rule 0.5
        let s = try scene(ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        for p in [0.15, 0.55, 0.35] {
            swipe.update(p)
            s.world.advance(by: 0.4)
            expectClose(try #require(s.cell?.selectionAlpha), 1 - p, "scrubbed at \(p)")
        }
        swipe.finish()
        try s.world.settle()
        #expect(s.selection == nil)
    }

    @Test("a cancelled swipe: selected again, with no delegate callbacks", arguments: everyEra)
    func cancelled(ios: Int) throws {
        // rule 8.7
        // rule 0.5
        let s = try scene(ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.5)
        swipe.cancel()
        try s.world.settle()
        #expect(s.selection == [Scene.selected])
        #expect(s.cell?.selectionAlpha == 1)
        #expect(!s.hasSelectionDelegateCalls)
    }

    @Test("a pop without animation: no coordinator, deselected at once", arguments: everyEra)
    func plainPop(ios: Int) throws {
        // rule 8.7
        // rule 0.5
        let s = try scene(ios)
        var hadCoordinator: Bool?
        let delegate = NavigationDelegateProbe()
        s.nav.delegate = delegate
        s.nav.popViewController(animated: false)
        hadCoordinator = delegate.hadCoordinator.first
        #expect(hadCoordinator == false)
        #expect(s.selection == nil)
        #expect(s.cell?.selectionAlpha == 0)
    }

    @Test("deselecting directly instead: modern finishes in about 0.3 s whatever the finger does",
          arguments: everyEra)
    func naiveComparison(ios: Int) throws {
        // rule 8.7
        let world = World(iosVersion: ios)
        let s = try Scene(ios: ios, list: NaiveTableController(world: world, title: "List"))
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.1)
        world.advance(by: 0.3)
        let alpha = try #require(s.cell?.selectionAlpha)
        if world.uikit.interactiveTransitionsScrubTheContainerLayer {
            #expect(alpha > 0.9, "legacy: caught in the paused container, \(alpha)")
        } else {
            #expect(alpha == 0, "modern: over on the clock")
        }
        swipe.cancel()
        try world.settle()
        #expect(s.selection == nil, "and a cancel loses the selection in every era")
    }
}
