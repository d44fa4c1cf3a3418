// busted's execution model in the runner: blocks run when reached, and what the command line
// hands the runner (-e, --helper with -Xhelper, --sort-tests) acts as busted's does; --list
// and `file:LINE` keep working although a block's tests exist only once its body ran.
import Foundation
import Testing
@testable import LuaSpec

@Suite struct BustedSemanticsTests {
    /// A helper file (busted's --helper) in a temporary folder; returns its path.
    private func helperFile(_ source: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("helper-\(UUID().uuidString).lua").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func executeThenHelperRunBeforeTheSpecWithTheHelpersArguments() throws {
        var options = SpecOptions()
        options.execute = ["ORDER = { 'e' }"]
        options.helper = try helperFile("""
            table.insert(ORDER, 'helper')
            HELPER_ARGS = { ... }
            HELPER_ARG = arg
            """)
        defer { try? FileManager.default.removeItem(atPath: options.helper ?? "") }
        options.helperArguments = ["--one", "two"]
        let (rec, summary, _) = try runSpec("""
            it("sees both", function()
              assert.are.same({ 'e', 'helper' }, ORDER)
              assert.are.same({ '--one', 'two' }, HELPER_ARGS)
              assert.are.same({ '--one', 'two' }, { HELPER_ARG[1], HELPER_ARG[2] })
            end)
            """, options: options)
        #expect(rec.results.map(\.status) == [.success])
        #expect(summary.passed)
    }

    @Test func aFailingHelperIsTheFilesOneError() throws {
        var options = SpecOptions()
        options.helper = try helperFile("error('helper broke', 0)")
        defer { try? FileManager.default.removeItem(atPath: options.helper ?? "") }
        let (rec, _, _) = try runSpec("it('never runs', function() end)", options: options)
        #expect(rec.results.map(\.fullName) == ["(file)"])
        #expect(rec.results.first?.message?.contains("failed running the specified helper") == true)
        #expect(rec.results.first?.message?.contains("helper broke") == true)
    }

    @Test func aFailingExecuteStatementIsTheFilesOneError() throws {
        var options = SpecOptions()
        options.execute = ["error('bad -e', 0)"]
        let (rec, _, _) = try runSpec("it('never runs', function() end)", options: options)
        #expect(rec.results.map(\.fullName) == ["(file)"])
        #expect(rec.results.first?.message == "-e: bad -e")
    }

    @Test func sortTestsRunsEachBlocksChildrenByName() throws {
        var options = SpecOptions()
        options.sortTests = true
        let (rec, _, _) = try runSpec("""
            it("c", function() end)
            describe("b", function() it("z", function() end) it("y", function() end) end)
            it("a", function() end)
            """, options: options)
        #expect(rec.results.map(\.fullName) == ["a", "b y", "b z", "c"])
    }

    @Test func listRunsBlockBodiesButNoHookOrTest() throws {
        var options = SpecOptions()
        options.listOnly = true
        let (rec, _, _) = try runSpec("""
            describe("d", function()
              setup(function() error("setup must not run") end)
              before_each(function() error("before_each must not run") end)
              describe("inner", function()
                for i = 1, 2 do it("t" .. i, function() error("must not run") end) end
              end)
            end)
            """, options: options)
        #expect(rec.results.map(\.fullName) == ["d inner t1", "d inner t2"], "listed, none run")
    }

    @Test func aLineInsideALaterBlockSelectsOnlyThatBlocksTest() throws {
        // lines: 1 describe, 2 it, 3 describe "b" (its body runs only because line 4 is in it)
        let source = """
            describe("a", function()
              it("one", function() end)
              describe("b", function()
                it("two", function() end)
              end)
            end)
            """
        let (rec, _, _) = try runSpec(source, lines: [4])
        #expect(rec.results.map(\.fullName) == ["a b two"])
        let (whole, _, _) = try runSpec(source, lines: [1])
        #expect(whole.results.map(\.fullName) == ["a one", "a b two"])
    }

    @Test func filterOutAndExcludedTagsPruneABlockWithoutRunningItsBody() throws {
        var options = SpecOptions()
        options.filtersOut = ["^skipped"]
        options.excludeTags = ["slow"]
        let (rec, _, _) = try runSpec("""
            describe("skipped", function() error("body must not run") end)
            describe("tagged #slow", function() error("body must not run") end)
            it("kept", function() end)
            """, options: options)
        #expect(rec.results.map(\.fullName) == ["kept"])
    }

    @Test func aDescribeBodyThatRaisesIsOneErrorAndLaterBlocksStillRun() throws {
        let (rec, _, _) = try runSpec("""
            describe("broken", function()
              it("declared before the error", function() end)
              error("body broke")
            end)
            describe("later", function() it("runs", function() end) end)
            """)
        #expect(rec.results.map(\.status) == [.error, .success])
        #expect(rec.results.first?.message?.contains("describe failed:") == true)
        #expect(rec.results.last?.fullName == "later runs")
    }
}
