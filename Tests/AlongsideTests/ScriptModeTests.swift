// ScriptModeTests: `alongside run` end to end: a file, -e, standard input, arguments, errors.
import Testing

@Suite
struct ScriptModeTests {
    @Test func aFileRunsWithItsArgumentsTheUIModuleAndLuassert() throws {
        let r = try Alongside.run(["run", "scripts/args.lua", "one", "two"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            args\t2\tone\ttwo
            arg\tscripts/args.lua\tone\ttwo\trun\talongside
            frame\t{x=0, y=44, width=390, height=44}
            done

            """)
        #expect(r.stderr.isEmpty)
    }

    @Test func codeGivenWithDashERunsWithTheRestAsArguments() throws {
        let r = try Alongside.run(["run", "-e", "print(#arg, arg[0], arg[-1], ...) print(ui.IndexPath(2, 0))", "x"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("1\tprint(#arg, arg[0], arg[-1], ...) print(ui.IndexPath(2, 0))\t-e\tx\n"))
        #expect(r.stdout.split(separator: "\n").count == 2)
    }

    @Test func dashReadsTheScriptFromStandardInput() throws {
        let r = try Alongside.run(["run", "-", "a"], input: "print('from stdin', ..., arg[0])\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "from stdin\ta\t-\n")
    }

    @Test func anErrorExitsOneWithTheMessageAndACleanTraceback() throws {
        let r = try Alongside.run(["run", "scripts/failing.lua"])
        #expect(r.status == 1)
        #expect(r.stdout == "before\n")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "alongside: scripts/failing.lua:3: Expected objects to be equal.")
        #expect(r.stderr.contains("stack traceback:\n\tscripts/failing.lua:3: in "))
        #expect(r.stderr.contains("scripts/failing.lua:5: in local 'outer'"))
        #expect(r.stderr.contains("scripts/failing.lua:7: in main chunk"))
        // no frames of the harness or of luassert
        #expect(!r.stderr.contains("[C]: in ?"))
        #expect(!r.stderr.contains("luassert/"))
        #expect(!r.stderr.contains("[alongside]"))
    }

    @Test func aSyntaxErrorExitsOne() throws {
        let r = try Alongside.run(["run", "-e", "x = = 1"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("alongside: (command line):1: unexpected symbol near '='"))
    }

    @Test func osExitEndsWithItsCodeAfterTheOutput() throws {
        let r = try Alongside.run(["run", "scripts/exits.lua"])
        #expect(r.status == 7)
        #expect(r.stdout == "leaving\n")
    }

    @Test func thereIsNoTimeoutUnlessOneIsGiven() throws {
        // 3 million iterations pass under no limit; the same loop forever stops at --timeout
        let loop = "local n = 0 for i = 1, 3e6 do n = n + i end print(n)"
        let unlimited = try Alongside.run(["run", "-e", loop])
        #expect(unlimited.status == 0)
        #expect(unlimited.stdout == "4500001500000\n")
        let r = try Alongside.run(["run", "--timeout", "0.1", "-e", "while true do end"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("timeout: the script ran longer than 0.1 s (--timeout)"))
    }

    @Test func theMemoryLimitStopsAScript() throws {
        let r = try Alongside.run(["run", "--memory-limit", "8", "-e", "local t = {} for i = 1, 1e8 do t[i] = i end"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("not enough memory: the script reached the limit of 8 MiB (--memory-limit)"))
    }

    @Test(arguments: [
        (["run", "no_such_script.lua"], "alongside: 'no_such_script.lua' does not exist."),
        (["run", "--timout", "1", "scripts/args.lua"], "unknown option '--timout' (did you mean '--timeout'?)"),
        (["run"], "run needs a script"),
        (["run", "--timeout", "soon", "-e", "print(1)"], "option '--timeout' expects a number of seconds"),
        (["run", "-e"], "option '-e' needs Lua code"),
        (["run", "scripts"], "'scripts' is a folder"),
    ])
    func usageErrorsExitTwo(arguments: [String], says: String) throws {
        let r = try Alongside.run(arguments)
        #expect(r.status == 2)
        #expect(r.stderr.contains(says), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func helpNamesTheSubcommands() throws {
        let run = try Alongside.run(["run", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("usage: alongside run "))
        let top = try Alongside.run(["--help"])
        #expect(top.stdout.contains("alongside run "))
        #expect(top.stdout.contains("alongside repl"))
    }
}
