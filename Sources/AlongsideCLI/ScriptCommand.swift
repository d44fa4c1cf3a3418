// ScriptCommand: `alongside run FILE.lua [ARGS…]`, `run -e CODE [ARGS…]`, `run - [ARGS…]`: a
// plain Lua script with the `ui` module and luassert, run in this process as `lua` would run it.
import LuaKit
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// Script mode. Output goes straight to standard output (nothing is captured); an error prints
/// its message and a traceback without the harness's frames on standard error and exits 1.
enum ScriptCommand {
    /// Where the script comes from.
    enum Source: Equatable {
        case file(String), code(String), standardInput
    }

    /// A parsed `alongside run` command line.
    struct Request: Equatable {
        var limits = ScriptLimits()
        var source: Source = .standardInput
        /// The script's own arguments: `...` and `arg[1]`, `arg[2]`...
        var arguments: [String] = []
        /// Everything before them, from `alongside` to the script: `arg[0]` and below.
        var preceding: [String] = []
    }

    static let usage = "usage: alongside run [--timeout S] [--memory-limit MiB] (FILE.lua | -e CODE | -) [ARGS ...]"

    static let help = """
        \(usage)

        Runs a plain Lua 5.4 script in this process, with what a spec file has: the `ui` module
        (global `ui`) and luassert (`assert`, `spy`, `stub`, `mock`, `match`). Output goes straight
        to standard output. `arg` is set as `lua` sets it (arg[0] the script, arg[1..] ARGS, the
        command line before the script at negative indices) and `...` is ARGS.

          FILE.lua           the script to run (a first line starting with # is skipped)
          -e CODE            run CODE instead of a file
          -                  read the script from standard input
          --timeout S        stop the script after S seconds (default: no limit)
          --memory-limit MiB cap the Lua memory of the script (default: no limit)
          -h, --help         show this help

        Exit 0 when the script ends, 1 when it raises an error (the message and a traceback go to
        standard error), 2 for a usage error; os.exit(n) exits with n.

        """

    /// Runs `alongside run ARGUMENTS` and returns the exit code.
    static func main(_ arguments: [String], preloads: [SpecPreload]) -> AlongsideCommand.ExitCode {
        let request: Request
        let source: [UInt8]
        do throws(UsageError) {
            guard let r = try parse(arguments) else {
                Terminal.write(help)
                return .passed
            }
            request = r
            source = try read(r.source)
        } catch {
            Terminal.writeError("alongside: \(error.message)\n")
            return .usage
        }
        guard let session = ScriptSession.start(limits: request.limits, preloads: preloads,
                                                preceding: request.preceding, arguments: request.arguments) else {
            return .harnessFault
        }
        defer { Terminal.flush() }
        do throws(ScriptSession.Failure) {
            let chunk: LuaValue
            do throws(LuaError) {
                chunk = try session.state.compile(bytes: SpecSource.withoutPreamble(source), name: chunkName(request.source))
            } catch {
                throw ScriptSession.Failure(message: error.message, traceback: "")
            }
            _ = try session.run(chunk, request.arguments.map { .string($0) })
            return .passed
        } catch {
            Terminal.flush()
            Terminal.writeError(error.report)
            return .failed
        }
    }

    /// The chunk name `lua` gives each source, so messages read `stdin:1:` or `x.lua:3:`.
    static func chunkName(_ source: Source) -> String {
        switch source {
        case .file(let path): "@" + path
        case .code: "=(command line)"
        case .standardInput: "=stdin"
        }
    }

    /// Parses the arguments after `run`; nil for `--help`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Request? {
        var request = Request()
        request.preceding = ["alongside", "run"]
        var options = ScriptLimits.Parser(subcommand: "run", extra: ["-e"])
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            request.preceding.append(a)
            if a == "-h" || a == "--help" { return nil }
            if a == "-e" {
                guard i < arguments.count else { throw .subcommand("option '-e' needs Lua code, e.g. 'alongside run -e \"print(1)\"'.") }
                request.source = .code(arguments[i])
                request.preceding.append(arguments[i])
                request.arguments = Array(arguments[(i + 1)...])
                request.limits = options.limits
                return request
            }
            if a == "--" {
                guard i < arguments.count else { break }
                request.preceding.append(arguments[i])
                request.source = arguments[i] == "-" ? .standardInput : .file(arguments[i])
                request.arguments = Array(arguments[(i + 1)...])
                request.limits = options.limits
                return request
            }
            if a == "-" || !a.hasPrefix("-") {
                request.source = a == "-" ? .standardInput : .file(a)
                request.arguments = Array(arguments[i...])
                request.limits = options.limits
                return request
            }
            if try options.take(a, next: i < arguments.count ? arguments[i] : nil) {
                request.preceding.append(arguments[i])
                i += 1
            }
        }
        throw .subcommand("run needs a script: a file, '-e CODE' or '-' for standard input.\n\(usage)")
    }

    /// The script's bytes.
    static func read(_ source: Source) throws(UsageError) -> [UInt8] {
        switch source {
        case .code(let code):
            return Array(code.utf8)
        case .standardInput:
            return Terminal.readAllStandardInput()
        case .file(let path):
            switch FileSystem.kind(of: path) {
            case .missing: throw .subcommand("'\(path)' does not exist.\n\(usage)")
            case .directory: throw .subcommand("'\(path)' is a folder; run takes one Lua file (specs run with 'alongside \(path)').")
            default: break
            }
            do throws(ReportError) { return try FileSystem.read(path) } catch { throw .subcommand(error.message) }
        }
    }
}

extension ScriptSession.Failure {
    /// What standard error shows: the message, then the traceback if there is one.
    var report: String {
        "alongside: " + message + "\n" + (traceback.isEmpty ? "" : traceback + "\n")
    }
}
