// The worker's messages through shared memory: no system call per message, nothing lost,
// reordered or cut, across the ring's wrap-around.
import Foundation
import Testing
@testable import AlongsideCLI
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

@Suite struct MessageLogTests {
    /// Shared memory as a worker and its supervisor map it (one in-memory file, two mappings).
    private final class Shared {
        let fd: Int32
        let writer: UnsafeMutableRawPointer
        let reader: UnsafeMutableRawPointer
        init?() {
            fd = WorkerOutputRegion.create(keeping: 1024)
            guard fd >= 0,
                  let w = mmap(nil, MessageLog.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), w != MAP_FAILED,
                  let r = mmap(nil, MessageLog.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), r != MAP_FAILED
            else { return nil }
            writer = w
            reader = r
        }
        deinit {
            munmap(writer, MessageLog.size)
            munmap(reader, MessageLog.size)
            close(fd)
        }
    }

    private static func drain(_ log: MessageLog) -> [UInt8] {
        var bytes: [UInt8] = []
        log.take { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Three messages a test for 3,000 tests (several times the ring), read every 100 tests:
    /// every message arrives in order, and neither the message pipe nor the doorbell saw a
    /// byte except the rings for a half-full log and the file's end.
    @Test func messagesTravelWithoutAWritePerMessage() throws {
        let shared = try #require(Shared())
        var pipes: [Int32] = [0, 0], bell: [Int32] = [0, 0]
        try #require(FileDescriptors.closeOnExecPipe(&pipes) && FileDescriptors.closeOnExecPipe(&bell))
        defer { for fd in pipes + bell { close(fd) } }
        FileDescriptors.setNonBlocking(pipes[0])
        FileDescriptors.setNonBlocking(bell[0])
        let out = MessageWriter(fd: pipes[1], doorbell: bell[1], log: MessageLog(shared.writer))
        let supervisor = MessageLog(shared.reader)
        var sent: [WorkerMessage] = [], received: [UInt8] = []
        for n in 1...3000 {
            let test = TestIdentity(path: ["block", "test \(n)"], line: n)
            var result = TestResult(file: "a_spec.lua", path: test.path, line: n, status: .success, duration: 0.1 + 0.2, run: 1)
            result.output = n % 7 == 0 ? String(repeating: "\t\n", count: n % 50) : ""
            for m in [WorkerMessage.declared(test), .started(declaration: n - 1), .finished(result)] {
                out.send(m)
                sent.append(m)
            }
            if n % 100 == 0 { received += Self.drain(supervisor) }
        }
        out.send(.fileDone(SpecFileOutcome(selected: 3000, stopped: false)))
        sent.append(.fileDone(SpecFileOutcome(selected: 3000, stopped: false)))
        received += Self.drain(supervisor)
        var buffer = [UInt8](repeating: 0, count: 64)
        #expect(buffer.withUnsafeMutableBytes { read(pipes[0], $0.baseAddress, $0.count) } == -1, "nothing in the pipe")
        let rings = buffer.withUnsafeMutableBytes { read(bell[0], $0.baseAddress, $0.count) }
        #expect(rings >= 1 && rings < 40, "a ring per half-filled log and one for the file's end, not one per message")
        let lines = String(decoding: received, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        #expect(lines.dropLast().map { WorkerMessage(line: $0) } == sent.map { Optional($0) })
    }

    /// What the worker wrote stays readable when it is gone: a second reader of the same
    /// memory (the supervisor after the death) finds the unread messages, and only those.
    @Test func unreadMessagesOutliveTheWriter() throws {
        let shared = try #require(Shared())
        var bytes: [UInt8] = []
        do {
            let worker = MessageLog(shared.writer)
            let line = Array("start\t1:a\t1\t1\n".utf8)
            for _ in 0..<5 { line.withUnsafeBytes { worker.append($0, ring: {}) } }
        }
        let supervisor = MessageLog(shared.reader)
        bytes = Self.drain(supervisor)
        #expect(String(decoding: bytes, as: UTF8.self) == String(repeating: "start\t1:a\t1\t1\n", count: 5))
        #expect(Self.drain(supervisor).isEmpty, "each byte is handed over once")
    }

    /// A worker appending on its own thread, as the worker process does beside its supervisor.
    private final class Writer: @unchecked Sendable {
        let log: MessageLog
        let bytes: [UInt8]
        let bell: Int32
        init(_ base: UnsafeMutableRawPointer, bytes: [UInt8], bell: Int32) {
            log = MessageLog(base)
            self.bytes = bytes
            self.bell = bell
        }
        /// Appends everything (ringing 1 each time the ring is full), then rings 2.
        func run() {
            bytes.withUnsafeBytes { log.append($0, ring: { Self.ring(self.bell, 1) }) }
            Self.ring(bell, 2)
        }
        static func ring(_ fd: Int32, _ byte: UInt8) {
            var b = byte
            _ = write(fd, &b, 1)
        }
    }

    /// More than twice the ring in one append: the worker fills it, rings, waits for room
    /// (the `waiting`/`room` futex handshake) and goes on each time the supervisor reads;
    /// every byte arrives once and in order.
    @Test func anAppendLargerThanTheRingWaitsForTheReader() throws {
        let shared = try #require(Shared())
        var bell: [Int32] = [0, 0]
        try #require(FileDescriptors.closeOnExecPipe(&bell))
        defer { for fd in bell { close(fd) } }
        let total = MessageLog.capacity * 2 + MessageLog.capacity / 3
        let bytes = (0..<total).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let writer = Writer(shared.writer, bytes: bytes, bell: bell[1])
        Thread.detachNewThread { writer.run() }
        let supervisor = MessageLog(shared.reader)
        var received: [UInt8] = [], fullRings = 0
        while true {
            var byte: UInt8 = 0
            guard read(bell[0], &byte, 1) == 1 else { break }  // blocks until a ring or the end
            received += Self.drain(supervisor)
            if byte != 1 { break }
            fullRings += 1
        }
        #expect(fullRings >= 2, "the ring filled at least twice")
        #expect(received.count == total)
        #expect(received == bytes)
    }
}
