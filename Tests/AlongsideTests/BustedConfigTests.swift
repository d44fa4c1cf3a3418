// `.busted` files (Fixtures/busted): the task over `_all`, the command line over both, busted's
// error words, and the settings reaching the options as the options they stand for.
import Foundation
import Testing
@testable import AlongsideCLI

@Suite struct BustedConfigTests {
    static let config = Alongside.fixtures + "/busted/config/.busted"

    /// The default task over `_all`: ROOT, lpath (from `_all`), exclude-tags (from `_all`); the
    /// #slow test that would fail is excluded, the unknown key gets a note.
    @Test func theDefaultTaskOverAllIsApplied() throws {
        let r = try Alongside.run(["-C", "busted/config"])
        #expect(r.status == 0, "stdout: \(r.stdout) stderr: \(r.stderr)")
        #expect(r.stdout.contains("1 passed, 0 failed"), "stdout was: \(r.stdout)")
        #expect(r.stderr.contains("alongside: busted/config/.busted: unknown key 'frobnicate' ignored"), "stderr was: \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "stderr was: \(r.stderr)")
    }

    /// `-r other`: its pattern finds other_check.lua, its lpath wins over `_all`'s.
    @Test func aNamedTaskWinsOverAll() throws {
        let r = try Alongside.run(["-C", "busted/config", "-r", "other"])
        #expect(r.status == 0, "stdout: \(r.stdout) stderr: \(r.stderr)")
        #expect(r.stdout.contains("1 passed, 0 failed"), "stdout was: \(r.stdout)")
    }

    /// The command line wins: its --lpath replaces the file's, so dotmod answers 7 and the
    /// check fails; its --exclude-tags replaces the file's, so the #slow test runs.
    @Test func theCommandLineWinsOverTheFile() throws {
        let lpath = try Alongside.run(["-C", "busted/config", "--lpath", "./other/?.lua"])
        #expect(lpath.status == 1)
        #expect(lpath.stdout.contains("0 passed, 1 failed"), "stdout was: \(lpath.stdout)")
        let tags = try Alongside.run(["-C", "busted/config", "--exclude-tags=none"])
        #expect(tags.stdout.contains("1 passed, 1 failed"), "stdout was: \(tags.stdout)")
        let paths = try Alongside.run(["-C", "busted/config", "checks/other_check.lua", "--lpath=./other/?.lua"])
        #expect(paths.stdout.contains("1 passed, 0 failed"), "paths on the command line win over ROOT: \(paths.stdout)")
    }

    /// Errors in busted's words, as usage errors (exit 2), before anything runs.
    @Test(arguments: [
        (["-C", "busted/config", "-r", "missing"], "Task `missing` not found, or not a table."),
        (["-C", "busted/config", "-r", "broken"], "Task `broken` not found, or not a table."),
        (["-f", "busted/bad/syntax.busted"], "failed loading config file `busted/bad/syntax.busted`: busted/bad/syntax.busted:2:"),
        (["-f", "busted/bad/number.busted"], ".busted file does not return a table."),
        (["-f", "busted/bad/exits.busted"], "attempt to call a nil value (field 'exit')"),
        (["-f", "busted/bad/value.busted"], "busted/bad/value.busted: 'repeat': option '--repeat' expects a whole number"),
        (["-f", "busted/nothing.busted"], "specified config file 'busted/nothing.busted' not found"),
        (["-C", "busted/missing"], "cannot change to directory 'busted/missing' (-C/--directory): No such file or directory"),
    ] as [([String], String)])
    func aBadConfigIsAUsageError(arguments: [String], message: String) throws {
        let r = try Alongside.run(arguments + ["passing_spec.lua"])
        #expect(r.status == 2, "stderr was: \(r.stderr)")
        #expect(r.stderr.contains(message), "stderr was: \(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// `directory` in the file is where the run goes (relative to where alongside started), ROOT
    /// and the rest are relative to it; repeated -C flags are each relative to the one before.
    @Test func directoriesFromTheFileAndRepeatedFlags() throws {
        let fromFile = try Alongside.run(["-f", "busted/directory.busted"])
        #expect(fromFile.status == 0, "stderr was: \(fromFile.stderr)")
        #expect(fromFile.stdout.contains("2 passed, 0 failed"), "not recursive: \(fromFile.stdout)")
        let repeated = try Alongside.run(["-C", "busted", "-C", "patterns", "spec"])
        #expect(repeated.stdout.contains("3 passed, 0 failed"), "stdout was: \(repeated.stdout)")
    }

    /// Without a .busted file, -r has nothing to choose from: a note, as busted ignores it.
    @Test func runWithoutAConfigFileIsANote() throws {
        let r = try Alongside.run(["-r", "unit", "passing_spec.lua"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("-r unit: there is no .busted file to take the task from; ignored"))
    }

    /// The settings become the options they stand for: what the workers parse too. The helper
    /// and its arguments reach SpecOptions (the runner's `helper`, `helper_args`).
    @Test func settingsBecomeOptionArguments() throws {
        let file = try BustedConfig.load(path: Self.config, task: nil)
        #expect(file.settings["ROOT"] == .list(["checks"]))
        let contribution = try file.contribution(given: [])
        #expect(contribution.roots == ["checks"])
        let inv = try Invocation.parse(contribution.arguments)
        #expect(inv.options.helper == "./lib/helper.lua")
        #expect(inv.options.helperArguments == ["a", "b"])
        #expect(inv.options.luaPath == ["./lib/?.lua"])
        #expect(inv.options.excludeTags == ["slow"])
        #expect(inv.optionArguments.contains("--helper"))
    }

    /// Keys the command line gave are left out; `_` spellings are busted's `-` keys; `false`
    /// is the option's --no- form.
    @Test func theCommandLinesKeysAreLeftOut() throws {
        let other = try BustedConfig.load(path: Self.config, task: "other").contribution(given: ["lpath"])
        #expect(!other.arguments.contains("--lpath"))
        #expect(other.arguments.contains("--no-auto-insulate"))
        #expect(try !Invocation.parse(other.arguments).options.autoInsulate)
        #expect(other.arguments.contains("--exclude-tags"), "_all's keys apply under a named task")
        let shuffled = BustedConfig(path: ".busted", settings: ["shuffle-files": .flag(true), "verbose": .flag(false)])
        #expect(try shuffled.contribution(given: ["shuffle"]).arguments == ["--no-verbose"])
    }
}
