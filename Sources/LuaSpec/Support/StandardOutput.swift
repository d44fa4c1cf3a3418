// StandardOutput and StringSink: the two places text reporters write to.
#if canImport(Glibc)
import Glibc
#endif

/// Buffered standard output (or error); flushed at line ends when attached to a terminal.
public final class StandardOutput: TextSink {
    private var fd: Int32
    /// The descriptor fd 1 pointed to before `reserve()`, while reserved.
    private var reserved: Int32?
    private var buffer: [UInt8] = []
    /// Whether the stream is a terminal (for colour and live progress).
    public let isTerminal: Bool

    /// Standard output.
    public static func stdout() -> StandardOutput { StandardOutput(fd: 1) }
    /// Standard error.
    public static func stderr() -> StandardOutput { StandardOutput(fd: 2) }

    init(fd: Int32) {
        self.fd = fd
        isTerminal = isatty(fd) != 0
        buffer.reserveCapacity(1 << 16)
    }

    deinit { flush() }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 || (isTerminal && text.utf8.last == 10) { flush() }
    }

    /// Keeps standard output for this stream alone while specs run: the stream moves to a
    /// private duplicate of fd 1 (close-on-exec, so child processes never inherit it) and fd 1
    /// is pointed at standard error. What a test's child process prints (`os.execute("echo")`)
    /// then shows on standard error instead of landing inside a TAP or JSON document.
    /// Does nothing for a stream other than standard output, or when already reserved.
    public func reserve() {
        guard fd == 1, reserved == nil else { return }
        flush()
        let copy = fcntl(1, F_DUPFD_CLOEXEC, 3)
        guard copy >= 0, dup2(2, 1) >= 0 else {
            if copy >= 0 { close(copy) }
            return
        }
        reserved = copy
        fd = copy
    }

    /// Undoes `reserve()`: fd 1 is standard output again and this stream writes to it.
    public func release() {
        guard let copy = reserved else { return }
        flush()
        if dup2(copy, 1) >= 0 {
            close(copy)
            fd = 1
            reserved = nil
        }
    }

    public func flush() {
        // A failed write (a closed pipe, a full disk) drops the rest: there is nowhere to say so.
        try? FileSystem.writeAll(buffer, to: fd)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Collects text in memory; used by tests and by reporters that write files.
public final class StringSink: TextSink {
    public private(set) var text = ""
    public init() {}
    public func write(_ s: String) { text += s }
    public func flush() {}
}
