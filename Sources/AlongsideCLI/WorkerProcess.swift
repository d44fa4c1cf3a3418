// WorkerProcess: one worker, as the supervisor sees it: a pid, a job pipe, its message log (or
// message pipe) and its doorbell.
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// A running worker: forked without an exec when the supervisor runs one thread (`WorkerFork`),
/// else `alongside __worker` started with posix_spawn (no Foundation, nothing between the fork
/// and the exec that could take a lock).
final class WorkerProcess {
    let pid: pid_t
    /// The supervisor's end of the job pipe (the worker's fd 3).
    private(set) var jobs: Int32
    /// The supervisor's end of the message pipe (the worker's fd 4), non-blocking.
    let messages: Int32
    /// The supervisor's end of the doorbell pipe (the worker's fd 5), non-blocking: readable
    /// when a file is done or a big message waits, hung up when the worker is gone.
    let doorbell: Int32
    /// Bytes read but not yet a whole line.
    var pending: [UInt8] = []
    /// Where `readMessages` reads into: allocated once, not on every poll round.
    private let chunk = ReadBuffer(count: 1 << 16)
    /// The in-memory file the worker keeps its message log and its running test's output in
    /// (its fd 6), or -1.
    let outputRegion: Int32
    /// The worker's messages (`MessageLog`), mapped from `outputRegion`; nil: only the pipe.
    private let log: (log: MessageLog, mapping: UnsafeMutableRawBufferPointer)?
    /// The bytes of output a test keeps (`--output-limit`).
    let outputLimit: Int
    /// The file index (in the supervisor's list) the worker is running, if any.
    var fileIndex: Int?
    /// When the worker last showed progress: a test started or ended, or a job was sent.
    var lastActivity: Double = 0
    private var reaped = false

    /// Forks a worker that runs `WorkerMain.main(arguments…)`, or starts `/proc/self/exe __worker
    /// arguments…`.
    /// - Parameter outputToStderr: the worker's standard output (what a spec's child processes
    ///   print) goes to standard error, when standard output carries a TAP or JSON report.
    /// - Returns: nil when the process could not be started (the caller reports it as a fault).
    /// - Parameter outputLimit: the bytes of output a test keeps, the size of its output region.
    /// - Parameter forkWith: the preloads of a worker made by fork alone (`WorkerFork`), or nil
    ///   to always exec the binary.
    convenience init?(arguments: [String], outputToStderr: Bool, outputLimit: Int, forkWith preloads: [SpecPreload]? = nil) {
        var jobPipe: [Int32] = [0, 0], messagePipe: [Int32] = [0, 0], doorbellPipe: [Int32] = [0, 0]
        guard FileDescriptors.closeOnExecPipe(&jobPipe) else { return nil }
        guard FileDescriptors.closeOnExecPipe(&messagePipe) else {
            close(jobPipe[0]); close(jobPipe[1])
            return nil
        }
        guard FileDescriptors.closeOnExecPipe(&doorbellPipe) else {
            for fd in jobPipe + messagePipe { close(fd) }
            return nil
        }
        // above the worker's fds 0-5, so the dup2 calls below cannot overwrite one another
        for i in 0..<2 {
            jobPipe[i] = Self.raise(jobPipe[i])
            messagePipe[i] = Self.raise(messagePipe[i])
            doorbellPipe[i] = Self.raise(doorbellPipe[i])
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if outputToStderr { posix_spawn_file_actions_adddup2(&actions, 2, 1) }
        posix_spawn_file_actions_adddup2(&actions, jobPipe[0], WorkerMain.jobsFD)
        posix_spawn_file_actions_adddup2(&actions, messagePipe[1], WorkerMain.messagesFD)
        posix_spawn_file_actions_adddup2(&actions, doorbellPipe[1], WorkerMain.doorbellFD)
        var region = Self.raise(WorkerOutputRegion.create(keeping: outputLimit))
        // mapped before the worker starts: a worker given a region it could map but this side
        // could not would write every message into a ring nobody reads
        let log = WorkerOutputRegion.mapLog(of: region)
        if region >= 0 && log == nil {
            close(region)
            region = -1
        }
        if let preloads, let forked = WorkerFork.start(arguments: arguments, preloads: preloads, outputToStderr: outputToStderr,
                                                       fds: [jobPipe[0], messagePipe[1], doorbellPipe[1], region]) {
            close(jobPipe[0])
            close(messagePipe[1])
            close(doorbellPipe[1])
            self.init(pid: forked, jobs: jobPipe[1], messages: messagePipe[0], doorbell: doorbellPipe[0],
                      region: region, log: log, outputLimit: outputLimit)
            return
        }
        if region >= 0 { posix_spawn_file_actions_adddup2(&actions, region, WorkerOutputRegion.fd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // the worker starts with default handlers and nothing blocked, whatever the supervisor set
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        // its own process group, so a kill also stops what a test started (os.execute, io.popen)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let argv = ["alongside", WorkerMain.argument] + arguments
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var child: pid_t = 0
        let regionVariable = region >= 0 ? ["\(WorkerOutputRegion.variable)=\(WorkerOutputRegion.fd)"] : []
        var cEnv: [UnsafeMutablePointer<CChar>?] = (Self.environment() + regionVariable).map { strdup($0) } + [nil]
        defer { for p in cEnv { free(p) } }
        let rc = posix_spawn(&child, "/proc/self/exe", &actions, &attributes, &cArgs, &cEnv)
        close(jobPipe[0])
        close(messagePipe[1])
        close(doorbellPipe[1])
        guard rc == 0 else {
            close(jobPipe[1]); close(messagePipe[0]); close(doorbellPipe[0])
            if region >= 0 { close(region) }
            if let log { WorkerOutputRegion.unmap(log.mapping) }
            return nil
        }
        self.init(pid: child, jobs: jobPipe[1], messages: messagePipe[0], doorbell: doorbellPipe[0],
                  region: region, log: log, outputLimit: outputLimit)
    }

    /// The supervisor's side of a started worker: its pid and its ends of the pipes.
    private init(pid: pid_t, jobs: Int32, messages: Int32, doorbell: Int32, region: Int32,
                 log: (log: MessageLog, mapping: UnsafeMutableRawBufferPointer)?, outputLimit: Int) {
        self.pid = pid
        outputRegion = region
        self.log = log
        self.outputLimit = outputLimit
        self.jobs = jobs
        self.messages = messages
        self.doorbell = doorbell
        FileDescriptors.setNonBlocking(messages)
        FileDescriptors.setNonBlocking(doorbell)
        // room for what fast tests write between two reads (64 KiB fills in about a millisecond
        // of empty tests); F_SETPIPE_SZ (1031) is Linux's and not imported; failing keeps 64 KiB
        _ = fcntl(messages, 1031, Self.messagePipeBytes)
    }

    /// The message pipe's capacity: 1 MiB, the default most an unprivileged process may ask for.
    static let messagePipeBytes: Int32 = 1 << 20

    /// The supervisor's environment, with Swift's crash backtracer off: a worker's crash is
    /// expected and reported by the supervisor, and symbolicating one (slow under ASan) would
    /// only delay the next file. It names the supervisor's pid (WorkerMain.dieWithSupervisor).
    private static func environment() -> [String] {
        var result: [String] = []
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            // a supervisor run by a spec names itself, not the outer one
            if !text.hasPrefix("SWIFT_BACKTRACE="), !text.hasPrefix(WorkerMain.supervisorVariable + "="),
               !text.hasPrefix(WorkerOutputRegion.variable + "=") {
                result.append(text)
            }
            p += 1
        }
        return result + ["SWIFT_BACKTRACE=enable=no", "\(WorkerMain.supervisorVariable)=\(getpid())"]
    }

    /// `fd` moved to a descriptor number of at least 10 (close-on-exec), or kept if that fails.
    private static func raise(_ fd: Int32) -> Int32 {
        let moved = fcntl(fd, F_DUPFD_CLOEXEC, 10)
        guard moved >= 0 else { return fd }
        close(fd)
        return moved
    }

    /// Sends a job; false when the worker is gone.
    func send(_ job: WorkerJob) -> Bool {
        var bytes = Array(job.line.utf8)
        bytes.append(10)
        return FileDescriptors.writeAll(jobs, bytes)
    }

    /// Reads what is available, from the message pipe (unless the worker claimed its log) and
    /// then the message log, and hands `handle` the message of each whole line (garbage lines
    /// left out), parsed where it was read; returns how many, and false as `open` at the pipe's
    /// end of input: the worker is gone, and the log, read after that, holds all it wrote.
    func readMessages(_ handle: (WorkerMessage) -> Void) -> (count: Int, open: Bool) {
        var open = true
        var lastNewline: Int?
        func take(_ new: UnsafeRawBufferPointer) {
            // only the new bytes are searched: a 10 MB line arrives in many reads
            if let i = new.lastIndex(of: 10) { lastNewline = pending.count + i }
            pending.append(contentsOf: new)
        }
        while true {
            let n = chunk.fill { read(messages, $0.baseAddress, $0.count) }
            if n > 0 {
                // a worker that writes its log sends nothing down the pipe: these bytes are a
                // spec's forgery (through /proc/self/fd/4), dropped
                if log?.log.claimed != true {
                    chunk.withPrefix(n) { take($0) }
                }
                continue
            }
            if n < 0 && errno == EINTR { continue }
            if n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { open = false }
            break
        }
        log?.log.take(take)
        guard let last = lastNewline else { return (0, open) }
        var count = 0
        pending.withUnsafeBufferPointer { buffer in
            var start = 0
            while let i = buffer.firstIndex(of: 10, from: start, upTo: last + 1) {
                if let m = WorkerMessage(fields: WireLine(UnsafeBufferPointer(rebasing: buffer[start..<i]))) {
                    handle(m)
                    count += 1
                }
                start = i + 1
            }
        }
        pending.removeSubrange(...last)
        return (count, open)
    }

    /// Empties the doorbell (its rings only ever mean "read the messages now").
    func silenceDoorbell() {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(doorbell, $0.baseAddress, $0.count) }) == 64 {}
    }

    /// Closes the job pipe: an idle worker then reads end of input and exits 0.
    func closeJobs() {
        if jobs >= 0 { close(jobs) }
        jobs = -1
    }

    /// Kills the worker (SIGKILL) and reaps it.
    func kill() -> Int32 {
        guard !reaped else { return 0 }  // never signal a pid that may have been reused
        _ = Glibc.kill(-pid, SIGKILL)     // the worker's group: the worker and its children
        _ = Glibc.kill(pid, SIGKILL)
        return reap()
    }

    /// Waits for the worker to end and returns its wait status (once; later calls return 0).
    @discardableResult
    func reap() -> Int32 {
        guard !reaped else { return 0 }
        reaped = true
        closeJobs()
        close(messages)
        close(doorbell)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// What the worker's running test had written when it died (after `reap`), or "".
    func writtenBeforeDeath() -> String {
        WorkerOutputRegion.written(in: outputRegion, limit: outputLimit)
    }

    deinit {
        if let log { WorkerOutputRegion.unmap(log.mapping) }
        if outputRegion >= 0 { close(outputRegion) }
    }

    /// How a worker that ended before finishing its file ended, in words (for the error).
    static func describe(status: Int32) -> String {
        let signalled = status & 0x7f
        if signalled != 0 && signalled != 0x7f {
            return "worker killed by \(signalName(signalled))"
        }
        let code = (status >> 8) & 0xff
        return "os.exit(\(code)) from C: the worker process ended"
    }

    static func signalName(_ s: Int32) -> String {
        let names: [Int32: String] = [SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGILL: "SIGILL",
                                      SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT",
                                      SIGTRAP: "SIGTRAP", SIGPIPE: "SIGPIPE", SIGXCPU: "SIGXCPU", SIGHUP: "SIGHUP"]
        return names[s] ?? "signal \(s)"
    }
}
