// TableTapTests: what a user's tap does, call by call (rules 1.12–1.17).
import Testing
@testable import UISim

@Suite struct TableTapTests {
    // rule 1.12
    @Test func touchDownHighlightsAndTouchUpSelects() {
        let f = TableFixture()
        f.table.touchDown(at: ip(1))
        #expect(f.cell(1)?.isHighlighted == true)
        #expect(f.cell(1)?.isSelected == false)
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(!f.world.log.contains("tableView(_:willSelectRowAt: [0, 1])"))
        f.table.touchUp(at: ip(1))
        #expect(f.cell(1)?.isHighlighted == false)
        #expect(f.cell(1)?.isSelected == true)
        #expect(f.table.indexPathForSelectedRow == ip(1))
    }

    // rule 1.13
    @Test func touchDownCallOrder() {
        let f = TableFixture()
        f.table.touchDown(at: ip(2))
        #expect(f.takeLog() == [
            "tableView(_:shouldHighlightRowAt: [0, 2])",
            "cell [0, 2] setHighlighted(true, animated: false)",
            "tableView(_:didHighlightRowAt: [0, 2])",
        ])
    }

    // rule 1.14
    @Test func touchUpCallOrderWithAPreviousSelection() {
        let f = TableFixture()
        f.table.selectRow(at: ip(0), animated: false, scrollPosition: .none)
        f.table.touchDown(at: ip(1))
        f.world.clearLog()
        f.table.touchUp(at: ip(1))
        #expect(f.takeLog() == [
            "cell [0, 1] setHighlighted(false, animated: false)",
            "tableView(_:didUnhighlightRowAt: [0, 1])",
            "tableView(_:willSelectRowAt: [0, 1])",
            "tableView(_:willDeselectRowAt: [0, 0])",
            "cell [0, 0] setSelected(false, animated: false)",
            "tableView(_:didDeselectRowAt: [0, 0])",
            "cell [0, 1] setSelected(true, animated: false)",
            "UITableView.selectionDidChangeNotification",
            "tableView(_:didSelectRowAt: [0, 1])",
            "tableView(_:canPerformPrimaryActionForRowAt: [0, 1])",   // step 6 (iOS 17)
            "tableView(_:performPrimaryActionForRowAt: [0, 1])",
        ])
        #expect(f.table.indexPathsForSelectedRows == [ip(1)])
    }
}

@Suite struct TableTapEdgeTests {
    // rule 1.13
    @Test func shouldHighlightFalseMeansNoHighlight() {
        let f = TableFixture { source, _ in source.shouldHighlight = { $0.row != 2 } }
        f.table.touchDown(at: ip(2))
        #expect(f.cell(2)?.isHighlighted == false)
        #expect(f.cell(2)?.selectionAlpha == 0)
        #expect(f.takeLog() == ["tableView(_:shouldHighlightRowAt: [0, 2])"])
    }

    // rule 1.13: highlight calls are for user interaction only
    @Test func programmaticSelectionNeverHighlights() {
        let f = TableFixture()
        f.table.selectRow(at: ip(2), animated: true, scrollPosition: .none)
        #expect(!f.world.log.contains { $0.contains("Highlight") })
    }

    // rule 1.13: on user taps `animated` is always false
    @Test func userTapsNeverAnimateTheCellSetters() {
        let f = TableFixture()
        f.table.tap(at: ip(0))
        f.table.tap(at: ip(1))
        let setters = f.world.log.filter { $0.hasPrefix("cell ") }
        #expect(!setters.isEmpty)
        #expect(setters.allSatisfy { $0.hasSuffix("animated: false)") })
    }

    // rule 1.14
    @Test func willSelectReturningNilCancelsTheSelection() {
        let f = TableFixture { source, _ in source.willSelect = { $0.row == 3 ? nil : $0 } }
        f.table.tap(at: ip(1))
        f.world.clearLog()
        f.table.tap(at: ip(3))
        #expect(f.takeLog() == [
            "tableView(_:shouldHighlightRowAt: [0, 3])",
            "cell [0, 3] setHighlighted(true, animated: false)",
            "tableView(_:didHighlightRowAt: [0, 3])",
            "cell [0, 3] setHighlighted(false, animated: false)",
            "tableView(_:didUnhighlightRowAt: [0, 3])",
            "tableView(_:willSelectRowAt: [0, 3])",
            "tableView(_:canPerformPrimaryActionForRowAt: [0, 3])",   // step 6: even after nil
            "tableView(_:performPrimaryActionForRowAt: [0, 3])",
        ])
        #expect(f.table.indexPathsForSelectedRows == [ip(1)])
        #expect(f.cell(3)?.isHighlighted == false)
    }

    // rule 1.14
    @Test func willSelectCanRedirectTheSelection() {
        let f = TableFixture { source, _ in source.willSelect = { $0.row == 3 ? ip(5) : $0 } }
        f.table.tap(at: ip(3))
        #expect(f.table.indexPathsForSelectedRows == [ip(5)])
        #expect(f.world.log.suffix(5) == [
            "cell [0, 5] setSelected(true, animated: false)",
            "UITableView.selectionDidChangeNotification",
            "tableView(_:didSelectRowAt: [0, 5])",
            "tableView(_:canPerformPrimaryActionForRowAt: [0, 3])",   // step 6: the tapped row
            "tableView(_:performPrimaryActionForRowAt: [0, 3])",
        ])
    }

    // rule 1.14: [SIM] unhighlight comes before willSelect
    @Test func unhighlightBeforeWillSelectIsASimulationChoice() {
        let f = TableFixture()
        f.table.tap(at: ip(1))
        let log = f.world.log
        let unhighlight = log.firstIndex(of: "tableView(_:didUnhighlightRowAt: [0, 1])")
        let willSelect = log.firstIndex(of: "tableView(_:willSelectRowAt: [0, 1])")
        #expect(unhighlight != nil && willSelect != nil)
        #expect((unhighlight ?? 0) < (willSelect ?? 0))
    }

    // rule 1.14: [SIM] willDeselect returning nil in single mode leaves two rows selected
    @Test func willDeselectNilInSingleModeKeepsBothSimulationChoice() {
        let f = TableFixture { source, _ in source.willDeselect = { _ in nil } }
        f.table.tap(at: ip(0))
        f.table.tap(at: ip(1))
        #expect(f.table.indexPathsForSelectedRows == [ip(0), ip(1)])
        #expect(f.world.log.contains { $0.hasPrefix("UISim: willDeselectRowAt returned nil") })
        #expect(!f.world.log.contains("tableView(_:didDeselectRowAt: [0, 0])"))
    }

    // rule 1.15
    @Test func aTouchThatBecomesAScrollRemovesTheHighlightAndKeepsTheSelection() {
        let f = TableFixture()
        f.table.tap(at: ip(0))
        f.table.touchDown(at: ip(2))
        f.world.clearLog()
        f.table.touchCancel(at: ip(2))
        #expect(f.takeLog() == [
            "cell [0, 2] setHighlighted(false, animated: false)",
            "tableView(_:didUnhighlightRowAt: [0, 2])",
        ])
        #expect(f.table.indexPathsForSelectedRows == [ip(0)])
        #expect(f.cell(0)?.selectionAlpha == 1)        // the old selection stays visible
        #expect(f.cell(2)?.selectionAlpha == 0)
        f.table.touchUp(at: ip(2))                    // the finger lifts later: nothing happens
        #expect(f.world.log.isEmpty)
    }

    // rule 1.15: the old selection stays visible while another row is highlighted
    @Test func theOldSelectionStaysVisibleDuringTheTouch() {
        let f = TableFixture()
        f.table.tap(at: ip(0))
        f.table.touchDown(at: ip(2))
        #expect(f.cell(0)?.isSelected == true && f.cell(0)?.selectionAlpha == 1)
        #expect(f.cell(2)?.isHighlighted == true && f.cell(2)?.selectionAlpha == 1)
    }

    // rule 1.16
    @Test func tappingTheSelectedRowAgainKeepsItAndCallsSelectAgain() {
        let f = TableFixture()
        f.table.tap(at: ip(1))
        f.world.clearLog()
        f.table.tap(at: ip(1))
        let log = f.takeLog()
        #expect(log.contains("tableView(_:willSelectRowAt: [0, 1])"))
        #expect(log.contains("tableView(_:didSelectRowAt: [0, 1])"))
        #expect(!log.contains { $0.contains("Deselect") })
        #expect(f.table.indexPathsForSelectedRows == [ip(1)])
    }

    // rule 1.16: the usual toggle: deselect in willSelect and return nil
    @Test func togglingOffInWillSelect() {
        let f = TableFixture()
        let table = f.table
        f.source.willSelect = { [unowned table] p in
            if table.indexPathForSelectedRow == p {
                table.deselectRow(at: p, animated: true)
                return nil
            }
            return p
        }
        f.table.tap(at: ip(1))
        f.table.tap(at: ip(1))
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.cell(1)?.isSelected == false)
    }

    // rule 1.17
    @Test func selectionStyleNoneHidesSelectionButKeepsStateAndCalls() {
        let f = TableFixture()
        f.cell(1)?.selectionStyle = .none
        f.table.touchDown(at: ip(1))
        #expect(f.cell(1)?.isHighlighted == true)
        #expect(f.cell(1)?.selectionAlpha == 0)
        f.table.touchUp(at: ip(1))
        #expect(f.cell(1)?.isSelected == true)
        #expect(f.cell(1)?.selectionAlpha == 0)
        #expect(f.table.indexPathForSelectedRow == ip(1))
        #expect(f.world.log.contains("tableView(_:didHighlightRowAt: [0, 1])"))
        #expect(f.world.log.contains("tableView(_:didSelectRowAt: [0, 1])"))
    }
}
