// DecimalDigits: an integer's decimal digits appended to a byte buffer, with no String made.

/// Why: the JUnit writer (`XMLBuffer.decimal`) and the worker's messages (`WireFields`) write
/// integers for every test; `"\(n)"` made a String each time. One writer for both, inlinable so
/// the other module's per-test path compiles it in as before.
public enum DecimalDigits {
    /// Appends `n` in decimal, as `"\(n)"` writes it (see `withDigits`).
    @inlinable
    public static func append(_ n: Int, to bytes: inout [UInt8]) {
        if n >= 0 && n < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(n)) }  // one store (see withDigits)
        withDigits(n) { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with `n`'s decimal digits, as `"\(n)"` writes them, written backwards into a
    /// small buffer and handed over in one piece (a call of `append` per digit cost about 200
    /// instructions a number; the worker writes four or five a test). For buffers other than
    /// `[UInt8]` (the worker's `WireBytes`). Each caller stores a one-digit number (most of
    /// them) itself, as one byte, before coming here.
    @inlinable
    public static func withDigits<R>(_ n: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)   // a sign and up to 20 digits
        return withUnsafeMutableBytes(of: &buffer) { raw in
            raw.withMemoryRebound(to: UInt8.self) { d in
                var i = d.count
                var rest = n.magnitude
                repeat {
                    i -= 1
                    d[i] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                } while rest > 0
                if n < 0 {
                    i -= 1
                    d[i] = UInt8(ascii: "-")
                }
                return body(UnsafeBufferPointer(rebasing: d[i...]))
            }
        }
    }
}
