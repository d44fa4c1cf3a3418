// End to end: discovery finds every spec file once, whatever its name's bytes or the links
// around it.
import Foundation
import Testing

@Suite struct DiscoveryTests {
    /// A folder holding `files` (relative path → Lua source), removed by the caller.
    static func tree(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-tree-\(UUID().uuidString)").path
        for (path, source) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try source.write(toFile: full, atomically: false, encoding: .utf8)
        }
        return dir
    }

    @Test func linksBackUpTheTreeAreEnteredOnce() throws {
        let dir = try Self.tree(["sub/x_spec.lua": #"describe("x", function() it("fails", function() error("e") end) end)"#])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for link in ["l1", "l2"] {
            try FileManager.default.createSymbolicLink(atPath: dir + "/sub/" + link, withDestinationPath: "..")
        }
        let report = Alongside.temporaryReport()
        let r = try Alongside.run([dir, "--junit", report])
        #expect(r.status == 1)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases.count == 1, "sub/x_spec.lua runs once, not once per path through the links")
        #expect(r.stdout.contains(dir + "/sub/x_spec.lua"))
    }

    @Test func aFileNameThatIsNotUTF8IsRunAndShownWithMarkers() throws {
        let dir = try Self.tree(["good_spec.lua": #"describe("good", function() it("passes", function() end) end)"#])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // caf\xE9_spec.lua: Latin-1 'é', not valid UTF-8.
        let name = Array((dir + "/caf").utf8) + [0xE9] + Array("_spec.lua".utf8)
        let source = #"describe("latin", function() it("fails", function() error("reported") end) end)"#
        let fd = (name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        try #require(fd >= 0)
        _ = source.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        let report = Alongside.temporaryReport()
        let r = try Alongside.run([dir, "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["latin fails"]?.status == "error")
        #expect(cases["good passes"]?.status == "success")
        #expect(r.stdout.contains(dir + #"/caf\xE9_spec.lua"#))
    }
}
