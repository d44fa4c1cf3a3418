// Clock.timestamp computes the UTC calendar date itself (no time-zone file read at start-up):
// it must write what gmtime_r gives.
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import LuaSpec

@Suite struct ClockTimestampTests {
    static func viaGmtime(_ seconds: Int64) -> String {
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    @Test func knownInstants() {
        #expect(Clock.timestamp(at: 0) == "1970-01-01T00:00:00")
        #expect(Clock.timestamp(at: 951_782_400) == "2000-02-29T00:00:00")
        #expect(Clock.timestamp(at: 1_796_174_245) == "2026-12-02T01:17:25")
        #expect(Clock.timestamp(at: -1) == "1969-12-31T23:59:59")
    }

    @Test func agreesWithGmtimeAcrossCenturies() {
        var seconds: Int64 = -2_208_988_800  // 1900-01-01
        var step: Int64 = 86_399 * 17 + 3_601
        while seconds < 7_258_118_400 {  // 2200-01-01
            #expect(Clock.timestamp(at: seconds) == Self.viaGmtime(seconds), "\(seconds)")
            seconds += step
            step = step % 5_000_000 + 86_401
        }
    }
}
