// XMLBuffer: the one byte buffer a JUnit report is written into, escaping only what needs it.

/// The bytes of an XML document under construction.
///
/// Why: built by `String` concatenation, a report of 10,000 tests paid for an intermediate
/// string per tag, per attribute and per escaped value (about 3 µs a test). Here each piece is
/// copied once into one buffer sized up front, and a value goes through `XMLEscaping.escape`
/// only when a byte scan finds something to escape (test names and files almost never do).
struct XMLBuffer {
    /// The document so far, UTF-8.
    private(set) var bytes: [UInt8] = []

    /// An empty buffer that holds `capacity` bytes before it grows.
    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends one byte.
    mutating func byte(_ b: UInt8) { bytes.append(b) }

    /// Appends `n` as a `Varint` (for records kept between elements, not for markup).
    mutating func varint(_ n: UInt64) { Varint.append(n, to: &bytes) }

    /// Appends bytes that are already markup (or a record's bytes: `ByteChunks`).
    mutating func raw(_ other: ArraySlice<UInt8>) { bytes.append(contentsOf: other) }

    /// Appends raw bytes (a record's: `ByteChunks`).
    mutating func raw(_ other: UnsafeRawBufferPointer) { bytes.append(contentsOf: other) }

    /// Appends markup as it is.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text that is already markup (or needs no escaping) as it is. Disfavoured, so that
    /// a literal (`raw("'/>\n")`) is the `StaticString` above: as a `String` it cost about 160
    /// instructions a call, five calls a test.
    @_disfavoredOverload
    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends another buffer's bytes.
    mutating func raw(_ other: XMLBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends `text` escaped for `context`, byte for byte what `XMLEscaping.escape` gives.
    mutating func escaped(_ text: String, for context: XMLEscaping.Context) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard XMLEscaping.isPlain(utf8, for: context) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !plain { raw(XMLEscaping.escape(text, for: context)) }
    }

    /// Appends ` key="value"`, the value escaped for an attribute.
    mutating func attribute(_ key: StaticString, _ value: String) {
        raw(" ")
        raw(key)
        raw("=\"")
        escaped(value, for: .attribute)
        raw("\"")
    }

    /// Appends ` key="n"` for a decimal integer (digits and a sign never need escaping).
    mutating func attribute(_ key: StaticString, _ value: Int) {
        raw(" ")
        raw(key)
        raw("=\"")
        decimal(value)
        raw("\"")
    }

    /// Appends ` time="S.mmm"`: `Clock.seconds`'s form, written without a String.
    mutating func time(_ seconds: Double) {
        let ms = Clock.milliseconds(seconds)
        raw(" time=\"")
        decimal(ms / 1000)
        raw(".")
        let frac = ms % 1000
        bytes.append(UInt8(ascii: "0") + UInt8(frac / 100))
        bytes.append(UInt8(ascii: "0") + UInt8(frac / 10 % 10))
        bytes.append(UInt8(ascii: "0") + UInt8(frac % 10))
        raw("\"")
    }

    /// `seconds` in whole hundredths, as `%.2f` rounds them (0 for a negative or non-finite time).
    static func hundredths(_ seconds: Double) -> Int {
        let clean = seconds.isFinite && seconds > 0 ? min(seconds, 1e9) : 0
        return Int((clean * 100).rounded())
    }

    /// Appends `units` hundredths of a second as `BustedStyle.fixed(seconds, decimals: 2)` writes
    /// the seconds (busted's `%.2f`), without a String.
    mutating func fixed2(hundredths units: Int) {
        decimal(units / 100)
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(units % 100 / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(units % 10))
    }

    /// Appends `n` in decimal, as `"\(n)"` writes it.
    mutating func decimal(_ n: Int) {
        DecimalDigits.append(n, to: &bytes)
    }
}
