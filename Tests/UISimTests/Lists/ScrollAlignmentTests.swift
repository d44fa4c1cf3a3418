// ScrollAlignmentTests: the shared scroll formulas (rule 2.20).
import Testing
@testable import UISim

@Suite struct ScrollAlignmentTests {
    func offset(_ a: ScrollAlignment, _ lower: Double, _ upper: Double, current: Double = 0,
                insetStart: Double = 0, insetEnd: Double = 0, content: Double = 10_000) -> Double {
        a.offset(showing: lower, upper, viewport: 400, insetStart: insetStart, insetEnd: insetEnd,
                 contentLength: content, current: current)
    }

    // rule 2.20
    @Test func formulas() {
        #expect(offset(.start, 1000, 1050, insetStart: 20) == 980)
        #expect(offset(.center, 1000, 1050, insetStart: 20, insetEnd: 40) == 1025 - 20 - 170)
        #expect(offset(.end, 1000, 1050, insetEnd: 40) == 1050 - 400 + 40)
    }

    // rule 2.20
    @Test func clamping() {
        #expect(offset(.end, 0, 50, insetStart: 30) == -30)
        #expect(offset(.start, 9_900, 9_950, content: 10_000) == 9_600)
        #expect(offset(.start, 100, 150, insetStart: 10, content: 200) == -10)   // short content
    }

    // rule 2.20
    @Test func minimal() {
        #expect(offset(.minimal, 100, 150, current: 50) == 50)          // fully visible: stays
        #expect(offset(.minimal, 100, 150, current: 120) == 100)        // above: like start
        #expect(offset(.minimal, 500, 550, current: 0) == 150)          // below: like end
        #expect(offset(.minimal, 100, 900, current: 300) == 100)        // taller than the view: start
    }
}
