// Supervisor: runs spec files in worker processes and hands SpecRunner their events in file order.
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// Feeds files to up to `jobs` workers, buffers each file's events, and publishes a file only when
/// SpecRunner asks for it (from then on as its events arrive), so reports keep the order of the
/// files whatever finished first.
///
/// Nothing a spec does reaches this process: a worker that crashes, exits, or overruns the hard
/// deadline is killed and reaped, its running test becomes an error naming the cause, the file's
/// other unfinished tests become "not run: worker died", and the next file gets a fresh worker.
public final class Supervisor: SpecFileExecutor {
    private let jobs: Int
    private let workerArguments: [String]
    private let timeout: Double
    private let failFast: Bool
    private let signals: SignalPipe?
    private let outputToStderr: Bool
    /// Bytes of output a test keeps: the size of each worker's output region.
    private let outputLimit: Int
    /// A forked worker's preloads (WorkerFork); nil: workers exec the binary.
    private let forkPreloads: [SpecPreload]?
    /// The signal (SIGINT or SIGTERM) that interrupted the run, if one did.
    public private(set) var interruptedBy: Int32?

    private var files: [SupervisedFile] = []
    /// Each file's position, by its path's bytes (two paths can be equal Strings: `Discovery`).
    private var indexByPath = ByteExactIndex<Int>()
    private var nextToDispatch = 0
    /// Files whose worker died in a test, to resume (without their finished tests) first.
    private var resumes: [Int] = []
    private var workers: [WorkerProcess] = []
    private var stopDispatching = false

    /// - Parameters:
    ///   - jobs: how many workers may run at once (at least 1).
    ///   - workerArguments: the command line a worker parses for its options (paths ignored).
    ///   - signals: the self-pipe SIGINT/SIGTERM arrive on; nil to not watch for them.
    ///   - outputToStderr: workers' own standard output goes to standard error (TAP, JSON).
    ///   - forkWith: the preloads of workers made by fork alone, without an exec of the binary
    ///     (WorkerFork); nil to exec it.
    public init(jobs: Int, workerArguments: [String], options: SpecOptions, signals: SignalPipe?,
                outputToStderr: Bool, forkWith preloads: [SpecPreload]? = nil) {
        self.outputToStderr = outputToStderr
        self.forkPreloads = preloads
        self.outputLimit = options.outputLimitBytes
        self.jobs = max(1, jobs)
        self.workerArguments = workerArguments
        self.timeout = options.timeout
        self.failFast = options.failFast
        self.signals = signals
    }

    /// Seconds a test may run before its worker is killed: `--timeout` plus the grace period.
    var hardDeadline: Double? { timeout > 0 ? timeout + hardDeadlineGrace(timeout) : nil }

    public func prepare(_ files: [SpecFile], run: Int) {
        self.files = files.map { SupervisedFile(file: $0, run: run) }
        indexByPath = ByteExactIndex()
        for (i, f) in files.enumerated() where indexByPath[f.path, bytes: f.pathBytes] == nil {
            indexByPath[f.path, bytes: f.pathBytes] = i
        }
        nextToDispatch = 0
        resumes = []
    }

    public func willRun(_ file: SpecFile, run: Int) -> Bool {
        guard interruptedBy != nil else { return true }
        return indexByPath[file.path, bytes: file.pathBytes].map { files[$0].dispatched } ?? false
    }

    /// Publishes the file's events as they arrive (the files before it are published, so the
    /// order of files holds), not when it is done: a 10,000-test file's results are not all
    /// kept twice, here and in the reporters, and progress shows while the file runs.
    public func run(_ file: SpecFile, run: Int, publish: @escaping (Event) -> Void) -> SpecFileOutcome {
        guard let i = indexByPath[file.path, bytes: file.pathBytes] else { return SpecFileOutcome(selected: 0, stopped: false) }
        while true {
            for e in files[i].events { publish(e) }
            files[i].events.removeAll(keepingCapacity: true)
            if files[i].outcome != nil { break }
            step()
        }
        files[i].events = []
        // only a file still running can resume: what named its tests is not needed any more
        files[i].forgetTests()
        return files[i].outcome ?? SpecFileOutcome(selected: 0, stopped: false)
    }

    public func finish() {
        for w in workers {
            if w.fileIndex != nil { _ = w.kill() } else { w.closeJobs() }
        }
        for w in workers { w.reap() }
        workers = []
    }

    // MARK: the loop

    /// How long (ms) messages may gather in their logs when no doorbell rings: `quickRead`
    /// while they flow, doubling up to `slowRead` while none come (a long test), so that
    /// results and progress are never more than `slowRead` late.
    private var readInterval = quickRead
    private static let quickRead: Int32 = 2, slowRead: Int32 = 32

    /// Dispatches what it can, then waits for a doorbell (a file done, a big message, a worker
    /// gone), a signal, a deadline or `readInterval`, and reads every busy worker's messages.
    ///
    /// Why not wake for each message: a test costs three, and on a 2-core machine the
    /// supervisor waking for each competed with the workers for CPU (a fifth of a run's CPU
    /// time). Messages wait in their log (or pipe) meanwhile, in order, even if their worker dies.
    private func step() {
        dispatch()
        let busy = workers.filter { $0.fileIndex != nil }
        var fds = busy.map { pollfd(fd: $0.doorbell, events: Int16(POLLIN), revents: 0) }
        if let signals { fds.append(pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0)) }
        let untilDeadline = nearestDeadline().map { max(0, Int32(($0 - Clock.now()) * 1000) + 1) }
        let wait = busy.isEmpty ? (untilDeadline ?? -1) : min(untilDeadline ?? readInterval, readInterval)
        let n = poll(&fds, nfds_t(fds.count), wait)
        if n < 0 && errno != EINTR { return }
        var flowing = false
        // messages first: what a worker wrote before the signal counts as done before it
        for (k, w) in busy.enumerated() where w.fileIndex != nil {
            if fds[k].revents & Int16(POLLIN) != 0 { w.silenceDoorbell() }
            let (count, open) = w.readMessages { handle($0, from: w) }
            flowing = flowing || count > 0
            if !open { workerEnded(w, status: w.reap(), cause: nil) }
        }
        readInterval = flowing ? Self.quickRead : min(readInterval * 2, Self.slowRead)
        if let signals, let sig = signals.take() {
            interrupt(sig)
            return
        }
        enforceDeadlines()
        workers.removeAll { $0.fileIndex == nil && $0.jobs < 0 }
        // a worker that just finished gets its next job now, not after its file is published
        dispatch()
    }

    /// Gives waiting files to idle workers, starting workers up to `jobs`.
    private func dispatch() {
        while (!resumes.isEmpty || nextToDispatch < files.count) && !stopDispatching && interruptedBy == nil {
            let worker: WorkerProcess
            if let idle = workers.first(where: { $0.fileIndex == nil && $0.jobs >= 0 }) {
                worker = idle
            } else if workers.count < jobs, let fresh = WorkerProcess(arguments: workerArguments, outputToStderr: outputToStderr,
                                                                                   outputLimit: outputLimit, forkWith: forkPreloads) {
                workers.append(fresh)
                worker = fresh
            } else {
                if workers.isEmpty { failUnstartable() }
                return
            }
            let i: Int
            let job: SpecFile
            if resumes.isEmpty {
                i = nextToDispatch
                nextToDispatch += 1
                job = files[i].file
            } else {
                i = resumes.removeFirst()
                job = files[i].resumed
            }
            files[i].dispatched = true
            worker.fileIndex = i
            worker.lastActivity = Clock.now()
            if !worker.send(WorkerJob(file: job, run: files[i].run)) {
                workerEnded(worker, status: worker.reap(), cause: nil)
            }
        }
    }

    /// No worker can be started at all: the next file gets a harness-fault error, so the run ends.
    private func failUnstartable() {
        let i = nextToDispatch
        nextToDispatch += 1
        files[i].dispatched = true
        _ = files[i].recordDeath("harness fault: could not start a worker process (\(String(cString: strerror(errno))))")
        files[i].abandon("not run: no worker process", stopped: failFast)
    }

    private func handle(_ message: WorkerMessage, from w: WorkerProcess) {
        guard let i = w.fileIndex else { return }
        let now = Clock.now()
        w.lastActivity = now  // any message is progress; the deadline is for silence
        switch message {
        case .declared(let test): files[i].declare(test)
        case .started(let declaration):
            files[i].start(declaration: declaration)
            files[i].runningSince = now
        case .finished(let r): files[i].record(r)
        case .output(let text): files[i].events.append(.fileOutput(file: files[i].file.path, run: files[i].run, text: text))
        case .fileDone(let outcome):
            files[i].outcome = outcome
            if outcome.stopped { stopDispatching = true }
            w.fileIndex = nil
        }
    }

    /// A worker's message pipe closed: if its file was unfinished, the test it was running
    /// becomes an error naming how the worker ended and the file resumes in a fresh worker
    /// without it; a death outside any test ends the file ("not run: worker died").
    private func workerEnded(_ w: WorkerProcess, status: Int32, cause: String?) {
        guard let i = w.fileIndex else { return }
        w.fileIndex = nil
        let how = cause ?? WorkerProcess.describe(status: status)
        let message = files[i].running.map { "\(how) while running \"\($0.fullName)\"" }
            ?? "\(how) outside any test (loading the file, a describe body, a setup or teardown, or closing "
               + "its Lua state; the tests of blocks not reached yet were not run)"
        afterDeath(i, diedInTest: files[i].recordDeath(message, output: w.writtenBeforeDeath()))
    }

    /// Resumes file `i` when its dead worker was in a test (the fresh worker skips the tests
    /// with results); otherwise ends it.
    private func afterDeath(_ i: Int, diedInTest: Bool) {
        if failFast {
            files[i].abandon("not run: worker died", stopped: true)
        } else if diedInTest {
            // Resumed even when every declared test has a result: blocks run when reached, so
            // the tests of blocks the dead worker had not reached yet are not declared yet.
            files[i].forgetDeclarations()
            resumes.append(i)
        } else {
            files[i].abandon("not run: worker died", stopped: false)
        }
    }

    /// The next moment a busy worker overruns the hard deadline.
    private func nearestDeadline() -> Double? {
        guard let limit = hardDeadline else { return nil }
        return workers.filter { $0.fileIndex != nil }.map { $0.lastActivity + limit }.min()
    }

    private func enforceDeadlines() {
        guard let limit = hardDeadline else { return }
        let now = Clock.now()
        for w in workers where w.fileIndex != nil && now >= w.lastActivity + limit {
            let status = w.kill()
            let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
            if let i = w.fileIndex, files[i].isRunning {
                w.fileIndex = nil
                let message = "hard timeout: the test ran longer than \(seconds) s (--timeout) and its worker was killed"
                afterDeath(i, diedInTest: files[i].recordDeath(message, output: w.writtenBeforeDeath()))
            } else {
                workerEnded(w, status: status, cause: "hard timeout: longer than \(seconds) s (--timeout), worker killed,")
            }
        }
    }

    /// SIGINT/SIGTERM: stop every worker; their files keep what finished, the rest is "interrupted".
    private func interrupt(_ sig: Int32) {
        interruptedBy = sig
        for w in workers where w.fileIndex != nil {
            _ = w.readMessages { handle($0, from: w) }
            _ = w.kill()
            if let i = w.fileIndex {
                w.fileIndex = nil
                _ = files[i].recordDeath("interrupted", plain: true, output: w.writtenBeforeDeath())
                files[i].abandon("not run: interrupted", stopped: false)
            }
        }
        for i in resumes where files[i].outcome == nil { files[i].abandon("not run: interrupted", stopped: false) }
        resumes = []
        for i in files.indices where !files[i].dispatched { files[i].outcome = SpecFileOutcome(selected: 0, stopped: false) }
    }
}
