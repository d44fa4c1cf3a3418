// The runner's event stream: order, counts, and what each result carries.
import Foundation
import Testing
@testable import LuaSpec

/// Records every event for inspection.
final class RecordingReporter: Reporter {
    var events: [Event] = []
    func handle(_ event: Event) { events.append(event) }
    func finish() throws(ReportError) {}

    var results: [TestResult] {
        events.compactMap { if case .testFinished(let r) = $0 { r } else { nil } }
    }
}

/// Writes `source` to a temporary spec file and runs it.
func runSpec(_ source: String, options: SpecOptions = SpecOptions(), lines: [Int] = []) throws
    -> (RecordingReporter, RunSummary, String)
{
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("event-\(UUID().uuidString)_spec.lua").path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = RecordingReporter()
    let (summary, _) = SpecRunner(options: options, reporters: [recorder]).run([SpecFile(path: path, lines: lines)])
    return (recorder, summary, path)
}

@Suite struct RunnerEventTests {
    @Test func eventsComeInRunFileTestOrder() throws {
        let (rec, summary, path) = try runSpec("""
        print("loading")
        describe("d", function()
          it("a", function() print("in a") end)
          it("b", function() assert.is_true(false) end)
        end)
        """)
        let kinds = rec.events.map { e -> String in
            switch e {
            case .runStarted: "run"
            case .fileStarted: "file"
            case .fileOutput: "output"
            case .testFinished(let r): "test:" + r.fullName
            case .fileFinished: "/file"
            case .runFinished: "/run"
            }
        }
        #expect(kinds == ["run", "file", "output", "test:d a", "test:d b", "/file", "/run"])
        #expect(summary.successes == 1 && summary.failures == 1 && summary.total == 2)
        let a = try #require(rec.results.first)
        #expect(a.output == "in a\n")
        #expect(a.file == path)
        #expect(a.line == 3)
        #expect(a.path == ["d", "a"])
        let b = rec.results[1]
        #expect(b.status == .failure)
        #expect(b.message?.hasPrefix(path + ":4: Expected") == true)
        #expect(b.traceback?.contains("[alongside]") == false, "harness frames are trimmed")
        #expect(b.traceback?.contains("luassert") == false, "assertion library frames are trimmed")
    }

    @Test func statusOnlyGetsWorse() throws {
        let (rec, _, _) = try runSpec("""
        describe("d", function()
          after_each(function() error("late") end)
          it("pending then broken", function() pending("soon") end)
          it("failed then broken", function() assert.is_true(false) end)
        end)
        """)
        #expect(rec.results.map(\.status) == [.error, .error])
        #expect(rec.results[1].message?.hasPrefix("after_each failed: ") == true, "the final status's cause comes first")
        #expect(rec.results[1].message?.contains("already ended with failure") == true, "the earlier cause stays visible")
        #expect(rec.results[0].message?.contains("already ended with pending: soon") == true)
    }

    @Test func lazySetupRunsOnlyWhenATestBelowRuns() throws {
        let (rec, _, _) = try runSpec("""
        local log = {}
        describe("outer", function()
          describe("skipped", function()
            lazy_setup(function() table.insert(log, "lazy-skipped") end)
            strict_setup(function() table.insert(log, "strict-skipped") end)
            it("filtered out #no", function() end)
          end)
          describe("run", function()
            lazy_setup(function() table.insert(log, "lazy-run") end)
            it("first", function() end)
            it("second", function() end)
            -- busted's meaning: a reached block's strict_setup runs even when a filter leaves
            -- it no test; a lazy_setup waits for a test that runs
            it("reads the log", function() assert.are.same({ "strict-skipped", "lazy-run" }, log) end)
          end)
        end)
        """, options: { var o = SpecOptions(); o.excludeTags = ["no"]; return o }())
        #expect(rec.results.map(\.status) == [.success, .success, .success])
    }

    /// Runs `spec` with a module `name` (its `source`) on the spec's package.path.
    private func runRequiring(_ spec: String, module name: String, source: String) throws -> RecordingReporter {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("req-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try source.write(to: dir.appendingPathComponent(name + ".lua"), atomically: true, encoding: .utf8)
        var options = SpecOptions()
        options.luaPath = [dir.path + "/?.lua"]
        return try runSpec(spec, options: options).0
    }

    @Test func blocksDeclaredInARequiredFileCount() throws {
        let rec = try runRequiring("require 'shared_blocks'", module: "shared_blocks", source: """
            local b = require 'busted'
            b.describe('from module', function() b.it('counts', function() end) end)
            """)
        #expect(rec.results.map(\.fullName) == ["from module counts"])
    }

    /// As under busted, a module sees `_G`, where the DSL is not: its global `describe` is nil,
    /// and the file is one error naming it.
    @Test func aModuleCallingTheGlobalDescribeIsAnErrorAsInBusted() throws {
        let rec = try runRequiring("require 'global_blocks'\nit('x', function() end)", module: "global_blocks",
                                   source: "describe('from module', function() it('counts', function() end) end)")
        #expect(rec.results.map(\.fullName) == ["(file)"])
        #expect(rec.results.first?.message?.contains("attempt to call a nil value (global 'describe')") == true)
    }

    @Test func listModeReportsWithoutRunning() throws {
        var options = SpecOptions()
        options.listOnly = true
        let (rec, summary, _) = try runSpec("""
        describe("d", function() it("x", function() error("must not run") end) end)
        """, options: options)
        #expect(rec.results.map(\.fullName) == ["d x"])
        #expect(summary.total == 0)
    }
}
