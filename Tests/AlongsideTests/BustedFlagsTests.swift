// busted's flags that real suites' CI lines pass (-v, -c, -Xoutput, --lpath=""): accepted, never exit 2.
import Foundation
import Testing
@testable import AlongsideCLI

@Suite struct BustedFlagsTests {
    /// Each flag parses; the ones that do nothing here leave the note promised in --help.
    @Test(arguments: [
        (["-v"], nil),
        (["--verbose"], nil),
        (["--no-verbose"], nil),
        (["--no-coverage"], nil),
        (["-c"], "coverage is not collected (LuaCov is not available); -c ignored"),
        (["--coverage"], "coverage is not collected (LuaCov is not available); --coverage ignored"),
        (["--coverage-config-file", ".luacov"], "coverage is not collected (LuaCov is not available); --coverage-config-file ignored"),
        (["--coverage-config-file=.luacov"], "coverage is not collected (LuaCov is not available); --coverage-config-file ignored"),
        (["-Xoutput", "--color"], nil),
        (["--Xoutput", "--plain"], nil),
        (["--Xoutput=--color,--plain"], nil),
        (["-Xoutput", "--color,--sound,x"], nil),   // noted once the format is known: BustedOutputOptionTests
        (["--lpath=", "--cpath="], nil),
        (["-m", ""], nil),
    ] as [([String], String?)])
    func flagParses(arguments: [String], note: String?) throws {
        let inv = try Invocation.parse(arguments + ["spec"])
        #expect(inv.paths == ["spec"])
        #expect(inv.notes == (note.map { [$0] } ?? []), "notes: \(inv.notes)")
    }

    @Test func notesAreNotRepeated() throws {
        let inv = try Invocation.parse(["-c", "-c", "--coverage"])
        #expect(inv.notes.count == 2)
    }

    @Test func xoutputMapsColourAndPlain() throws {
        #expect(try Invocation.parse(["-Xoutput", "--color"]).forceColour)
        #expect(try !Invocation.parse(["-Xoutput", "--plain"]).colour)
        #expect(try !Invocation.parse(["--Xoutput", "--color,--plain"]).forceColour)
    }

    @Test func emptyLpathAndCpathAddNothing() throws {
        let inv = try Invocation.parse(["--lpath=", "--cpath=", "-m", "./lua/?.lua"])
        #expect(inv.options.luaPath == ["./lua/?.lua"])
        #expect(inv.options.luaCPath.isEmpty)
    }

    @Test func valuesAfterEqualsOrAttachedToAShortOption() throws {
        let inv = try Invocation.parse(["-j2", "-otap", "--repeat=3", "-m./lua/?.lua"])
        #expect(inv.jobs == 2)
        #expect(inv.format == .tap)
        #expect(inv.options.repeatCount == 3)
        #expect(inv.options.luaPath == ["./lua/?.lua"])
        #expect(throws: UsageError.self) { try Invocation.parse(["-vx"]) }
    }

    /// The real suites' CI lines (busted replaced by alongside) run a passing spec: exit 0, not 2.
    @Test(arguments: [
        (["-v"], nil),
        (["--verbose", "--coverage"], "coverage is not collected (LuaCov is not available); --coverage ignored"),
        (["--coverage", "--Xoutput", "--color"], "--coverage ignored"),
        (["-v", "--lpath=", "--cpath=", "-Xoutput", "--color"], nil),
        (["--coverage", "--lpath=", "--cpath=", "-Xoutput", "--color"], "--coverage ignored"),
        (["-c"], "-c ignored"),
    ] as [([String], String?)])
    func ciLinesRun(arguments: [String], note: String?) throws {
        let r = try Alongside.run(arguments + ["passing_spec.lua"])
        #expect(r.status == 0, "stderr was: \(r.stderr)")
        #expect(r.stdout.contains("2 passed, 0 failed"), "stdout was: \(r.stdout)")
        if let note {
            #expect(r.stderr.hasPrefix("alongside: coverage is not collected"), "stderr was: \(r.stderr)")
            #expect(r.stderr.contains(note), "stderr was: \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count(where: { $0.contains("coverage is not collected") }) == 1)
        } else {
            #expect(!r.stderr.contains("alongside:"), "stderr was: \(r.stderr)")
        }
    }

    /// A failing spec under a CI line still exits 1.
    @Test func ciLineWithAFailureExitsOne() throws {
        let r = try Alongside.run(["--coverage", "--lpath=", "--cpath=", "-Xoutput", "--color", "outcomes_spec.lua"])
        #expect(r.status == 1, "stderr was: \(r.stderr)")
    }

    @Test func xoutputColorForcesColoursIntoAPipeAndPlainRemovesThem() throws {
        let coloured = try Alongside.run(["-Xoutput", "--color", "outcomes_spec.lua"], environment: ["NO_COLOR": ""])
        #expect(coloured.stdout.contains("\u{1B}["), "stdout was: \(coloured.stdout)")
        let plain = try Alongside.run(["-Xoutput", "--plain", "outcomes_spec.lua"], environment: ["NO_COLOR": ""])
        #expect(!plain.stdout.contains("\u{1B}["))
    }

    @Test func helpDocumentsTheBustedFlags() throws {
        let r = try Alongside.run(["--help"])
        for s in ["-v, --verbose, --no-verbose", "-c, --coverage, --no-coverage", "--coverage-config-file FILE",
                  "-Xoutput, --Xoutput OPT[,OPT]", "LuaCov"] {
            #expect(r.stdout.contains(s), "--help does not mention \(s)")
        }
    }
}
