// LineDiff: the unified-style diff a changed snapshot fails with.
import Foundation
import Testing
@testable import LuaSpec

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(expected: "a\nb", actual: "a\nb") == "")
    }

    @Test func oneChangedLineWithThreeLinesOfContextEachSide() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 6", with: "line six")
        #expect(LineDiff.unified(expected: expected, actual: actual) == """
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9
            """)
    }

    @Test func anInsertedLineIsOneAdditionNotEveryLineChanged() {
        #expect(LineDiff.unified(expected: "b\nc", actual: "a\nb\nc") == """
            @@ -1,2 +1,3 @@
            +a
             b
             c
            """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let expected = (1...20).map(String.init).joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "\n2\n", with: "\nTWO\n")
            .replacingOccurrences(of: "\n19\n", with: "\nNINETEEN\n")
        let hunks = LineDiff.unified(expected: expected, actual: actual).split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(hunks == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
    }
}

@Suite struct SnapshotStoreTests {
    @Test func namesAreFileNamesInsideTheSnapshotFolder() {
        #expect(SnapshotStore.problem(withName: "list with selection") == nil)
        #expect(SnapshotStore.problem(withName: "a/b") != nil)
        #expect(SnapshotStore.problem(withName: "..") != nil)
        #expect(SnapshotStore.problem(withName: ".hidden") != nil)
        #expect(SnapshotStore.problem(withName: "tab\there") != nil)
        #expect(SnapshotStore.problem(withName: "") != nil)
    }

    @Test func theFolderIsBesideTheSpecNamedAfterIt() {
        #expect(SnapshotStore.folder(of: "spec/ui/render_spec.lua") == "spec/ui/__snapshots__/render_spec")
        #expect(SnapshotStore.folder(of: "top_spec.lua") == "__snapshots__/top_spec")
        #expect(SnapshotStore.folder(of: "/abs/x_spec.lua") == "/abs/__snapshots__/x_spec")
    }

    @Test func theFileKeepsOneFinalNewlineThatReadingRemoves() {
        #expect(SnapshotStore.text(ofFile: Array("a\nb\n".utf8)) == "a\nb")
        #expect(SnapshotStore.text(ofFile: Array("a\n\n".utf8)) == "a\n")
    }
}
