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
    public static func timestamp() -> String { timestamp(at: Int64(time(nil))) }

    /// `seconds` since 1970 (UTC) as `timestamp()` writes them. Computed here rather than by
    /// `gmtime_r`, which reads the time-zone file (/etc/localtime) on its first call even for UTC:
    /// six system calls of every run's start-up (issue 15).
    static func timestamp(at seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        // days since 1970-01-01 to a proleptic Gregorian date (H. Hinnant's civil_from_days)
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let m = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * m + 2) / 5 + 1
        let month = m < 10 ? m + 3 : m - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(year)-\(two(month))-\(two(day))T"
            + "\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))"
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
