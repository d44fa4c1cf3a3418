// HeightIndex+Search: which row is at an offset, and which rows meet a span — the questions
// scrolling and hit-testing ask.

extension HeightIndex {
    /// What lies at an offset along the list.
    public enum Place: Equatable, Sendable {
        /// A section's header.
        case header(Int)
        /// A row.
        case row(IndexPath)
        /// A section's footer.
        case footer(Int)
    }

    /// What is at `offset`: the slot whose span `[top, top + height)` contains it.
    ///
    /// Zero-height slots are never found. Returns nil before 0 and at or past `totalHeight`.
    /// - Complexity: O(log n).
    public func place(atOffset offset: Double) -> Place? {
        guard offset >= 0, let i = slotIndex(atOffset: offset) else { return nil }
        let p = position(ofSlot: i)
        if let r = p.row { return .row(IndexPath(row: r, section: p.section)) }
        return i == firstSlot(ofSection: p.section) ? .header(p.section) : .footer(p.section)
    }

    /// The row whose span contains `offset`, or nil (a header, a footer, or outside).
    /// - Complexity: O(log n).
    public func row(atOffset offset: Double) -> IndexPath? {
        if case .row(let p)? = place(atOffset: offset) { return p }
        return nil
    }

    /// The rows whose span meets the open span `(lower, upper)`: partly covered rows count,
    /// rows that only touch an end do not, nor do rows of zero height (rule 2.19 [SIM]).
    ///
    /// - Returns: the rows in ascending order.
    /// - Complexity: O(log n + k) for k slots in the span.
    public func rows(in lower: Double, _ upper: Double) -> [IndexPath] {
        var result: [IndexPath] = []
        forEachRow(in: lower, upper) { path, _, height in
            // room for a span of rows as tall as the first, so the array is not regrown by
            // doublings on every layout pass (capped: one very short row must not reserve much)
            if result.isEmpty {
                let estimate = min(256, (upper - lower) / height)   // NaN-safe: min gives 256
                result.reserveCapacity(estimate.isFinite ? Int(estimate) + 2 : 16)
            }
            result.append(path)
        }
        return result
    }

    /// Calls `body` with each row meeting `(lower, upper)`, its top and its height, in order.
    /// - Complexity: O(log n + k) for k slots in the span.
    public func forEachRow(in lower: Double, _ upper: Double,
                           _ body: (_ path: IndexPath, _ top: Double, _ height: Double) -> Void) {
        guard upper > lower, slotCount > 0 else { return }
        guard let first = slotIndex(atOffset: max(0, lower)) else { return }
        var i = first
        var top = prefix(first)
        var (section, _) = position(ofSlot: first)
        var sectionEnd = firstSlot(ofSection: section + 1)
        while i < slotCount && top < upper {
            while i >= sectionEnd {
                section += 1
                sectionEnd = firstSlot(ofSection: section + 1)
            }
            let h = slotHeight(i)
            let row = i - firstSlot(ofSection: section) - 1
            if row >= 0 && i < sectionEnd - 1 && h > 0 && top + h > lower {
                body(IndexPath(row: row, section: section), top, h)
            }
            top += h
            i += 1
        }
    }

    /// The slot containing `offset`: the largest k with `prefix(k) ≤ offset`, if k < count.
    ///
    /// Descends the Fenwick tree from the highest power of two, so O(log n).
    func slotIndex(atOffset offset: Double) -> Int? {
        let n = slotCount
        guard n > 0 else { return nil }
        var pos = 0
        var remaining = offset
        var step = 1
        while step * 2 <= n { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= n, treeValue(next) <= remaining {
                pos = next
                remaining -= treeValue(next)
            }
            step /= 2
        }
        return pos < n ? pos : nil
    }

    // MARK: - Checks

    /// Checks the tree against the slot values (all of them when small, a sample when large).
    func _checkInvariants() {
        #if UISIM_INTERNAL_CHECKS
        let n = slotCount
        if n <= 4096 {
            var running = 0.0
            for k in 0...n {
                let p = prefix(k)
                // equal infinities (heights whose sum overflows) agree; inf - inf would be NaN
                precondition(p == running || abs(p - running) <= 1e-6 * max(1, abs(running)),
                             "height index prefix(\(k)) = \(p), expected \(running)")
                if k < n { running += slotHeight(k) }
            }
        } else {
            // Large lists: sample local identities, keeping the check O(log n) per sample.
            for k in Swift.stride(from: 0, to: n, by: n / 64) {
                // heights whose sum overflows to infinity cannot be checked by difference
                guard prefix(k + 1).isFinite else { continue }
                let d = prefix(k + 1) - prefix(k)
                precondition(abs(d - slotHeight(k)) <= 1e-6 * max(1, abs(prefix(k + 1))),
                             "height index slot \(k): tree says \(d), slot says \(slotHeight(k))")
            }
        }
        #endif
    }
}
