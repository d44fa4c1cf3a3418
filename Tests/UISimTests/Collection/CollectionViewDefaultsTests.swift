// CollectionViewDefaultsTests: the selection flags' defaults and the empty selection.
import Testing
@testable import UISim

@Suite("Collection view defaults")
struct CollectionViewDefaultsTests {
    @Test("allowsSelection is true and the multiple and editing flags are false")
    func selectionFlags() {
        // rule 3.1
        let grid = makeGrid()
        #expect(grid.view.allowsSelection)
        #expect(!grid.view.allowsMultipleSelection)
        #expect(!grid.view.allowsSelectionDuringEditing)
        #expect(!grid.view.allowsMultipleSelectionDuringEditing)
    }

    @Test("indexPathsForSelectedItems is nil, not empty, when nothing is selected")
    func emptySelectionIsNil() {
        // rule 3.2
        let grid = makeGrid()
        #expect(grid.view.indexPathsForSelectedItems == nil)
        grid.view.selectItem(at: path(1), animated: false, scrollPosition: [])
        grid.view.deselectItem(at: path(1), animated: false)
        #expect(grid.view.indexPathsForSelectedItems == nil)
    }

    @Test("[SIM] selected index paths come back ascending, whatever the order of selection")
    func selectedAscending() {
        // rule 3.2 [SIM]: the order is undocumented; ascending (section, item) is the choice.
        let grid = makeGrid([5, 5]) { $0.allowsMultipleSelection = true }
        for p in [path(3, 1), path(4), path(0, 1), path(1)] {
            grid.view.selectItem(at: p, animated: false, scrollPosition: [])
        }
        #expect(grid.view.indexPathsForSelectedItems == [path(1), path(4), path(0, 1), path(3, 1)])
    }

    @Test("the editing flags decide while editing")
    func editingFlags() {
        // rule 3.1
        let grid = makeGrid { $0.isEditing = true }
        grid.view.selectItem(at: path(1), animated: false, scrollPosition: [])
        #expect(grid.view.indexPathsForSelectedItems == nil)
        grid.view.allowsSelectionDuringEditing = true
        grid.view.allowsMultipleSelectionDuringEditing = true
        grid.view.selectItem(at: path(1), animated: false, scrollPosition: [])
        grid.view.selectItem(at: path(2), animated: false, scrollPosition: [])
        #expect(grid.view.indexPathsForSelectedItems == [path(1), path(2)])
    }
}
