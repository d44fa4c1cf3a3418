// CollectionViewControllerClearingTests: UICollectionViewController clears the collection's
// selection in viewWillAppear by default, the same way the table view controller does in each
// era (rule 3.9).
import Testing
@testable import UISim

@Suite("Collection view controller: clearing the selection")
struct CollectionViewControllerClearingTests {
    private func scene(_ ios: Int, clears: Bool = true) throws -> Scene {
        let world = World(iosVersion: ios)
        let grid = ItemsCollectionController(world: world, title: "Grid")
        grid.clearsSelectionOnViewWillAppear = clears
        return try Scene(ios: ios, list: grid)
    }

    @Test("on by default; a pop without animation clears at once", arguments: everyEra)
    func plainPop(ios: Int) throws {
        // rule 3.9
        let world = World(iosVersion: ios)
        #expect(ItemsCollectionController(world: world, title: "Grid").clearsSelectionOnViewWillAppear)
        let s = try scene(ios)
        #expect(s.selection == [Scene.selected])
        s.nav.popViewController(animated: false)
        #expect(s.selection == nil)
        #expect(s.cell?.selectionAlpha == 0)
        #expect(s.selectionCalls == ["cell [0, 2] setSelected(false, animated: false)"])
    }

    @Test("set to false, the selection stays", arguments: everyEra)
    func turnedOff(ios: Int) throws {
        // rule 3.9
        let s = try scene(ios, clears: false)
        s.nav.popViewController(animated: true)
        try s.world.settle()
        #expect(s.selection == [Scene.selected])
        #expect(s.cell?.selectionAlpha == 1)
    }

    @Test("an animated pop fades the item with the transition", arguments: everyEra)
    func buttonPop(ios: Int) throws {
        // rule 3.9
        let s = try scene(ios)
        s.nav.popViewController(animated: true)
        s.world.advance(by: 0.35 / 2)
        expectClose(try #require(s.cell?.selectionAlpha), 0.5)
        try s.world.settle()
        #expect(s.selection == nil && s.cell?.selectionAlpha == 0)
    }

    @Test("during a swipe: alongside in the modern era; the legacy controller waits for the finger",
          arguments: everyEra)
    func swipe(ios: Int) throws {
        // rule 3.9
        let s = try scene(ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.3)
        let alpha = try #require(s.cell?.selectionAlpha)
        if s.world.uikit.controllersDeselectAlongsideTransitions {
            expectClose(alpha, 0.7)
        } else {
            #expect(alpha == 1, "not alongside the gesture (the calebd gist's complaint)")
        }
        swipe.finish()
        try s.world.settle()
        #expect(s.selection == nil && s.cell?.selectionAlpha == 0)
    }

    @Test("a cancelled swipe keeps the item selected", arguments: everyEra)
    func cancelled(ios: Int) throws {
        // rule 3.9
        let s = try scene(ios)
        let swipe = try #require(s.nav.beginInteractivePop())
        swipe.update(0.6)
        swipe.cancel()
        try s.world.settle()
        #expect(s.selection == [Scene.selected])
        #expect(s.cell?.selectionAlpha == 1)
    }

    @Test("[SIM] multiple selection is kept, as the table view controller keeps it", arguments: everyEra)
    func multipleSelection(ios: Int) throws {
        // rule 3.9
        let s = try scene(ios)
        let cv = try #require(s.list.view as? CollectionView)
        cv.allowsMultipleSelection = true
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        s.nav.popViewController(animated: false)
        #expect(cv.indexPathsForSelectedItems?.count == 2)
    }
}
