// Scheduler: the world's pending work, kept in time order (a binary heap).

/// Work due at a simulated time. Runs in time order, then in the order it was scheduled.
struct ScheduledWork {
    let time: Double
    let sequence: Int
    let action: () -> Void
}

/// A min-heap of scheduled work.
///
/// - Complexity: O(log n) to schedule and to take the next item; a quiet world holds nothing,
///   so advancing it costs nothing per frame.
struct Scheduler {
    private var heap: [ScheduledWork] = []
    private var nextSequence = 0
    /// The sequence numbers of work still to run. Cancelled work leaves this set at once and
    /// the heap lazily; it is never left at the heap's top.
    ///
    /// Added in review: re-timed and removed animations left their old end events behind, so
    /// `isBusy` stayed true and `settle` moved the clock to the end of an animation that no
    /// longer existed. Their owners now cancel them.
    private var live: Set<Int> = []

    var isEmpty: Bool { live.isEmpty }
    var count: Int { live.count }
    /// The time of the earliest pending work.
    var nextTime: Double? { heap.first?.time }

    /// Adds work; returns its sequence number, which `cancel` takes.
    @discardableResult
    mutating func schedule(at time: Double, _ action: @escaping () -> Void) -> Int {
        let sequence = nextSequence
        heap.append(ScheduledWork(time: time, sequence: sequence, action: action))
        live.insert(sequence)
        nextSequence += 1
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.before(heap[i], heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
        return sequence
    }

    /// Drops pending work so it never runs; a no-op for work already run or cancelled.
    mutating func cancel(_ sequence: Int) {
        guard live.remove(sequence) != nil else { return }
        dropCancelledTop()
    }

    /// Removes and returns the earliest work if it is due at or before `time`.
    mutating func popDue(atOrBefore time: Double) -> ScheduledWork? {
        guard let first = heap.first, first.time <= time else { return nil }
        removeFirst()
        live.remove(first.sequence)
        dropCancelledTop()
        return first
    }

    private mutating func dropCancelledTop() {
        while let first = heap.first, !live.contains(first.sequence) { removeFirst() }
    }

    private mutating func removeFirst() {
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count && Self.before(heap[l], heap[m]) { m = l }
                if r < heap.count && Self.before(heap[r], heap[m]) { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
    }

    private static func before(_ a: ScheduledWork, _ b: ScheduledWork) -> Bool {
        a.time < b.time || (a.time == b.time && a.sequence < b.sequence)
    }
}
