// SpecFileExecutor: where spec files run. In this process (InProcessExecutor), or in worker
// processes run by a supervisor that lives in the executable's target; SpecRunner does not care.

/// What one file's run produced.
public struct SpecFileOutcome: Sendable, Equatable {
    /// How many tests the plan selected.
    public var selected: Int
    /// `--fail-fast` tripped, or the run was interrupted: run no further files.
    public var stopped: Bool

    public init(selected: Int, stopped: Bool) {
        self.selected = selected
        self.stopped = stopped
    }
}

/// Runs spec files one at a time, in the order `SpecRunner` asks for them.
///
/// `prepare` is told the whole list of a repetition first, so an executor may start later files
/// early (in other processes) as long as it publishes each file's events only when that file is
/// asked for: the report order stays the order of the files.
public protocol SpecFileExecutor: AnyObject {
    /// The files of repetition `run`, in the order they will be asked for.
    func prepare(_ files: [SpecFile], run: Int)
    /// Whether `file` ran or will run; false for a file an interrupted run never started (it is
    /// then left out of the report rather than shown empty).
    func willRun(_ file: SpecFile, run: Int) -> Bool
    /// Runs (or waits for) `file`, publishing its events through `publish`, in order.
    func run(_ file: SpecFile, run: Int, publish: @escaping (Event) -> Void) -> SpecFileOutcome
    /// The run is over (or stopped early): release whatever is still running.
    func finish()
}

/// A test a runner announces before results exist, for a supervisor that must name the tests a
/// dead process never finished.
public enum TestAnnouncement: Sendable, Equatable {
    /// A selected test, declared when the runner reaches its block (before that block's tests run).
    case declared(TestIdentity)
    /// The block's declarations are complete and its code runs next: an announcer that holds
    /// declarations back (to write them together) must pass them on now.
    case declarationsEnd
    /// A test is about to run: the one declared `declaration`-th (from 0) in this file's run.
    /// A number, not the test's name: a supervisor has the name from the declaration, and
    /// turning it into Swift strings and a message again for every test cost about a microsecond.
    case started(declaration: Int)
}

/// Which test of a file: its path and line, and which of the tests declared at that line it is
/// (1 for the first), since tests declared in a loop share their name and line.
public struct TestIdentity: Sendable, Hashable {
    public var path: [String]
    public var line: Int
    public var occurrence: Int

    public init(path: [String], line: Int, occurrence: Int = 1) {
        self.path = path
        self.line = line
        self.occurrence = occurrence
    }
}

/// Runs each file in this process, in a fresh Lua state.
public final class InProcessExecutor: SpecFileExecutor {
    private let runner: SpecFileRunner

    /// - Parameters:
    ///   - seed: the resolved shuffle seed (0 when not shuffling).
    ///   - announce: told of each file's selected tests and of each test as it starts.
    ///   - outputRegion: memory shared with a supervisor where what the running test writes is
    ///     kept (`CapturedStreamsRegion`), so that it can show it if this process dies; it
    ///     must outlive the executor. Nil: each file's state keeps it in its own memory.
    public init(options: SpecOptions, seed: UInt64, preloads: [SpecPreload],
                announce: ((TestAnnouncement) -> Void)? = nil,
                outputRegion: UnsafeMutableRawBufferPointer? = nil) {
        var runner = SpecFileRunner(options: options, seed: seed, preloads: preloads, announce: announce)
        runner.outputRegion = outputRegion
        self.runner = runner
    }

    public func prepare(_ files: [SpecFile], run: Int) {}
    public func willRun(_ file: SpecFile, run: Int) -> Bool { true }
    public func run(_ file: SpecFile, run: Int, publish: @escaping (Event) -> Void) -> SpecFileOutcome {
        runner.run(file, run: run, publish: publish)
    }
    public func finish() {}
}
