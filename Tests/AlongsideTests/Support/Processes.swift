// Processes: what /proc says of the processes an end-to-end test started.
import Foundation

enum Processes {
    /// The fields of /proc/PID/stat after the command name (which may hold spaces): state first.
    private static func statFields(_ pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// The pids whose parent is `parent`.
    static func children(of parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { statFields($0)?.dropFirst().first == Substring(String(parent)) }
    }

    /// Whether `pid` exists and is not a zombie (a dead child nobody reaped yet).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let state = statFields(pid)?.first else { return false }
        return state != "Z" && state != "X"
    }
}
