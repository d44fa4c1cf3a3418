// End to end: each outcome, and each hook failure, lands on the right tests in every report.
import Foundation
import Testing

@Suite struct OutcomeTests {
    @Test func eachOutcomeAndHookFailureIsReportedOnItsTests() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["outcomes_spec.lua", "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        let expected: [(String, String)] = [
            ("outcomes passes", "success"),
            ("outcomes fails an assertion", "failure"),
            ("outcomes raises an error", "error"),
            ("outcomes is declared pending", "skipped"),
            ("outcomes becomes pending", "skipped"),
            ("outcomes fails in finally", "error"),
            ("a failing setup first victim", "error"),
            ("a failing setup second victim", "error"),
            ("a failing before_each victim", "error"),
            ("a failing after_each passes its body", "error"),
        ]
        for (name, status) in expected {
            #expect(cases[name]?.status == status, "\(name)")
        }
        #expect(cases.count == expected.count, "no test dropped, none invented")
        #expect(cases["a failing setup first victim"]?.message.contains("setup failed") == true)
        #expect(cases["a failing before_each victim"]?.message.contains("before_each failed") == true)
        #expect(cases["a failing after_each passes its body"]?.message.contains("after_each failed") == true)
        #expect(cases["outcomes becomes pending"]?.message == "waiting for a fix")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains("<system-out>printed by a failing test"))
        #expect(r.stdout.contains("1 passed, 7 failed, 2 skipped"))
    }

    @Test func syntaxAndTopLevelErrorsAreErrorTestsOfTheirFile() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["syntax_error_spec.lua", "toplevel_error_spec.lua", "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains("syntax_error_spec.lua:3: &apos;)&apos; expected") || xml.contains("syntax_error_spec.lua:3: ') expected"))
        #expect(xml.contains("boom at the top level"))
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["declared before the error"] == nil, "as in busted, a file that raised runs none of its tests")
        #expect(r.stdout.contains("0 passed, 2 failed, 0 skipped"))
    }

    @Test func eachLimitStopsOnlyItsOwnTest() throws {
        let report = Alongside.temporaryReport()
        // Timeouts are short; the memory test gets a long one so a busy machine cannot turn it
        // into a timeout.
        let r = try Alongside.run(["limits_spec.lua", "--timeout", "0.2", "--filter-out", "allocates",
                                   "--junit", report])
        #expect(r.status == 1)
        let memoryReport = Alongside.temporaryReport()
        let m = try Alongside.run(["limits_spec.lua", "--timeout", "60", "--memory-limit", "64",
                                   "--filter", "allocates", "--filter", "still runs", "--junit", memoryReport])
        #expect(m.status == 1)
        let cases = try Alongside.testcases(junit: report).merging(try Alongside.testcases(junit: memoryReport)) { a, _ in a }
        #expect(cases["limits loops forever"]?.message.contains("timeout") == true)
        #expect(cases["limits swallows the timeout with pcall"]?.message.contains("timeout") == true)
        #expect(cases["limits loops in a coroutine"]?.message.contains("timeout") == true)
        #expect(cases["limits allocates without end"]?.message.contains("not enough memory") == true)
        #expect(cases["limits overflows the C stack"]?.message.contains("stack overflow") == true)
        #expect(cases["limits calls os.exit"]?.message.contains("os.exit(3)") == true)
        #expect(cases["limits still runs afterwards"]?.status == "success")
        #expect(cases.count == 7)
    }

    @Test func manyFailuresNeverWrapTheExitStatus() throws {
        let r = try Alongside.run(["many_failures_spec.lua", "-o", "tap"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("1..256"))
    }

    @Test func aPassingRunExitsZero() throws {
        let r = try Alongside.run(["passing_spec.lua"])
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("2 passed, 0 failed, 0 skipped\n"))
    }

    @Test func hostileNamesAndMessagesStillMakeAValidReport() throws {
        let report = Alongside.temporaryReport()
        let r = try Alongside.run(["escaping_spec.lua", "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(xml.contains("🚀"))
        #expect(!xml.contains("\u{0}"))
        #expect(!xml.contains("\u{1B}"))
    }
}
