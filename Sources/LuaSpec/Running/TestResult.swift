// TestResult: everything the reporters know about one finished test.

/// One finished (or listed) test.
public struct TestResult: Sendable, Equatable {
    /// The spec file, as given or discovered (`spec/list_spec.lua`).
    public var file: String
    /// The describe path and the test's own name, outermost first.
    public var path: [String]
    /// The line of the `it` (or of the block that failed, for a block-level error).
    public var line: Int
    /// The outcome.
    public var status: TestStatus
    /// The one-line reason for a non-success outcome (pending reason, assertion message, error).
    public var message: String?
    /// The Lua traceback, trimmed of harness frames.
    public var traceback: String?
    /// What the test printed (`print`, `io.write`), captured.
    public var output: String
    /// Seconds the test took, hooks included.
    public var duration: Double
    /// Which `--repeat` run this belongs to (1-based).
    public var run: Int
    /// Absolute paths of the files written for a failing test (the pictures of its worlds and
    /// recordings: `SpecAttachments`), for reports to point at.
    public var attachments: [String] = []

    /// The describe path and name joined with spaces, as busted names tests.
    public var fullName: String { path.joined(separator: " ") }

    public init(file: String, path: [String], line: Int, status: TestStatus, message: String? = nil,
                traceback: String? = nil, output: String = "", duration: Double = 0, run: Int = 1) {
        self.file = file
        self.path = path
        self.line = line
        self.status = status
        self.message = message
        self.traceback = traceback
        self.output = output
        self.duration = duration
        self.run = run
    }
}
