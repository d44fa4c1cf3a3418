// TableEditingModeTests: editing mode's controls, the Delete button, insertion and reordering
// by dragging in the UISim model (section 14 of docs/uikit-behaviour.md).
import Testing
@testable import UISim

/// A data source and delegate over a list of names that edits itself as an app's would.
private final class EditingSource: TableViewDataSource, TableViewDelegate {
    var names: [String]
    var styles: [Int: TableViewCell.EditingStyle] = [:]
    var fixed: Set<Int> = []
    var retarget: ((IndexPath) -> IndexPath)?
    var flush: Set<Int> = []
    private(set) var commits: [String] = []

    init(_ names: [String]) { self.names = names }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { !fixed.contains(indexPath.row) }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append("\(editingStyle) \(indexPath.row)")
        if editingStyle == .delete {
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else {
            names.insert("new", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        !flush.contains(indexPath.row)
    }
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        retarget?(proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}

/// A 320 × 440 table of 44-point rows over `names`, laid out, log empty.
private func editingTable(_ names: [String]) -> (World, TableView, EditingSource) {
    let world = World(iosVersion: 17)
    let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440))
    let source = EditingSource(names)
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    world.clearLog()
    return (world, table, source)
}

@Suite struct TableEditingModeTests {
    // rule 14.4: shouldIndentWhileEditingRowAt (default true) is a flag on the row's controls;
    // the row's frame does not change
    @Test func shouldIndentIsAFlagOnTheControls() {
        let (world, table, source) = editingTable(["a", "b", "c"])
        source.flush = [1]
        let frame = table.rectForRow(at: IndexPath(row: 1, section: 0))
        table.setEditing(true, animated: false)
        #expect(table.editingControls(forRowAt: IndexPath(row: 0, section: 0))?.indents == true)
        #expect(table.editingControls(forRowAt: IndexPath(row: 1, section: 0))?.indents == false)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == frame)
        withExtendedLifetime(world) {}
    }

    // rules 14.1, 14.2
    @Test func setEditingTellsVisibleCellsInRowOrderAndGivesControls() {
        let (world, table, source) = editingTable(["a", "b", "c"])
        source.styles[1] = .insert
        table.setEditing(true, animated: true)
        #expect(world.log == (0..<3).map { "cell [0, \($0)] setEditing(true, animated: true)" })
        #expect(table.cellForRow(at: ip(0))?.isEditing == true)
        #expect(table.cellForRow(at: ip(0))?.editingStyle == .delete)
        #expect(table.cellForRow(at: ip(1))?.editingStyle == .insert)
        table.setEditing(false, animated: false)
        #expect(table.cellForRow(at: ip(0))?.isEditing == false)
        #expect(table.editingControls(forRowAt: ip(0)) == nil)
    }

    // rule 14.5
    @Test func deleteNeedsTheConfirmationButton() {
        let (world, table, source) = editingTable(["a", "b", "c"])
        table.setEditing(true, animated: false)
        table.tapEditingControl(at: ip(1))
        #expect(source.commits.isEmpty)
        #expect(table.indexPathForDeleteConfirmation == ip(1))
        table.tapDeleteConfirmationButton(at: ip(1))
        #expect(source.commits == ["delete 1"])
        #expect(source.names == ["a", "c"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(world.log.contains("tableView(_:commit: .delete, forRowAt: [0, 1])"))
    }

    // rule 14.6
    @Test func insertCommitsAtOnce() {
        let (world, table, source) = editingTable(["a", "b"])
        source.styles[0] = .insert
        table.setEditing(true, animated: false)
        table.tapEditingControl(at: ip(0))
        #expect(source.commits == ["insert 0"])
        #expect(table.numberOfRows(inSection: 0) == 3)
        withExtendedLifetime((world, source)) {}
    }

    // rule 14.7 [SIM]
    @Test func aTouchWhileTheDeleteButtonIsOutOnlyHidesIt() {
        let (world, table, source) = editingTable(["a", "b", "c"])
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        table.tapEditingControl(at: ip(0))
        table.tap(at: ip(2))
        #expect(table.indexPathForDeleteConfirmation == nil)
        #expect(table.indexPathForSelectedRow == nil)
        withExtendedLifetime((world, source)) {}
    }

    // rules 14.8, 14.9
    @Test func aDragSlidesTheRowsBetweenOverTheClockAndMovesOnRelease() {
        let (world, table, source) = editingTable(["a", "b", "c", "d", "e"])
        table.setEditing(true, animated: false)
        let drag = table.beginReorder(at: ip(0))
        drag.update(translationY: 50)              // centre 72: past row 1's middle (66)
        #expect(drag.destination == ip(1))
        #expect(drag.shift(ofRow: ip(1)) == 0)
        world.advance(by: TableReorder.shiftDuration)
        #expect(drag.shift(ofRow: ip(1)) == -44)
        #expect(drag.shift(ofRow: ip(2)) == 0)
        drag.move(over: ip(3))
        #expect(drag.destination == ip(3))
        drag.release()
        #expect(source.names == ["b", "c", "d", "a", "e"])
        #expect(world.log.contains("tableView(_:moveRowAt: [0, 0], to: [0, 3])"))
        #expect(table.reorder == nil)
    }

    // rule 14.8
    @Test func theDelegateRetargetsAndAnImpossibleAnswerKeepsTheProposal() {
        let (world, table, source) = editingTable(["a", "b", "c", "d"])
        source.retarget = { $0.row > 1 ? ip(1) : $0 }
        table.setEditing(true, animated: false)
        let drag = table.beginReorder(at: ip(0))
        drag.move(over: ip(3))
        #expect(drag.proposedDestination == ip(3))
        #expect(drag.destination == ip(1))
        source.retarget = { _ in ip(9) }
        drag.move(over: ip(2))
        #expect(drag.destination == ip(2))
        drag.cancel()
        withExtendedLifetime((world, source)) {}
    }

    // rules 14.3, 14.12 [SIM]
    @Test func refusalsNameTheReason() {
        let (world, table, source) = editingTable(["a", "b"])
        #expect(table.reorderRefusal(at: ip(0))?.contains("not editing") == true)
        source.fixed = [0]
        table.setEditing(true, animated: false)
        #expect(table.reorderRefusal(at: ip(0))?.contains("no reorder control") == true)
        #expect(table.reorderRefusal(at: ip(1)) == nil)
        withExtendedLifetime((world, source)) {}
    }

    // rule 14.11 [SIM]
    @Test func leavingEditingModeEndsADragWithoutAMove() {
        let (world, table, source) = editingTable(["a", "b", "c"])
        table.setEditing(true, animated: false)
        let drag = table.beginReorder(at: ip(0))
        drag.move(over: ip(2))
        table.setEditing(false, animated: false)
        #expect(!drag.isActive)
        drag.release()
        #expect(source.names == ["a", "b", "c"])
        #expect(!world.log.contains { $0.contains("moveRowAt") })
    }
}
