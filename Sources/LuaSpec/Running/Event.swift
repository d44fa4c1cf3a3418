// Event: what the runner tells reporters, in order. Reporters only consume these.

/// A step of a run, published by `SpecRunner` to every `Reporter` in order.
public enum Event: Sendable, Equatable {
    /// The run begins.
    case runStarted(RunInfo)
    /// A spec file is about to run (once per `--repeat` run).
    case fileStarted(file: String, run: Int)
    /// A test finished (or, in `--list` mode, was listed).
    case testFinished(TestResult)
    /// Output a file printed outside any test (at load time, in a describe body or a setup).
    case fileOutput(file: String, run: Int, text: String)
    /// A spec file finished.
    case fileFinished(file: String, run: Int, duration: Double)
    /// The run ended.
    case runFinished(RunSummary)
}

/// Facts about a run known before it starts.
public struct RunInfo: Sendable, Equatable {
    /// The spec files, in run order.
    public var files: [String]
    /// The shuffle seed, when `--shuffle` is on.
    public var seed: UInt64?
    /// How many times the suite runs (`--repeat`).
    public var repeatCount: Int
    /// Start time as an ISO 8601 UTC timestamp without zone (`2026-11-30T08:00:00`).
    public var timestamp: String
    /// Whether tests are only listed, not run.
    public var listOnly: Bool

    public init(files: [String], seed: UInt64? = nil, repeatCount: Int = 1, timestamp: String,
                listOnly: Bool = false) {
        self.files = files
        self.seed = seed
        self.repeatCount = repeatCount
        self.timestamp = timestamp
        self.listOnly = listOnly
    }
}

/// Counts and time for a whole run.
public struct RunSummary: Sendable, Equatable {
    public var successes = 0
    public var pending = 0
    public var failures = 0
    public var errors = 0
    /// Wall-clock seconds for the whole run.
    public var duration: Double = 0
    /// True when `--fail-fast` stopped the run before every test ran.
    public var stoppedEarly = false
    /// The shuffle seed, when `--shuffle` is on (printed again at the end, to reproduce).
    public var seed: UInt64?

    public init() {}

    /// All tests counted.
    public var total: Int { successes + pending + failures + errors }
    /// Whether the run should exit 0.
    public var passed: Bool { failures == 0 && errors == 0 }

    /// Adds one result to the counts.
    public mutating func count(_ status: TestStatus) {
        switch status {
        case .success: successes += 1
        case .pending: pending += 1
        case .failure: failures += 1
        case .error: errors += 1
        }
    }
}
