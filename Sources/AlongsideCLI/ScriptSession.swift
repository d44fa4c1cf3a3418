// ScriptSession: one Lua state for `alongside run` and `alongside repl`, in this process, with
// what a spec file starts with (the `ui` module, luassert) and Lua's own libraries.
import CProcess
import LuaKit
import LuaSpec

/// A state for plain scripts. Unlike a spec file's state it runs in the command's own process
/// (no worker, no captured output: print goes straight to standard output) and has no deadline
/// unless one is given.
final class ScriptSession {
    let state: LuaState
    /// `--timeout` and `--memory-limit`.
    let limits: ScriptLimits
    /// The helper table of `scriptSupportSource` (pretty, complete, error_text, clean_traceback).
    private let helpers: LuaValue

    /// How a chunk ended when it did not return: the message and the traceback ("" for none).
    struct Failure: Error, Equatable {
        var message: String
        var traceback: String
    }

    init(limits: ScriptLimits = ScriptLimits(), preloads: [SpecPreload]) throws(LuaError) {
        self.limits = limits
        state = try LuaState(memoryLimit: limits.memoryLimitMiB * 1024 * 1024)
        for preload in preloads { try preload(state) }
        let support = try state.compile(scriptSupportSource, name: "=[alongside]")
        helpers = try state.call(support, []).first ?? .nil
    }

    /// A session with `arg` set (see `setArguments`), or nil after saying on standard error why
    /// Lua could not start (a harness fault: the state or the `ui` module failed to load).
    static func start(limits: ScriptLimits, preloads: [SpecPreload], preceding: [String],
                      arguments: [String]) -> ScriptSession? {
        do throws(LuaError) {
            let session = try ScriptSession(limits: limits, preloads: preloads)
            session.setArguments(preceding: preceding, arguments: arguments)
            return session
        } catch {
            Terminal.writeError("alongside: could not start Lua: \(error.message)\n")
            return nil
        }
    }

    /// Runs `chunk` with `arguments` under the session's limits.
    /// - Returns: the chunk's results.
    /// - Throws: `Failure` with the error (or timeout, or memory) message and a clean traceback.
    func run(_ chunk: LuaValue, _ arguments: [LuaValue] = []) throws(Failure) -> [LuaValue] {
        let outcome: LuaLimitedResult
        do throws(LuaError) {
            outcome = try state.callLimited(chunk, arguments, seconds: limits.timeout)
        } catch {
            throw Failure(message: error.message, traceback: "")
        }
        switch outcome {
        case .returned(let values):
            return values
        case .failed(let f):
            let traceback = helper("clean_traceback", [.string(f.traceback)]).string ?? ""
            switch f.kind {
            case .timeout:
                let t = limits.timeout
                let seconds = t == t.rounded() && t < 1e9 ? String(Int(t)) : String(t)
                throw Failure(message: f.position + "timeout: the script ran longer than \(seconds) s (--timeout)",
                              traceback: traceback)
            case .memory:
                throw Failure(message: "not enough memory: the script reached the limit of \(limits.memoryLimitMiB) MiB "
                              + "(--memory-limit)", traceback: traceback)
            case .error:
                let message = helper("error_text", [f.object]).string ?? "(error object is not a string)"
                throw Failure(message: splitTraceback(message).message, traceback: traceback)
            }
        }
    }

    /// Sets `arg` as `lua` does: `preceding` (from the program to the script) ends at index 0,
    /// `arguments` follow from index 1.
    func setArguments(preceding: [String], arguments: [String]) {
        let t = state.newTable()
        for (i, a) in preceding.enumerated() {
            state.setRaw(t, key: .integer(Int64(i - (preceding.count - 1))), value: .string(a))
        }
        for (i, a) in arguments.enumerated() { state.setRaw(t, key: .integer(Int64(i + 1)), value: .string(a)) }
        state.setGlobal("arg", t)
    }

    /// With `on`, Ctrl-C (SIGINT) stops the running code with `interrupted!` (an error like any
    /// other: the REPL prints it and goes on); without, SIGINT ends the process again.
    func interruptOnSIGINT(_ on: Bool) {
        let interrupt = state.interrupt
        alongside_call_on_sigint(on ? interrupt.function : nil, on ? interrupt.context : nil)
        if !on { state.clearInterrupt() }
    }

    /// `values` as the REPL shows them (nested tables, sorted keys, `ui` objects by tostring).
    func pretty(_ values: [LuaValue]) -> String {
        helper("pretty", values).string ?? ""
    }

    /// Tab's candidates for the end of `line` (see `complete` in scriptSupportSource): full
    /// replacements of its trailing name expression, sorted. Needs no terminal.
    func completions(for line: String) -> [String] {
        guard case .reference = helpers,
              let values = try? state.call(state.field(helpers, "complete"), [.string(line)]) else { return [] }
        return values.compactMap(\.string)
    }

    /// Calls helper `name` (protected); nil when it failed.
    private func helper(_ name: String, _ arguments: [LuaValue]) -> LuaValue {
        guard case .reference = helpers else { return .nil }
        return (try? state.call(state.field(helpers, name), arguments))?.first ?? .nil
    }
}
