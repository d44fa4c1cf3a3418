// WireBytes: the bytes of protocol lines being written, in one growable block.
import LuaSpec

/// Where a worker's messages are encoded before they are sent (`MessageWriter`), and where
/// `WireFields` writes every field.
///
/// Why not `[UInt8]`: passed `inout` through the encoder's functions, every append to an array
/// checked its uniqueness and capacity, and every field went through the generic sequence copy;
/// three lines a test cost the worker about 4,000 instructions, a tenth of its work per test.
/// Here an append is a capacity check and a store, or a check and a copy.
///
/// Unchecked exclusivity: a buffer belongs to one thread and no access to it overlaps another,
/// and the run-time checks of a class's stored properties cost more than the appends themselves.
final class WireBytes {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    /// The size a block starts at, and goes back to after `removeAll(keepingAtMost:)`.
    private let initialCapacity: Int

    init(capacity: Int = 1024) {
        initialCapacity = max(capacity, 16)
        self.capacity = initialCapacity
        base = .allocate(capacity: initialCapacity)
    }

    deinit { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// The bytes written so far; valid until the next append or `removeAll`.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The bytes written so far, decoded as UTF-8 (a line for tests and job lines).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let from = source.baseAddress, !source.isEmpty else { return }
        if capacity - count < source.count { grow(toHold: count + source.count) }
        (base + count).initialize(from: from, count: source.count)
        count += source.count
    }

    /// Appends `n` in decimal, as `"\(n)"` writes it. A digit is stored as it is: most numbers
    /// a test sends are one (its run, its occurrence, a list's count).
    func appendDecimal(_ n: Int) {
        if n >= 0 && n < 10 { return append(UInt8(ascii: "0") + UInt8(n)) }
        DecimalDigits.withDigits(n) { append($0) }
    }

    /// Empties the buffer, keeping its block; a block grown past `limit` (a huge output) is
    /// given back, so it is not kept for the rest of the run.
    func removeAll(keepingAtMost limit: Int) {
        count = 0
        guard capacity > max(limit, initialCapacity) else { return }
        base.deallocate()
        capacity = initialCapacity
        base = .allocate(capacity: initialCapacity)
    }

    private func grow(toHold needed: Int) {
        var next = capacity
        while next < needed { next = next > Int.max / 2 ? needed : next * 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: next)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = next
    }
}
