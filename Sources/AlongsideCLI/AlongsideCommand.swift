// AlongsideCommand: parse, validate, run, report, and choose the exit code, in one place.
import LuaKit
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// The `alongside` command. `main` is the only place that picks an exit code.
public enum AlongsideCommand {
    /// Exit codes (README): 0 passed, 1 failures or errors, 2 usage error, 3 harness fault,
    /// 128 + the signal after SIGINT (130) or SIGTERM (143).
    public enum ExitCode: Int32 {
        case passed = 0, failed = 1, usage = 2, harnessFault = 3, interrupted = 130, terminated = 143
    }

    /// Runs the command with `arguments` (without the program name) and returns the exit code.
    /// - Parameter preloads: run on each spec file's state before it (the `ui` module).
    public static func main(_ arguments: [String], environment: [String: String],
                            preloads: [SpecPreload] = []) -> ExitCode {
        let stdout = StandardOutput.stdout()
        let stderr = StandardOutput.stderr()
        defer {
            stdout.flush()
            stderr.flush()
        }
        let invocation: Invocation
        let files: [SpecFile]
        do throws(UsageError) {
            invocation = try Invocation.parse(arguments)
            switch invocation.action {
            case .help:
                stdout.write(alongsideHelp)
                return .passed
            case .version:
                stdout.write("alongside \(alongsideVersion) (\(luaVersion()))\n")
                return .passed
            case .run: break
            }
            try validatePatterns(invocation.options)
            files = try Discovery.specFiles(for: invocation.paths)
        } catch {
            stderr.write("alongside: \(error.message)\n")
            return .usage
        }

        let colour = invocation.colour && stdout.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        var reporters: [Reporter] = []
        switch invocation.format {
        case .terminal: reporters.append(TerminalReporter(sink: stdout, colour: colour))
        case .tap: reporters.append(TAPReporter(sink: stdout))
        case .json: reporters.append(JSONReporter(sink: stdout))
        }
        if let path = invocation.junitPath, !invocation.options.listOnly {
            reporters.append(JUnitReporter(path: path))
        }
        let signals = SignalPipe()
        var supervisor: Supervisor?
        let jobs = invocation.jobs ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let runner = SpecRunner(options: invocation.options, reporters: reporters, preloads: preloads) { seed in
            // workers parse the same command line; the seed is resolved once, here
            let arguments = invocation.optionArguments + (invocation.options.shuffle ? ["--seed", String(seed)] : [])
            let s = Supervisor(jobs: jobs, workerArguments: arguments, options: invocation.options, signals: signals,
                               outputToStderr: invocation.format != .terminal)
            supervisor = s
            return s
        }
        // --shard K/N and the Bazel/GitLab sharding variables (helper M's library) narrow `files` here.
        // TAP and JSON own standard output while specs run; child processes print to stderr.
        if invocation.format != .terminal { stdout.reserve() }
        let (summary, unmatched) = runner.run(files)
        stdout.release()
        var fault = false
        for r in reporters {
            do throws(ReportError) { try r.finish() } catch {
                stderr.write("alongside: \(error.message)\n")
                fault = true
            }
        }
        switch supervisor?.interruptedBy {
        case SIGINT?: return .interrupted
        case SIGTERM?: return .terminated
        default: break
        }
        if !unmatched.isEmpty {
            for u in unmatched { stderr.write("alongside: \(UsageError.noTestAtLine(u).message)\n") }
            return .usage
        }
        if fault { return .harnessFault }
        return summary.passed ? .passed : .failed
    }

    /// Rejects a --filter/--filter-out that is not a valid Lua pattern, before anything runs.
    static func validatePatterns(_ options: SpecOptions) throws(UsageError) {
        let patterns = options.filters.map { ("--filter", $0) } + options.filtersOut.map { ("--filter-out", $0) }
        guard !patterns.isEmpty, let state = try? LuaState() else { return }
        for (option, p) in patterns {
            do throws(LuaError) {
                try state.call(try state.compile("return string.find('', ...)", name: "=pattern"), [.string(p)])
            } catch {
                let reason = error.message.trimmingPrefix("pattern:1: ")
                throw .badPattern(option: option, pattern: p, reason: reason)
            }
        }
    }

    static func luaVersion() -> String {
        (try? LuaState(openLibraries: true).global("_VERSION").string) ?? "Lua 5.4"
    }
}
