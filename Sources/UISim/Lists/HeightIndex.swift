// HeightIndex: the extents of a list's rows (plus section headers and footers) along the scroll
// axis, as a Fenwick tree, so a row's offset and the row at an offset cost O(log n).

/// The heights of a list's rows, section by section, with offsets and lookups in O(log n).
///
/// Each section is laid out as `header, row 0, …, row n−1, footer`; these *slots* are stored
/// in one array, in order, and a Fenwick (binary indexed) tree over them answers prefix sums.
/// A row's offset is the sum of every slot before it, the row at an offset is found by
/// descending the tree, and changing one height updates O(log n) tree nodes.
///
/// A row is *measured* (its real height is known) or *estimated* (rules 2.15–2.17): an
/// estimated row counts with its estimate until the list measures it, usually when it first
/// shows. Memory is 16 bytes per slot: the tree (8) and the slot's own value (8), whose sign
/// carries the measured flag — a measured height is stored as is (≥ 0), an estimate `e` (> 0)
/// as `−e`.
///
/// Offsets are relative to the start of the first section (a table adds its header above).
/// Sums are in floating point, so after many changes of fractional heights an offset may be off
/// by rounding (about 1e-12 relative); integral heights stay exact.
public struct HeightIndex: Sendable {
    /// The height of a row as the list knows it.
    public enum Extent: Equatable, Sendable {
        /// The real height (≥ 0).
        case measured(Double)
        /// An estimate (> 0) until the row is measured.
        case estimated(Double)

        /// The height the row counts with now.
        public var height: Double {
            switch self {
            case .measured(let h), .estimated(let h): h
            }
        }
    }

    /// Fenwick tree, 1-based: `tree[i - 1]` sums slots `(i − lowbit(i)) ..< i`.
    private var tree: [Double]
    /// Each slot's own value: a measured height (≥ 0) or a negated estimate (< 0).
    private var slots: [Double]
    /// The first slot of each section (its header); one extra entry for the end.
    private var sectionStart: [Int]
    /// How many rows are estimated.
    public private(set) var estimatedRowCount: Int

    /// Creates an index with no sections.
    public init() {
        tree = []
        slots = []
        sectionStart = [0]
        estimatedRowCount = 0
    }

    /// Creates an index from each section's header, rows and footer.
    ///
    /// - Parameters:
    ///   - rowCounts: rows per section.
    ///   - header: the header height of a section (≥ 0; 0 for none).
    ///   - footer: the footer height of a section.
    ///   - rows: called once per section, in order; must call `emit` once per row, in order,
    ///     with the row's extent. A closure rather than an array, so that a list can stream
    ///     a million rows from a batch update plan without an intermediate array.
    /// - Complexity: O(n) for n slots.
    public init(rowCounts: [Int], header: (Int) -> Double, footer: (Int) -> Double,
                rows: (_ section: Int, _ emit: (Extent) -> Void) -> Void) {
        let total = rowCounts.reduce(0) { $0 + max(0, $1) } + 2 * rowCounts.count
        var values = [Double]()
        values.reserveCapacity(total)
        var starts = [Int]()
        starts.reserveCapacity(rowCounts.count + 1)
        var estimated = 0
        for (s, n) in rowCounts.enumerated() {
            starts.append(values.count)
            values.append(Self.clean(header(s)))
            let first = values.count
            rows(s) { extent in
                switch extent {
                case .measured(let h): values.append(Self.clean(h))
                case .estimated(let e):
                    if e > 0 && e.isFinite {
                        values.append(-e)
                        estimated += 1
                    } else {
                        values.append(0)
                    }
                }
            }
            precondition(values.count - first == max(0, n), "section \(s): emitted \(values.count - first) rows, expected \(n)")
            values.append(Self.clean(footer(s)))
        }
        starts.append(values.count)
        slots = values
        sectionStart = starts
        estimatedRowCount = estimated
        tree = Self.buildTree(values)
    }

    // MARK: - Shape

    /// The number of sections.
    public var numberOfSections: Int { sectionStart.count - 1 }

    /// The number of rows in `section`.
    public func numberOfRows(inSection section: Int) -> Int {
        sectionStart[section + 1] - sectionStart[section] - 2
    }

    /// The number of rows in every section.
    public var rowCounts: [Int] { (0..<numberOfSections).map(numberOfRows(inSection:)) }

    /// Whether `path` names a row of the index.
    public func contains(_ path: IndexPath) -> Bool {
        (0..<numberOfSections).contains(path.section) && (0..<numberOfRows(inSection: path.section)).contains(path.row)
    }

    /// The total extent: every header, row and footer.
    /// - Complexity: O(log n).
    public var totalHeight: Double { prefix(slots.count) }

    /// Bytes of storage per slot (the Fenwick tree and the slot values).
    public static let bytesPerSlot = 2 * MemoryLayout<Double>.size

    /// The bytes an index of sections with these row counts takes: a slot for every row,
    /// header and footer, and a start for every section. Int.max when that does not fit an
    /// Int (no such index can be made).
    public static func byteCount(rowCounts: [Int]) -> Int {
        var slots = 2 * rowCounts.count
        for n in rowCounts {
            let (sum, overflow) = slots.addingReportingOverflow(Swift.max(0, n))
            if overflow { return .max }
            slots = sum
        }
        let (bytes, overflow) = slots.multipliedReportingOverflow(by: bytesPerSlot)
        return overflow ? .max : bytes + (rowCounts.count + 1) * MemoryLayout<Int>.stride
    }

    // MARK: - Rows

    /// The offset of the top of the row at `path`.
    /// - Complexity: O(log n).
    public func offset(ofRow path: IndexPath) -> Double { prefix(slot(of: path)) }

    /// The height the row at `path` counts with (measured, or its estimate).
    public func height(ofRow path: IndexPath) -> Double { abs(slots[slot(of: path)]) }

    /// The row's extent: measured or estimated.
    public func extent(ofRow path: IndexPath) -> Extent {
        let v = slots[slot(of: path)]
        return v < 0 ? .estimated(-v) : .measured(v)
    }

    /// Whether the row's real height is known.
    public func isMeasured(_ path: IndexPath) -> Bool { slots[slot(of: path)] >= 0 }

    /// Records the row's real height.
    /// - Complexity: O(log n).
    public mutating func setHeight(_ height: Double, forRow path: IndexPath) {
        let i = slot(of: path)
        if slots[i] < 0 { estimatedRowCount -= 1 }
        setSlot(i, to: Self.clean(height))
    }

    /// Makes the row estimated again with `estimate` (> 0), or measured with 0 if not positive.
    /// - Complexity: O(log n).
    public mutating func setEstimate(_ estimate: Double, forRow path: IndexPath) {
        let i = slot(of: path)
        guard estimate > 0 && estimate.isFinite else { return setHeight(0, forRow: path) }
        if slots[i] >= 0 { estimatedRowCount += 1 }
        setSlot(i, to: -estimate)
    }

    /// Turns every measured row back into an estimate of its last height.
    ///
    /// What an update does to rows it cannot see: their cached heights stay as estimates, so
    /// nothing moves, and each is measured again when it shows.
    /// - Complexity: O(n); the tree is unchanged.
    public mutating func forgetMeasurements() {
        for s in 0..<numberOfSections {
            for i in (sectionStart[s] + 1)..<(sectionStart[s + 1] - 1) where slots[i] > 0 {
                slots[i] = -slots[i]
                estimatedRowCount += 1
            }
        }
    }

    // MARK: - Sections

    /// The offset of the top of `section` (its header).
    public func offset(ofSection section: Int) -> Double { prefix(sectionStart[section]) }

    /// The height of the header of `section`.
    public func headerHeight(inSection section: Int) -> Double { slots[sectionStart[section]] }

    /// The height of the footer of `section`.
    public func footerHeight(inSection section: Int) -> Double { slots[sectionStart[section + 1] - 1] }

    /// The height of all of `section`: header, rows and footer.
    public func height(ofSection section: Int) -> Double {
        prefix(sectionStart[section + 1]) - prefix(sectionStart[section])
    }

    // MARK: - Internal

    /// The slot of a row.
    func slot(of path: IndexPath) -> Int {
        precondition(contains(path), "index path \(path) is not in the list (\(rowCounts))")
        return sectionStart[path.section] + 1 + path.row
    }

    /// The slot index's section and what it is.
    func position(ofSlot i: Int) -> (section: Int, row: Int?) {
        var lo = 0, hi = numberOfSections - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStart[mid] <= i { lo = mid } else { hi = mid - 1 }
        }
        let r = i - sectionStart[lo] - 1
        return (lo, (0..<numberOfRows(inSection: lo)).contains(r) ? r : nil)
    }

    /// The value a slot counts with.
    func slotHeight(_ i: Int) -> Double { abs(slots[i]) }

    var slotCount: Int { slots.count }
    /// The Fenwick node `i` (1-based), for the descent in `slotIndex(atOffset:)`.
    func treeValue(_ i: Int) -> Double { tree[i - 1] }
    func firstSlot(ofSection s: Int) -> Int { sectionStart[s] }

    /// The sum of slots `0 ..< n`.
    func prefix(_ n: Int) -> Double {
        var i = n, sum = 0.0
        while i > 0 {
            sum += tree[i - 1]
            i &= i - 1
        }
        return sum
    }

    private mutating func setSlot(_ i: Int, to value: Double) {
        let delta = abs(value) - abs(slots[i])
        slots[i] = value
        guard delta != 0 else { return }
        var j = i + 1
        while j <= tree.count {
            tree[j - 1] += delta
            j += j & -j
        }
    }

    private static func buildTree(_ values: [Double]) -> [Double] {
        var t = values.map(abs)
        let n = t.count
        for i in stride(from: 1, through: n, by: 1) {
            let j = i + (i & -i)
            if j <= n { t[j - 1] += t[i - 1] }
        }
        return t
    }

    /// A height as stored: finite and not negative (NaN and negatives count as 0 [SIM]).
    private static func clean(_ h: Double) -> Double { h.isFinite && h > 0 ? h : 0 }
}
