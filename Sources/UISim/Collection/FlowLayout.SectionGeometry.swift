// FlowLayout.SectionGeometry: the arithmetic of rule 3.12 for one section, on either axis.

extension CollectionViewFlowLayout {
    /// The scrolling axis, so one set of formulas serves both directions (rule 3.12: horizontal
    /// scrolling is vertical with the axes swapped).
    struct Axis {
        let isVertical: Bool

        init(_ direction: CollectionView.ScrollDirection) { isVertical = direction == .vertical }

        /// The extent along the scrolling axis (height when vertical).
        func along(_ s: Size) -> Double { isVertical ? s.height : s.width }
        /// The extent across the scrolling axis (width when vertical).
        func cross(_ s: Size) -> Double { isVertical ? s.width : s.height }
        /// The two insets across the scrolling axis, added.
        func crossInsets(_ i: EdgeInsets) -> Double { isVertical ? i.left + i.right : i.top + i.bottom }
        /// The inset where the scrolling axis starts (top when vertical).
        func alongLead(_ i: EdgeInsets) -> Double { isVertical ? i.top : i.left }
        /// The inset where the scrolling axis ends (bottom when vertical).
        func alongTrail(_ i: EdgeInsets) -> Double { isVertical ? i.bottom : i.right }
        /// The inset where the cross axis starts (left when vertical).
        func crossLead(_ i: EdgeInsets) -> Double { isVertical ? i.left : i.top }
        /// The start and end of a rectangle along the scrolling axis.
        func alongRange(_ r: Rect) -> (min: Double, max: Double) { isVertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }

        /// A size from its two extents.
        func size(along a: Double, cross c: Double) -> Size {
            isVertical ? Size(width: c, height: a) : Size(width: a, height: c)
        }

        /// A rectangle from its position and extents on the two axes.
        func rect(along a: Double, cross c: Double, alongLength al: Double, crossLength cl: Double) -> Rect {
            isVertical ? Rect(x: c, y: a, width: cl, height: al) : Rect(x: a, y: c, width: al, height: cl)
        }
    }

    /// One section's frames: where it starts along the scrolling axis and how its items wrap.
    ///
    /// In the formulas of rule 3.12 (written for vertical scrolling): `W` is `available`,
    /// `n` is `perLine`, `s` is `spacing`; lines are rows when scrolling vertically and columns
    /// when scrolling horizontally.
    struct SectionGeometry {
        /// Inputs shared by every section of one layout pass.
        struct Metrics {
            /// `W`: the cross extent left for items (bounds − content inset − section inset).
            let available: Double
            let item: Size
            let interitem: Double
            let line: Double
            let inset: EdgeInsets
            /// Header and footer extents along the scrolling axis (0: none).
            let header: Double
            let footer: Double
            let axis: Axis
        }

        let start: Double
        let itemCount: Int
        let metrics: Metrics
        /// `n = max(1, floor((W + minInteritem) / (itemW + minInteritem)))`.
        let perLine: Int
        /// `s = (W − n·itemW)/(n − 1)` for `n > 1`, else 0: full lines are justified.
        let spacing: Double
        /// `ceil(itemCount / n)`.
        let lines: Int
        /// Where the first line starts: after the header and the leading section inset.
        let itemsStart: Double
        /// Where the section ends: the next section's `start`.
        let end: Double

        /// Lays out a section of `itemCount` items starting at `start` (rule 3.12).
        init(start: Double, itemCount: Int, metrics m: Metrics) {
            self.start = start
            self.itemCount = max(0, itemCount)
            metrics = m
            let itemCross = m.axis.cross(m.item), itemAlong = m.axis.along(m.item)
            let pitch = itemCross + m.interitem
            let fit = pitch > 0 ? ((m.available + m.interitem) / pitch).rounded(.down) : 1
            perLine = max(1, fit.isFinite ? Int(min(fit, Double(Int32.max))) : 1)
            spacing = perLine > 1 ? (m.available - Double(perLine) * itemCross) / Double(perLine - 1) : 0
            lines = (self.itemCount + perLine - 1) / perLine
            itemsStart = start + m.header + m.axis.alongLead(m.inset)
            // [SIM] An empty section keeps its header, insets and footer (no lines, no spacing).
            let body = lines > 0 ? Double(lines) * itemAlong + Double(lines - 1) * m.line : 0
            end = itemsStart + body + m.axis.alongTrail(m.inset) + m.footer
        }

        /// The distance from one line to the next.
        private var linePitch: Double { metrics.axis.along(metrics.item) + metrics.line }

        /// The frame of item `k` (rule 3.12): column `k % n`, line `k / n`; a lone column is
        /// centred; a partly filled last line keeps the columns above, so it is left-aligned.
        func frame(ofItem k: Int) -> Rect {
            let m = metrics
            let itemCross = m.axis.cross(m.item)
            let column = k % perLine, line = k / perLine
            let lead = m.axis.crossLead(m.inset)
            let cross = perLine == 1
                ? lead + (m.available - itemCross) / 2
                : lead + Double(column) * (itemCross + spacing)
            let along = itemsStart + Double(line) * linePitch
            return m.axis.rect(along: along, cross: cross, alongLength: m.axis.along(m.item), crossLength: itemCross)
        }

        /// The cross extent of headers and footers: the content's, inside the content inset.
        private var crossExtent: Double { metrics.available + metrics.axis.crossInsets(metrics.inset) }

        /// The header's frame, or nil when its extent is 0.
        var headerFrame: Rect? {
            guard metrics.header > 0 else { return nil }
            return metrics.axis.rect(along: start, cross: 0, alongLength: metrics.header, crossLength: crossExtent)
        }

        /// The footer's frame, or nil when its extent is 0.
        var footerFrame: Rect? {
            guard metrics.footer > 0 else { return nil }
            return metrics.axis.rect(along: end - metrics.footer, cross: 0, alongLength: metrics.footer,
                                     crossLength: crossExtent)
        }

        /// The items whose frames meet `rect`, ascending.
        ///
        /// - Complexity: O(lines crossing `rect` × items per line).
        func items(meeting rect: Rect) -> [Int] {
            guard lines > 0 else { return [] }
            let range = metrics.axis.alongRange(rect)
            guard range.max > start, range.min < end else { return [] }
            let itemAlong = metrics.axis.along(metrics.item)
            var first = 0
            if linePitch > 0 {
                let estimate = ((range.min - itemsStart - itemAlong) / linePitch).rounded(.down)
                if estimate.isFinite { first = max(0, min(lines, Int(max(0, estimate)))) }
            }
            var result: [Int] = []
            var line = first
            while line < lines {
                let lineStart = itemsStart + Double(line) * linePitch
                if lineStart >= range.max { break }
                let firstItem = line * perLine
                for k in firstItem..<min(itemCount, firstItem + perLine) where frame(ofItem: k).intersects(rect) {
                    result.append(k)
                }
                line += 1
            }
            return result
        }
    }
}
