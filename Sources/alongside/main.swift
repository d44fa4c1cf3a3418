// alongside: runs Lua spec files and reports them. The command line lives in AlongsideCLI;
// this target adds the `ui` module (UISimLua) to every spec file's state.
import AlongsideCLI

#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == WorkerMain.argument {
    exit(WorkerMain.main(Array(arguments.dropFirst()), preloads: preloads()))
}
var environment: [String: String] = [:]
if let color = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: color) }
exit(AlongsideCommand.main(arguments, environment: environment,
                           preloads: preloads()).rawValue)
