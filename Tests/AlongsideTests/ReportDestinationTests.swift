// End to end: where reports go. --junit never replaces what is not a regular file, a spec
// cannot spoil the report file, and TAP/JSON on standard output stay parseable.
import Foundation
import Testing

@Suite struct ReportDestinationTests {
    /// A fresh empty folder for one test.
    static func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-dest-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The file type `stat` reports for `path`, without following a link.
    static func type(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    /// A private node with /dev/null's numbers, so the real /dev is never at risk; mknod needs root.
    @Test(.enabled(if: getuid() == 0, "mknod needs root"))
    func aDeviceNodeIsWrittenThroughNotReplaced() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let node = dir + "/null"
        try #require(mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        let r = try Alongside.run(["passing_spec.lua", "--junit", node])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(try Self.type(node) == .typeCharacterSpecial)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["null"], "no temporary file left")
    }

    @Test func aLinkToADeviceStaysALink() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let link = dir + "/report.xml"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        let r = try Alongside.run(["passing_spec.lua", "--junit", link])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(try Self.type(link) == .typeSymbolicLink)
        #expect(try Self.type("/dev/null") == .typeCharacterSpecial)
    }

    @Test func devStdoutRedirectedToAFileGetsTheReportAfterTheTerminalOutput() throws {
        let r = try Alongside.run(["passing_spec.lua", "--junit", "/dev/stdout"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let summary = try #require(r.stdout.range(of: "2 passed, 0 failed, 0 skipped"))
        let xml = try #require(r.stdout.range(of: "<?xml version="))
        #expect(summary.upperBound <= xml.lowerBound, "the report follows the terminal output, does not clobber it")
        #expect(r.stdout.hasSuffix("</testsuites>\n"))
    }

    @Test func aSpecCannotSpoilTheReportFile() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = dir + "/report.xml"
        let r = try Alongside.run(["report_clobber_spec.lua", "--junit", report], environment: ["REPORT_PATH": report])
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases.count == 3)
        #expect(cases["clobber fails"]?.status == "error")
        let attributes = try FileManager.default.attributesOfItem(atPath: report)
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o044 } == 0o044, "readable like any new file")
    }

    @Test func aReportThatCannotBeWrittenIsAHarnessFault() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The report path is a file inside a file: the temporary file cannot be made.
        let blocker = dir + "/not-a-folder"
        try "x".write(toFile: blocker, atomically: false, encoding: .utf8)
        let r = try Alongside.run(["passing_spec.lua", "--junit", blocker + "/report.xml"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("cannot write '\(blocker)/report.xml'"))
    }

    /// A device that takes no bytes: the write's own error, and the harness-fault exit.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
    func aFullDeviceIsAHarnessFaultWithTheSystemsReason() throws {
        let r = try Alongside.run(["passing_spec.lua", "--junit", "/dev/full"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("cannot write '/dev/full': No space left on device"), "stderr: \(r.stderr)")
    }

    @Test(arguments: ["json-detailed", "tap", "json", "TAP", "junit"])
    func childProcessOutputStaysOutOfMachineReadableOutput(format: String) throws {
        let r = try Alongside.run(["child_output_spec.lua", "-o", format])
        #expect(r.status == 0)
        #expect(!r.stdout.contains("from-child"), "stdout: \(r.stdout)")
        #expect(r.stderr.contains("from-child"), "the child's output is still shown, on stderr")
        switch format {
        case "json-detailed":
            let document = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            #expect((document?["summary"] as? [String: Any])?["tests"] as? Int == 1)
        case "json":
            let document = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            #expect((document?["successes"] as? [Any])?.count == 1)
        case "TAP":
            #expect(r.stdout == "ok 1 - child shells out\n1..1\n")
        case "junit":
            #expect(r.stdout.hasPrefix("\n<testsuites tests='1'"))
        default:
            #expect(r.stdout.hasPrefix("TAP version 13\n"))
            #expect(r.stdout.contains("ok 1 - child shells out\n"))
        }
    }

    /// A FIFO named as the report (`--junit`, or busted's `-o junit -Xoutput`) stays a FIFO and
    /// its reader receives the whole document.
    @Test(arguments: [["--junit"], ["-o", "junit", "-Xoutput"]])
    func aFIFOIsWrittenThroughNotReplaced(option: [String]) throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/report.xml"
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(path: fifo)
        let r = try Alongside.run(["passing_spec.lua"] + option + [fifo])
        let received = reader.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        var st = stat()
        #expect(lstat(fifo, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["report.xml"], "no temporary file left")
        #expect(received.contains("<testsuites "), "the reader got: \(received)")
        #expect(received.hasSuffix("</testsuites>\n"))
    }

    /// A regular report file is still replaced atomically: a new inode, the old content gone.
    @Test(arguments: [["--junit"], ["-o", "junit", "-Xoutput"]])
    func aRegularFileIsReplaced(option: [String]) throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = dir + "/report.xml"
        try Data("stale".utf8).write(to: URL(fileURLWithPath: report))
        let before = try FileManager.default.attributesOfItem(atPath: report)[.systemFileNumber] as? Int
        let r = try Alongside.run(["passing_spec.lua"] + option + [report])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let after = try FileManager.default.attributesOfItem(atPath: report)[.systemFileNumber] as? Int
        #expect(before != after, "renamed over, not rewritten in place")
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(!text.contains("stale") && text.hasSuffix("</testsuites>\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["report.xml"])
    }

    @Test func theTerminalReportKeepsChildOutputVisible() throws {
        let r = try Alongside.run(["child_output_spec.lua"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("from-child"))
    }
}

/// Reads a FIFO to its end on a thread of its own, as a CI log collector would.
final class FIFOReader: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    let path: String

    /// Starts reading `path`; the open blocks until a writer opens the FIFO.
    init(path: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            let fd = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while fd >= 0 {
                let n = read(fd, &buffer, buffer.count)
                if n <= 0 { break }
                lock.withLock { data.append(contentsOf: buffer[0..<n]) }
            }
            if fd >= 0 { close(fd) }
            done.signal()
        }
    }

    /// Waits for the reader and returns what it read. If the writer never came, a writer opened
    /// and closed here ends the read, so a broken run fails the test instead of hanging it.
    func finish() -> String {
        while done.wait(timeout: .now() + 0.1) == .timedOut {
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
