// PreloadTests: SpecRunner's preload hook runs on each file's fresh state before the file.
import Foundation
import LuaKit
import Testing
@testable import LuaSpec

@Suite struct PreloadTests {
    private func run(_ source: String, preloads: [SpecPreload]) throws -> (RecordingReporter, RunSummary) {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("preload-\(UUID().uuidString)_spec.lua").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = RecordingReporter()
        let (summary, _) = SpecRunner(options: SpecOptions(), reporters: [recorder], preloads: preloads)
            .run([SpecFile(path: path), SpecFile(path: path)])
        return (recorder, summary)
    }

    @Test func preloadsRunOnEveryFilesStateBeforeTheFile() throws {
        var calls = 0
        let preload: SpecPreload = { state throws(LuaError) in
            calls += 1
            state.setGlobal("greeting", .string("hello"))
        }
        let (rec, summary) = try run("""
            local seen = greeting
            describe("d", function()
              it("sees the preload", function() assert.are.equal("hello", seen) end)
              it("gets a fresh state", function() assert.is_nil(leaked); leaked = true end)
            end)
            """, preloads: [preload])
        #expect(calls == 2)
        #expect(summary.passed)
        #expect(rec.results.count == 4)
    }

    @Test func aFailingPreloadIsAHarnessFaultOfTheFile() throws {
        let preload: SpecPreload = { _ throws(LuaError) in throw .host(message: "no ui today") }
        let (rec, summary) = try run("it('never runs', function() end)", preloads: [preload])
        #expect(!summary.passed)
        #expect(rec.results.first?.message == "harness fault: no ui today")
        #expect(rec.results.first?.status == .error)
    }
}
