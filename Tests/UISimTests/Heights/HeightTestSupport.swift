// HeightTestSupport: cells with a label laid out from the content view's bounds, a table of them
// whose row heights a test changes, and the expectations per iOS version (section 9).
import Testing
@testable import UISim

// MARK: - Versions

/// One simulated iOS version and what section 9 expects of it.
///
/// Scenarios never look at the version: they run the same calls on every case and compare with
/// these expectations only.
struct HeightCase: Sendable, CustomTestStringConvertible {
    let ios: Int
    /// Whether an update lays out cell content with its animation hidden, so the content view
    /// and its subviews take their final layout at once (rules 9.1–9.3; only 10.x, rule 9.6).
    let contentSnaps: Bool

    var testDescription: String { "iOS \(ios)" }

    /// Before, at and after the iOS 10 regression.
    static let all = [
        HeightCase(ios: 9, contentSnaps: false),
        HeightCase(ios: 10, contentSnaps: true),
        HeightCase(ios: 11, contentSnaps: false),
        HeightCase(ios: 17, contentSnaps: false),
    ]
}

/// UIKit's default curve at `x` (0…1), from the independent reference solver.
func eased(_ x: Double) -> Double { referenceEaseInOut(min(1, max(0, x))) }

// MARK: - Cells

/// A cell with one label in its content view, laid out from the content view's bounds: 16 points
/// in from the sides, 12 from the top and bottom.
class LabelCell: TableViewCell {
    static let insetX = 16.0
    static let insetY = 12.0

    let label: View
    /// The label's own height (its lines of text); nil makes it fill the content view.
    var textHeight: Double? {
        didSet { contentView.setNeedsLayout() }
    }

    required init(world: World, reuseIdentifier: String?) {
        label = View(world: world)
        super.init(world: world, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    override func layoutContentView() {
        let b = contentView.bounds
        let f = Rect(x: Self.insetX, y: Self.insetY, width: b.width - 2 * Self.insetX,
                     height: textHeight ?? max(0, b.height - 2 * Self.insetY))
        if label.frame != f { label.frame = f }
    }
}

/// Workaround A in the cell (rule 9.4): each layout pass animates the content view's layout with
/// a hard-coded 0.3 s.
final class SelfAnimatingLabelCell: LabelCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        world.animate(withDuration: 0.3) { self.contentView.layoutIfNeeded() }
    }
}

/// A label cell that records, on each layout pass, whether an animation block was open.
final class ProbeCell: LabelCell {
    var layoutsSawAnimation: [Bool] = []

    override func layoutSubviews() {
        layoutsSawAnimation.append(world.currentAnimationContext != nil)
        super.layoutSubviews()
    }
}

// MARK: - Table

/// A 320 × 440 table of label cells, 44-point rows unless a test sets a row's height.
///
/// Its first-display animations (workaround A cells animate those too) have ended when `init`
/// returns, unless `settled` is false; the clock then reads 1 s.
final class HeightTable {
    let fixture: TableFixture
    /// Row heights the delegate reports, by row (others are 44).
    var heights: [Int: Double]

    var world: World { fixture.world }
    var table: TableView { fixture.table }

    init(_ c: HeightCase, cell: LabelCell.Type = LabelCell.self, rows: Int = 20, heights: [Int: Double] = [:],
         settled: Bool = true) {
        self.heights = heights
        fixture = TableFixture(rows: [rows], iosVersion: c.ios) { _, table in
            table.register(cell, forCellReuseIdentifier: "cell")
        }
        fixture.source.heights = { [unowned self] p in self.heights[p.row] ?? 44 }
        fixture.table.reloadData()
        if settled { fixture.world.advance(by: 1) }
    }

    /// The label cell of a visible row.
    func cell(_ row: Int) throws -> LabelCell {
        let cell = try #require(fixture.cell(row), "row \(row) has no visible cell")
        return try #require(cell as? LabelCell, "row \(row) shows a \(type(of: cell))")
    }

    /// The empty update that animates height changes (rule 2.10).
    func update() {
        table.beginUpdates()
        table.endUpdates()
    }

    /// A row's cell as drawn now, in table coordinates.
    func cellFrame(_ row: Int) throws -> Rect {
        try cell(row).presentationFrame
    }

    /// A row's content view as drawn now, in table coordinates.
    func contentFrame(_ row: Int) throws -> Rect {
        try #require(table.presentationFrame(of: cell(row).contentView))
    }

    /// A row's label as drawn now, in table coordinates.
    func labelFrame(_ row: Int) throws -> Rect {
        try #require(table.presentationFrame(of: cell(row).label))
    }
}
