// The output options busted users pass: -o with busted's handler names, -v, --suppress-pending,
// --defer-print, -Xoutput FILE for -o junit, and the refusal of custom handler modules.
import Foundation
import Testing
@testable import AlongsideCLI

@Suite struct BustedOutputOptionTests {
    @Test(arguments: [
        ("utfTerminal", Invocation.Format.terminal), ("UTFTERMINAL", .terminal), ("terminal", .terminal),
        ("plainTerminal", .plainTerminal), ("plainterminal", .plainTerminal),
        ("TAP", .bustedTAP), ("tap", .tap), ("Tap", .tap), ("tap13", .tap),
        ("json", .json), ("JSON", .json), ("json-detailed", .jsonDetailed),
        ("junit", .junit), ("gtest", .gtest), ("GTest", .gtest),
    ])
    func formatNames(name: String, format: Invocation.Format) throws {
        #expect(try Invocation.parse(["-o", name]).format == format)
    }

    @Test(arguments: ["./my_handler.lua", "busted.outputHandlers.TAP", "handlers/custom"])
    func aCustomHandlerIsRefusedWithTheReason(value: String) throws {
        #expect {
            try Invocation.parse(["-o", value])
        } throws: { error in
            let message = (error as? UsageError)?.message ?? ""
            return message.contains("custom output handlers") && message.contains("are not supported")
                && message.contains("got '\(value)'")
        }
    }

    @Test func reportFlagsSetTheirSettings() throws {
        let inv = try Invocation.parse(["-v", "--suppress-pending", "--defer-print", "--junit-testcase-files"])
        #expect(inv.report.verbose && inv.report.suppressPending && inv.report.deferPrint && inv.report.junitTestcaseFiles)
        let off = try Invocation.parse(["-v", "--no-verbose", "--suppress-pending", "--no-suppress-pending",
                                        "--defer-print", "--no-defer-print"])
        #expect(!off.report.verbose && !off.report.suppressPending && !off.report.deferPrint)
    }

    /// `-o junit` reads the first -Xoutput value as its file, as busted's junit handler; values
    /// no layout reads get one note, whatever the order of -o and -Xoutput.
    @Test func xoutputFileForJUnitAndNotesForTheRest() throws {
        let junit = try Invocation.parse(["-Xoutput", "report.xml,--color,extra", "-o", "junit"])
        #expect(junit.report.outputArguments == ["report.xml", "extra"])
        #expect(junit.forceColour)
        #expect(junit.outputNotes == ["-Xoutput 'extra' ignored (only --color and --plain are understood, "
            + "and a file name with -o junit)"])
        let terminal = try Invocation.parse(["-Xoutput", "--color,--sound,x"])
        #expect(terminal.outputNotes == ["-Xoutput '--sound', 'x' ignored (only --color and --plain are understood, "
            + "and a file name with -o junit)"])
        #expect(try Invocation.parse(["-Xoutput", "--plain"]).outputNotes.isEmpty)
    }

    @Test func helpListsEveryOutputOption() {
        for text in ["-o, --output, --format FORMAT", "plainTerminal", "json-detailed", "gtest", "--suppress-pending",
                     "--defer-print", "--junit-testcase-files", "docs/junit-gitlab.xsd"] {
            #expect(alongsideHelp.contains(text), "\(text)")
        }
    }

    /// End to end: `-o junit -Xoutput FILE` writes busted's layout to the file, nothing to stdout.
    @Test func junitToTheXoutputFile() throws {
        let report = Alongside.temporaryReport()
        defer { try? FileManager.default.removeItem(atPath: report) }
        let r = try Alongside.run(["-o", "junit", "-Xoutput", report, "passing_spec.lua"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.isEmpty)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(text.hasPrefix("\n<testsuites tests='2' errors='0' failures='0' skip='0'"))
    }

    /// `--suppress-pending` reaches every reporter: the terminal's counts and the --junit report.
    @Test func suppressPendingReachesTheJUnitReportToo() throws {
        let report = Alongside.temporaryReport()
        defer { try? FileManager.default.removeItem(atPath: report) }
        let r = try Alongside.run(["busted_layouts/outcomes_spec.lua", "--suppress-pending", "--junit", report])
        #expect(r.status == 1)
        #expect(r.stdout.contains("1 success / 1 failure / 1 error / 0 pending"), "stdout: \(r.stdout)")
        #expect(try Alongside.testcases(junit: report).count == 3)
        #expect(try Alongside.validate(junit: report) == nil)
    }

    /// `--defer-print` on our terminal format: no progress line, the closing sections unchanged.
    @Test func deferPrintDropsTheProgressLine() throws {
        let r = try Alongside.run(["passing_spec.lua", "--defer-print"])
        #expect(r.status == 0)
        #expect(!r.stdout.contains("passing_spec.lua .."), "stdout: \(r.stdout)")
        #expect(r.stdout.hasSuffix("2 passed, 0 failed, 0 skipped\n"))
    }

    /// `--junit-testcase-files` end to end: GitLab's attributes, valid against the GitLab schema.
    @Test func testcaseFilesEndToEnd() throws {
        let report = Alongside.temporaryReport()
        defer { try? FileManager.default.removeItem(atPath: report) }
        let r = try Alongside.run(["passing_spec.lua", "--junit", report, "--junit-testcase-files"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#" file="passing_spec.lua" line=""#), "\(xml)")
        #expect(try Alongside.validate(junit: report) != nil, "Jenkins' subset forbids file on <testcase>")
        #expect(try Alongside.validate(junit: report, schema: Self.gitLabSchema) == nil)
    }

    static let gitLabSchema = Alongside.packageRoot + "/docs/junit-gitlab.xsd"

    /// Shards' reports with file attributes merge into one that keeps them (GitLab's schema).
    @Test func reportsWithTestcaseFilesMerge() throws {
        let a = Alongside.temporaryReport(), b = Alongside.temporaryReport(), merged = Alongside.temporaryReport()
        defer { for p in [a, b, merged] { try? FileManager.default.removeItem(atPath: p) } }
        _ = try Alongside.run(["passing_spec.lua", "--junit", a, "--junit-testcase-files"])
        _ = try Alongside.run(["busted_layouts/passing_spec.lua", "--junit", b, "--junit-testcase-files"])
        let r = try Alongside.run(["merge", merged, a, b])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(try Alongside.validate(junit: merged, schema: Self.gitLabSchema) == nil)
        #expect(try String(contentsOfFile: merged, encoding: .utf8).contains(#" file="busted_layouts/passing_spec.lua" line="3""#))
    }
}
