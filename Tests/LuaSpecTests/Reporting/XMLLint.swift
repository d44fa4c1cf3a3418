// XMLLint: schema validation of JUnit output with libxml2's xmllint, as Jenkins' xUnit plugin does.
import Foundation
import Testing

/// Runs `xmllint --noout --schema` against the project's own JUnit schema, `docs/junit.xsd`.
///
/// That schema describes exactly the report alongside writes and is a strict subset of the Jenkins
/// xUnit plugin's junit-10.xsd, so a report it accepts is one Jenkins accepts
/// (`JUnitSchemaTests` keeps the reports it must reject). A missing schema or a missing `xmllint`
/// fails the test with instructions instead of skipping it: a skipped validation would let an
/// invalid report reach CI unnoticed.
enum XMLLint {
    /// The package root (`Tests/LuaSpecTests/Reporting/XMLLint.swift` is four levels down).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Reporting/
        .deletingLastPathComponent()  // LuaSpecTests/
        .deletingLastPathComponent()  // Tests/
        .deletingLastPathComponent()  // package root

    /// `docs/junit.xsd`, inside the checkout.
    static let schema = packageRoot.appendingPathComponent("docs/junit.xsd")

    /// `docs/junit-gitlab.xsd`: junit.xsd plus `file` and `line` on each `<testcase>`
    /// (`--junit-testcase-files`).
    static let gitLabSchema = packageRoot.appendingPathComponent("docs/junit-gitlab.xsd")

    /// The `xmllint` executable: `/usr/bin/xmllint`, else the first one on `PATH`.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = ["/usr/bin"] + path.split(separator: ":").map(String.init)
        return candidates.map { $0 + "/xmllint" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// What xmllint said about one document.
    struct Verdict {
        /// Whether the document is well-formed and valid against the schema.
        var isValid: Bool
        /// xmllint's messages (empty when valid).
        var output: String
    }

    /// Why a validation could not run at all.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs xmllint on `xml` and returns its verdict, without recording anything.
    /// - Throws: `Unavailable` when the schema or xmllint is missing.
    static func check(_ xml: String, schema: URL = schema) throws -> Verdict {
        guard FileManager.default.fileExists(atPath: schema.path) else {
            throw Unavailable(description: "JUnit schema not found at '\(schema.path)' (docs/ of the checkout).")
        }
        guard let executable else {
            throw Unavailable(description:
                "xmllint not found in /usr/bin or on PATH; install it with `apt-get install libxml2-utils`.")
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("junit-\(UUID().uuidString).xml")
        try Data(xml.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--noout", "--schema", schema.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Verdict(isValid: process.terminationStatus == 0,
                       output: process.terminationStatus == 0 ? "" : String(decoding: output, as: UTF8.self))
    }

    /// Validates `xml` against the schema, recording an issue with xmllint's output if it fails.
    /// - Parameters:
    ///   - xml: The document to check.
    ///   - label: Names the case in failure messages.
    static func validate(_ xml: String, label: String, schema: URL = schema,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let verdict: Verdict
        do {
            verdict = try check(xml, schema: schema)
        } catch let unavailable as Unavailable {
            Issue.record("\(unavailable)", sourceLocation: sourceLocation)
            return
        }
        if !verdict.isValid {
            Issue.record("""
                \(label): xmllint rejected the report:
                \(verdict.output)
                document:
                \(xml)
                """, sourceLocation: sourceLocation)
        }
    }
}
