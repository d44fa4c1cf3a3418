// SelfSizing: the uisim_rows figures for a table that estimates and whose rows size themselves
// (rules 18.3, 18.5): queries after scrolling to the middle and measuring a screenful, and
// scrolling up a screen through estimated rows with offset corrections, on 1,000,000 and on
// 1,000 rows. Nothing is stored per row beyond the height index's 16 bytes.
import UISim

/// A cell whose `sizeThatFits` gives its row's height: `60 + (r × 7919) mod 80` points.
final class SizedBenchCell: TableViewCell {
    var row = 0
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: Double(60 + (row &* 7919) % 80))
    }
}

/// n self-sizing rows: no `heightForRowAt`, so `rowHeight`'s `automaticDimension` applies and
/// the default estimate (44) stands for rows not yet shown.
final class SizedBenchSource: TableViewDataSource, TableViewDelegate {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "sized", for: indexPath)
        (cell as? SizedBenchCell)?.row = indexPath.row
        return cell
    }
}

/// The figures of one self-sizing table.
struct SelfSizingFigures {
    var rect = 0.0, at = 0.0, scrollUp = 0.0, bytesPerRow = 0.0
}

/// Builds a laid-out self-sizing table of `rows` rows, scrolls it to the middle (measuring a
/// screenful there), times the queries, then times scrolling up one screen in 20-point steps,
/// each step measuring the rows that come into view above and correcting the offset.
func selfSizingFigures(_ world: World, rows: Int, queries: Int, checksum: inout Double) -> SelfSizingFigures {
    var f = SelfSizingFigures()
    let source = SizedBenchSource(count: rows)
    let before = residentBytes()
    let table = TableView(world: world, frame: Rect(x: 0, y: 0, width: 390, height: 844))
    table.register(SizedBenchCell.self, forCellReuseIdentifier: "sized")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    table.scrollToRow(at: IndexPath(row: rows / 2, section: 0), at: .top, animated: false)
    f.bytesPerRow = Double(residentBytes() - before) / Double(rows)
    (f.rect, f.at) = queryTimes(table, rows: rows, queries: queries, checksum: &checksum)
    var screens = 0
    f.scrollUp = median(runs: 3) {
        let top = table.contentOffset.y
        var y = top
        while y > top - 844 {
            y -= 20
            table.setContentOffset(Point(x: 0, y: y), animated: false)
            y = table.contentOffset.y   // corrected: the rows on screen stayed put
        }
        screens += 1
    }
    checksum += table.contentSize.height + Double(screens)
    return f
}

/// Prints the self-sizing rows of the uisim_rows report and their PASS/MISS lines.
func reportSelfSizing(big: SelfSizingFigures, small: SelfSizingFigures) {
    print()
    print("#### Self-sizing rows (estimated, sized by `sizeThatFits`, 60–139 pt; middle row scrolled to the top)\n")
    print("| measure | 1,000,000 rows | 1,000 rows | ratio |")
    print("|---|---:|---:|---:|")
    print("| rectForRow(at:), per call | \(ns(big.rect)) | \(ns(small.rect)) | \(ratio(big.rect, small.rect)) |")
    print("| indexPathForRow(at:), per call | \(ns(big.at)) | \(ns(small.at)) | \(ratio(big.at, small.at)) |")
    print("| scroll up a screen in 20-pt steps, measuring and correcting | \(ms(big.scrollUp)) | \(ms(small.scrollUp)) | \(ratio(big.scrollUp, small.scrollUp)) |")
    print("| resident memory per row (RSS delta / rows) | \(ratio(big.bytesPerRow, 1)) B | | |")
    print()
    let worst = max(big.rect / small.rect, big.at / small.at, big.scrollUp / small.scrollUp)
    target(worst <= 10, "self-sizing O(log n): 1M/1K cost ratio \(ratio(worst, 1)) (target <= 10)")
    target(big.bytesPerRow <= 64, "self-sizing memory: \(ratio(big.bytesPerRow, 1)) bytes per row (target <= 64)")
}
