// SnapshotTests: the golden-file diff shows only changed lines, with context and a legend's signs.
import Testing

@Suite struct SnapshotTests {
    @Test func diffShowsChangedLinesWithContext() {
        let expected = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let actual = "a\nb\nc\nd\nE\nf\ng\nh\n"
        #expect(Snapshot.lineDiff(expected: expected, actual: actual) == """
             c
             d
            -e
            +E
             f
             g
            """)
    }

    @Test func diffMakesControlCharactersVisible() {
        #expect(Snapshot.lineDiff(expected: "x\n", actual: "x\u{1B}\n") == "-x\n+x\\u{1b}\n ")
    }
}
