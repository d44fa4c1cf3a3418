// PendingSuppressor: `--suppress-pending`, busted's option that hides pending tests from every output.

/// Passes events to another reporter without the pending tests, and with a pending count of 0,
/// as busted's `cancelOnPending` predicate keeps pending tests from reaching its handlers.
///
/// Applied to every reporter of the run (the terminal, `-o …` and `--junit`), so all agree.
public final class PendingSuppressor: Reporter {
    /// The reporter that sees the filtered events.
    let inner: Reporter

    /// Wraps `inner`.
    public init(_ inner: Reporter) {
        self.inner = inner
    }

    /// Forwards `event`, dropping pending tests and zeroing the pending count.
    public func handle(_ event: Event) {
        switch event {
        case .testFinished(let result) where result.status == .pending:
            return
        case .runFinished(var summary):
            summary.pending = 0
            inner.handle(.runFinished(summary))
        default:
            inner.handle(event)
        }
    }

    /// Finishes the wrapped reporter.
    public func finish() throws(ReportError) {
        try inner.finish()
    }
}
