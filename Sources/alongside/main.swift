// alongside: runs Lua spec files and reports them. Everything but the exit lives in LuaSpec.
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

var environment: [String: String] = [:]
if let color = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: color) }
exit(AlongsideCommand.main(Array(CommandLine.arguments.dropFirst()), environment: environment).rawValue)
