// alongside: runs Lua spec files and reports them. Everything but the exit lives in LuaSpec;
// this target adds the `ui` module (UISimLua) to every spec file's state.
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

var environment: [String: String] = [:]
if let color = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: color) }
exit(AlongsideCommand.main(Array(CommandLine.arguments.dropFirst()), environment: environment,
                           preloads: preloads()).rawValue)
