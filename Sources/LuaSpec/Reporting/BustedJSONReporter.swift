// BustedJSONReporter: busted's `-o json` layout, so tools written for busted's JSON read ours.

/// A reporter that writes what busted 2.1's `json` handler writes at the end of each `--repeat`
/// run: one line `{"successes":[…],"failures":[…],"errors":[…],"pendings":[…],"duration":S}`, each
/// element `{"name", "message"?, "isError"?, "randomseed"?, "trace":{…}, "element":{…}}` as
/// busted's `handler.format` builds it.
///
/// busted serialises Lua tables, so its key order varies between runs; ours is fixed (the order
/// above). The `trace` tables carry what we know (`short_src`, `source`, `currentline`, `what`,
/// `message`, and `traceback` for a failure); `linedefined` and start/end ticks are not recorded.
/// Unlike Debian's busted 2.1.1, a declared `pending("name")` does not make the output empty.
/// Our richer document (file, path, output, attachments per test) is `-o json-detailed`.
public final class BustedJSONReporter: BustedRunReporter {
    /// Creates a reporter writing busted's JSON layout to `sink`.
    public init(sink: TextSink) {
        super.init(sink: sink, options: BustedHandlerOptions())
    }

    /// Writes one run's document on one line (busted's `suite end`).
    override func runEnded(duration: Double) {
        let lists: [(String, TestStatus)] = [("successes", .success), ("failures", .failure),
                                             ("errors", .error), ("pendings", .pending)]
        var members = lists.map { key, status in
            (key, "[" + tracker.results(status).map(element).joined(separator: ",") + "]")
        }
        members.append(("duration", BustedStyle.fixed(duration, decimals: 6)))
        sink.write(JSONReporter.object(members) + "\n")
    }

    /// One formatted element, as busted's `handler.format(element, parent, message, debug, isError)`.
    func element(_ result: TestResult) -> String {
        let string = JSONReporter.string
        let declared = Self.trace(result, line: result.line, message: string(result.path.last ?? ""), traceback: nil)
        var members = [("name", string(result.fullName))]
        if let message = result.status == .pending ? BustedStyle.reason(result) : result.message { members.append(("message", string(message))) }
        if result.status == .error { members.append(("isError", "true")) }
        if let seed = info?.seed { members.append(("randomseed", "\(seed)")) }
        switch result.status {
        case .failure, .error:
            let failing = Self.failingLine(result) ?? result.line
            members.append(("trace", Self.trace(result, line: failing, message: string(BustedStyle.message(result)),
                                                traceback: BustedStyle.traceback(result))))
        case .success, .pending:
            members.append(("trace", declared))
        }
        members.append(("element", JSONReporter.object([
            ("name", string(result.path.last ?? "")), ("descriptor", string("it")), ("attributes", "[]"),
            ("duration", BustedStyle.fixed(result.duration, decimals: 6)), ("trace", declared),
        ])))
        return JSONReporter.object(members)
    }

    /// A `debug.getinfo`-like trace table: where, what, and optionally the traceback.
    static func trace(_ result: TestResult, line: Int, message: String, traceback: String?) -> String {
        var members = [
            ("short_src", JSONReporter.string(result.file)), ("source", JSONReporter.string("@" + result.file)),
            ("currentline", "\(line)"), ("what", JSONReporter.string("Lua")), ("message", message),
        ]
        if let traceback { members.append(("traceback", JSONReporter.string(traceback))) }
        return JSONReporter.object(members)
    }

    /// The line a failure's message names (`spec/x_spec.lua:12: …`), when it names the test's file.
    static func failingLine(_ result: TestResult) -> Int? {
        guard let message = result.message, message.hasPrefix(result.file + ":") else { return nil }
        return Int(message.dropFirst(result.file.count + 1).prefix { $0.isNumber })
    }
}
