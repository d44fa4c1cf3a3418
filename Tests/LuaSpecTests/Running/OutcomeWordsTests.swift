// The runner words what LuaKit's limited call reports (issue 10, point 6): the timeout and the
// memory cap in the command line's terms, failures and pending by their marks, other errors by
// what was raised.
import Testing
@testable import LuaSpec

@Suite struct OutcomeWordsTests {
    private func messages(_ source: String, options: SpecOptions = SpecOptions()) throws -> [String: (TestStatus, String)] {
        let (rec, _, _) = try runSpec(source, options: options)
        return Dictionary(rec.results.map { ($0.path.joined(separator: " "), ($0.status, $0.message ?? "")) },
                          uniquingKeysWith: { a, _ in a })
    }

    @Test func aTimeoutNamesTheLineAndTheOption() throws {
        var options = SpecOptions()
        options.timeout = 0.05
        let (rec, _, path) = try runSpec("""
            it("loops", function()
              while true do end
            end)
            it("swallows it", function() return pcall(function() while true do end end) end)
            """, options: options)
        #expect(rec.results.first?.status == .error)
        #expect(rec.results.first?.message == "\(path):2: timeout: the test ran longer than 0.05 s (--timeout)")
        #expect(rec.results.last?.status == .error)
        #expect(rec.results.last?.message?.hasSuffix("timeout: the test ran longer than 0.05 s (--timeout)") == true)
    }

    @Test func theMemoryCapNamesTheLimitAndTheOption() throws {
        var options = SpecOptions()
        options.memoryLimitMiB = 16
        let m = try messages("it('allocates', function() local s = string.rep('x', 64 * 1024 * 1024) end)", options: options)
        #expect(m["allocates"]?.0 == .error)
        #expect(m["allocates"]?.1 == "not enough memory: the test reached the limit of 16 MiB (--memory-limit)")
    }

    @Test func errorObjectsAreWordedByWhatWasRaised() throws {
        let m = try messages("""
            it("table", function() error({}) end)
            it("tostring", function() error(setmetatable({}, { __tostring = function() return "custom" end })) end)
            it("nil", function() error() end)
            it("pending", function() pending("later") end)
            it("failure", function() assert.are.equal(1, 2) end)
            """)
        #expect(m["table"]?.1 == "(error object is a table value)")
        #expect(m["tostring"]?.1 == "custom")
        #expect(m["nil"]?.1 == "nil")
        #expect(m["pending"]?.0 == .pending)
        #expect(m["pending"]?.1 == "later")
        #expect(m["failure"]?.0 == .failure)
    }

    /// Only a test body fails or goes pending: the same marks raised by a hook are errors.
    @Test func aFailureOrPendingInAHookIsAnError() throws {
        let m = try messages("""
            describe("failing hook", function()
              before_each(function() assert.is_true(false) end)
              it("test", function() end)
            end)
            describe("pending hook", function()
              local p
              after_each(function() if p then error(p) end end)
              it("test", function() local _; _, p = pcall(pending, "not here") end)
            end)
            """)
        #expect(m["failing hook test"]?.0 == .error)
        #expect(m["failing hook test"]?.1.hasPrefix("before_each failed: ") == true)
        #expect(m["pending hook test"]?.0 == .error)
        #expect(m["pending hook test"]?.1 == "after_each failed: not here")
    }

    @Test func aLoopingTostringIsStoppedByTheDeadline() throws {
        var options = SpecOptions()
        options.timeout = 0.05
        let m = try messages("""
            it("hostile", function() error(setmetatable({}, { __tostring = function() while true do end end })) end)
            """, options: options)
        #expect(m["hostile"]?.0 == .error)
        #expect(m["hostile"]?.1 == "(error object is a table value)")
    }
}
