// MessageWriter: how a worker sends its messages: into the shared message log, or down the
// message pipe when it has no log.
#if canImport(Glibc)
import Glibc
#endif

/// Sends message lines, whole lines at a time, each before the code it announces runs (so a
/// worker that dies leaves them all behind). With a `MessageLog` (the usual case) a message
/// costs a copy and no system call; without one (the in-memory file could not be made or
/// mapped) each goes down the message pipe as before.
///
/// A block's declarations are held and sent together, with the next message or at `flush()`,
/// which the runner asks for before the block's code runs. The supervisor does not wake for
/// every line: it reads every few milliseconds, and at once when the doorbell rings: after a
/// file's last message (it then sends the next job), when the log is half full, when the
/// worker waits for room, or (pipe) after a big message that could fill the pipe.
final class MessageWriter {
    let fd: Int32
    let doorbell: Int32
    let log: MessageLog?

    init(fd: Int32, doorbell: Int32, log: MessageLog? = nil) {
        self.fd = fd
        self.doorbell = doorbell
        self.log = log
        log?.claimForMessages()
        FileDescriptors.setNonBlocking(doorbell)  // a full doorbell already rings
    }

    /// Lines not sent yet (held declarations, then the line being sent); kept between
    /// messages so its storage is allocated once.
    private let bytes = WireBytes(capacity: 4096)
    /// Whether the bell rang since the log was last less than half full (one ring per filling).
    @exclusivity(unchecked) private var rangHalfFull = false

    func send(_ message: WorkerMessage) {
        message.write(to: bytes)
        bytes.append(10)
        if case .declared = message, bytes.count < Self.bigMessage { return }
        flush(ringing: isFileDone(message))
    }

    /// Sends the held lines, if any.
    func flush() { flush(ringing: false) }

    private func flush(ringing: Bool) {
        guard !bytes.isEmpty else { return }
        if let log {
            log.append(UnsafeRawBufferPointer(bytes.bytes), ring: ring)
            let halfFull = log.unread >= MessageLog.capacity / 2
            if ringing || (halfFull && !rangHalfFull) { ring() }
            rangHalfFull = halfFull
        } else {
            FileDescriptors.writeAll(fd, UnsafeRawBufferPointer(bytes.bytes))
            if ringing || bytes.count >= Self.bigMessage { ring() }
        }
        bytes.removeAll(keepingAtMost: Self.bigMessage)   // a huge output is not kept for the rest of the run
    }

    private func isFileDone(_ message: WorkerMessage) -> Bool {
        if case .fileDone = message { return true }
        return false
    }

    /// A message this big rings at once when it goes down the pipe: the pipe holds 1 MiB
    /// (64 KiB where it cannot grow), so a few would block the worker until the supervisor's
    /// next read.
    static let bigMessage = 8 << 10

    private func ring() {
        var byte: UInt8 = 1
        _ = write(doorbell, &byte, 1)
    }
}
