// End to end: exit codes, usage errors that quote the input, --help and --version.
import Foundation
import Testing
@testable import AlongsideCLI

@Suite struct CommandLineTests {
    /// Each usage error exits 2 and names what was wrong.
    @Test(arguments: [
        (["--fromat", "x"], "unknown option '--fromat' (did you mean '--format'?)"),
        (["--filtr", "x"], "did you mean '--filter'?"),
        (["--jo", "2"], "unknown option '--jo' (did you mean '--jobs'?)"),
        (["--patern", "x"], "unknown option '--patern' (did you mean '--pattern'?)"),
        (["--exclude-patern", "x"], "did you mean '--exclude-pattern'?"),
        (["--no-recursiv"], "did you mean '--no-recursive'?"),
        (["--shufle-files"], "did you mean '--shuffle-files'?"),
        (["--verbose=yes"], "option '--verbose' expects no value (it is a flag), got 'yes'"),
        (["does_not_exist"], "'does_not_exist' does not exist"),
        (["--timeout", "soon"], "option '--timeout' expects a number of seconds (0 for no limit), got 'soon'"),
        (["--repeat", "0"], "option '--repeat' expects a whole number of at least 1, got '0'"),
        (["--output", "xml"], "option '--output' expects one of utfTerminal, terminal, plainTerminal, TAP, tap, tap13, json, json-detailed, junit, gtest, got 'xml'"),
        (["--junit"], "option '--junit' needs a value"),
        (["--output-limit", "0"], "option '--output-limit' expects a whole number of KiB from 1 to 1048576, got '0'"),
        (["--output-limit", "1.5"], "got '1.5'"),
        (["--output-limit", "1048577"], "got '1048577'"),
        (["--output-limit", "99999999999999999999"], "got '99999999999999999999'"),
        (["--filter", "(", "."], "'(' given to '--filter' is not a valid Lua pattern: unfinished capture"),
        (["--tags", "a", "--exclude-tags", "a", "."], "tag 'a' is given to both"),
        (["selection_spec.lua:999"], "no test or block at selection_spec.lua:999"),
    ])
    func usageErrorsExitTwoAndQuoteTheInput(arguments: [String], message: String) throws {
        let r = try Alongside.run(arguments)
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "stderr was: \(r.stderr)")
    }

    /// --output-limit KIB keeps that much of a test's output and counts the rest; by default
    /// (1 MiB) 3001 bytes are all kept.
    @Test func outputLimitCutsATestsOutput() throws {
        let cut = try Alongside.run(["--output-limit", "1", "-o", "json-detailed", "output_limit_spec.lua"])
        #expect(cut.status == 0)
        #expect(cut.stdout.contains(String(repeating: "x", count: 1024) + "\\n[alongside: output truncated: 1977 more bytes"),
                "stdout was: \(cut.stdout.prefix(2000))")
        #expect(cut.stdout.contains("(the limit is 1024 bytes a test)"))
        #expect(!cut.stdout.contains(String(repeating: "x", count: 1025)))
        let whole = try Alongside.run(["-o", "json-detailed", "output_limit_spec.lua"])
        #expect(whole.status == 0)
        #expect(whole.stdout.contains(String(repeating: "x", count: 3000)))
        #expect(!whole.stdout.contains("truncated"))
    }

    @Test func noSpecFilesIsAUsageErrorWithAHint() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let r = try Alongside.run([empty.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no spec files found in '\(empty.path)' (looked for .lua files with _spec in their name)"))
        #expect(r.stderr.contains("Name spec files *_spec.lua"))
    }

    @Test func helpDocumentsEveryOption() throws {
        let r = try Alongside.run(["--help"])
        #expect(r.status == 0)
        for option in Invocation.knownOptions {
            #expect(r.stdout.contains(option), "--help does not mention \(option)")
        }
        #expect(r.stdout.contains("EXIT STATUS"))
    }

    @Test func versionNamesToolAndLua() throws {
        let r = try Alongside.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("alongside \(alongsideVersion) (Lua 5.4"))
    }

    @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let piped = try Alongside.run(["outcomes_spec.lua"])
        #expect(!piped.stdout.contains("\u{1B}["), "no ANSI codes when stdout is not a terminal")
        let noColor = try Alongside.run(["outcomes_spec.lua"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
    }

    @Test func anUnwritableReportIsAHarnessFault() throws {
        let r = try Alongside.run(["passing_spec.lua", "--junit", "/nonexistent-dir/report.xml"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("cannot write '/nonexistent-dir/report.xml'"))
    }
}
