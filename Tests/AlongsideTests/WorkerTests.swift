// End to end: what a worker process that dies, hangs, exits or is interrupted leaves in the report.
import Foundation
import Testing

@Suite struct WorkerTests {
    /// abort() in a test: that test is an error naming the signal; the file resumes after it.
    @Test(arguments: ["1", "2"])
    func aCrashCostsOnlyTheTestItHappenedIn(jobs: String) throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["-j", jobs, "workers/abort_spec.lua", "passing_spec.lua", "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["workers abort fails first"]?.status == "failure")
        #expect(cases["workers abort aborts"]?.status == "error")
        #expect(cases["workers abort aborts"]?.message.contains("worker killed by SIGABRT while running \"workers abort aborts\"") == true)
        #expect(cases["workers abort sentinel"]?.status == "success", "the file resumes in a fresh worker")
        #expect(cases.values.filter { $0.status == "success" }.count >= 2, "the next file still runs")
    }

    /// Shuffled, tests start out of declaration order: a worker names the test it starts by
    /// its declaration's number, so the crash still names the test it happened in, whichever
    /// order the seed gives, and each test is reported once.
    @Test(arguments: ["1", "2", "3", "4"])
    func aCrashInAShuffledFileNamesItsTest(seed: String) throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["--shuffle", "--seed", seed, "workers/abort_spec.lua", "--junit", report])
        #expect(r.status == 1)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases.count == 3)
        #expect(cases["workers abort fails first"]?.status == "failure")
        #expect(cases["workers abort aborts"]?.message.contains("SIGABRT while running \"workers abort aborts\"") == true)
        #expect(cases["workers abort sentinel"]?.status == "success")
    }

    /// The crash ends the last declared test: the block after it, not reached yet, still runs.
    @Test(arguments: ["1", "2"])
    func aCrashBeforeALaterBlockWasReachedStillRunsThatBlock(jobs: String) throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["-j", jobs, "workers/abort_before_block_spec.lua", "--junit", report])
        #expect(r.status == 1)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["workers early aborts"]?.status == "error")
        #expect(cases["workers later sentinel"]?.status == "success", "the file resumes in a fresh worker")
        #expect(cases.count == 2)
    }

    /// A crash in a block's setup, after its tests were declared and before any ran: the
    /// declarations (held by the worker to be written together) reached the supervisor first,
    /// so each test is named as not run.
    @Test func aCrashInASetupNamesTheBlocksDeclaredTests() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["workers/abort_in_setup_spec.lua", "--junit", report])
        #expect(r.status == 1)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["setup crash first"]?.message == "not run: worker died")
        #expect(cases["setup crash second"]?.message == "not run: worker died")
        #expect(cases.count == 3, "the two tests and the file's own error")
    }

    /// The supervisor reads messages in batches (every few ms, or when a file ends or a big
    /// message waits): a worker that crashes after 41 results nobody has read yet, one of them
    /// bigger than a pipe, loses none of them, and the crash names its own test.
    @Test func resultsNotYetReadWhenAWorkerDiesAreKept() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["-j", "2", "-o", "tap", "workers/quiet_then_abort_spec.lua", "passing_spec.lua",
                                   "--junit", report])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        let quiet = lines.filter { $0.contains(" - quiet ") }
        #expect(quiet.count == 43, "each test of the file reported once")
        #expect(quiet.filter { $0.hasPrefix("ok ") }.count == 42)
        #expect(Set(quiet).count == 43)
        let cases = try Alongside.testcases(junit: report)
        for i in 1...40 { #expect(cases["quiet passes \(i)"]?.status == "success", "passes \(i)") }
        #expect(cases["quiet prints more than a pipe holds"]?.status == "success")
        #expect(cases["quiet aborts"]?.message.contains("worker killed by SIGABRT while running \"quiet aborts\"") == true)
        #expect(cases["quiet sentinel"]?.status == "success")
    }

    /// Found by scripts/soak: a test whose name is not UTF-8 and that killed its worker restarted
    /// the file forever (the resumed worker did not recognise the tests it had to skip).
    @Test func aCrashUnderANameThatIsNotUTF8ResumesOnce() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["-j", "1", "workers/latin1_names_spec.lua", "--junit", report, "-o", "tap"])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let lines = r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        #expect(lines.count == 3, "each test reported once: \(lines)")
        #expect(lines.filter { $0.contains("sentinel") }.count == 1)
        #expect(lines.filter { $0.contains("passes first") }.count == 1)
    }

    /// Tests declared in a loop share their name and line: after the 2nd of 3 aborts its worker,
    /// the resumed file runs exactly the 3rd (it was skipped with the 1st, or reported "not run").
    @Test(arguments: ["1", "2"])
    func aCrashInALoopDeclaredTestResumesTheRest(jobs: String) throws {
        let r = try Alongside.run(["-j", jobs, "workers/loop_abort_spec.lua", "-o", "tap"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        #expect(lines.count == 3, "each test reported once: \(lines)")
        #expect(lines.first?.hasPrefix("not ok 1 - workers loop runs") == true, "the 1st fails: \(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("not ok 2 - workers loop runs") == true, "the 2nd crashed: \(lines)")
        #expect(lines.last?.hasPrefix("ok 3 - workers loop runs") == true, "the 3rd passes: \(lines)")
        #expect(r.stdout.contains("SIGABRT"))
        #expect(!r.stdout.contains("not run"))
    }

    /// Loops in a finalizer, a message handler, a __close handler, a spec's own hook, and a
    /// blocking C call: none returns to the count hook, so each is the supervisor's hard timeout,
    /// an error of that test alone; the run ends near the limits, with every test reported.
    @Test func loopsTheCountHookCannotStopAreHardTimeouts() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["-j", "1", "--timeout", "0.5", "workers/escapes_spec.lua", "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        for name in ["loops in __gc", "loops in an xpcall message handler", "clears the hook from a message handler",
                     "loops in a __close run by coroutine.close", "installs a looping line hook", "blocks in a C call"] {
            #expect(cases["escapes " + name]?.status == "error", "\(name)")
            let m = cases["escapes " + name]?.message ?? ""
            #expect(m.contains("timeout") || m.contains("--timeout"), "\(name): \(m)")
        }
        #expect(cases["escapes sentinel"]?.status == "success")
        // A worker may also be killed just after a test's result (the line hook fires in the
        // runner's own code once the test returned): under a slow build that can land outside
        // any test, and is then reported as one more error of the file, never as a result lost.
        let named = Set(["loops in __gc", "loops in an xpcall message handler", "clears the hook from a message handler",
                         "loops in a __close run by coroutine.close", "installs a looping line hook", "blocks in a C call",
                         "sentinel"].map { "escapes " + $0 })
        for (name, c) in cases where !named.contains(name) {
            #expect(c.status == "error" && c.message.contains("outside any test"), "\(name): \(c.message)")
        }
        #expect(cases.count >= 7 && cases.count <= 8)
    }

    /// Work inside one `ui` call (counts within the documented ranges, a million visible cells):
    /// the test ends near the limits as an error of its own (in a debug build, the hard timeout),
    /// never the run; the sentinel after it still runs.
    @Test func aHugeListInOneCallCostsOnlyItsTest() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["-j", "1", "--timeout", "1", "--memory-limit", "64", "workers/huge_list_spec.lua",
                                   "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["huge a million sections of a million rows"]?.status == "error")
        #expect(cases["huge a million visible cells"]?.status == "error")
        #expect(cases["huge sentinel"]?.status == "success")
    }

    /// A real exit(3) from C code: reported as such, and the rest of the file still runs.
    @Test func aRealExitIsAnErrorNamingTheCode() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["workers/exit_spec.lua", "--junit", report])
        #expect(r.status == 1)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["workers exit reaches the real os.exit"]?.message.contains("os.exit(3) from C") == true)
        #expect(cases["workers exit sentinel"]?.status == "success")
    }

    /// Backtracking in string.find never returns to the VM: the supervisor's kill stops it.
    @Test func aHangInCIsAHardTimeout() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["workers/hang_spec.lua", "--timeout", "0.5", "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["workers hang backtracks forever"]?.status == "error")
        #expect(cases["workers hang backtracks forever"]?.message.contains("hard timeout: the test ran longer than 0.5 s (--timeout)") == true)
        #expect(cases["workers hang sentinel"]?.status == "success")
    }

    /// A closed standard output (`alongside … | head -1`) does not end the run: the report is written.
    @Test func aClosedStandardOutputStillGivesTheReport() throws {
        let report = Alongside.temporaryReport()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Alongside.binary)
        p.arguments = ["-o", "tap", "workers/many_spec.lua", "--junit", report]
        p.currentDirectoryURL = URL(fileURLWithPath: Alongside.fixtures)
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try out.fileHandleForReading.close()
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationReason == .exit)
        #expect([1, 3].contains(p.terminationStatus))
        #expect(try Alongside.testcases(junit: report).count == 2001)
    }

    /// A SIGKILLed supervisor cannot stop its workers: each spinning worker must die with it.
    @Test func workersDieWithASupervisorThatIsKilled() throws {
        let mark = Alongside.temporaryReport("mark")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Alongside.binary)
        p.arguments = ["-j", "2", "--timeout", "0", "workers/spin_spec.lua", "workers/slow_spec.lua"]
        p.currentDirectoryURL = URL(fileURLWithPath: Alongside.fixtures)
        p.environment = ProcessInfo.processInfo.environment.merging(["ALONGSIDE_MARK": mark]) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // wait (bounded) for both workers to be spinning: this test must wait for child processes
        var workers: [pid_t] = []
        let started = Date().addingTimeInterval(30)
        while Date() < started && p.isRunning {
            workers = Processes.children(of: p.processIdentifier)
            if workers.count == 2, FileManager.default.fileExists(atPath: mark) { break }
            usleep(20_000)
        }
        #expect(workers.count == 2, "two workers: \(workers)")
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        let gone = Date().addingTimeInterval(30)
        while Date() < gone && workers.contains(where: Processes.isAlive) { usleep(20_000) }
        let survivors = workers.filter(Processes.isAlive)
        for w in survivors { kill(w, SIGKILL) }  // leave nothing spinning when the test fails
        #expect(survivors.isEmpty, "workers outlived their supervisor: \(survivors)")
    }

    /// A SIGKILLed supervisor: the processes a test started die with its worker (the worker's
    /// process group), as they do on a hard timeout; for a forked worker and an exec'd one
    /// (ALONGSIDE_EXEC_WORKERS).
    @Test(arguments: [false, true])
    func aTestsProcessesDieWithASupervisorThatIsKilled(exec: Bool) throws {
        let mark = Alongside.temporaryReport("mark")
        defer { for f in [mark, mark + ".tmp"] { try? FileManager.default.removeItem(atPath: f) } }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Alongside.binary)
        p.arguments = ["--timeout", "0", "workers/spawn_spec.lua"]
        p.currentDirectoryURL = URL(fileURLWithPath: Alongside.fixtures)
        p.environment = ProcessInfo.processInfo.environment.merging(
            ["ALONGSIDE_MARK": mark].merging(exec ? ["ALONGSIDE_EXEC_WORKERS": "1"] : [:]) { $1 }) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // wait (bounded) for the test's sleeper to start: this test must wait for child processes
        var sleeper: pid_t?
        let started = Date().addingTimeInterval(30)
        while Date() < started && p.isRunning && sleeper == nil {
            sleeper = (try? String(contentsOfFile: mark, encoding: .utf8)).flatMap {
                pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            if sleeper == nil { usleep(20_000) }
        }
        guard let sleeper else {
            kill(p.processIdentifier, SIGKILL)
            Issue.record("the test's sleeper never started")
            return
        }
        #expect(Processes.isAlive(sleeper))
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        let gone = Date().addingTimeInterval(30)
        while Date() < gone && Processes.isAlive(sleeper) { usleep(20_000) }
        let survived = Processes.isAlive(sleeper)
        if survived { kill(sleeper, SIGKILL) }  // leave nothing behind when the test fails
        #expect(!survived, "the test's process outlived the supervisor")
    }

    /// SIGTERM and SIGINT mid-test: the report holds the finished failure and the interrupted
    /// test, with what it wrote.
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aSignalWritesTheReportOfWhatRan(signal: Int32, code: Int32) throws {
        let report = Alongside.temporaryReport()
        let mark = Alongside.temporaryReport("mark")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Alongside.binary)
        p.arguments = ["workers/slow_spec.lua", "--timeout", "0", "--junit", report]
        p.currentDirectoryURL = URL(fileURLWithPath: Alongside.fixtures)
        p.environment = ProcessInfo.processInfo.environment.merging(["ALONGSIDE_MARK": mark]) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // wait (bounded) for the spinning test to start: this test must wait for a child process
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: mark) && Date() < deadline && p.isRunning {
            usleep(20_000)
        }
        #expect(FileManager.default.fileExists(atPath: mark))
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationStatus == code)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["workers slow fails fast"]?.status == "failure")
        #expect(cases["workers slow spins"]?.status == "error")
        #expect(cases["workers slow spins"]?.message == "interrupted")
        #expect(try Alongside.testcaseOutputs(junit: report)["workers slow spins"]?.output == "spinning now\n",
                "what the interrupted test wrote is its output")
    }
}
