// Clock: the runner's wall clock (never used by the simulation).
#if canImport(Glibc)
import Glibc
#endif

/// Monotonic and calendar time for durations and report timestamps.
public enum Clock {
    /// Seconds on the monotonic clock.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// The current UTC time as ISO 8601 without zone (`2026-11-30T08:17:25`), as JUnit wants.
    public static func timestamp() -> String {
        var t = time(nil)
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    /// Seconds as a plain decimal with three places (`0.012`), never exponent notation.
    /// NaN, infinite and negative durations (a clock fault) print as `0.000` instead of trapping.
    public static func seconds(_ s: Double) -> String {
        seconds(milliseconds: milliseconds(s))
    }

    /// Seconds as whole milliseconds, rounded, as `seconds(_:)` prints them; NaN, infinite and
    /// negative durations are 0.
    public static func milliseconds(_ s: Double) -> Int {
        let clean = s.isFinite && s > 0 ? min(s, 1e12) : 0
        return Int((clean * 1000).rounded())
    }

    /// Whole non-negative milliseconds in the same form, exactly: merged reports add integers.
    public static func seconds(milliseconds ms: Int) -> String {
        let frac = ms % 1000
        return "\(ms / 1000)." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + "\(frac)"
    }
}
