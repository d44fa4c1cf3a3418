// StandardOutput and StringSink: the two places text reporters write to.
#if canImport(Glibc)
import Glibc
#endif

/// Buffered standard output (or error); flushed at line ends when attached to a terminal.
public final class StandardOutput: TextSink {
    private let fd: Int32
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

    public func flush() {
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                break
            }
            offset += n
        }
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
