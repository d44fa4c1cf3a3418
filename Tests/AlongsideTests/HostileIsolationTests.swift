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
}
