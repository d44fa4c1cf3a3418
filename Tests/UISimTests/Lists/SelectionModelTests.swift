// SelectionModelTests: the shared selection model (rules 1.3–1.5, 1.22, 1.23).
import Testing
@testable import UISim

@Suite struct SelectionModelTests {
    // rule 1.5
    @Test func emptyIsNil() {
        let s = SelectionModel()
        #expect(s.all == nil && s.lowest == nil && s.isEmpty)
    }

    // rule 1.4
    @Test func lowestIsLowestSectionThenRow() {
        var s = SelectionModel()
        for p in [ip(9, 1), ip(0, 2), ip(7, 0), ip(8, 0)] { s.select(p, mode: .multiple) }
        #expect(s.lowest == ip(7, 0))
        #expect(s.all == [ip(7, 0), ip(8, 0), ip(9, 1), ip(0, 2)])
    }

    // rule 1.3
    @Test func singleModeReplacesAndReportsWhatWent() {
        var s = SelectionModel()
        s.select(ip(1), mode: .multiple)
        s.select(ip(2), mode: .multiple)
        #expect(s.select(ip(5), mode: .single) == [ip(1), ip(2)])
        #expect(s.all == [ip(5)])
        #expect(s.select(ip(5), mode: .single) == [])
    }

    @Test func insertAndRemoveReportChanges() {
        var s = SelectionModel()
        #expect(s.insert(ip(3)) && !s.insert(ip(3)))
        #expect(s.contains(ip(3)) && !s.contains(ip(4)))
        #expect(s.remove(ip(3)) && !s.remove(ip(3)))
        #expect(s.count == 0)
    }

    // rule 1.22
    @Test func reloadedRowsLeaveTheSelection() throws {
        var s = SelectionModel()
        s.select(ip(1), mode: .multiple)
        s.select(ip(2), mode: .multiple)
        var u = BatchUpdates(kind: .table)
        u.reload([ip(1)])
        #expect(s.remap(through: try u.plan(before: [5], after: [5])) == [ip(1)])
        #expect(s.all == [ip(2)])
    }

    // rule 1.23: [SIM] rows keep their identity through inserts, deletes and moves
    @Test func remapFollowsIdentitySimulationChoice() throws {
        var s = SelectionModel()
        for p in [ip(0), ip(2), ip(4)] { s.select(p, mode: .multiple) }
        var u = BatchUpdates(kind: .table)
        u.delete([ip(2)])
        u.insert([ip(0)])
        u.move(ip(4), to: ip(1))
        let dropped = s.remap(through: try u.plan(before: [5], after: [5]))
        #expect(dropped == [ip(2)])
        // before a b c d e → delete c, insert X at 0, e moves to 1: X e a b d
        #expect(s.all == [ip(1), ip(2)])
    }
}
