// CollectionViewSectionEditTests: reloadSectionsChecked and moveSectionChecked, the throwing forms
// the Lua bridge calls (rule 3.20): UIKit's reasons outside a batch, counts kept on failure, and a
// moved section carrying its items.
import Testing
@testable import UISim

@Suite("Collection view section reloads and moves")
struct CollectionViewSectionEditTests {
    private func reason(_ body: () throws(UIKitException) -> Void) -> String? {
        do throws(UIKitException) { try body() } catch { return error.reason }
        return nil
    }

    @Test("out of range: UIKit's reasons, and the counts stay")
    func outOfRange() {
        // rule 3.20, 2.22
        let grid = makeGrid([10, 3])
        #expect(reason { () throws(UIKitException) in try grid.view.moveSectionChecked(2, toSection: 0) }
            == "attempt to move section 2 to section 0, but there are only 2 sections before the update "
                + "and 2 sections after the update")
        #expect(reason { () throws(UIKitException) in try grid.view.reloadSectionsChecked([3]) }
            == "attempt to delete section 3, but there are only 2 sections before the update")
        #expect(grid.view.numberOfItems(inSection: 0) == 10)
        #expect(grid.view.numberOfItems(inSection: 1) == 3)
    }

    @Test("a move carries the section's items and selection; a reload reads the new count")
    func moveAndReload() {
        // rule 3.20
        let grid = makeGrid([10, 3])
        grid.view.selectItem(at: path(2, 0), animated: false, scrollPosition: [])
        grid.dataSource.counts = [3, 10]
        #expect(reason { () throws(UIKitException) in try grid.view.moveSectionChecked(1, toSection: 0) } == nil)
        #expect(grid.view.numberOfItems(inSection: 0) == 3)
        #expect(grid.view.indexPathsForSelectedItems == [path(2, 1)])
        grid.dataSource.counts = [3, 7]
        #expect(reason { () throws(UIKitException) in try grid.view.reloadSectionsChecked([1]) } == nil)
        #expect(grid.view.numberOfItems(inSection: 1) == 7)
    }
}
