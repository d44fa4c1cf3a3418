// End to end: a worker starts as the supervisor's exec of the binary started it, now that it is
// forked without an exec when the supervisor runs one thread (WorkerFork, issue 15).
import Foundation
import Testing

@Suite struct WorkerStartTests {
    /// Seen from inside the worker: its own process group (a kill stops what a test started),
    /// the environment an exec'd worker had (the supervisor's pid, the backtracer off for what
    /// it starts, no output-region variable left for child processes), no signal blocked and no
    /// crash signal caught (a crash kills it at once, and the supervisor names the signal),
    /// its three pipes at fds 3-5 and the output region's descriptor closed once mapped.
    /// `exec`: ALONGSIDE_EXEC_WORKERS makes the supervisor exec the binary instead, the path a
    /// supervisor with more than one thread takes; both must give the worker the same start.
    @Test(arguments: ["1", "2"], [false, true])
    func aWorkerStartsWithWhatAnExecdWorkerHad(jobs: String, exec: Bool) throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["-j", jobs, "workers/start_state_spec.lua", "passing_spec.lua", "--junit", report],
                                  environment: exec ? ["ALONGSIDE_EXEC_WORKERS": "1"] : [:])
        let cases = try Alongside.testcases(junit: report)
        let start = cases.filter { $0.key.hasPrefix("worker start ") }
        #expect(start.count == 4)
        // Under AddressSanitizer an exec'd binary installs ASan's own crash handlers at start
        // (a forked worker resets them to the default), so that one check is the sanitizer's.
        let asanHandlers = exec && Alongside.underAddressSanitizer
        for (name, c) in start where !(asanHandlers && name.contains("catches no crash signal")) {
            #expect(c.status == "success", "\(name): \(c.message)")
        }
        if !asanHandlers { #expect(r.status == 0, "\(r.stdout)\(r.stderr)") }
    }
}
