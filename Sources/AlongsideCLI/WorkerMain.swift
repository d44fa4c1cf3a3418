// WorkerMain: `alongside __worker ARGS…`, the hidden mode the supervisor re-executes itself in
// (or runs in a child it forked without an exec: WorkerFork).
import CProcess
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// A worker process: reads jobs (one line each) from fd 3, runs each file in a fresh Lua state,
/// and writes `WorkerMessage` lines to the message log shared through fd 6 (`MessageLog`), or
/// to fd 4 when there is none. Standard input is the supervisor's (a spec reading
/// it behaves as it did in one process); standard output is the supervisor's, or its standard
/// error when a TAP or JSON report owns standard output. Messages have their own pipe, so
/// nothing a spec or its child processes print can be taken for one. fd 6, when the supervisor
/// gives one, is the memory the running test's output is kept in (WorkerOutputRegion).
public enum WorkerMain {
    /// The argument that selects worker mode (first, before the run's own arguments).
    public static let argument = "__worker"
    static let jobsFD: Int32 = 3
    static let messagesFD: Int32 = 4
    /// Rung (one byte) when a file is done or a big message waits: see `MessageWriter`.
    static let doorbellFD: Int32 = 5

    /// Runs until the supervisor closes the job pipe; returns the exit code (0).
    public static func main(_ arguments: [String], preloads: [SpecPreload]) -> Int32 {
        // Workers have process groups of their own; the supervisor decides what stops.
        signal(SIGINT, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        guard dieWithSupervisor() else { return 3 }
        guard let invocation = try? Invocation.parse(arguments) else { return 2 }
        var options = invocation.options
        options.setSpecArg(invocation.paths)
        capAddressSpace(memoryLimitMiB: options.memoryLimitMiB)
        // mapped under the cap: when it leaves no room, output is kept as without a region
        // and messages go down the pipe
        let shared = WorkerOutputRegion.mapInWorker()
        // A spec's child processes (os.execute, io.popen) must not inherit the two pipes: a
        // `sleep 30` left holding the message pipe kept the supervisor waiting for its end of
        // input after the hard timeout had killed this worker.
        for fd in [jobsFD, messagesFD, doorbellFD] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let out = MessageWriter(fd: messagesFD, doorbell: doorbellFD, log: shared?.log)
        let executor = InProcessExecutor(options: options, seed: options.seed ?? 0, preloads: preloads,
                                         announce: { announcement in
            switch announcement {
            case .declared(let test): out.send(.declared(test))
            case .started(let declaration): out.send(.started(declaration: declaration))
            case .declarationsEnd: out.flush()
            }
        }, outputRegion: shared?.output)
        var reader = LineReader(fd: jobsFD)
        while let line = reader.next() {
            guard let job = WorkerJob(line: line[...]) else { return 2 }
            let outcome = executor.run(job.file, run: job.run) { event in
                switch event {
                case .testFinished(let r): out.send(.finished(r))
                case .fileOutput(_, _, let text): out.send(.output(text))
                default: break
                }
            }
            // again (dieWithSupervisor set it first): a native module the file loaded may have
            // taken SIGUSR2, and its closed state has unloaded that module's code
            _ = alongside_kill_group_on_parent_death()
            out.send(.fileDone(outcome))
        }
        return 0
    }

    /// The environment variable through which the supervisor passes its pid to its workers.
    static let supervisorVariable = "ALONGSIDE_SUPERVISOR_PID"

    /// A SIGKILLed supervisor cannot stop its workers, and a worker in a `while true do end`
    /// would spin on forever: the kernel kills the worker when its parent dies, and with it the
    /// processes its tests started (the worker's process group). The parent may have died
    /// before the request took effect; then the worker is another process's child by now, and
    /// gives up at once. False when the supervisor is already gone.
    static func dieWithSupervisor() -> Bool {
        guard let text = getenv(supervisorVariable), let expected = pid_t(String(cString: text)) else { return true }
        _ = alongside_kill_group_on_parent_death()
        return getppid() == expected
    }

    /// The address-space backstop: 4 × the Lua memory cap + 1 GiB, never above an existing
    /// limit. Skipped under AddressSanitizer, whose shadow memory needs terabytes of addresses.
    static func capAddressSpace(memoryLimitMiB: Int) {
        guard memoryLimitMiB > 0, dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil else { return }
        // a cap beyond any address space (say 2^43 MiB) is no cap, not an overflow
        let (times4, overflow) = rlim_t(memoryLimitMiB).multipliedReportingOverflow(by: 4 * 1024 * 1024)
        guard !overflow, times4 < rlim_t(1) << 50 else { return }
        let bytes = times4 + (rlim_t(1) << 30)
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0 else { return }
        limit.rlim_cur = min(bytes, limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
    }
}

/// Reads newline-terminated lines from a blocking descriptor.
struct LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// The next line without its newline; nil at end of input or on an error.
    mutating func next() -> String? {
        while true {
            if let nl = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<nl], as: UTF8.self)
                buffer.removeSubrange(...nl)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<n])
        }
    }
}

/// Small helpers over raw descriptors.
enum FileDescriptors {
    /// A pipe whose both ends close on exec (pipe2 is not visible from Swift's Glibc).
    static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    static func setNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Writes every byte, retrying on EINTR; false when the other end is gone.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        (try? FileSystem.writeAll(bytes, to: fd)) != nil
    }

    /// `writeAll` for bytes in place.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        (try? FileSystem.writeAll(bytes, to: fd)) != nil
    }
}
