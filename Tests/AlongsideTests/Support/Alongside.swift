// Runs the built `alongside` binary on fixture specs and captures what it prints.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What one run of the binary produced.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Helpers to run the `alongside` executable that `swift build` put next to the test bundle.
enum Alongside {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The fixture folder; runs use it as their working directory.
    static let fixtures = packageRoot + "/Tests/AlongsideTests/Fixtures"

    /// The binary built alongside this test bundle (debug or ASan scratch path alike).
    static let binary: String = {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.path + "/alongside") {
            dir.deleteLastPathComponent()
        }
        return dir.path + "/alongside"
    }()

    /// The JUnit schema reports must validate against: the project's own `docs/junit.xsd`, a
    /// strict subset of Jenkins' xUnit junit-10.xsd (see LuaSpecTests' JUnitSchemaTests).
    static let schema = packageRoot + "/docs/junit.xsd"

    /// Runs `alongside` with `arguments` in the fixture folder; `input`, when given, is its
    /// standard input (a file, so never a terminal).
    static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> RunResult {
        try run(viaProgram: binary, arguments, environment: environment, input: input)
    }

    /// Runs `program` (alongside, or a parent that runs it) with `arguments` in the fixture folder.
    static func run(viaProgram program: String, _ arguments: [String], environment: [String: String] = [:],
                    input: String? = nil) throws -> RunResult
    {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out"), err = dir.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: program)
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: fixtures)
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        // A test run inside a sharded CI job (Bazel, GitLab `parallel:`) must not shard the
        // fixtures' runs or send their reports to the job's XML_OUTPUT_FILE (ShardEnvironment).
        for key in ciShardingVariables { env.removeValue(forKey: key) }
        for (k, v) in environment { env[k] = v }
        p.environment = env
        p.standardOutput = try FileHandle(forWritingTo: out)
        p.standardError = try FileHandle(forWritingTo: err)
        if let input {
            let inputFile = dir.appendingPathComponent("in")
            _ = FileManager.default.createFile(atPath: inputFile.path, contents: Data(input.utf8))
            p.standardInput = try FileHandle(forReadingFrom: inputFile)
        }
        try p.run()
        p.waitUntilExit()
        return RunResult(status: p.terminationStatus,
                         stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                         stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }

    /// The variables through which CI engines ask alongside to shard and where to write its report.
    static let ciShardingVariables = ["TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE",
                                      "XML_OUTPUT_FILE", "CI_NODE_INDEX", "CI_NODE_TOTAL"]

    /// A fresh path for a report file (in `Scratch.folder`, removed when the tests end).
    static func temporaryReport(_ ext: String = "xml") -> String {
        Scratch.path(ext)
    }

    /// Validates `path` with `xmllint --schema`; returns xmllint's complaint when invalid.
    static func validate(junit path: String, schema: String = schema) throws -> String? {
        guard FileManager.default.fileExists(atPath: schema) else {
            return "schema not found at \(schema) (docs/junit.xsd of the checkout)"
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        p.arguments = ["--noout", "--schema", schema, path]
        let pipe = Pipe()
        p.standardError = pipe
        p.standardOutput = pipe
        try p.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return p.terminationStatus == 0 ? nil : text
    }

    /// The testcases of a JUnit file: name → (status word, message) with status from the child.
    static func testcases(junit path: String) throws -> [String: (status: String, message: String)] {
        try testcaseElements(junit: path).mapValues { e in
            var status = "success", message = ""
            for c in children(of: e) where ["failure", "error", "skipped"].contains(c.name ?? "") {
                status = c.name ?? status
                message = c.attribute(forName: "message")?.stringValue ?? ""
            }
            return (status, message)
        }
    }

    /// The testcases of a JUnit file: name → (status word, the text of its `<system-out>`).
    static func testcaseOutputs(junit path: String) throws -> [String: (status: String, output: String)] {
        let statuses = try testcases(junit: path)
        return try testcaseElements(junit: path).mapValues { e in
            let name = e.attribute(forName: "name")?.stringValue ?? ""
            let output = children(of: e).first { $0.name == "system-out" }?.stringValue ?? ""
            return (statuses[name]?.status ?? "success", output)
        }
    }

    /// The `<testcase>` elements of a JUnit file, by name.
    private static func testcaseElements(junit path: String) throws -> [String: XMLElement] {
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        var result: [String: XMLElement] = [:]
        for node in try doc.nodes(forXPath: "//testcase") {
            guard let e = node as? XMLElement, let name = e.attribute(forName: "name")?.stringValue else { continue }
            result[name] = e
        }
        return result
    }

    private static func children(of e: XMLElement) -> [XMLElement] {
        (e.children ?? []).compactMap { $0 as? XMLElement }
    }
}
