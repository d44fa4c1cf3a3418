// XMLLint: schema validation of JUnit output with libxml2's xmllint, as Jenkins' xUnit plugin does.
import Foundation
import Testing

/// Runs `xmllint --noout --schema` against the shared Jenkins/xUnit JUnit schema.
///
/// A missing schema or a missing `xmllint` fails the test with instructions instead of skipping
/// it: a skipped validation would let an invalid report reach CI unnoticed.
enum XMLLint {
    /// The package root (`Tests/LuaSpecTests/Reporting/XMLLint.swift` is four levels down).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Reporting/
        .deletingLastPathComponent()  // LuaSpecTests/
        .deletingLastPathComponent()  // Tests/
        .deletingLastPathComponent()  // package root

    /// `../shared/schemas/jenkins-xunit-junit-10.xsd`, next to the package as in the CI clone.
    static let schema = packageRoot
        .appendingPathComponent("../shared/schemas/jenkins-xunit-junit-10.xsd").standardizedFileURL

    /// The `xmllint` executable: `/usr/bin/xmllint`, else the first one on `PATH`.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = ["/usr/bin"] + path.split(separator: ":").map(String.init)
        return candidates.map { $0 + "/xmllint" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Validates `xml` against the schema, recording an issue with xmllint's output if it fails.
    /// - Parameters:
    ///   - xml: The document to check.
    ///   - label: Names the case in failure messages.
    static func validate(_ xml: String, label: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard FileManager.default.fileExists(atPath: schema.path) else {
            Issue.record("""
                JUnit schema not found at '\(schema.path)'. The tests expect the shared folder \
                next to the package (../shared/schemas/jenkins-xunit-junit-10.xsd); check out \
                shared/ beside the package root.
                """, sourceLocation: sourceLocation)
            return
        }
        guard let executable else {
            Issue.record(
                "xmllint not found in /usr/bin or on PATH; install it with `apt-get install libxml2-utils`.",
                sourceLocation: sourceLocation)
            return
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
        if process.terminationStatus != 0 {
            Issue.record("""
                \(label): xmllint exited with \(process.terminationStatus):
                \(String(decoding: output, as: UTF8.self))
                document:
                \(xml)
                """, sourceLocation: sourceLocation)
        }
    }
}
