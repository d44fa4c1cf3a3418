// Reporter: the one interface between the runner and every output format.

/// Consumes events and writes one output format. Reporters never reach into the runner.
public protocol Reporter: AnyObject {
    /// Handles one event, in order.
    func handle(_ event: Event)
    /// Flushes and closes whatever the reporter writes; called once after `runFinished`.
    /// - Throws: `ReportError` when a file cannot be written.
    func finish() throws(ReportError)
}

/// A reporter could not write its output.
public struct ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Where text reporters write: standard output by default, a string in tests.
public protocol TextSink: AnyObject {
    func write(_ text: String)
    func flush()
}
