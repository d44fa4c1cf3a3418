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
    /// - Parameters:
    ///   - rawArguments: the bytes of each argument that is not UTF-8 (RawArguments).
    ///   - preloads: run on each spec file's state before it (the `ui` module).
    public static func main(_ arguments: [String], rawArguments: ByteExactIndex<[UInt8]> = ByteExactIndex(),
                            environment: [String: String], preloads: [SpecPreload] = []) -> ExitCode {
        let stdout = StandardOutput.stdout()
        let stderr = StandardOutput.stderr()
        defer {
            stdout.flush()
            stderr.flush()
        }
        if arguments.first == "merge" { return merge(Array(arguments.dropFirst()), stdout: stdout, stderr: stderr) }
        if let code = ScriptSubcommands.run(arguments, preloads: preloads) { return code }
        let invocation: Invocation
        var files: [SpecFile]
        let sharding: ShardEnvironment.Resolution
        do throws(UsageError) {
            invocation = try Invocation.resolve(arguments, environment: environment)
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
            files = try Discovery.specFiles(for: invocation, rawArguments: rawArguments)
            // --shard K/N, else Bazel's or GitLab's sharding variables; Bazel's XML_OUTPUT_FILE
            do throws(ShardError) {
                sharding = try ShardEnvironment.resolve(flag: invocation.shard, junit: invocation.junitPath,
                                                        environment: environment)
            } catch { throw .sharding(error.message) }
            if let shard = sharding.shard { files = Shard.select(files, shard: shard) }
        } catch {
            stderr.write("alongside: \(error.message)\n")
            return .usage
        }

        for note in invocation.notes + invocation.outputNotes { stderr.write("alongside: \(note)\n") }
        let colour = invocation.colour && (invocation.forceColour || stdout.isTerminal)
            && (environment["NO_COLOR"] ?? "").isEmpty
        var options = invocation.options
        options.setSpecArg([CommandLine.arguments.first ?? "alongside"] + arguments)
        let attachments = AttachmentFolder.resolve(flag: options.attachmentsFolder, junit: sharding.junitPath)
        options.attachmentsFolder = attachments
        let reporters = invocation.reporters(stdout: stdout, colour: colour, junitPath: sharding.junitPath)
        if let status = sharding.statusFile {
            // Bazel: the runner says it honours TEST_SHARD_INDEX by touching this file
            do throws(ShardError) { try ShardEnvironment.touchStatusFile(status) } catch {
                stderr.write("alongside: \(error.message)\n")
                return .harnessFault
            }
        }
        let signals = SignalPipe()
        var supervisor: Supervisor?
        let jobs = invocation.jobs ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let runner = SpecRunner(options: options, reporters: reporters, preloads: preloads) { seed in
            // workers parse the same command line; the seed and the attachments folder are resolved once, here
            let arguments = invocation.optionArguments + ["--attachments", attachments]
                + (invocation.options.shuffle ? ["--seed", String(seed)] : [])
                + SpecArg.workerArguments(options.commandLine)
            let s = Supervisor(jobs: jobs, workerArguments: arguments, options: options, signals: signals,
                               outputToStderr: invocation.format.ownsStandardOutput, forkWith: preloads)
            supervisor = s
            return s
        }
        // TAP, JSON and JUnit own standard output while specs run; child processes print to stderr.
        if invocation.format.ownsStandardOutput { stdout.reserve() }
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

    /// `alongside merge OUT.xml IN.xml...`: one report from the reports of a CI matrix's shards.
    /// Exit 0 once written, whatever the tests' outcomes; 2 when an input or the output is wrong.
    static func merge(_ arguments: [String], stdout: StandardOutput, stderr: StandardOutput) -> ExitCode {
        if arguments.first == "-h" || arguments.first == "--help" {
            stdout.write(mergeHelp)
            return .passed
        }
        guard arguments.count >= 2, !arguments.contains(where: { $0.hasPrefix("-") }) else {
            stderr.write("alongside: merge needs an output file and at least one report, e.g. "
                         + "'alongside merge report.xml report-1.xml report-2.xml'.\n")
            return .usage
        }
        do throws(MergeError) {
            let s = try JUnitMerge.mergeFiles(output: arguments[0], inputs: Array(arguments.dropFirst()))
            stdout.write("alongside: merged \(s.reports) reports (\(s.suites) suites, \(s.tests) tests, "
                         + "\(s.failures) failures, \(s.errors) errors, \(s.skipped) skipped) into \(arguments[0])\n")
            return .passed
        } catch {
            stderr.write("alongside: \(UsageError.merge(error.message).message)\n")
            return .usage
        }
    }

    static let mergeHelp = """
        usage: alongside merge OUT.xml IN.xml [IN.xml ...]

        Merges JUnit reports written by alongside (the shards of a CI matrix, see --shard) into
        OUT.xml: the suites in the order given, the counts summed; the result validates against
        docs/junit.xsd. OUT.xml may be one of the inputs. Exit 0 once written, 2 when an input is
        missing or not a report written by alongside (nothing is written then).

        """

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
