// End to end: a failing test's recordings and scenes are written beside the JUnit report,
// named in it with [[ATTACHMENT|path]] and printed under the failure; --show-output shows
// passing tests' output.
import Foundation
import Testing
@testable import AlongsideCLI
@testable import LuaSpec

@Suite struct AttachmentTests {
    /// The `[[ATTACHMENT|path]]` paths in a report, in order.
    private func attachmentPaths(_ xml: String) -> [String] {
        xml.components(separatedBy: "[[ATTACHMENT|").dropFirst().compactMap { $0.components(separatedBy: "]]").first }
    }

    @Test func aFailingTestsRecordingIsAttachedBesideTheJUnitReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-att-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/report.xml"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let r = try Alongside.run(["attachments/recorded_failure_spec.lua", "--junit", report])
        #expect(r.status == 1)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        let paths = attachmentPaths(xml)
        let test = folder + "/report-attachments/attachments.recorded_failure_spec/a_cancelled_swipe_keeps_the_row_selected"
        #expect(paths == [test + "/x.svg", test + "/x.csv", test + "/scene.txt"])
        for p in paths { #expect(FileManager.default.fileExists(atPath: p), "\(p) is missing") }
        #expect(try String(contentsOfFile: test + "/x.csv", encoding: .utf8).hasPrefix("time,x\n0,0\n"))
        #expect(try String(contentsOfFile: test + "/x.svg", encoding: .utf8).contains(#"<g class="series" data-name="x""#))
        // only the failing test that made worlds has attachments
        #expect(xml.components(separatedBy: "[[ATTACHMENT|").count == 4)
        #expect(try Alongside.validate(junit: report) == nil)
        // the terminal lists them under the failure
        #expect(r.stdout.contains("   Attachments:\n     \(test)/x.svg\n     \(test)/x.csv\n     \(test)/scene.txt\n"))
        #expect(!r.stdout.contains("printed by a passing test"))
    }

    /// The failing example kept in spec/ (spec/failing/, not picked up by `alongside spec/`):
    /// its JUnit test case names the recording and the scene, and the files exist.
    @Test func theFailingExampleInSpecNamesItsAttachments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-att-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let report = folder + "/report.xml"
        let example = Alongside.packageRoot + "/spec/failing/naive_deselection_example.lua"
        let r = try Alongside.run([example, "--junit", report])
        #expect(r.status == 1)
        #expect(try Alongside.validate(junit: report) == nil)
        let cases = try Alongside.testcases(junit: report)
        #expect(cases["the naive deselection keeps the row selected after a cancelled swipe on iOS 17"]?.status == "failure")
        let paths = attachmentPaths(try String(contentsOfFile: report, encoding: .utf8))
        #expect(paths.map { ($0 as NSString).lastPathComponent } == ["selectionAlpha.svg", "selectionAlpha.csv", "scene.txt"])
        for p in paths { #expect(FileManager.default.fileExists(atPath: p), "\(p) is missing") }
        #expect(paths.allSatisfy { $0.hasPrefix(folder + "/report-attachments/") })
    }

    @Test func attachmentsFlagChoosesTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-att-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let r = try Alongside.run(["attachments/recorded_failure_spec.lua", "--attachments", folder, "-o", "json-detailed"])
        #expect(r.status == 1)
        let test = folder + "/attachments.recorded_failure_spec/a_cancelled_swipe_keeps_the_row_selected"
        #expect(FileManager.default.fileExists(atPath: test + "/x.svg"))
        #expect(r.stdout.contains(#""attachments":["\#(test)/x.svg","\#(test)/x.csv","\#(test)/scene.txt"]"#))
    }

    @Test func showOutputPrintsPassingTestsOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-att-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let r = try Alongside.run(["attachments/recorded_failure_spec.lua", "--show-output", "--attachments", folder])
        #expect(r.stdout.contains("Output of passing tests:\n\n  a cancelled swipe passes quietly\n"
            + "  attachments/recorded_failure_spec.lua:16\n     printed by a passing test\n"))
    }

    @Test("the folder: the flag, else beside the report, else the default", arguments: [
        (nil, nil, ".alongside/attachments"),
        ("x", "r.xml", "x"),
        (nil, "out/report.xml", "out/report-attachments"),
        (nil, "report", "report-attachments"),
        (nil, ".report", ".report-attachments"),
        (nil, "/dev/stdout", ".alongside/attachments"),
    ] as [(String?, String?, String)])
    func folder(flag: String?, junit: String?, expected: String) {
        #expect(AttachmentFolder.resolve(flag: flag, junit: junit) == expected)
    }
}

@Suite struct RecordingSandboxTests {
    @Test func recordingFilesGoThroughTheSandboxCheck() throws {
        let r = try Alongside.run(["attachments/sandbox_write_spec.lua", "--sandbox"])
        #expect(r.status == 0, "\(r.stdout)")
    }
}

@Suite struct AttachmentNameTests {
    @Test func namesAreMadeSafeAndUnique() {
        var taken: Set<String> = []
        #expect(AttachmentWriter.unique(AttachmentWriter.safeName("scene.txt"), among: &taken) == "scene.txt")
        #expect(AttachmentWriter.unique(AttachmentWriter.safeName("scene.txt"), among: &taken) == "scene-2.txt")
        #expect(AttachmentWriter.unique(AttachmentWriter.safeName("a b/c.svg"), among: &taken) == "a_b_c.svg")
        #expect(AttachmentWriter.unique(AttachmentWriter.safeName("a_b_c.svg"), among: &taken) == "a_b_c-2.svg")
        #expect(AttachmentWriter.unique("s.x/t 0.5", among: &taken, extension: false) == "s.x/t 0.5")
        #expect(AttachmentWriter.unique("s.x/t 0.5", among: &taken, extension: false) == "s.x/t 0.5-2")
        #expect(AttachmentWriter.safeName(".hidden") == "_.hidden")
        #expect(AttachmentWriter.safeName("") == "_")
    }
}
