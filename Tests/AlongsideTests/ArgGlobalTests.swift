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
    }
}
