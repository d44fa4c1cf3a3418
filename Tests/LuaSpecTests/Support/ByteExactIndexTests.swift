// ByteExactIndexTests: keys told apart by their bytes, though Swift's Strings call them equal.
import LuaSpec
import Testing

@Suite struct ByteExactIndexTests {
    /// `café` with é as one character and as e and a combining accent are equal Strings and two
    /// keys; a third key equal to both as text is a third entry; setting a kept key replaces its
    /// value; a key never set is absent.
    @Test func equalStringsWithOtherBytesAreOtherKeys() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        var index = ByteExactIndex<Int>()
        index[composed] = 1
        index[decomposed] = 2
        #expect(index[composed] == 1 && index[decomposed] == 2)
        index[composed] = 3
        #expect(index[composed] == 3 && index[decomposed] == 2)
        index["x", bytes: [0x78, 0xFF]] = 4   // a name shown as "x" whose bytes are not "x"
        #expect(index["x"] == nil && index["x", bytes: [0x78, 0xFF]] == 4)
        index["x"] = 5
        #expect(index["x"] == 5 && index["x", bytes: [0x78, 0xFF]] == 4)
        #expect(index["caf"] == nil)
    }
}
