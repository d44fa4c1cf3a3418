// --memory-limit bounds what a spec makes the process hold: Swift's side (a simulated list's
// rows, the log) and finalizers run inside Swift calls, not only Lua's own values.
import Foundation
import Testing

@Suite struct MemoryLimitTests {
    /// Runs one fixture under `--memory-limit cap`: the big test is a memory error, the sentinel
    /// passes, and (outside AddressSanitizer, whose shadow memory is resident) the peak RSS of
    /// the run, workers included, stays within the cap plus the runtime's own 128 MiB.
    private func expectBounded(_ spec: String, cap: Int, bigTest: String, sentinel: String) throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.runMeasured(["-j", "1", "--timeout", "30", "--memory-limit", String(cap),
                                           "memory/\(spec)", "--junit", report])
        #expect(r.status == 1, "\(r.stdout)")
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases[bigTest]?.status == "error")
        #expect(cases[bigTest]?.message.contains("not enough memory: the test reached the limit of \(cap) MiB") == true,
                "\(cases[bigTest]?.message ?? "absent")")
        #expect(cases[sentinel]?.status == "success")
        if !Alongside.underAddressSanitizer {
            #expect(r.peakKiB <= (cap + 128) * 1024, "peak RSS \(r.peakKiB / 1024) MiB under a cap of \(cap) MiB")
        }
    }

    /// 40 million rows are 640 MB of row geometry in Swift: refused before it is built.
    @Test func aListsRowsCountAgainstTheLimit() throws {
        try expectBounded("rows_spec.lua", cap: 16, bigTest: "rows 40 sections of a million rows", sentinel: "rows sentinel")
    }

    /// The log grows in Swift a million entries long; its buffers count, and so does the table
    /// reading it makes.
    @Test func theLogCountsAgainstTheLimit() throws {
        try expectBounded("log_spec.lua", cap: 16, bigTest: "log grows the Swift log, then reads it into Lua",
                          sentinel: "log sentinel")
    }

    /// A diffable snapshot's identifiers live in Swift: ten million of them are refused at the cap.
    @Test func aSnapshotsIdentifiersCountAgainstTheLimit() throws {
        try expectBounded("snapshot_spec.lua", cap: 16, bigTest: "snapshot ten million items", sentinel: "snapshot sentinel")
    }

    /// Finalizers the collector runs inside a Swift call allocate 20 MB each: they fail at the
    /// cap like any Lua code, and the test is a memory error although Lua only warns of them.
    @Test func finalizersInsideASwiftCallMeetTheLimit() throws {
        try expectBounded("finalizers_spec.lua", cap: 64, bigTest: "finalizers allocate while Swift is active",
                          sentinel: "finalizers sentinel")
        let report = Alongside.temporaryReport()
        _ = try Alongside.run(["-j", "1", "--memory-limit", "64", "memory/finalizers_spec.lua", "--junit", report])
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["finalizers allocate in plain Lua"]?.message.hasSuffix("(--memory-limit), in a __gc finalizer") == true,
                "\(cases["finalizers allocate in plain Lua"]?.message ?? "absent")")
    }
}
