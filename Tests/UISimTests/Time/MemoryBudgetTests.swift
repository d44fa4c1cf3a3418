// MemoryBudgetTests: the world asks its memory budget before its memory grows with what it is
// asked to do (a table's row geometry, the log), stays consistent when refused, and gives
// everything back when it goes away.
import Testing
@testable import UISim

/// A budget of `limit` bytes that counts what it granted and how often it refused.
final class CountingBudget: MemoryBudget {
    let limit: Int
    private(set) var held = 0
    private(set) var refusals = 0
    init(limit: Int) { self.limit = limit }
    func reserve(_ bytes: Int) -> Bool {
        guard bytes <= limit - held else {
            refusals += 1
            return false
        }
        held += bytes
        return true
    }
    func release(_ bytes: Int) { held -= bytes }
}

@Suite struct MemoryBudgetTests {
    private func table(_ world: World, rows: [Int]) -> (TableView, TableTestSource) {
        let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let source = TableTestSource(rows: rows)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        return (table, source)
    }

    @Test func aTablesRowsAreHeldThroughTheBudgetAndGivenBack() {
        let budget = CountingBudget(limit: 1 << 20)
        var world: World? = World(memoryBudget: budget)
        do {
            let (table, source) = table(try! #require(world), rows: [100, 200])
            #expect(table.numberOfRows(inSection: 1) == 200)
            #expect(budget.held >= HeightIndex.byteCount(rowCounts: [100, 200]))
            #expect(budget.refusals == 0)
            withExtendedLifetime(source) {}
        }
        world = nil
        #expect(budget.held == 0)
    }

    /// 40 million rows would be 640 MB of geometry: refused before any is built, the table
    /// loads no rows, as if its data source had none.
    @Test func rowsTheBudgetRefusesAreNotLoaded() {
        let budget = CountingBudget(limit: 16 << 20)
        let world = World(memoryBudget: budget)
        let (table, source) = table(world, rows: Array(repeating: 1_000_000, count: 40))
        #expect(table.numberOfSections == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(budget.refusals >= 1)
        #expect(budget.held < 1 << 20)
        #expect(source.countRequests == 40)   // the data source was asked: the rows were refused
    }

    /// A batch whose rows the budget refuses: the table drops what it loaded (as reloadData
    /// does), and its next load is refused too, so it is consistent and empty.
    @Test func aBatchTheBudgetRefusesDropsTheLoadedData() {
        let budget = CountingBudget(limit: 64 << 10)
        let world = World(memoryBudget: budget)
        let (table, source) = table(world, rows: [10])
        #expect(table.numberOfRows(inSection: 0) == 10)
        var finished: Bool?
        source.rows = [10, 100_000]
        table.performBatchUpdates({ table.insertSections([1], with: .none) }, completion: { finished = $0 })
        try? world.settle()
        #expect(finished == false)
        #expect(table.numberOfSections == 0)
        #expect(budget.refusals >= 2)
    }

    /// Entries the budget refuses are dropped, and reading the log writes out as much text as
    /// the budget grants (the owner has been told of the refusal).
    @Test func theLogKeepsWhatTheBudgetGrants() {
        let budget = CountingBudget(limit: 64 << 10)
        let world = World(memoryBudget: budget)
        for i in 0..<10_000 { world.record("e\(i)") }   // short: stored inline, 24 bytes an entry
        let log = world.log
        #expect(log.count > 0 && log.count < 10_000, "\(log.count)")
        #expect(log.first == "e0")
        #expect(log.last == "e\(log.count - 1)")   // a prefix, in order
        #expect(budget.refusals > 0)
        #expect(budget.held <= budget.limit)
        world.clearLog()
        #expect(budget.held == 0)
        world.record("after")
        #expect(world.log == ["after"])
    }

    /// A recorded text's storage is counted once: reading the log shares it, so the read adds
    /// only the array's slots.
    @Test func aRecordedTextIsCountedOnce() {
        let budget = CountingBudget(limit: 1 << 20)
        let world = World(memoryBudget: budget)
        world.record(String(repeating: "long text ", count: 10))
        let afterRecord = budget.held
        #expect(world.log.count == 1)
        #expect(budget.held == afterRecord + MemoryLayout<String>.stride)
    }

    @Test func withoutABudgetEverythingIsGranted() {
        let world = World()
        for i in 0..<1000 { world.record("event number \(i) with a long enough text") }
        #expect(world.log.count == 1000)
    }
}
