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
        (["-Xoutput", "--color,--sound,x"], "-Xoutput '--sound', 'x' ignored (only --color and --plain are understood)"),
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

    /// `--lpath=""` is kept (as an empty entry): it replaces busted's default prefix with nothing.
    @Test func emptyLpathAndCpathReplaceTheDefault() throws {
        let inv = try Invocation.parse(["--lpath=", "--cpath=", "-m", "./lua/?.lua"])
        #expect(inv.options.luaPath == ["", "./lua/?.lua"])
        #expect(inv.options.luaCPath == [""])
    }

    /// package.path as a spec sees it: busted's default prefix, replaced by --lpath, removed by
    /// --lpath="" (then Lua's own path, which ends with ./?.lua, is all).
    @Test(arguments: [
        ([], "./src/?.lua;./src/?/?.lua;./src/?/init.lua;/"),
        (["--lpath", "./lua/?.lua;./lua/?/init.lua;"], "./lua/?.lua;./lua/?/init.lua;/"),
        (["--lpath="], "/"),
    ] as [([String], String)])
    func lpathReplacesBustedsDefaultPrefix(arguments: [String], start: String) throws {
        let path = try Alongside.run(arguments + ["--show-output", "package_path_spec.lua"])
        #expect(path.stdout.contains("PATH=" + start), "stdout was: \(path.stdout)")
        #expect(path.stdout.contains(";./?.lua;./?/init.lua\n"), "stdout was: \(path.stdout)")
    }

    /// Each of busted 2.1's flags parses, with busted's meaning or a one-line note.
    @Test func everyBustedFlagParses() throws {
        let inv = try Invocation.parse([
            "-p", "_spec", "--pattern=_test", "--exclude-pattern", "_helper", "-R", "--no-recursive",
            "-C", "a", "--directory=b", "-f", "x.busted", "-r", "unit", "-e", "X = 1", "-eY=2",
            "--helper", "h.lua", "-Xhelper", "a,b", "--Xhelper=c", "--lua", "luajit", "--ignore-lua",
            "--lang", "fr", "--loaders", "lua,moonscript", "--no-auto-insulate", "-k", "--no-lazy",
            "--shuffle-files", "--no-shuffle-tests", "--sort", "--no-sort-files", "-s", "--no-enable-sound",
            "--coverage-config-file", ".luacov", "--no-coverage", "--repeat", "2", "--seed", "3", "-l",
        ])
        #expect(inv.patterns == ["_spec", "_test"])
        #expect(inv.excludePatterns == ["_helper"])
        #expect(!inv.recursive)
        #expect(inv.directories == ["a", "b"])
        #expect(inv.configFile == "x.busted")
        #expect(inv.task == "unit")
        #expect(inv.options.execute == ["X = 1", "Y=2"])
        #expect(inv.options.helper == "h.lua")
        #expect(inv.options.helperArguments == ["a", "b", "c"])
        #expect(!inv.options.autoInsulate)
        #expect(!inv.options.failFast)
        #expect(!inv.options.lazySetup)
        #expect(inv.shuffleFiles)
        #expect(!inv.sortFiles)
        #expect(inv.options.sortTests)
        #expect(inv.options.repeatCount == 2)
        #expect(inv.options.listOnly)
        #expect(inv.notes == [
            "Lua 5.4 is built into alongside; --lua ignored",
            "messages are in English only; --lang fr ignored",
            "only Lua spec files are loaded; --loaders moonscript ignored",
            "alongside plays no sound; -s ignored",
            "coverage is not collected (LuaCov is not available); --coverage-config-file ignored",
        ])
        #expect(try Invocation.parse(["--no-keep-going"]).options.failFast)
        #expect(try Invocation.parse(["--fail-fast", "-k"]).options.failFast == false)
        #expect(try Invocation.parse(["--lang", "en", "--loaders=lua"]).notes.isEmpty)
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
