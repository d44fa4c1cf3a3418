// DecimalDigits: an integer's decimal digits appended to a byte buffer, with no String made.

/// Why: the JUnit writer (`XMLBuffer.decimal`) and the worker's messages (`WireFields`) write
/// integers for every test; `"\(n)"` made a String each time. One writer for both, inlinable so
/// the other module's per-test path compiles it in as before.
public enum DecimalDigits {
    /// Appends `n` in decimal, as `"\(n)"` writes it.
    @inlinable
    public static func append(_ n: Int, to bytes: inout [UInt8]) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = n.magnitude
        withUnsafeMutableBytes(of: &digits) { d in
            repeat {
                d[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(d[i]) }
        }
    }
}
