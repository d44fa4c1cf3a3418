// SpecRunner: runs spec files in order (and again for --repeat), publishing events.
import LuaKit

/// Prepares each spec file's fresh state before the file runs: registers modules (the `ui`
/// module of UISimLua, which LuaSpec does not depend on) or globals. A thrown error is a harness
/// fault of that file.
public typealias SpecPreload = (LuaState) throws(LuaError) -> Void

/// Makes the executor of a run from the resolved shuffle seed (0 when not shuffling).
public typealias SpecExecutorFactory = (_ seed: UInt64) -> SpecFileExecutor

/// Runs a list of spec files and publishes every event to the reporters.
public final class SpecRunner {
    let options: SpecOptions
    let reporters: [Reporter]
    let preloads: [SpecPreload]
    let makeExecutor: SpecExecutorFactory?

    /// - Parameters:
    ///   - preloads: run in order on every spec file's state before the file.
    ///   - executor: where files run; nil runs them in this process.
    public init(options: SpecOptions, reporters: [Reporter], preloads: [SpecPreload] = [],
                executor: SpecExecutorFactory? = nil) {
        self.options = options
        self.reporters = reporters
        self.preloads = preloads
        self.makeExecutor = executor
    }

    /// Runs `files` and returns the summary. Reporters have seen `runFinished` when it returns;
    /// call `finish()` on them afterwards.
    /// - Returns: the counts, and the `file:LINE` selections that matched nothing.
    public func run(_ files: [SpecFile]) -> (summary: RunSummary, unmatched: [String]) {
        let started = Clock.now()
        let seed = options.shuffle ? (options.seed ?? UInt64.random(in: 0...UInt64(Int64.max))) : nil
        var summary = RunSummary()
        summary.seed = seed
        let publish: (Event) -> Void = { [reporters] event in
            for r in reporters { r.handle(event) }
        }
        var files = files
        if let seed, options.shuffleFiles {
            var generator = SplitMix64(seed: seed)
            files.shuffle(using: &generator)
        }
        publish(.runStarted(RunInfo(files: files.map(\.path), seed: seed, repeatCount: options.repeatCount,
                                    timestamp: Clock.timestamp(), listOnly: options.listOnly)))
        let executor = makeExecutor?(seed ?? 0)
            ?? InProcessExecutor(options: options, seed: seed ?? 0, preloads: preloads)
        defer { executor.finish() }
        var unmatched: [String] = []
        outer: for run in 1...max(1, options.repeatCount) {
            executor.prepare(files, run: run)
            for file in files where executor.willRun(file, run: run) {
                let fileStarted = Clock.now()
                publish(.fileStarted(file: file.path, run: run))
                let outcome = executor.run(file, run: run) { event in
                    if case .testFinished(let r) = event, !self.options.listOnly { summary.count(r.status) }
                    publish(event)
                }
                publish(.fileFinished(file: file.path, run: run, duration: Clock.now() - fileStarted))
                if outcome.selected == 0 && !file.lines.isEmpty && run == 1 {
                    unmatched.append(file.path + ":" + file.lines.map(String.init).joined(separator: ":"))
                }
                if outcome.stopped {
                    summary.stoppedEarly = true
                    break outer
                }
            }
        }
        summary.duration = Clock.now() - started
        publish(.runFinished(summary))
        return (summary, unmatched)
    }
}

/// A small seeded generator (SplitMix64), so `--seed N` gives the same file order everywhere
/// (also busted's `--shuffle-files`, ordered by the command line).
public struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
