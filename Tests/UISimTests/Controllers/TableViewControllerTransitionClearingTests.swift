// TableViewControllerTransitionClearingTests: UITableViewController's built-in clearing during an
// animated pop. A button pop fades the row with the transition in every era; during a swipe the
// modern controller deselects alongside and restores on cancel, while the legacy one waits for
// the finger to lift and deselects only if the pop goes on. One scenario body for every
// version; the expectations name the era (rules 8.2, 8.4, 8.6).
import Testing
@testable import UISim

@Suite("Table view controller: clearing during transitions")
struct TableViewControllerTransitionClearingTests {
    private func scene(_ ios: Int) throws -> Scene {
        let world = World(iosVersion: ios)
        return try Scene(ios: ios, list: RowsTableController(world: world, title: "List"))
    }

    /// Whether the simulated UIKit deselects alongside the transition (iOS ≥ 11).
    private func alongside(_ s: Scene) -> Bool { s.world.uikit.controllersDeselectAlongsideTransitions }

    @Test("an animated button pop fades the row out during the transition, in every era",
          arguments: everyEra)
    func buttonPop(ios: Int) throws {
        // rule 8.2
        // rule 8.6
        let s = try scene(ios)
        s.nav.popViewController(animated: true)
        #expect(s.selection == nil)
        #expect(s.selectionCalls == ["cell [0, 2] setSelected(false, animated: true)"])
        s.world.advance(by: 0.35 / 2)
        expectClose(try #require(s.cell?.selectionAlpha), 1 - referenceEaseInOut(0.5), "with the pop")
        s.world.advance(by: 0.35 / 2)
        #expect(s.cell?.selectionAlpha == 0)
    }

    @Test("during a swipe: the row tracks the finger (modern); it stays selected until release (legacy)",
          arguments: everyEra)
    func duringSwipe(ios: Int) throws {
        // rule 8.4
        // rule 8.2
        let s = try scene(ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        for p in [0.2, 0.5, 0.8] {
            swipe.update(p)
            s.world.advance(by: 0.5)
            let alpha = try #require(s.cell?.selectionAlpha)
            if alongside(s) {
                expectClose(alpha, 1 - p, "gradual, with the gesture")
                #expect(s.selection == nil)
            } else {
                #expect(alpha == 1, "nothing until the finger lifts")
                #expect(s.selection == [Scene.selected])
            }
        }
        swipe.cancel()
        try s.world.settle()
    }

    @Test("a swipe that finishes leaves no selection; legacy deselects only at finger lift",
          arguments: everyEra)
    func swipeFinishes(ios: Int) throws {
        // rule 8.2
        // rule 8.4
        let s = try scene(ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.6)
        let beforeLift = s.selection
        swipe.finish()
        #expect(s.selection == nil, "deselected by the time the finger has lifted")
        let atLift = try #require(s.cell?.selectionAlpha)
        s.world.advance(by: 0.15)
        let later = try #require(s.cell?.selectionAlpha)
        if alongside(s) {
            #expect(beforeLift == nil)
            expectClose(atLift, 0.4, "where the finger left it")
            expectClose(later, 0, "done with the transition, 0.14 s after the lift")
        } else {
            #expect(beforeLift == [Scene.selected])
            #expect(atLift == 1, "the fade starts at finger lift")
            expectClose(later, 1 - referenceEaseInOut(0.5), "half-way through a 0.3 s fade")
        }
        try s.world.settle()
        #expect(s.selection == nil)
        #expect(s.cell?.selectionAlpha == 0)
        #expect(!s.hasSelectionDelegateCalls)
    }

    @Test("a cancelled swipe keeps the row: restored (modern) or never touched (legacy)",
          arguments: everyEra)
    func swipeCancelled(ios: Int) throws {
        // rule 8.4
        // rule 8.2
        // rule 8.6
        let s = try scene(ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.45)
        swipe.cancel()
        try s.world.settle()
        #expect(s.selection == [Scene.selected])
        #expect(s.cell?.selectionAlpha == 1)
        #expect(!s.hasSelectionDelegateCalls)
        if alongside(s) {
            #expect(s.selectionCalls == ["cell [0, 2] setSelected(false, animated: true)",
                                         "cell [0, 2] setSelected(true, animated: false)"],
                    "deselected alongside, selected again without animation in the completion")
        } else {
            #expect(s.selectionCalls.isEmpty, "the legacy controller never deselected")
        }
    }

    @Test("[SIM] legacy decides on initiallyInteractive: the same scene cleared alongside when not interactive",
          arguments: everyEra)
    func decidesOnInitiallyInteractive(ios: Int) throws {
        // rule 8.6
        let s = try scene(ios)
        var interactive: [Bool] = []
        s.nav.popViewController(animated: true)
        interactive.append(s.list.transitionCoordinator?.initiallyInteractive ?? true)
        let afterButton = s.selection
        try s.world.settle()
        s.nav.pushViewController(s.detail, animated: false)
        s.tapSelected()
        let swipe = try #require(s.nav.beginInteractivePop())
        interactive.append(s.list.transitionCoordinator?.initiallyInteractive ?? false)
        let afterSwipeBegan = s.selection
        swipe.finish()
        try s.world.settle()
        #expect(interactive == [false, true])
        #expect(afterButton == nil, "not interactive: alongside, in every era")
        #expect(afterSwipeBegan == (alongside(s) ? nil : [Scene.selected]))
    }
}
