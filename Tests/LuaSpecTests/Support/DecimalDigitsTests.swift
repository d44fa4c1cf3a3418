// DecimalDigits writes what `String(n)` writes, for every kind of integer the reports carry.
import Testing
@testable import LuaSpec

@Suite struct DecimalDigitsTests {
    @Test func writesWhatStringWrites() {
        var numbers = [0, 1, 9, 10, 11, 99, 100, 12_345, 10_000_000, -1, -9, -10, -123_456, Int.max, Int.min]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15   // a fixed seed: the same numbers every run
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            numbers.append(Int(truncatingIfNeeded: seed) >> Int(seed % 64))
        }
        for n in numbers {
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            DecimalDigits.append(n, to: &bytes)
            #expect(bytes == Array(("x" + String(n)).utf8), "\(n)")
        }
    }
}
