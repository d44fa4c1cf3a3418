// End to end: assert.snapshot on a temporary copy of Fixtures/snapshots — a changed scene fails
// with a line diff, --update-snapshots rewrites the file and the run passes, a missing snapshot
// is written (and fails instead under --no-new-snapshots or CI=true), and --sandbox keeps writes inside the
// working directory.
import Foundation
import Testing

@Suite struct SnapshotTests {
    /// A temporary copy of the fixture folder `snapshots` (the spec and its committed snapshot).
    static func copyOfFixture() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-snap-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Alongside.fixtures + "/snapshots", toPath: dir)
        return dir
    }

    static func snapshot(in dir: String) throws -> String {
        try String(contentsOfFile: dir + "/__snapshots__/scene_spec/scene.txt", encoding: .utf8)
    }

    /// Runs the copy's spec with row `row` selected; `CI` is cleared unless given.
    static func run(_ dir: String, row: Int, _ extra: [String] = [], ci: String = "") throws -> RunResult {
        try Alongside.run([dir + "/scene_spec.lua", "--no-color"] + extra,
                          environment: ["SCENE_SELECTED_ROW": String(row), "CI": ci])
    }

    @Test func aChangedSceneFailsWithADiffThenPassesAfterUpdate() throws {
        let dir = try Self.copyOfFixture()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let committed = try Self.snapshot(in: dir)
        let same = try Self.run(dir, row: 0)
        #expect(same.status == 0, "the committed picture matches: \(same.stdout)")

        let changed = try Self.run(dir, row: 1)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("snapshot 'scene' does not match \(dir)/__snapshots__/scene_spec/scene.txt "
                                        + "(- expected, + actual):"), "\(changed.stdout)")
        // the terminal report indents a failure's message; the diff's lines are the same
        let diff = changed.stdout.split(separator: "\n").map { $0.drop { $0 == " " } }
        let expected: [Substring] = [
            "@@ -1,5 +1,5 @@",
            "-      row [0, 0] {x=0, y=0, width=200, height=44}, selected, selectionAlpha=1",
            "-      row [0, 1] {x=0, y=44, width=200, height=44}",
            "+      row [0, 0] {x=0, y=0, width=200, height=44}",
            "+      row [0, 1] {x=0, y=44, width=200, height=44}, selected, selectionAlpha=1",
        ]
        let start = try #require(diff.firstIndex(of: expected[0]), "\(changed.stdout)")
        #expect(Array(diff[(start + 4)...].prefix(4)) == Array(expected.dropFirst()), "\(changed.stdout)")
        #expect(changed.stdout.contains("run with --update-snapshots to accept the new picture"))
        #expect(try Self.snapshot(in: dir) == committed, "a failing comparison leaves the file alone")

        let update = try Self.run(dir, row: 1, ["--update-snapshots"])
        #expect(update.status == 0, "\(update.stdout)")
        #expect(try Self.snapshot(in: dir).contains("row [0, 1] {x=0, y=44, width=200, height=44}, selected"))
        let after = try Self.run(dir, row: 1)
        #expect(after.status == 0, "the rewritten picture matches: \(after.stdout)")
        let old = try Self.run(dir, row: 0)
        #expect(old.status == 1, "and the old scene no longer does")
    }

    @Test func aMissingSnapshotIsWrittenExceptInCI() throws {
        let dir = try Self.copyOfFixture()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.removeItem(atPath: dir + "/__snapshots__")

        let ci = try Self.run(dir, row: 0, ci: "true")
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("snapshot 'scene' does not exist"), "\(ci.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/__snapshots__"), "nothing written in CI")
        let flag = try Self.run(dir, row: 0, ["--no-new-snapshots"])
        #expect(flag.status == 1, "--no-new-snapshots does the same without the variable")

        let local = try Self.run(dir, row: 0, ["-o", "json-detailed"])
        #expect(local.status == 0, "\(local.stdout)")
        #expect(local.stdout.contains("[alongside] snapshot 'scene' written: \(dir)/__snapshots__/scene_spec/scene.txt"),
                "the test's output says so: \(local.stdout)")
        #expect(try Self.snapshot(in: dir).hasPrefix("World(iOS 17) 200 x 100, t=0 s\n"))
        let again = try Self.run(dir, row: 0, ci: "true")
        #expect(again.status == 0, "the written snapshot is compared, in CI too")
    }

    @Test func underSandboxSnapshotsOutsideTheWorkingDirectoryAreRefused() throws {
        let dir = try Self.copyOfFixture()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Self.run(dir, row: 1, ["--sandbox", "--update-snapshots"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("writing outside the working directory is not available under --sandbox"), "\(r.stdout)")
        let read = try Self.run(dir, row: 0, ["--sandbox"])
        #expect(read.status == 0, "comparing (reading) is allowed: \(read.stdout)")
    }

    @Test func aNameBelongsToOneTestOfTheFile() throws {
        let dir = try Self.copyOfFixture()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Alongside.run([dir + "/duplicate_spec.lua", "--no-color"], environment: ["CI": ""])
        #expect(r.status == 1)
        #expect(r.stdout.contains("bad argument #2 to 'snapshot' (snapshot name 'shared' is already used by test "
                                  + "'first' in this file: give each test its own names)"), "\(r.stdout)")
        #expect(try String(contentsOfFile: dir + "/__snapshots__/duplicate_spec/shared.txt", encoding: .utf8) == "one\n",
                "the first test's snapshot is kept")
    }
}
