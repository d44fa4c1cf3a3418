// WorkerFork: a worker made by fork alone, when the supervisor may (one thread), instead of an
// exec of the binary.
import CProcess
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// Why: every spec file runs in a worker, so every run started the binary twice. The second
/// start (exec, the dynamic loader's relocations, the Swift runtime's set-up, parsing the
/// command line again) was a third of a one-file run's start-up, and its pages counted again in
/// the run's memory. A forked worker shares the supervisor's already loaded pages and goes
/// straight to `WorkerMain.main`, with the same descriptors, signals, process group and
/// environment an exec'd worker gets (`alongside_fork_worker` sets them, this sets the rest),
/// so crashes, timeouts and memory limits stay the worker's alone.
///
/// Forking is safe only while the supervisor runs one thread: the child goes on with the
/// parent's runtime and allocator, and a lock another thread held at the fork would never be
/// released. With more than one thread the supervisor execs as before.
enum WorkerFork {
    /// Set (to anything) in the supervisor's environment, workers exec the binary as they do
    /// when the supervisor runs more than one thread: how the tests keep that path checked,
    /// and a way out should forking ever misbehave on a system.
    static let execVariable = "ALONGSIDE_EXEC_WORKERS"

    /// The forked worker's pid in the supervisor, or nil when it execs instead (more than one
    /// thread, or fork failed). The child never returns: it runs the worker and exits.
    /// - Parameter fds: the worker's job, message, doorbell and output-region descriptors
    ///   (the region may be -1), moved to fds 3, 4, 5 and 6 in the child.
    static func start(arguments: [String], preloads: [SpecPreload], outputToStderr: Bool, fds: [Int32]) -> pid_t? {
        guard getenv(execVariable) == nil, alongside_single_threaded() == 1 else { return nil }
        let targets = [WorkerMain.jobsFD, WorkerMain.messagesFD, WorkerMain.doorbellFD, WorkerOutputRegion.fd]
        // what C's stdio holds would otherwise be written twice, once by each process
        fflush(nil)
        let supervisor = getpid()
        let pid = alongside_fork_worker(fds, targets, Int32(fds.count), outputToStderr ? 1 : 0)
        if pid < 0 { return nil }
        if pid > 0 { return pid }
        // the child: the environment an exec'd worker was given (WorkerProcess.environment)
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        setenv(WorkerMain.supervisorVariable, String(supervisor), 1)
        if fds.count > 3, fds[3] >= 0 {
            setenv(WorkerOutputRegion.variable, String(WorkerOutputRegion.fd), 1)
        } else {
            unsetenv(WorkerOutputRegion.variable)
        }
        exit(WorkerMain.main(arguments, preloads: preloads))
    }
}
