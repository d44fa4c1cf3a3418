// ListTouch: a finger on a row or item, between touch down and touch up or cancel. Tables and
// collections share it; their tap orders differ (rules 1.14 and 3.5), so each keeps its own.

/// The finger on a list element between touch down and touch up or cancel.
struct ListTouch: Equatable {
    /// The row or item the touch began on.
    var indexPath: IndexPath
    /// Whether it was highlighted (the delegate may refuse, rules 1.13 and 3.5).
    var isHighlighted: Bool
}
