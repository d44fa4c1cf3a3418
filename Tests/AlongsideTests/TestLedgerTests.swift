// TestLedgerTests: the supervisor's compact record of a file's declared tests gives back what
// was declared, byte for byte, and which tests finished.
@testable import AlongsideCLI
import LuaSpec
import Testing

@Suite struct TestLedgerTests {
    /// Names of every length class of the varint lengths (0, 1, 127, 128, 20,000 bytes), non-ASCII
    /// text, deep and empty paths, negative and clamped lines: each declared test comes back as
    /// declared, `matches` knows it and no other, and finishing one is remembered across
    /// `forgetDeclarations`.
    @Test func declaredTestsComeBackExactly() {
        let long = String(repeating: "x", count: 127)
        let keys: [TestKey] = [
            TestKey(path: ["a", "b"], line: 3),
            TestKey(path: [], line: 0),
            TestKey(path: [""], line: -7, occurrence: 2),
            TestKey(path: [long, long + "y", String(repeating: "é", count: 10_000)], line: 1 << 20, occurrence: 300),
            TestKey(path: Array(repeating: "d", count: 200), line: 5),
        ]
        var ledger = TestLedger()
        for key in keys { ledger.declare(key) }
        #expect(ledger.count == keys.count)
        for (i, key) in keys.enumerated() {
            #expect(ledger.key(i) == key)
            #expect(ledger.matches(i, path: key.path, line: key.line))
            #expect(!ledger.matches(i, path: key.path + ["z"], line: key.line))
            #expect(!ledger.matches(i, path: key.path, line: key.line + 1))
        }
        #expect(!ledger.matches(3, path: [long, long + "z", String(repeating: "é", count: 10_000)], line: 1 << 20))
        ledger.finish(3)
        #expect(ledger.isFinished(3) && !ledger.isFinished(0))
        ledger.forgetDeclarations()
        #expect(ledger.count == 0)
        #expect(ledger.finished == [keys[3]])
    }

    /// A line beyond Int32 is clamped, as the entry's doc says: the test is kept, its line is not.
    @Test func aLineBeyondInt32IsClamped() {
        var ledger = TestLedger()
        ledger.declare(TestKey(path: ["t"], line: Int(Int32.max) + 5))
        #expect(ledger.key(0) == TestKey(path: ["t"], line: Int(Int32.max)))
    }
}
