// SortedArray: binary searches of an array already in order, one implementation for every
// ascending list UISim keeps (visible rows, selections, a batch's fixed rows, diff runs).

extension Array {
    /// The index of the first element for which `isBelow` is false, when it is true for a
    /// prefix of the array and false after (a binary search: the lower bound of a sorted array
    /// when `isBelow` is `{ $0 < x }`); `count` when it holds for every element.
    /// - Complexity: O(log n).
    func partitionPoint(_ isBelow: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if isBelow(self[mid]) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension Array where Element: Comparable {
    /// Whether `value` is in this array, which must be in ascending order (a binary search).
    ///
    /// Layout passes ask this of the visible rows for every cell on screen; a `Set` built for
    /// the purpose hashed every row on every pass.
    /// - Complexity: O(log n).
    func sortedContains(_ value: Element) -> Bool {
        let i = partitionPoint { $0 < value }
        return i < count && self[i] == value
    }
}
