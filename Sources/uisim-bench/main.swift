// uisim-bench: times a 1,000,000-row table of varying row heights and measures its memory per
// row. Run in release (`scripts/bench uisim_rows`); prints a Markdown table and PASS/MISS lines.
// `uisim-bench scenario N` times the seed scenario instead, `scenario-once N` just runs it
// (Scenario.swift).
//
// Figures: rectForRow(at:) and indexPathForRow(at:) on random rows and offsets (O(log n)), a
// row height change in the table's height index (O(log n)), reloadData with and without
// estimation (O(n)), and resident memory per row (RSS delta from /proc/self/statm, after
// malloc_trim, so freed build buffers do not count). The same queries on a 1,000-row table show
// how the cost grows: logarithmic growth keeps the 1M/1K ratio small. SelfSizing.swift adds the
// same for an estimated table whose rows size themselves, with offset corrections.
#if canImport(Glibc)
import Glibc
#endif
import UISim

// MARK: - Measuring

/// Seconds taken by `body`.
func seconds(_ body: () -> Void) -> Double {
    let d = ContinuousClock().measure(body)
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// The median of `runs` timings of `body`.
func median(runs: Int, _ body: () -> Void) -> Double {
    let times = (0..<runs).map { _ in seconds(body) }.sorted()
    return times[times.count / 2]
}

/// glibc's `malloc_trim` (declared in <malloc.h>, which the Glibc module does not import),
/// looked up at run time; it hands freed heap memory back so RSS counts only live data.
let mallocTrim: (@convention(c) (Int) -> Int32)? = dlsym(nil, "malloc_trim").map {
    unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self)
}

/// Resident memory in bytes, from /proc/self/statm, after returning freed memory to the system.
func residentBytes() -> Int {
    _ = mallocTrim?(0)
    let fd = open("/proc/self/statm", O_RDONLY)
    guard fd >= 0 else { return 0 }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 255) }
    guard n > 0 else { return 0 }
    let fields = String(decoding: buffer[0..<n], as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * sysconf(Int32(_SC_PAGESIZE))
}

/// A deterministic pseudo-random sequence (no wall clock, same numbers every run).
struct Lcg {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    mutating func next(below n: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(n))
    }
}

// MARK: - The table

/// n rows in one section; row r is `30 + (r × 7919) mod 50` points high; nothing stored per row.
final class BenchSource: TableViewDataSource, TableViewDelegate {
    let count: Int
    var estimate: Double = 0
    init(count: Int) { self.count = count }
    static func height(_ row: Int) -> Double { Double(30 + (row &* 7919) % 50) }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { Self.height(indexPath.row) }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double { estimate }
}

/// A laid-out table of `rows` rows, measured exactly (estimation off).
func makeTable(_ world: World, _ source: BenchSource) -> TableView {
    let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 390, height: 844))
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    table.estimatedRowHeight = 0
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
}

/// Per-query times of rectForRow and indexPathForRow(at:) over `queries` random rows/offsets.
func queryTimes(_ table: TableView, rows: Int, queries: Int, checksum: inout Double) -> (rect: Double, at: Double) {
    var rng = Lcg()
    let rect = median(runs: 3) {
        for _ in 0..<queries { checksum += table.rectForRow(at: IndexPath(row: rng.next(below: rows), section: 0)).minY }
    } / Double(queries)
    let height = table.contentSize.height
    let at = median(runs: 3) {
        for _ in 0..<queries {
            let y = Double(rng.next(below: Int(height)))
            checksum += Double(table.indexPathForRow(at: Point(x: 1, y: y))?.row ?? 0)
        }
    } / Double(queries)
    return (rect, at)
}

// MARK: - Run

if CommandLine.arguments.count > 1 {
    let usage = "usage: uisim-bench [scenario [N] | scenario-once [N]]   (N defaults to 1000)"
    let command = CommandLine.arguments[1]
    guard command == "scenario" || command == "scenario-once", CommandLine.arguments.count <= 3 else {
        printError(usage)
        exit(2)
    }
    let least = command == "scenario" ? 1 : 0
    let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) : 1000
    guard let n = count, n >= least else {
        printError("uisim-bench \(command): N must be a whole number of scenarios, at least \(least)\n\(usage)")
        exit(2)
    }
    exit(command == "scenario" ? scenarioMain(n) : scenarioOnceMain(n))
}

let rows = 1_000_000
let queries = 1_000_000
var checksum = 0.0
let world = World()
let before = residentBytes()
let source = BenchSource(count: rows)
var table: TableView? = nil
let firstLoad = seconds { table = makeTable(world, source) }
guard let big = table else { fatalError("no table") }
let after = residentBytes()
let bytesPerRow = Double(after - before) / Double(rows)

let bigTimes = queryTimes(big, rows: rows, queries: queries, checksum: &checksum)
let reloadExact = median(runs: 3) { big.reloadData() }
source.estimate = 50
let reloadEstimated = median(runs: 3) { big.reloadData() }

var index = HeightIndex(rowCounts: [rows], header: { _ in 0 }, footer: { _ in 0 }) { _, emit in
    for r in 0..<rows { emit(.measured(BenchSource.height(r))) }
}
var rng = Lcg()
let heightChange = median(runs: 3) {
    for _ in 0..<queries {
        index.setHeight(Double(20 + rng.next(below: 60)), forRow: IndexPath(row: rng.next(below: rows), section: 0))
    }
} / Double(queries)
checksum += index.totalHeight

let smallSource = BenchSource(count: 1_000)
let small = makeTable(world, smallSource)
let smallTimes = queryTimes(small, rows: 1_000, queries: queries, checksum: &checksum)

let sizedBig = selfSizingFigures(world, rows: rows, queries: queries, checksum: &checksum)
let sizedSmall = selfSizingFigures(world, rows: 1_000, queries: queries, checksum: &checksum)

// MARK: - Report

func ns(_ s: Double) -> String {
    let v = (s * 1e10).rounded() / 10
    return "\(v) ns"
}
func ms(_ s: Double) -> String {
    let v = (s * 1e4).rounded() / 10
    return "\(v) ms"
}
func ratio(_ a: Double, _ b: Double) -> String {
    let v = (a / b * 100).rounded() / 100
    return "\(v)"
}

print("### uisim_rows (1,000,000 rows of 30–79 pt, one section; median of 3 runs)\n")
print("| measure | 1,000,000 rows | 1,000 rows | ratio |")
print("|---|---:|---:|---:|")
print("| rectForRow(at:), per call | \(ns(bigTimes.rect)) | \(ns(smallTimes.rect)) | \(ratio(bigTimes.rect, smallTimes.rect)) |")
print("| indexPathForRow(at:), per call | \(ns(bigTimes.at)) | \(ns(smallTimes.at)) | \(ratio(bigTimes.at, smallTimes.at)) |")
print("| height change (HeightIndex.setHeight), per call | \(ns(heightChange)) | | |")
print("| first load (1M heights asked) | \(ms(firstLoad)) | | |")
print("| reloadData, no estimation (1M heights asked) | \(ms(reloadExact)) | | |")
print("| reloadData, estimated (1M estimates, visible rows measured) | \(ms(reloadEstimated)) | | |")
print("| resident memory per row (RSS delta / rows) | \(ratio(bytesPerRow, 1)) B | | |")
print("| height index storage per row | \(HeightIndex.bytesPerSlot) B | | |")
print()
func target(_ ok: Bool, _ text: String) { print("\(ok ? "PASS" : "MISS")  \(text)") }
target(bytesPerRow < 64, "memory: \(ratio(bytesPerRow, 1)) bytes per row (target < 64)")
target(HeightIndex.bytesPerSlot <= 16, "height index: \(HeightIndex.bytesPerSlot) bytes per row (target <= 16)")
let worst = max(bigTimes.rect / smallTimes.rect, bigTimes.at / smallTimes.at)
target(worst <= 10, "O(log n) queries: 1M/1K cost ratio \(ratio(worst, 1)) (target <= 10; log n predicts ~2 plus cache misses, linear ~1000)")
target(heightChange < 2e-6, "height change: \(ns(heightChange)) per call (target < 2 µs)")
reportSelfSizing(big: sizedBig, small: sizedSmall)
print("info  checksum \(checksum > 0 ? "ok" : "zero")")
