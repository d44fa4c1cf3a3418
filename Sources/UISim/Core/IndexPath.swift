// IndexPath: a section and a row (or item), ordered as UIKit orders them.

/// The position of a row (table) or item (collection) in its list: 0-based, UIKit's indices.
///
/// UISim defines its own because Foundation's is not available here; the labels match
/// UIKit's (`IndexPath(row:section:)`, `IndexPath(item:section:)`, `.row`, `.item`).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    /// The row (table) or item (collection): the same number under two names.
    public var row: Int
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public init(item: Int, section: Int) {
        self.row = item
        self.section = section
    }

    /// Lowest section first, then lowest row (rule 1.4's order).
    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    /// One combine of both numbers packed into a word instead of the synthesized two: a table
    /// hashes index paths on every layout pass (its visible cells are keyed by them), and each
    /// combine costs a SipHash round. Equal paths give equal words; paths with rows or sections
    /// beyond 2³² may collide, which costs a probe, never a wrong answer.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(packed)
    }

    /// Both numbers in one word: equal paths give equal words.
    private var packed: UInt64 {
        UInt64(truncatingIfNeeded: section) &<< 32 | UInt64(UInt32(truncatingIfNeeded: row))
    }

    /// The hash `Set` and `Dictionary` use: the packed word mixed with the table's seed by
    /// SplitMix64's finalizer instead of a SipHash (`Hasher`'s set-up, one round and its
    /// finalization were about 6 % of `uisim-bench scenario`: a table looks its visible cells,
    /// its sized cells and its selection up by index path on every pass). The standard library
    /// asks this hook, not `hash(into:)`, for a hashed collection's buckets; an index path is
    /// two small counters, never attacker-chosen text, so a keyed hash buys nothing here.
    /// Equal paths hash equally, whatever the seed, as `Hashable` requires.
    public func _rawHashValue(seed: Int) -> Int {
        var x = packed ^ UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15
        x = (x ^ (x &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x &>> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: x ^ (x &>> 31))
    }

    /// `[section, row]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(row)]" }
}
