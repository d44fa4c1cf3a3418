// PrimaryActionTests: `tableView(_:performPrimaryActionForRowAt:)` and the collection view's
// `performPrimaryActionForItemAt` (iOS 16+), after the selection calls of a user tap (rules 1.14
// step 6, 3.40).
import Testing
@testable import UISim

@Suite("Primary actions of a tap")
struct PrimaryActionTests {
    /// A table fixture whose delegate is a recorder.
    private func table(ios: Int, configure: (TableView) -> Void = { _ in })
        -> (f: TableFixture, d: SelectionRecorder) {
        let f = TableFixture(iosVersion: ios) { _, t in configure(t) }
        let d = SelectionRecorder()
        f.table.delegate = d
        return (f, d)
    }

    // rule 1.14
    @Test("iOS 16+: after willSelect and didSelect; earlier versions never call it", arguments: [9, 15, 16, 17])
    func afterTheSelectionCalls(ios: Int) {
        let (f, d) = table(ios: ios)
        f.table.tap(at: ip(2))
        let tail = ["willSelect [0, 2]", "didSelect [0, 2]"]
        if f.world.uikit.listsPerformPrimaryActions {
            #expect(Array(d.calls.suffix(4)) == tail + ["canPerformPrimaryAction [0, 2]", "performPrimaryAction [0, 2]"])
        } else {
            #expect(Array(d.calls.suffix(2)) == tail)
            #expect(!d.calls.contains { $0.contains("PrimaryAction") })
        }
        #expect(ios < 16 || f.world.uikit.listsPerformPrimaryActions, "iOS \(ios)")
    }

    // rule 1.14: "regardless of whether the row selection state changes"
    @Test func tappingTheSelectedRowAgainPerformsItAgain() {
        let (f, d) = table(ios: 16)
        f.table.tap(at: ip(2))
        d.forget()
        f.table.tap(at: ip(2))
        #expect(d.calls.filter { $0.hasPrefix("performPrimaryAction") } == ["performPrimaryAction [0, 2]"])
        #expect(f.table.indexPathsForSelectedRows == [ip(2)])
    }

    // rule 1.14: willSelect nil keeps the existing selection and still performs the action
    @Test func refusedSelectionStillPerformsAndKeepsTheSelection() {
        let (f, d) = table(ios: 17)
        f.table.tap(at: ip(1))
        d.willSelect = { $0 == ip(3) ? nil : $0 }
        d.forget()
        f.table.tap(at: ip(3))
        #expect(Array(d.calls.suffix(3)) == [
            "willSelect [0, 3]", "canPerformPrimaryAction [0, 3]", "performPrimaryAction [0, 3]",
        ])
        #expect(!d.calls.contains("didSelect [0, 3]"))
        #expect(f.table.indexPathsForSelectedRows == [ip(1)])
    }

    // rule 1.14: willSelect redirecting selects the other row; the action is for the tapped one
    @Test func redirectedSelectionPerformsForTheTappedRow() {
        let (f, d) = table(ios: 17)
        d.willSelect = { $0 == ip(3) ? ip(5) : $0 }
        f.table.tap(at: ip(3))
        #expect(f.table.indexPathsForSelectedRows == [ip(5)], "only the redirected row is selected then")
        #expect(d.calls.last == "performPrimaryAction [0, 3]")
    }

    // rule 1.14: canPerformPrimaryActionForRowAt false skips the action, not the selection
    @Test func canPerformFalseSkipsTheAction() {
        let (f, d) = table(ios: 17)
        d.canPerform = { $0 != ip(4) }
        f.table.tap(at: ip(4))
        #expect(d.calls.last == "canPerformPrimaryAction [0, 4]")
        #expect(f.table.indexPathsForSelectedRows == [ip(4)])
        f.table.tap(at: ip(5))
        #expect(d.calls.last == "performPrimaryAction [0, 5]")
    }

    // rule 1.14: the default canPerform is "not while editing"
    @Test func notWhileEditingByDefault() {
        let f = TableFixture(iosVersion: 17) { _, t in t.allowsSelectionDuringEditing = true }
        f.table.setEditing(true, animated: false)
        f.world.clearLog()
        f.table.tap(at: ip(1))
        #expect(f.world.log.last == "tableView(_:canPerformPrimaryActionForRowAt: [0, 1])")
        #expect(f.table.indexPathsForSelectedRows == [ip(1)])
        f.table.setEditing(false, animated: false)
        f.table.tap(at: ip(2))
        #expect(f.world.log.last == "tableView(_:performPrimaryActionForRowAt: [0, 2])")
    }

    // rule 1.14 [SIM]: in multiple-selection mode a tap extends the selection: no primary action
    @Test func noneInMultipleSelection() {
        let (f, d) = table(ios: 17) { $0.allowsMultipleSelection = true }
        f.table.tap(at: ip(1))
        f.table.tap(at: ip(2))
        f.table.tap(at: ip(1))
        #expect(!d.calls.contains { $0.contains("PrimaryAction") })
        #expect(f.table.indexPathsForSelectedRows == [ip(2)])
    }

    // rule 3.40
    @Test("collection, iOS 16+: after shouldSelect/didSelect, before the unhighlight", arguments: [15, 16])
    func collectionOrder(ios: Int) {
        let world = World(iosVersion: ios)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        let view = CollectionView(world: world, frame: Rect(x: 0, y: 0, width: 390, height: 844),
                                  collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridDataSource(counts: [30])
        let d = SelectionRecorder()
        view.dataSource = source
        view.delegate = d
        view.layoutIfNeeded()
        view.tap(at: IndexPath(item: 3, section: 0))
        d.canPerform = { _ in false }
        view.tap(at: IndexPath(item: 4, section: 0))
        if ios >= 16 {
            #expect(d.calls == [
                "shouldHighlight [0, 3]", "shouldSelect [0, 3]", "didSelect [0, 3]",
                "canPerformPrimaryAction [0, 3]", "performPrimaryAction [0, 3]",
                "shouldHighlight [0, 4]", "shouldSelect [0, 4]", "didDeselect [0, 3]", "didSelect [0, 4]",
                "canPerformPrimaryAction [0, 4]",
            ])
            #expect(world.log.suffix(3) == [
                "collectionView(_:canPerformPrimaryActionForItemAt: [0, 4])",
                "cell [0, 4] setHighlighted(false, animated: false)",
                "collectionView(_:didUnhighlightItemAt: [0, 4])",
            ])
        } else {
            #expect(!d.calls.contains { $0.contains("PrimaryAction") })
        }
    }

    // rule 3.40: performed even when shouldSelectItemAt refuses the selection
    @Test func collectionRefusedSelectionStillPerforms() {
        let grid = makeGrid()
        grid.delegate.shouldSelect = { _ in false }
        grid.view.tap(at: path(2))
        #expect(grid.view.indexPathsForSelectedItems == nil)
        #expect(grid.log.contains("collectionView(_:performPrimaryActionForItemAt: [0, 2])"))
    }
}
