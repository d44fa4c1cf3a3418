// The supervisor/worker protocol: every message survives a line, whatever a spec printed.
import Testing
@testable import AlongsideCLI
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

@Suite struct WorkerMessageTests {
    @Test func messagesRoundTripThroughOneLine() {
        let hostile = "tab\there\nnewline \\ backslash \u{1F} unit-separator \\n"
        let messages: [WorkerMessage] = [
            .declared(TestIdentity(path: ["a", hostile, ""], line: 3, occurrence: 2)),
            .started(declaration: 0), .started(declaration: 12_345),
            // fields are cut byte by byte: a field that starts with a combining mark stays whole
            .declared(TestIdentity(path: ["\u{301}combining", "日本\u{301}", "e\u{301}\t\u{301}"], line: 2)),
            .finished(TestResult(file: "x_spec.lua", path: ["d", hostile], line: 7, status: .failure,
                                 message: hostile, traceback: nil, output: hostile, duration: 0.25, run: 2)),
            .finished({
                var r = TestResult(file: "a.lua", path: ["t"], line: 1, status: .error)
                r.attachments = ["/tmp/a b/x.svg", "/tmp/" + hostile + "/scene.txt"]
                return r
            }()),
            .output(hostile),
            .fileDone(SpecFileOutcome(selected: 4, stopped: true)),
        ]
        for m in messages {
            #expect(!m.line.contains("\n"))
            #expect(WorkerMessage(line: m.line[...]) == m)
        }
        let job = WorkerJob(file: SpecFile(path: "a b\tc.lua", lines: [3, 9], rawPath: [0x61, 0xE9], skipping: ["3.1 d " + hostile]), run: 1)
        #expect(WorkerJob(line: job.line[...]) == job)
        #expect(WorkerMessage(line: "garbage from a spec") == nil)
        // read byte by byte: a malformed number, count or kind is garbage too, not a guess
        for garbage in ["declare\t2:a\t1\t1", "declare\tx:a\t1\t1", "start\t0:\t12a\t1", "start\t0:\t\t1", "start\t0:\t-\t1",
                        "start\t0:\t1\t1", "start\t-1", "start\t1a", "start\t99999999999999999999", "start\t", "done\t1",
                        "done\tone\t0", "declares\t0:\t1\t1",
                        "test\tsuccess\tf\t0:\t1\tslow\t-\t-\t\t1", "test\tsuccess\tf\t0:\t1\t0.5\t-\t-\t"] {
            #expect(WorkerMessage(line: garbage[...]) == nil, "\(garbage)")
        }
        #expect(WorkerMessage(line: "declare\t1:a\\tb\\\t-7\t1") == .declared(TestIdentity(path: ["a\tb"], line: -7)))
        #expect(WorkerMessage(line: "start\t7") == .started(declaration: 7))
    }

    /// Every byte that needs escaping is found at every position of short fields (searched
    /// byte by byte) and long ones (memchr, past 256 bytes), and bytes that do not (0x01, 0x20,
    /// 0x5B, 0x5D, 0x7F, UTF-8) are never escaped.
    @Test func everyEscapedByteIsFoundWhereverItStands() {
        let escaped: [UInt8: String] = [9: "\\t", 10: "\\n", 13: "\\r", 0x1F: "\\u", 0x5C: "\\\\"]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 31, 40, 255, 256, 300] {
            for plain in [UInt8(ascii: "a"), 0x01, 0x20, 0x5B, 0x5D, 0x7F] {
                let s = String(decoding: [UInt8](repeating: plain, count: length), as: UTF8.self)
                #expect(WireFields.text(s) == s, "\(length) bytes of \(plain)")
            }
            for position in 0..<length {
                for (byte, escape) in escaped {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    let s = String(decoding: bytes, as: UTF8.self)
                    let text = WireFields.text(s)
                    #expect(text.count == length + 1 && text.contains(escape), "\(byte) at \(position) of \(length)")
                    #expect(WireLine.reading(text[...]) { $0.text(0) } == s)
                }
            }
        }
        let utf8 = "日本語\u{301}é" + String(repeating: "ß", count: 20)
        #expect(WireFields.text(utf8) == utf8)
        // a field that grows the buffer many times over: 5,000 backslashes, each doubled
        let slashes = String(repeating: "\\", count: 5_000)
        let long = WireFields.text(slashes)
        #expect(long.utf8.count == 10_000)
        #expect(WireLine.reading(long[...]) { $0.text(0) } == slashes)
        let message = WorkerMessage.output(slashes + "\t" + slashes)
        #expect(WorkerMessage(line: message.line[...]) == message)
    }

    /// The doorbell wakes the supervisor only when it must read now: after a file's last
    /// message (it then sends the next job) or a big one (a full pipe would block the worker);
    /// every message is in the message pipe, in order, before the bell rings.
    @Test func theDoorbellRingsForAFilesEndAndForBigMessagesOnly() throws {
        var messages: [Int32] = [0, 0], bell: [Int32] = [0, 0]
        try #require(FileDescriptors.closeOnExecPipe(&messages) && FileDescriptors.closeOnExecPipe(&bell))
        defer { for fd in messages + bell { close(fd) } }
        FileDescriptors.setNonBlocking(messages[0])
        FileDescriptors.setNonBlocking(bell[0])
        func rings() -> Int {
            var buffer = [UInt8](repeating: 0, count: 16)
            return max(0, buffer.withUnsafeMutableBytes { read(bell[0], $0.baseAddress, $0.count) })
        }
        let out = MessageWriter(fd: messages[1], doorbell: bell[1])
        let result = TestResult(file: "a_spec.lua", path: ["a"], line: 1, status: .success, run: 1)
        out.send(.declared(TestIdentity(path: ["a"], line: 1)))
        out.send(.started(declaration: 0))
        out.send(.finished(result))
        #expect(rings() == 0)
        out.send(.output(String(repeating: "x", count: MessageWriter.bigMessage)))
        #expect(rings() == 1)
        out.send(.fileDone(SpecFileOutcome(selected: 1, stopped: false)))
        #expect(rings() == 1)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let n = buffer.withUnsafeMutableBytes { read(messages[0], $0.baseAddress, $0.count) }
        let lines = String(decoding: buffer[..<max(0, n)], as: UTF8.self).split(separator: "\n")
        #expect(lines.compactMap { WorkerMessage(line: $0) } == [
            .declared(TestIdentity(path: ["a"], line: 1)), .started(declaration: 0), .finished(result),
            .output(String(repeating: "x", count: MessageWriter.bigMessage)),
            .fileDone(SpecFileOutcome(selected: 1, stopped: false)),
        ])
    }

    /// A block's declarations travel in one write: they are held until the runner says the
    /// block's code runs next (`flush`), or until any other message, and never lost or reordered.
    @Test func declarationsAreHeldUntilTheBlocksCodeRuns() throws {
        var messages: [Int32] = [0, 0], bell: [Int32] = [0, 0]
        try #require(FileDescriptors.closeOnExecPipe(&messages) && FileDescriptors.closeOnExecPipe(&bell))
        defer { for fd in messages + bell { close(fd) } }
        FileDescriptors.setNonBlocking(messages[0])
        func pending() -> [WorkerMessage] {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let n = buffer.withUnsafeMutableBytes { read(messages[0], $0.baseAddress, $0.count) }
            return String(decoding: buffer[..<max(0, n)], as: UTF8.self).split(separator: "\n")
                .compactMap { WorkerMessage(line: $0) }
        }
        let out = MessageWriter(fd: messages[1], doorbell: bell[1])
        let a = TestIdentity(path: ["b", "a"], line: 1), c = TestIdentity(path: ["b", "c"], line: 2)
        out.send(.declared(a))
        out.send(.declared(c))
        #expect(pending().isEmpty, "held")
        out.flush()
        #expect(pending() == [.declared(a), .declared(c)])
        out.flush()
        #expect(pending().isEmpty, "nothing written twice")
        out.send(.declared(a))
        out.send(.started(declaration: 0))
        #expect(pending() == [.declared(a), .started(declaration: 0)], "the next message carries them")
    }

    @Test func optionTableSuggestsAndDocumentsEveryOption() throws {
        #expect(Invocation.suggestion(for: "--fromat") == "--format")
        #expect(Invocation.suggestion(for: "--jbos") == "--jobs")
        #expect(try Invocation.parse(["-j", "3"]).jobs == 3)
        #expect(throws: UsageError.self) { try Invocation.parse(["-j", "0"]) }
        for option in CommandOption.all {
            #expect(alongsideHelp.contains(option.synopsis), "--help lists \(option.synopsis)")
        }
    }
}
