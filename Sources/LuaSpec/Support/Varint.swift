// Varint: unsigned integers in 7-bit groups, for records kept in byte buffers.

/// Why: the supervisor keeps a few numbers per test until a file or a run ends (`TestLedger`,
/// `BustedTestcases`); most are under 128, so one byte each instead of four or eight.
/// LEB128: low group first, the high bit set on every byte but the last.
public enum Varint {
    /// Appends `n`.
    @inlinable
    public static func append(_ n: UInt64, to bytes: inout [UInt8]) {
        var rest = n
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A signed number as an unsigned one small in magnitude either way (0, -1, 1, -2 ... →
    /// 0, 1, 2, 3 ...), so a negative number takes one byte, not ten.
    @inlinable
    public static func zigzag(_ n: Int) -> UInt64 {
        UInt64(bitPattern: Int64(n) << 1 ^ Int64(n) >> 63)
    }

    /// The signed number `zigzag` made `n` from.
    @inlinable
    public static func unzigzag(_ n: UInt64) -> Int {
        Int(Int64(bitPattern: n >> 1) ^ -Int64(bitPattern: n & 1))
    }

    /// Reads what `append` wrote at `at`, moving `at` past it.
    @inlinable
    public static func read(_ bytes: [UInt8], _ at: inout Int) -> UInt64 {
        var n: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = bytes[at]
            at += 1
            n |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return n }
            shift += 7
        }
    }
}
