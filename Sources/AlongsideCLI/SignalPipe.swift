// SignalPipe: SIGINT and SIGTERM turned into bytes on a pipe (the self-pipe trick); the handler
// only writes one byte, and the supervisor's poll loop does the work.
#if canImport(Glibc)
import Glibc
#endif

/// The write end the handler uses; set once before the handlers are installed.
nonisolated(unsafe) private var signalWriteFD: Int32 = -1

/// Watches SIGINT and SIGTERM for the supervisor; SIGPIPE is ignored (a closed stdout must not
/// end the run: the report is still written).
public final class SignalPipe {
    let readFD: Int32
    /// The first signal received, remembered after its byte was read.
    private var received: Int32?

    /// Installs the handlers. Nil if the pipe cannot be made (signals then act as by default).
    public init?() {
        var fds: [Int32] = [0, 0]
        guard FileDescriptors.closeOnExecPipe(&fds) else { return nil }
        for fd in fds { FileDescriptors.setNonBlocking(fd) }
        readFD = fds[0]
        signalWriteFD = fds[1]
        signal(SIGPIPE, SIG_IGN)
        for s in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                var byte = UInt8(truncatingIfNeeded: sig)
                _ = write(signalWriteFD, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(s, &action, nil)
        }
        // a parent (a CI agent, Foundation's Process) may have started us with them blocked
        var watched = sigset_t()
        sigemptyset(&watched)
        sigaddset(&watched, SIGINT)
        sigaddset(&watched, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &watched, nil)
    }

    /// The signal received, if any (and remembered: later calls return it again).
    public func take() -> Int32? {
        var byte: UInt8 = 0
        if received == nil, read(readFD, &byte, 1) == 1 { received = Int32(byte) }
        return received
    }
}
