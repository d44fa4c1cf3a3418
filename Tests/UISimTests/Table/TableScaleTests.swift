// TableScaleTests: a million rows of varying height stay cheap to query.
import Testing
@testable import UISim

/// A data source of n rows whose height is a function of the row (no storage per row).
final class MillionRowSource: TableViewDataSource, TableViewDelegate {
    let count: Int
    init(count: Int) { self.count = count }
    static func height(_ row: Int) -> Double { Double(30 + (row &* 7919) % 50) }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        Self.height(indexPath.row)
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double { 50 }
}

@Suite struct TableScaleTests {
    @Test func aMillionRowsWithVariableHeights() {
        let world = World()
        let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let source = MillionRowSource(count: 1_000_000)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        #expect(table.numberOfRows(inSection: 0) == 1_000_000)
        // Scroll somewhere deep: rows there are measured, the rest are estimates of 50.
        let target = ip(600_000)
        table.scrollToRow(at: target, at: .top, animated: false)
        let rect = table.rectForRow(at: target)
        #expect(table.contentOffset.y == rect.minY)
        #expect(table.cellForRow(at: target) != nil)
        #expect(table.indexPathForRow(at: Point(x: 1, y: rect.minY + 1)) == target)
        #expect(rect.height == MillionRowSource.height(600_000))
        #expect(table.visibleCells.count < 40)
        #expect(table.createdCellCount < 40)
        #expect(HeightIndex.bytesPerSlot <= 16)
    }
}
