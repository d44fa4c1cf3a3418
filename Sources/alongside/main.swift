// alongside: runs Lua spec files and reports them. The command line lives in AlongsideCLI;
// this target adds the `ui` module (UISimLua) to every spec file's state.
import AlongsideCLI

#if canImport(Glibc)
import Glibc
#endif

// the bytes of each argument, so a file named in Latin-1 on the command line is found
let commandLine = RawArguments.ofProcess()
let arguments = commandLine.arguments
if arguments.first == WorkerMain.argument {
    exit(WorkerMain.main(Array(arguments.dropFirst()), preloads: preloads()))
}
var environment: [String: String] = [:]
// NO_COLOR, CI (snapshots: --no-new-snapshots), and the sharding protocols of Bazel (TEST_*, XML_OUTPUT_FILE) and GitLab (CI_NODE_*)
for name in ["NO_COLOR", "CI", "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE",
             "CI_NODE_INDEX", "CI_NODE_TOTAL"] {
    if let v = getenv(name) { environment[name] = String(cString: v) }
}
exit(AlongsideCommand.main(arguments, rawArguments: commandLine.bytes, environment: environment,
                           preloads: preloads()).rawValue)
