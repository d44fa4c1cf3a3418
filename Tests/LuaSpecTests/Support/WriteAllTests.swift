// FileSystem.writeAll: the one write loop of reports, standard output and the worker's pipe.
import Foundation
import Testing
@testable import LuaSpec

@Suite struct WriteAllTests {
    /// A pipe's two ends, closed when the test ends.
    private func pipeEnds() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        return (fds[0], fds[1])
    }

    /// Everything waiting in the (non-blocking) read end.
    private func drain(_ fd: Int32) -> [UInt8] {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return all }
            all += chunk[..<n]
        }
    }

    @Test func everyByteArrives() throws {
        let (r, w) = try pipeEnds()
        defer { close(r); close(w) }
        let bytes = Array("a report\n".utf8)
        try FileSystem.writeAll(bytes, to: w)
        #expect(drain(r) == bytes)
    }

    /// A pipe that fills takes part of the bytes (a short write), and the loop carries on from
    /// there; the next write finds it full and the failure is the system's (EAGAIN).
    @Test func aShortWriteIsContinuedAndAFailureKeepsItsErrno() throws {
        let (r, w) = try pipeEnds()
        defer { close(r); close(w) }
        _ = fcntl(w, F_SETFL, fcntl(w, F_GETFL) | O_NONBLOCK)
        let bytes = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0) }
        #expect(throws: FileSystem.WriteStop.failed(errno: EAGAIN)) { try FileSystem.writeAll(bytes, to: w) }
        let arrived = drain(r)
        #expect(!arrived.isEmpty && arrived.count < bytes.count)
        #expect(arrived[...] == bytes[..<arrived.count])
    }

    @Test func aClosedDescriptorFailsWithEBADF() {
        #expect(throws: FileSystem.WriteStop.failed(errno: EBADF)) { try FileSystem.writeAll([1], to: -1) }
    }

    @Test func nothingToWriteWritesNothing() throws {
        try FileSystem.writeAll([], to: -1)
    }
}
