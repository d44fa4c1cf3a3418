// TableStickyHeaderTests: section header and footer views — the delegate's, reused, or the
// table's own for a title (rule 17.2) — floating in the plain style and not in the grouped ones
// (rules 17.3, 17.6, 17.7), and the iOS 15 header padding (rule 17.8).
import Testing
@testable import UISim

/// Three sections of ten 44-point rows; titled headers, or the delegate's dequeued views.
private final class LetterSource: TableViewDataSource, TableViewDelegate {
    var givesViews = false
    var footers = false
    /// A view returned for every header, when set (a delegate bug UIKit does not catch).
    var sharedView: View?
    private(set) var log: [String] = []

    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(world: tableView.world, reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { ["A", "B", "C"][section] }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footers ? "end" : nil }

    var providesHeaderViews: Bool { givesViews }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        if let sharedView { return sharedView }
        guard givesViews else { return nil }
        log.append("view \(section)")
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: "letter")
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        log.append("will \(section)")
    }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        log.append("end \(section)")
    }
}

@Suite struct TableStickyHeaderTests {
    private let world14 = World(iosVersion: 14)
    private let world17 = World(iosVersion: 17)
    /// Kept by the suite: a table holds its data source and delegate weakly.
    private let source = LetterSource()

    private func table(_ world: World, _ source: LetterSource, style: TableView.Style = .plain) -> TableView {
        let t = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440), style: style)
        t.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "letter")
        t.dataSource = source
        t.delegate = source
        t.layoutIfNeeded()
        return t
    }

    private func scroll(_ t: TableView, to y: Double) {
        t.contentOffset = Point(x: 0, y: y)
        t.layoutIfNeeded()
    }

    // rules 17.1, 17.2: a title shows in the table's own header view
    @Test func aTitledSectionShowsTheTablesOwnHeaderView() throws {
        let t = table(world14, source)
        let view = try #require(t.headerView(forSection: 0) as? TableViewHeaderFooterView)
        #expect(view.title == "A")
        #expect(view.frame == t.rectForHeader(inSection: 0))
        #expect(t.headerView(forSection: 1) == nil)   // section 1 starts at 468, below the bounds
        #expect(t.subviews.last === view)   // drawn above the cells (rule 17.6)
    }

    // rules 17.3, 17.6, 17.7: the plain style's header sticks, then is pushed up
    @Test func aPlainHeaderSticksToTheTopAndIsPushedUpByTheNext() throws {
        let t = table(world14, source)
        scroll(t, to: 100)
        let a = try #require(t.headerView(forSection: 0))
        #expect(a.frame.minY == 100)
        #expect(t.isHeaderFloating(inSection: 0))
        #expect(t.rectForHeader(inSection: 0).minY == 0)   // rule 17.7 [SIM]: the natural rect
        scroll(t, to: 450)   // section 0 ends at 28 + 440 = 468
        #expect(a.frame.minY == 440)
        let b = try #require(t.headerView(forSection: 1))
        #expect(b.frame.minY == 468)
        #expect(!t.isHeaderFloating(inSection: 1))
        #expect(a.frame.maxY <= b.frame.minY)
        scroll(t, to: 500)
        #expect(t.headerView(forSection: 0) == nil)
        #expect(b.frame.minY == 500 && t.isHeaderFloating(inSection: 1))
        scroll(t, to: -50)   // pulled past the top: at its natural place
        #expect(t.headerView(forSection: 0)?.frame.minY == 0)
        #expect(!t.isHeaderFloating(inSection: 0))
    }

    // rule 17.3: grouped headers scroll with their rows
    @Test func aGroupedHeaderDoesNotFloat() {
        for style in [TableView.Style.grouped, .insetGrouped] {
            let t = table(world14, source, style: style)
            #expect(t.headerView(forSection: 0) != nil)
            scroll(t, to: 100)
            #expect(t.headerView(forSection: 0) == nil)   // scrolled out with its section
            #expect(!t.isHeaderFloating(inSection: 0))
        }
    }

    // rule 17.6: a plain footer sticks to the bottom line, never above its header
    @Test func aPlainFooterSticksToTheBottom() throws {
        source.footers = true
        let t = table(world14, source)
        let footer = try #require(t.footerView(forSection: 0))
        #expect(footer.frame.maxY == 440)
        #expect(t.rectForFooter(inSection: 0).minY == 468)
        #expect(t.isFooterFloating(inSection: 0))
    }

    // rule 17.2: the delegate's views are dequeued, told about and reused
    @Test func delegateViewsAreAskedLazilyToldAboutAndReused() throws {
        source.givesViews = true
        let t = table(world14, source)
        #expect(source.log == ["view 0", "will 0"])
        let first = try #require(t.headerView(forSection: 0))
        #expect(t.rectForHeader(inSection: 0).height == TableView.titledSectionHeight)
        scroll(t, to: 1000)   // section 2 starts at 2 × 468 = 936
        #expect(source.log.contains("end 0"))
        #expect(t.headerView(forSection: 2) === first)   // the queued view, handed out again
    }

    // rule 17.2: UIKit answers nil, not an exception, without a registration
    @Test func dequeueWithoutRegistrationAnswersNil() {
        let t = table(world14, source)
        #expect(t.dequeueReusableHeaderFooterView(withIdentifier: "nothing") == nil)
        #expect(t.dequeueReusableHeaderFooterView(withIdentifier: "letter") != nil)
    }

    // rule 17.8: iOS 15 pads plain headers, not grouped ones, not before iOS 15
    @Test func iOS15PadsPlainSectionHeaders() {
        let padded = table(world17, source)
        #expect(padded.sectionHeaderTopPadding == TableView.automaticDimension)
        #expect(padded.rectForHeader(inSection: 0).minY == 22)
        #expect(padded.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 22 + 28)
        #expect(padded.rectForHeader(inSection: 1).minY == 50 + 440 + 22)
        padded.sectionHeaderTopPadding = 0
        #expect(padded.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table(world17, source, style: .grouped).rectForHeader(inSection: 0).minY == 0)
        #expect(table(world14, source).rectForHeader(inSection: 0).minY == 0)
        #expect(world17.uikit.plainTablesPadSectionHeaders && !world14.uikit.plainTablesPadSectionHeaders)
    }

    // rules 17.6, 17.8: a floating header sticks at the top line, its padding left behind
    @Test func aFloatingHeaderSticksWithoutItsPadding() throws {
        let t = table(world17, source)
        scroll(t, to: 200)
        #expect(try #require(t.headerView(forSection: 0)).frame.minY == 200)
    }

    // rule 17.2 [SIM]: one view is never shown for two headers at once
    @Test func aViewAlreadyShowingIsNotShownForASecondHeader() throws {
        source.givesViews = true
        let shared = View(world: world14, frame: .zero)
        source.sharedView = shared
        let t = table(world14, source)
        scroll(t, to: 450)   // sections 0 and 1 both show their headers
        #expect(t.headerView(forSection: 0) === shared)
        #expect(t.headerView(forSection: 1) == nil)
        #expect(shared.frame.minY == 440)   // still section 0's, pushed up
    }

    // rule 17.2: reloadData takes the views off screen (told) and asks again
    @Test func reloadDataAsksForTheViewsAgain() {
        source.givesViews = true
        let t = table(world14, source)
        t.reloadData()
        #expect(source.log == ["view 0", "will 0", "end 0", "view 0", "will 0"])
    }
}
