// TableView+Memory: row geometry only as large as the world's memory budget grants.

extension TableView {
    /// The index `build` makes for sections of `counts` rows, if the world's memory budget
    /// grants its size (`HeightIndex.byteCount`); nil, building nothing, when it does not.
    ///
    /// A table of 40 sections of a million rows needs 640 MB of geometry: under a budget of a
    /// few MiB the script that asked for it gets a memory error, not a process that grows past
    /// its limit. The budget is asked before the index is built, so a refusal costs nothing.
    func budgetedHeights(_ counts: [Int], _ build: () -> HeightIndex) -> HeightIndex? {
        guard heightsReservation.budget != nil else { return build() }
        let bytes = HeightIndex.byteCount(rowCounts: counts)
        // the old index and the new one coexist while the new one is built
        guard heightsReservation.grow(by: bytes) else { return nil }
        let index = build()
        _ = heightsReservation.resize(to: bytes)
        return index
    }
}
