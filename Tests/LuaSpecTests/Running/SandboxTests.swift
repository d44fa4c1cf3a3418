// --sandbox (SpecOptions.sandbox): every way out of the working directory and the Lua VM is a
// Lua error naming the option (issue 10, point 3).
import Foundation
import Testing
@testable import LuaSpec

@Suite struct SandboxTests {
    private var sandboxed: SpecOptions {
        var options = SpecOptions()
        options.sandbox = true
        options.allowBinaryChunks = true   // --sandbox wins
        return options
    }

    /// A spec in which each test expects an error mentioning `--sandbox`.
    private func refusals(_ calls: [(String, String)]) -> String {
        "describe(\"sandbox\", function()\n" + calls.map { name, call in
            """
              it("\(name)", function()
                local ok, err = pcall(function() \(call) end)
                assert.is_false(ok)
                assert.truthy(tostring(err):find("not available under --sandbox", 1, true), tostring(err))
              end)

            """
        }.joined() + "end)\n"
    }

    @Test func processesNativeCodeAndTemporaryFilesAreRefused() throws {
        let calls = [
            ("os.execute", "os.execute('true')"),
            ("io.popen", "io.popen('echo hi')"),
            ("package.loadlib", "package.loadlib('/lib/x86_64-linux-gnu/libc.so.6', 'abort')"),
            ("os.tmpname", "os.tmpname()"),
            ("io.tmpfile", "io.tmpfile()"),
            ("a C module", "require('lfs')"),
            ("a binary chunk", "assert(load(string.dump(function() end)))"),
            ("writing outside", "io.open('/tmp/alongside-sandbox-escape', 'w')"),
            ("appending outside", "io.open('../escape.txt', 'a')"),
            ("io.output outside", "io.output('/tmp/alongside-sandbox-escape')"),
            ("os.remove outside", "os.remove('/tmp/alongside-sandbox-escape')"),
            ("os.rename outside", "os.rename('inside.txt', '/tmp/alongside-sandbox-escape')"),
        ]
        let (rec, summary, _) = try runSpec(refusals(calls), options: sandboxed)
        #expect(summary.passed, "\(rec.results.filter { $0.status != .success }.map { ($0.path, $0.message ?? "") })")
        #expect(rec.results.count == calls.count)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/alongside-sandbox-escape"))
    }

    @Test func theRefusalNamesWhatWasRefused() throws {
        let (rec, _, _) = try runSpec("it('runs', function() os.execute('true') end)", options: sandboxed)
        #expect(rec.results.first?.message?.contains("os.execute is not available under --sandbox") == true)
    }

    @Test func aRefusedWriteNamesTheSpecLineThatAskedForIt() throws {
        let (rec, _, path) = try runSpec("""
            it("output", function()
              io.output("/tmp/alongside-sandbox-escape")
            end)
            it("remove", function()
              os.remove("/tmp/alongside-sandbox-escape")
            end)
            """, options: sandboxed)
        let file = (path as NSString).lastPathComponent
        let messages = rec.results.map { $0.message ?? "" }
        #expect(messages.count == 2)
        #expect(messages.first?.contains("\(file):2: io.output of '/tmp/alongside-sandbox-escape'") == true, "\(messages)")
        #expect(messages.last?.contains("\(file):5: os.remove of '/tmp/alongside-sandbox-escape'") == true, "\(messages)")
    }

    @Test func readsAndWritesInsideTheWorkingDirectoryStillWork() throws {
        let name = "sandbox-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: name) }
        let (rec, summary, _) = try runSpec("""
            describe("inside", function()
              it("writes, reads, renames and removes its own file", function()
                local f = assert(io.open("\(name)", "w")); f:write("hi"); f:close()
                assert.are.equal("hi", io.open("\(name)"):read("a"))
                assert(os.rename("\(name)", "\(name).2"))
                assert(os.remove("\(name).2"))
              end)
              it("reads system files and loads luassert", function()
                assert.is_string(io.open("/etc/hostname") and "readable" or "missing")
                assert.is_table(require("say"))
              end)
            end)
            """, options: sandboxed)
        #expect(summary.passed, "\(rec.results.map { $0.message ?? "" })")
    }

    @Test func withoutTheSandboxTheseWork() throws {
        let (rec, summary, _) = try runSpec("""
            it("os.execute", function() assert.is_true(os.execute("true")) end)
            it("os.tmpname", function() local n = os.tmpname(); os.remove(n) end)
            """)
        #expect(summary.passed, "\(rec.results.map { $0.message ?? "" })")
    }
}
