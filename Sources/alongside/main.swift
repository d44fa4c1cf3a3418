// alongside: runs Lua spec files and reports them. The command line lives in AlongsideCLI;
// this target adds the `ui` module (UISimLua) to every spec file's state.
import AlongsideCLI

#if canImport(Glibc)
import Glibc
#endif

var environment: [String: String] = [:]
if let color = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: color) }
exit(AlongsideCommand.main(Array(CommandLine.arguments.dropFirst()), environment: environment,
                           preloads: preloads()).rawValue)
