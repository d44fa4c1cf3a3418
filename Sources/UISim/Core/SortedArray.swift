// SortedArray: membership in an array already in ascending order, without building a Set.

extension Array where Element: Comparable {
    /// Whether `value` is in this array, which must be in ascending order (a binary search).
    ///
    /// Layout passes ask this of the visible rows for every cell on screen; a `Set` built for
    /// the purpose hashed every row on every pass.
    /// - Complexity: O(log n).
    func sortedContains(_ value: Element) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low < count && self[low] == value
    }
}
