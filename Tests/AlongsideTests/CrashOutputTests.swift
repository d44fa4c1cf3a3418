// End to end: a worker that dies in a test (a crash, the hard timeout) still shows what the test
// wrote before it died, read by the supervisor from the memory the worker shares with it.
import Testing

@Suite struct CrashOutputTests {
    @Test(arguments: ["1", "2"])
    func aCrashedTestKeepsWhatItWrote(jobs: String) throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["-j", jobs, "workers/print_then_abort_spec.lua", "--junit", report])
        #expect(r.status == 1)
        let cases = try Alongside.testcaseOutputs(junit: report)
        #expect(cases["last words aborts"]?.status == "error")
        #expect(cases["last words aborts"]?.output == "printed\nwritten to stderr\n", "\(cases)")
        #expect(cases["last words before"]?.output == "before's own\n")
        #expect(cases["last words after"]?.output == "after's own", "the resumed file's own output only")
    }

    @Test func theOutputLimitHoldsForACrashedTest() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["--output-limit", "1", "workers/print_then_abort_spec.lua", "--junit", report],
                                  environment: ["FLOOD": "1"])
        #expect(r.status == 1)
        let output = try Alongside.testcaseOutputs(junit: report)["last words aborts"]?.output ?? ""
        let kept = "printed\nwritten to stderr\n"
        #expect(output.hasPrefix(kept + String(repeating: "y", count: 1024 - kept.utf8.count) + "\n[alongside: output truncated: "))
        #expect(output.contains("truncated: \(5000 + kept.utf8.count - 1024) more bytes were not kept (the limit is 1024 bytes a test)"))
    }

    @Test func aDeathOutsideTestsKeepsTheFilesOutput() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["workers/abort_at_load_spec.lua", "--junit", report])
        #expect(r.status == 1)
        let cases = try Alongside.testcaseOutputs(junit: report)
        #expect(cases.values.first?.output == "loading the file\n", "\(cases)")
    }

    @Test func aHardTimeoutKeepsWhatTheTestWrote() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["--timeout", "0.2", "workers/print_then_hang_spec.lua", "--junit", report])
        #expect(r.status == 1)
        let hung = try Alongside.testcaseOutputs(junit: report)["hung prints then backtracks forever"]
        #expect(hung?.status == "error")
        #expect(hung?.output == "about to hang\n")
    }
}
