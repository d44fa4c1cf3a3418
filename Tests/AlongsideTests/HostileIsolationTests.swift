// End to end: a hostile file cannot change a later file's results, a tampered binary chunk
// cannot crash the run, and --sandbox refuses by name (issue 10, points 2 and 3).
import Foundation
import Testing

@Suite struct HostileIsolationTests {
    /// Runs `files` with a JUnit report and returns the exit status and each test's status.
    private func run(_ files: [String], _ extra: [String] = []) throws -> (Int32, [String: (status: String, message: String)]) {
        let report = Alongside.temporaryReport()
        defer { try? FileManager.default.removeItem(atPath: report) }
        let r = try Alongside.run(files.map { "hostile/" + $0 } + ["--junit", report] + extra)
        #expect(try Alongside.validate(junit: report) == nil)
        return (r.status, try Alongside.testcases(junit: report))
    }

    @Test(arguments: ["replaces_loadfile_spec.lua", "reaches_report_spec.lua"])
    func aLaterFilesFailuresAreStillReported(first: String) throws {
        let (status, cases) = try run([first, "must_fail_spec.lua"])
        #expect(status == 1)
        #expect(cases["a passes"]?.status == "success")
        #expect(cases["b must fail"]?.status == "failure")
        #expect(cases["b must fail too"]?.status == "failure")
    }

    @Test func aTamperedBinaryChunkIsRefusedAndTheRunGoesOn() throws {
        let (status, cases) = try run(["tampered_bytecode_spec.lua"])
        #expect(status == 1)
        #expect(cases["bytecode fails first"]?.status == "failure")
        #expect(["error", "failure"].contains(cases["bytecode loads a tampered binary chunk"]?.status))
        #expect(cases["bytecode loads a tampered binary chunk"]?.message.contains("--allow-binary-chunks") == true)
        #expect(cases["bytecode sentinel"]?.status == "success")
        #expect(cases.count == 3)
    }

    @Test func theSandboxRefusesEachEscapeByName() throws {
        // left by an unsandboxed run of the same fixture, it would hide a write that got through
        try? FileManager.default.removeItem(atPath: "/tmp/alongside-sandboxed-spec")
        let (status, cases) = try run(["sandboxed_spec.lua"], ["--sandbox"])
        #expect(status == 1)
        for name in ["runs a command", "loads native code", "writes outside"] {
            #expect(cases["sandboxed " + name]?.status == "error", "\(name)")
            #expect(cases["sandboxed " + name]?.message.contains("under --sandbox") == true, "\(name)")
        }
        #expect(cases["sandboxed sentinel"]?.status == "success")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/alongside-sandboxed-spec"))
    }

    /// Without `--sandbox` a spec can still open its worker's message pipe, but the worker
    /// sends its messages through its shared log and the supervisor drops whatever comes down
    /// the pipe: a forged result never reaches the report (in a forked and in an exec'd worker).
    @Test(arguments: [false, true])
    func aForgedLineOnTheMessagePipeIsDropped(exec: Bool) throws {
        let report = Alongside.temporaryReport()
        defer { try? FileManager.default.removeItem(atPath: report) }
        let r = try Alongside.run(["workers/forge_pipe_spec.lua", "--junit", report],
                                  environment: exec ? ["ALONGSIDE_EXEC_WORKERS": "1"] : [:])
        #expect(r.status == 0)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["pipe forges"]?.status == "success")
        #expect(cases["pipe sentinel"]?.status == "success")
        #expect(cases["pipe forged"] == nil, "a forged result got through")
        #expect(cases.count == 2)
    }

    /// The worker's message pipe is fd 4: a spec writing there could forge its own file's results.
    /// Under --sandbox each way to it is refused: the /proc and /dev/fd names (which resolve to no
    /// path), and a link to it shipped in the working directory; so is a dangling link, which would
    /// create its target outside the working directory.
    @Test func theSandboxRefusesTheMessagePipeAndLinksOut() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-pipe-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-escape-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/forge", withDestinationPath: "/proc/self/fd/4")
        try FileManager.default.createSymbolicLink(atPath: dir + "/escape", withDestinationPath: outside)
        try #"""
        -- each test forges a passing "pipe forged" result if it can open its path for writing
        local forged = "test\tsuccess\tpipe_spec.lua\t2:pipe\31forged\t1\t0\t-\t-\t\t1\n"
        local function forge(path) local f = io.open(path, "w"); f:write(forged); f:close() end
        describe("pipe", function()
          it("proc", function() forge("/proc/self/fd/4") end)
          it("dev fd", function() forge("/dev/fd/4") end)
          it("link", function() forge("forge") end)
          it("dangling link", function() forge("escape") end)
          it("sentinel", function() end)
        end)
        """#.write(toFile: dir + "/pipe_spec.lua", atomically: true, encoding: .utf8)
        let report = Alongside.temporaryReport()
        defer { try? FileManager.default.removeItem(atPath: report) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Alongside.binary)
        p.arguments = ["-j", "1", "--sandbox", "pipe_spec.lua", "--junit", report]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        for name in ["proc", "dev fd", "link", "dangling link"] {
            #expect(cases["pipe " + name]?.status == "error", "\(name)")
            #expect(cases["pipe " + name]?.message.contains("under --sandbox") == true, "\(name): \(cases["pipe " + name]?.message ?? "")")
        }
        #expect(cases["pipe sentinel"]?.status == "success")
        #expect(cases["pipe forged"] == nil, "a forged result got through")
        #expect(!FileManager.default.fileExists(atPath: outside))
    }
}
