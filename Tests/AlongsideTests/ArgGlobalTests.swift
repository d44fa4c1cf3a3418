// End to end: the global `arg` a spec sees is the command line the user gave, in every worker.
import Testing

@Suite struct ArgGlobalTests {
    /// busted leaves the interpreter's `arg` (arg[0] the program, arg[1..] its arguments); a
    /// worker process started as `alongside __worker …` must show the supervisor's line.
    @Test(arguments: ["1", "2"])
    func argIsTheSupervisorsCommandLine(jobs: String) throws {
        let r = try Alongside.run(["-j", jobs, "--show-output", "workers/arg_spec.lua"], environment: ["NO_COLOR": "1"])
        #expect(r.status == 0)
        #expect(r.stdout.contains(" #arg=4 arg[1..]=-j \(jobs) --show-output workers/arg_spec.lua\n"), "\(r.stdout)")
        #expect(r.stdout.contains("arg[0]=\(Alongside.binary) "), "\(r.stdout)")
        #expect(!r.stdout.contains("__worker"))
        // below 0, what runs a plain Lua script (as lua5.4 is under busted): `alongside run`
        #expect(r.stdout.contains("arg[-2]=\(Alongside.binary) arg[-1]=run arg[-3]=nil\n"), "\(r.stdout)")
    }
}

extension ArgGlobalTests {
    /// Penlight's `pl.app.lua()` rebuilds the interpreter's command from arg's negative
    /// indices and runs `-e CODE` with it: `alongside run` must be such a Lua.
    @Test func theInterpreterBelowArgZeroRunsLuaCode() throws {
        let r = try Alongside.run(["run", "-e", "os.exit(tonumber(arg[1]) - 1)", "3"])
        #expect(r.status == 2)
    }
}
