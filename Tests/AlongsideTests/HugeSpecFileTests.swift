// End to end: a spec file too large to read is an error of that file, not the run's end.
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

#if canImport(Glibc)
import Glibc
#endif

@Suite struct HugeSpecFileTests {
    /// `ulimit -v` cannot work under AddressSanitizer, whose shadow memory needs terabytes of
    /// addresses (the test bundle and the binary it runs are built alike).
    static let underAddressSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// An 8 GB sparse spec file under a 4 GB address space (`ulimit -v 4000000`): exit 1, a valid
    /// JUnit report with the other file's pass and failure, and an error in the huge file's suite;
    /// no abort. (Once, reading the whole file into memory aborted the run with no report.)
    @Test(.enabled(if: !underAddressSanitizer, "ulimit -v cannot work under AddressSanitizer"))
    func aSpecFileTooLargeToReadIsAnErrorOfThatFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-huge-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try #"""
        describe("a", function()
          it("works", function() assert.are.equal(1, 1) end)
          it("fails", function() assert.are.equal(1, 2) end)
        end)
        """#.write(toFile: dir + "/a_spec.lua", atomically: true, encoding: .utf8)
        guard Self.makeSparseFile(dir + "/huge_spec.lua", bytes: 8 << 30) else {
            print("HugeSpecFileTests: skipped, the filesystem of \(dir) refuses an 8 GB sparse file")
            return
        }
        let report = dir + "/report.xml"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", #"ulimit -v 4000000 && exec "$0" --junit "$1" "$2""#, Alongside.binary, report, dir]
        let err = Pipe()
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        try p.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit, "ended by a signal: \(stderr)")
        #expect(p.terminationStatus == 1, "stderr was: \(stderr)")
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["a works"]?.status == "success")
        #expect(cases["a fails"]?.status == "failure")
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: report), options: [])
        let huge = try doc.nodes(forXPath: "//testsuite[contains(@name, 'huge_spec') or contains(@file, 'huge_spec')]/testcase[error]")
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(huge.count >= 1, "no error in huge_spec.lua's suite: \(text)")
    }

    /// Makes `path` a sparse file of `bytes`; false (and no file) where the filesystem would
    /// allocate it for real or refuses the size.
    private static func makeSparseFile(_ path: String, bytes: Int) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard ftruncate(fd, off_t(bytes)) == 0, fstat(fd, &st) == 0, st.st_blocks * 512 < 1 << 20 else {
            unlink(path)
            return false
        }
        return true
    }
}
