// SameBytesTests: `hasSameBytes(as:)` tells strings apart by their UTF-8 bytes, which Swift's
// `==` (canonical equivalence) does not.
import Testing
@testable import LuaSpec

@Suite struct SameBytesTests {
    @Test func comparesBytesNotCanonicalEquivalence() {
        let composed = "caf\u{E9}_spec.lua", decomposed = "cafe\u{301}_spec.lua"
        #expect(composed == decomposed, "Swift's == takes them for equal")
        #expect(!composed.hasSameBytes(as: decomposed))
        #expect(!composed.hasSameBytes(as: Array(decomposed.utf8)))
        #expect(composed.hasSameBytes(as: String(decoding: Array(composed.utf8), as: UTF8.self)))
        #expect(composed.hasSameBytes(as: Array(composed.utf8)))
    }

    @Test(arguments: [("", ""), ("a", ""), ("", "a"), ("ab", "a"), ("a_spec.lua", "b_spec.lua"),
                      (String(repeating: "x", count: 40), String(repeating: "x", count: 40)),
                      (String(repeating: "x", count: 40), String(repeating: "x", count: 39) + "y")])
    func agreesWithTheBytes(_ a: String, _ b: String) {
        let same = Array(a.utf8) == Array(b.utf8)
        #expect(a.hasSameBytes(as: b) == same)
        #expect(a.hasSameBytes(as: Array(b.utf8)) == same)
    }
}
