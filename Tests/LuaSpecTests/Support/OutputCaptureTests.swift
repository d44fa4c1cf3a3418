// Output capture: what a test writes through print, io.write, io.stdout, io.stderr and warn is
// its own, in order, within the output limit, whatever it does to the (real FILE*) streams.
import Testing
@testable import LuaSpec

@Suite struct OutputCaptureTests {
    /// The `fileOutput` texts of a run, in order.
    private func fileOutput(_ rec: RecordingReporter) -> [String] {
        rec.events.compactMap { if case .fileOutput(_, _, let text) = $0 { text } else { nil } }
    }

    @Test func everyWayOfWritingLandsInTheTestInOrder() throws {
        let (rec, summary, _) = try runSpec("""
        describe("d", function()
          it("writes", function()
            print("1 print", 2)
            io.write("3 io.write\\n")
            io.stdout:write("4 stdout\\n")
            io.stderr:write("5 stderr\\n")
            io.output():write("6 output\\n")
            warn("@on")
            warn("7 ", "warn")
            print("8 print")
          end)
        end)
        """)
        #expect(summary.successes == 1)
        #expect(rec.results.first?.output == "1 print\t2\n3 io.write\n4 stdout\n5 stderr\n6 output\nLua warning: 7 warn\n8 print\n")
    }

    @Test func aFullyBufferedStreamStillBelongsToTheTestThatWrote() throws {
        let (rec, _, _) = try runSpec("""
        describe("d", function()
          it("a", function()
            io.stdout:setvbuf("full")
            io.stderr:setvbuf("full")
            io.write("a1 ")
            print("a2")
            io.stderr:write("a3")
          end)
          it("b", function() io.write("b1") end)
        end)
        """)
        #expect(rec.results.map(\.output) == ["a1 a2\na3", "b1"])
    }

    @Test func outputOutsideTestsIsTheFilesNotTheNextTests() throws {
        let (rec, _, _) = try runSpec("""
        io.write("loading ")
        describe("d", function()
          setup(function() io.stderr:write("setup ") end)
          it("a", function() io.write("in a") end)
          teardown(function() print("teardown") end)
        end)
        """)
        #expect(rec.results.map(\.output) == ["in a"])
        #expect(fileOutput(rec) == ["loading ", "setup teardown\n"])
    }

    @Test func aClosedStreamIsRefusedAndTheNextTestStillCaptures() throws {
        let (rec, summary, _) = try runSpec("""
        describe("d", function()
          it("closes", function()
            assert.are.same({ nil, "cannot close standard file" }, { io.stdout:close() })
            assert.are.same({ nil, "cannot close standard file" }, { io.stderr:close() })
            io.write("after close")
          end)
          it("next", function() io.stderr:write("next") end)
        end)
        """)
        #expect(summary.successes == 2)
        #expect(rec.results.map(\.output) == ["after close", "next"])
    }

    @Test func aHugeWriteKeepsTheLimitAndCountsTheRest() throws {
        var options = SpecOptions()
        options.outputLimitBytes = 1024
        let (rec, summary, _) = try runSpec("""
        describe("d", function()
          it("floods", function()
            print("first")
            local chunk = string.rep("x", 1 << 20)
            for _ = 1, 8 do io.stdout:write(chunk) end
            io.stderr:write(chunk)
          end)
          it("quiet", function() io.write("calm") end)
        end)
        """, options: options)
        #expect(summary.successes == 2)
        let flood = try #require(rec.results.first?.output)
        let written = 6 + 9 * (1 << 20)
        #expect(flood.hasPrefix("first\n" + String(repeating: "x", count: 1024 - 6) + "\n[alongside: output truncated: "))
        #expect(flood.contains("truncated: \(written - 1024) more bytes"))
        #expect(rec.results[1].output == "calm")
    }

    @Test func theGlobalArgIsTheGivenCommandLine() throws {
        var options = SpecOptions()
        options.commandLine = ["/bin/alongside", "-v", "spec"]
        options.interpreter = ["/bin/alongside", "run"]
        let (rec, summary, _) = try runSpec("""
        it("reads arg", function()
          io.write(arg[0], " ", #arg, " ", arg[1], " ", arg[2], " ", arg[-2], " ", arg[-1], " ", tostring(arg[-3]))
        end)
        """, options: options)
        #expect(summary.successes == 1)
        #expect(rec.results.first?.output == "/bin/alongside 2 -v spec /bin/alongside run nil")
    }

    @Test func withoutACommandLineThereIsNoArg() throws {
        let (_, summary, _) = try runSpec("""
        it("has no arg", function() assert.is_nil(arg) end)
        """)
        #expect(summary.successes == 1)
    }
}
