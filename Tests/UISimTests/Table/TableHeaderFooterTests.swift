// TableHeaderFooterTests: section titles from the data source and the automatic header and
// footer heights they give (rules 17.1, 17.4).
import Testing
@testable import UISim

/// A data source with titles for some sections; no delegate, so the table's properties apply.
private final class TitledSource: TableViewDataSource {
    let rows: [Int]
    let headers: [Int: String]
    let footers: [Int: String]
    private(set) var titleRequests = 0

    init(rows: [Int], headers: [Int: String], footers: [Int: String] = [:]) {
        self.rows = rows
        self.headers = headers
        self.footers = footers
    }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(world: tableView.world, reuseIdentifier: "cell")
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        titleRequests += 1
        return headers[section]
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footers[section] }
}

@Suite struct TableHeaderFooterTests {
    /// The world is kept alive by the suite: a table holds its world unowned. iOS 14: no
    /// header padding (rule 17.8, TableStickyHeaderTests), so heights are the titles' alone.
    private let world = World(iosVersion: 14)

    private func table(_ source: TitledSource) -> TableView {
        let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    // rule 17.1
    @Test func sectionHeightsDefaultToAutomatic() {
        let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 320, height: 440))
        #expect(table.sectionHeaderHeight == TableView.automaticDimension)
        #expect(table.sectionFooterHeight == TableView.automaticDimension)
    }

    // rules 17.1, 17.4
    @Test func aTitledHeaderGetsTheTitledHeightAndAnUntitledOneNone() {
        let source = TitledSource(rows: [2, 3], headers: [0: "Fruits"], footers: [1: "End"])
        let t = table(source)
        #expect(t.rectForHeader(inSection: 0).height == TableView.titledSectionHeight)
        #expect(t.rectForHeader(inSection: 1).height == 0)
        #expect(t.rectForFooter(inSection: 0).height == 0)
        #expect(t.rectForFooter(inSection: 1).height == TableView.titledSectionHeight)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(t.contentSize.height == 28 + 88 + 132 + 28)
        #expect(source.titleRequests >= 2)
        #expect(t.headerTitle(inSection: 0) == "Fruits")
        #expect(t.headerTitle(inSection: 5) == nil)
    }

    // rule 17.1
    @Test func anExplicitHeightWinsOverTheTitle() {
        let t = table(TitledSource(rows: [1, 1], headers: [0: "A", 1: "B"]))
        t.sectionHeaderHeight = 40
        t.layoutIfNeeded()
        #expect(t.rectForHeader(inSection: 1).height == 40)
        t.sectionHeaderHeight = 0
        t.layoutIfNeeded()
        #expect(t.rectForHeader(inSection: 1).height == 0)
    }

    // rule 17.3
    @Test func aControllersStyleIsItsTablesStyle() {
        let vc = TableViewController(world: world)
        vc.style = .insetGrouped
        #expect(vc.tableView.style == .insetGrouped)
        #expect(TableViewController(world: world).tableView.style == .plain)
    }
}
