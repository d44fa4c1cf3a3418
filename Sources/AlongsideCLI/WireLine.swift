// WireLine: one protocol line read in place, its fields cut at tabs and decoded on demand.

#if canImport(Glibc)
import Glibc
#endif

/// The reading half of `WireFields`: a line's fields as ranges of its bytes, each turned into a
/// String, number or list only when asked for.
///
/// Why bytes: the supervisor parses every message of every worker (three per test), and cutting
/// Strings by Character (grapheme breaking, a Substring and a retain per field) made parsing
/// the largest part of its CPU time, which on a 2-core machine the workers lack. Tabs and the
/// list separator are ASCII control characters, never inside a multi-byte character.
struct WireLine {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Each field's start in `bytes`, then one past the last field's end: field `i` is
    /// `starts[i]..<starts[i + 1] - 1`. An `[Int]`, not `[Range<Int>]`: the Swift runtime builds
    /// `Array<Range<Int>>`'s metadata at its first use, about 100,000 instructions of every
    /// worker's start-up (its first job line).
    private var starts: [Int] = []

    /// `bytes` must outlive the WireLine (use it inside the closure that lent them).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        starts.reserveCapacity(11)
        starts.append(0)
        var from = 0
        while let tab = bytes.firstIndex(of: 9, from: from, upTo: bytes.count) {
            starts.append(tab + 1)
            from = tab + 1
        }
        starts.append(bytes.count + 1)
    }

    /// Parses `line` (without its newline) with `parse`.
    static func reading<T>(_ line: Substring, _ parse: (WireLine) -> T?) -> T? {
        var copy = String(line)
        return copy.withUTF8 { parse(WireLine($0)) }
    }

    var count: Int { starts.count - 1 }

    /// Whether field `i` is exactly `word` (ASCII).
    func `is`(_ i: Int, _ word: StaticString) -> Bool {
        let f = raw(i)
        guard f.count == word.utf8CodeUnitCount else { return false }
        guard let base = f.baseAddress else { return true }
        return memcmp(base, word.utf8Start, f.count) == 0
    }

    /// Field `i`, unescaped (see `WireFields.text`).
    func text(_ i: Int) -> String { Self.unescape(raw(i)) }

    /// Field `i` as `WireFields.optional` wrote it: "-" for nil, "+" and the escaped text.
    func optional(_ i: Int) -> String? {
        let f = raw(i)
        guard f.first == UInt8(ascii: "+") else { return nil }
        return Self.unescape(UnsafeBufferPointer(rebasing: f.dropFirst()))
    }

    /// Field `i` as `WireFields.list` wrote it: "COUNT:" then items cut at the separator.
    func list(_ i: Int) -> [String]? {
        let f = raw(i)
        guard let colon = f.firstIndex(of: UInt8(ascii: ":")),
              let n = Self.integer(UnsafeBufferPointer(rebasing: f[..<colon])), n >= 0 else { return nil }
        if n == 0 { return [] }
        var items: [String] = []
        items.reserveCapacity(n)
        var start = colon + 1
        for j in start..<f.count where f[j] == WireFields.separatorByte {
            items.append(Self.unescape(UnsafeBufferPointer(rebasing: f[start..<j])))
            start = j + 1
        }
        items.append(Self.unescape(UnsafeBufferPointer(rebasing: f[start...])))
        return items.count == n ? items : nil
    }

    func int(_ i: Int) -> Int? { Self.integer(raw(i)) }

    /// Field `i` as `WireFields.appendBits` wrote a Double: exactly 16 hex digits of its bits.
    func double(_ i: Int) -> Double? {
        let f = raw(i)
        guard f.count == 16 else { return nil }
        var bits: UInt64 = 0
        for b in f {
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            default: return nil
            }
            bits = bits << 4 | UInt64(digit)
        }
        return Double(bitPattern: bits)
    }

    private func raw(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[starts[i]..<starts[i + 1] - 1])
    }

    /// A decimal integer with an optional sign, nothing else; nil on overflow.
    private static func integer(_ f: UnsafeBufferPointer<UInt8>) -> Int? {
        var digits = f[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for d in digits {
            guard d >= UInt8(ascii: "0") && d <= UInt8(ascii: "9") else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(d - UInt8(ascii: "0")))
            guard !o1 && !o2 else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// Undoes `WireFields.text`: a backslash and t, n, r or u stand for a tab, newline, carriage
    /// return or list separator; a backslash and any other byte for that byte.
    private static func unescape(_ f: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = f.baseAddress, memchr(base, Int32(UInt8(ascii: "\\")), f.count) != nil else {
            return String(decoding: f, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(f.count)
        var escaped = false
        for b in f {
            if escaped {
                switch b {
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "u"): out.append(WireFields.separatorByte)
                default: out.append(b)
                }
                escaped = false
            } else if b == UInt8(ascii: "\\") {
                escaped = true
            } else {
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` in `start..<end`, or nil: found with memchr, not byte by
    /// byte. For cutting what workers send into lines and fields: three lines a test, a hundred
    /// bytes or more each, where a Swift loop over the bytes was a tenth of the supervisor's
    /// work per test.
    func firstIndex(of byte: UInt8, from start: Int, upTo end: Int) -> Int? {
        guard let base = baseAddress, start < end,
              let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
    }
}
