// ScrollAlignment: where a list scrolls an element along one axis, with rule 2.20's formulas.

/// Where to put an element's span within the visible area along one scroll axis.
///
/// The table's `ScrollPosition` (`.top`, `.middle`, `.bottom`, `.none`) and the collection
/// view's (`.top`/`.left`, `.centeredVertically`/`.centeredHorizontally`, `.bottom`/`.right`)
/// map onto these four, so both use one implementation of rule 2.20.
public enum ScrollAlignment: Sendable, Equatable {
    /// The least movement that makes the element fully visible; none if it already is.
    case minimal
    /// The element's start at the start of the visible area (`.top`).
    case start
    /// The element's centre at the centre of the visible area (`.middle`).
    case center
    /// The element's end at the end of the visible area (`.bottom`).
    case end

    /// The content offset along the axis that shows the span `[lower, upper]` this way.
    ///
    /// Rule 2.20 [SIM], with `h = viewport`: start `y = lower − insetStart`; centre
    /// `y = mid − insetStart − (h − insetStart − insetEnd)/2`; end `y = upper − h + insetEnd`;
    /// then clamped to `[−insetStart, max(−insetStart, contentLength + insetEnd − h)]`.
    /// `.minimal` keeps `current` when the span is inside the visible area, acts as `.start`
    /// when the span is above it (or taller than it) and as `.end` when below.
    ///
    /// - Parameters:
    ///   - lower: the element's start (its `minY`).
    ///   - upper: the element's end (its `maxY`).
    ///   - viewport: the visible length (`bounds.height`).
    ///   - insetStart: the adjusted content inset at the start (top).
    ///   - insetEnd: the adjusted content inset at the end (bottom).
    ///   - contentLength: the content's length (`contentSize.height`).
    ///   - current: the current offset (`contentOffset.y`).
    /// - Returns: the new offset.
    public func offset(showing lower: Double, _ upper: Double, viewport: Double, insetStart: Double,
                       insetEnd: Double, contentLength: Double, current: Double) -> Double {
        let visibleStart = current + insetStart, visibleEnd = current + viewport - insetEnd
        let raw: Double
        switch self {
        case .start:
            raw = lower - insetStart
        case .center:
            raw = (lower + upper) / 2 - insetStart - (viewport - insetStart - insetEnd) / 2
        case .end:
            raw = upper - viewport + insetEnd
        case .minimal:
            if lower >= visibleStart && upper <= visibleEnd { return current }
            let tooTall = upper - lower > visibleEnd - visibleStart
            return (lower < visibleStart || tooTall ? ScrollAlignment.start : .end)
                .offset(showing: lower, upper, viewport: viewport, insetStart: insetStart, insetEnd: insetEnd,
                        contentLength: contentLength, current: current)
        }
        let lowest = -insetStart
        let highest = max(lowest, contentLength + insetEnd - viewport)
        return min(max(raw, lowest), highest)
    }
}
