// Runs the binary with its peak memory measured, through a small Python parent: the largest
// resident set of alongside or any worker it reaped (RUSAGE_CHILDREN of that parent).
//
// Not measured from this process: a child spawned from it records this (large) process's
// high-water mark on exec, so wait4's ru_maxrss would be the test runner's, not alongside's.
import Foundation

/// A run's exit status and the largest resident set of alongside or any of its workers.
struct MeasuredRun {
    var status: Int32
    var peakKiB: Int
    var stdout: String
}

extension Alongside {
    /// Whether this test process runs under AddressSanitizer (and so its children too).
    static let underAddressSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// Runs `python3 -c script binary arguments...` whose parent-of-alongside role makes
    /// RUSAGE_CHILDREN alongside's own figure. Prints "status peakKiB" after alongside's output.
    private static let measuringParent = """
        import resource, subprocess, sys
        r = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        sys.stdout.write(r.stdout.decode("utf-8", "replace"))
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        print("\\n@@measured %d %d" % (r.returncode if r.returncode >= 0 else 128 - r.returncode, peak))
        """

    /// Runs `alongside arguments` in the fixture folder, measuring its peak RSS.
    static func runMeasured(_ arguments: [String]) throws -> MeasuredRun {
        let r = try run(viaProgram: "/usr/bin/python3", ["-c", measuringParent, binary] + arguments)
        guard let marker = r.stdout.range(of: "\n@@measured ", options: .backwards) else {
            return MeasuredRun(status: -1, peakKiB: Int.max, stdout: r.stdout + r.stderr)
        }
        let numbers = r.stdout[marker.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        guard numbers.count == 2 else { return MeasuredRun(status: -1, peakKiB: Int.max, stdout: r.stdout) }
        return MeasuredRun(status: Int32(numbers[0]), peakKiB: numbers[1], stdout: String(r.stdout[..<marker.lowerBound]))
    }
}
