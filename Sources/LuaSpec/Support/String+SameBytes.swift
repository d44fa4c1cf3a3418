// String+SameBytes: byte-for-byte equality of two strings, for the places that must tell apart
// names Swift's `==` takes for equal.
#if canImport(Glibc)
import Glibc
#endif

extension String {
    /// Whether `self` and `other` hold the same UTF-8 bytes. Swift's `==` is canonical
    /// equivalence (`é` composed equals `é` decomposed: two files on disk), so reports and
    /// file look-ups compare bytes. One `memcmp` of the two buffers: `utf8.elementsEqual`
    /// walked them a byte at a time through the view's iterator (about 900 instructions for a
    /// 12-byte file name, on every test of a report).
    public func hasSameBytes(as other: String) -> Bool {
        var b = other   // withUTF8 is mutating (it makes a bridged string native)
        return b.withUTF8(hasSameBytes(as:))
    }

    /// Whether `self`'s UTF-8 bytes are `bytes` (see `hasSameBytes(as:)`).
    public func hasSameBytes(as bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(hasSameBytes(as:))
    }

    private func hasSameBytes(as bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var a = self
        return a.withUTF8 { mine in
            mine.count == bytes.count
                && (bytes.count == 0 || memcmp(mine.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
    }
}
