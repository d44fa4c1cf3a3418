// DecimalText: how UISim writes a number for people and files (scene pictures, recordings).

/// Numbers as fixed decimals: at most `places` decimals, trailing zeros dropped, never `-0`,
/// never an exponent (`0.000017`, not `1.7e-05`), so the same value gives the same bytes on
/// every run and toolchain; `nan`, `inf`, `-inf` for the others, and Swift's own form past
/// 10¹⁵ (no picture shows such a number to the cent).
enum DecimalText {
    static func format(_ v: Double, places: Int) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : v > 0 ? "inf" : "-inf" }
        guard abs(v) < 1e15 else { return String(v) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(v) * scale).rounded()
        guard scaled < 9e18 else { return String(v) }
        let n = Int64(scaled), unit = Int64(scale)
        var text = (v < 0 && n != 0 ? "-" : "") + String(n / unit)
        var fraction = String(n % unit)
        if fraction != "0" {
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text
    }
}
