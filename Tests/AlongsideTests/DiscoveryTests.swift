// End to end: discovery finds every spec file once, whatever its name's bytes or the links
// around it.
@testable import AlongsideCLI
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

    /// Writes `caf\xE9_spec.lua` (Latin-1 'é', not valid UTF-8) with one failing test into `dir`.
    private static func writeLatin1Spec(in dir: String) throws {
        let name = Array((dir + "/caf").utf8) + [0xE9] + Array("_spec.lua".utf8)
        let source = #"describe("latin", function() it("fails", function() error("reported") end) end)"#
        let fd = (name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        try #require(fd >= 0)
        _ = source.withCString { write(fd, $0, strlen($0)) }
        close(fd)
    }

    @Test func aFileNameThatIsNotUTF8IsRunAndShownWithMarkers() throws {
        let dir = try Self.tree(["good_spec.lua": #"describe("good", function() it("passes", function() end) end)"#])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.writeLatin1Spec(in: dir)
        let report = Alongside.temporaryReport()
        let r = try Alongside.run([dir, "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["latin fails"]?.status == "error")
        #expect(cases["good passes"]?.status == "success")
        #expect(r.stdout.contains(dir + #"/caf\xE9_spec.lua"#))
    }

    /// The same file named on the command line (whose bytes Swift's CommandLine.arguments would
    /// turn into U+FFFD), with a line, in one or more workers: found, run and shown the same way.
    @Test(arguments: ["1", "2"])
    func aFileNameThatIsNotUTF8CanBeNamedOnTheCommandLine(jobs: String) throws {
        let dir = try Self.tree(["good_spec.lua": #"describe("good", function() it("passes", function() end) end)"#])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.writeLatin1Spec(in: dir)
        let report = Alongside.temporaryReport()
        // Process takes only Strings: a shell's printf makes the argument's raw 0xE9 byte
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", #"exec "$0" -j "$3" "$(printf '%s/caf\351_spec.lua:1' "$1")" "$1/good_spec.lua" --junit "$2""#,
                       Alongside.binary, dir, report, jobs]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 1, "stdout was: \(stdout)")
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["latin fails"]?.status == "error")
        #expect(cases["latin fails"]?.message.contains("reported") == true)
        #expect(cases["good passes"]?.status == "success")
        #expect(stdout.contains(dir + #"/caf\xE9_spec.lua"#))
    }

    /// Two files whose names are the same text composed and decomposed (é as one character, and
    /// as e and a combining accent) are two files on Linux, though Swift's Strings call them
    /// equal: both run, in one worker or two, and each has its own suite in the report.
    @Test(arguments: ["1", "2"])
    func namesEqualAsTextButNotAsBytesAreTwoFiles(jobs: String) throws {
        let dir = try Self.tree([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let specs: [([UInt8], String)] = [
            (Array("caf\u{E9}_spec.lua".utf8), #"describe("composed", function() it("runs", function() end) end)"#),
            (Array("cafe\u{301}_spec.lua".utf8), #"describe("decomposed", function() it("runs", function() error("e") end) end)"#),
        ]
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, source) in specs {
            let path = Array((dir + "/").utf8) + name
            let fd = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
            try #require(fd >= 0)
            _ = source.withCString { write(fd, $0, strlen($0)) }
            close(fd)
        }
        let report = Alongside.temporaryReport()
        let r = try Alongside.run([dir, "-j", jobs, "--junit", report])
        #expect(r.status == 1, "stdout was: \(r.stdout)")
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["composed runs"]?.status == "success")
        #expect(cases["decomposed runs"]?.status == "error")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testsuite ").count == 3, "two suites: \(xml)")
    }

    /// Two arguments that are not UTF-8 and show as equal Strings (an invalid byte, then `é`
    /// composed or decomposed) keep their own bytes: both files named on the command line run.
    @Test func argumentsEqualAsTextButNotAsBytesKeepTheirBytes() {
        let composed = Array("x".utf8) + [0xFF] + Array("\u{E9}_spec.lua".utf8)
        let decomposed = Array("x".utf8) + [0xFF] + Array("e\u{301}_spec.lua".utf8)
        let raw = RawArguments(argv: [composed, decomposed])
        #expect(raw.arguments[0] == raw.arguments[1], "equal Strings, or the test shows nothing")
        #expect(raw.bytes[raw.arguments[0]] == composed)
        #expect(raw.bytes[raw.arguments[1]] == decomposed)
    }

    /// busted's discovery (Fixtures/busted/patterns): .lua files whose base name matches the Lua
    /// pattern `_spec` anywhere (util_spec_helpers.lua too, readme_spec.txt not), recursively.
    @Test(arguments: [
        ([], ["deep_spec", "normal_spec", "util_spec_helpers"]),
        (["--no-recursive"], ["normal_spec", "util_spec_helpers"]),
        (["-p", "helpers"], ["util_spec_helpers"]),
        (["-p", "^normal", "--pattern=^deep"], ["deep_spec", "normal_spec"]),
        (["--exclude-pattern", "util"], ["deep_spec", "normal_spec"]),
        (["-p", "_spec%.lua$", "--exclude-pattern", ""], ["deep_spec", "normal_spec"]),
    ] as [([String], [String])])
    func patternsChooseTheFilesOfAFolder(arguments: [String], expected: [String]) throws {
        let r = try Alongside.run(["-C", "busted/patterns", "--list"] + arguments + ["spec"])
        #expect(r.status == 0, "stderr was: \(r.stderr)")
        let names = r.stdout.split(separator: "\n").compactMap { $0.split(separator: ":").last }
            .map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names.sorted() == expected, "stdout was: \(r.stdout)")
    }

    @Test func aBadOrUnmatchedPatternIsAUsageError() throws {
        let bad = try Alongside.run(["-p", "[_spec", "busted/patterns/spec"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("given to '--pattern' is not a valid Lua pattern: malformed pattern (missing ']')"),
                "stderr was: \(bad.stderr)")
        let none = try Alongside.run(["-p", "_test", "busted/patterns/spec"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("(looked for .lua files whose name matches '_test')"), "stderr was: \(none.stderr)")
    }

    /// A file named on the command line runs whatever -p says (the patterns choose the files of
    /// folders; the Lua state that matches them is made only when a folder is searched), and a
    /// folder named beside it is still searched with the patterns.
    @Test func namedFilesRunWhateverThePatterns() throws {
        let named = try Alongside.run(["-C", "busted/patterns", "--list", "-p", "_test", "spec/normal_spec.lua"])
        #expect(named.status == 0, "stderr was: \(named.stderr)")
        #expect(named.stdout.hasPrefix("spec/normal_spec.lua:"), "stdout was: \(named.stdout)")
        let both = try Alongside.run(["-C", "busted/patterns", "--list", "-p", "^deep",
                                      "spec/normal_spec.lua", "spec/sub"])
        let files = Set(both.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) })
        #expect(files == ["spec/normal_spec.lua", "spec/sub/deep_spec.lua"], "stdout was: \(both.stdout)")
    }

    /// Folders list their files sorted by whole path (busted's order); --sort-files sorts across
    /// paths; --shuffle-files orders by the seed, the same order for the same seed.
    @Test func fileOrderOptions() throws {
        func order(_ arguments: [String]) throws -> [String] {
            let r = try Alongside.run(["-C", "busted/patterns", "--list"] + arguments)
            return r.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        }
        #expect(try order(["spec"]) == ["spec/normal_spec.lua", "spec/sub/deep_spec.lua", "spec/util_spec_helpers.lua"])
        #expect(try order(["--sort-files", "spec/util_spec_helpers.lua", "spec/normal_spec.lua"])
                == ["spec/normal_spec.lua", "spec/util_spec_helpers.lua"])
        let seeded = try order(["--shuffle-files", "--seed", "7", "spec"])
        #expect(seeded.sorted() == ["spec/normal_spec.lua", "spec/sub/deep_spec.lua", "spec/util_spec_helpers.lua"])
        #expect(try order(["--shuffle-files", "--seed", "7", "spec"]) == seeded)
        let unseeded = try Alongside.run(["-C", "busted/patterns", "--list", "--shuffle-files", "spec"])
        #expect(unseeded.stderr.contains("alongside: files shuffled with seed "), "stderr was: \(unseeded.stderr)")
    }

    /// As busted: --shuffle-tests shuffles tests, not files; --shuffle (and --seed alone, our
    /// own meaning) shuffles both. Over eight seeds the files keep discovery's order under
    /// --shuffle-tests, and some seed moves them under --shuffle and under --seed alone.
    @Test func shuffleTestsLeavesTheFileOrder() throws {
        func order(_ arguments: [String]) throws -> [String] {
            let r = try Alongside.run(["-C", "busted/patterns", "--list"] + arguments + ["spec"])
            return r.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        }
        let discovered = try order([])
        let seeds = (1...8).map(String.init)
        for seed in seeds {
            #expect(try order(["--shuffle-tests", "--seed", seed]) == discovered, "seed \(seed)")
            #expect(try order(["--seed", seed, "--no-shuffle"]) == discovered, "seed \(seed)")
        }
        #expect(try seeds.contains { try order(["--shuffle", "--seed", $0]) != discovered })
        #expect(try seeds.contains { try order(["--seed", $0]) != discovered })
    }
}
