// SpecArg: the global `arg` spec files see, as busted leaves the interpreter's, in every worker.
import LuaSpec

/// busted runs under `lua5.4`, so a spec's `arg` is `{[-1] = "lua5.4", [0] = ".../busted",
/// busted's arguments...}`. Here `arg[0]` is this program as started and `arg[1...]` the command
/// line the user gave it; below 0 is what runs a plain Lua script, `alongside run` (it takes
/// `-e CODE` or a file as `lua` does), so code that starts a Lua from `arg` (Penlight's
/// `pl.app.lua()`) gets one.
enum SpecArg {
    /// The subcommand that runs a plain Lua script (ScriptCommand).
    static let scriptSubcommand = "run"

    /// What the supervisor appends to a worker's options so that its specs' `arg` is the
    /// supervisor's command line (program first): after `--`, where a worker's parse takes
    /// everything as a path; a worker runs only the files it is sent, never its paths.
    static func workerArguments(_ commandLine: [String]) -> [String] {
        commandLine.isEmpty ? [] : ["--"] + commandLine
    }
}

extension SpecOptions {
    /// Sets `commandLine` and `interpreter` from the program and the user's arguments.
    mutating func setSpecArg(_ programAndArguments: [String]) {
        commandLine = programAndArguments
        interpreter = programAndArguments.first.map { [$0, SpecArg.scriptSubcommand] } ?? []
    }
}
