// TestResultLogTests: the JUnit reporter's encoded results decode to exactly what was appended.
@testable import LuaSpec
import Testing

@Suite struct TestResultLogTests {
    /// A deterministic sequence (Knuth's MMIX linear congruential step, high bits), so every
    /// run checks the same results.
    struct Mix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 29
        }
    }

    static let texts = ["", "a", "t 1", "é\u{1}<&>'\"", String(repeating: "x", count: 127),
                        String(repeating: "y", count: 128), String(repeating: "😀", count: 5_000)]

    static func text(_ rng: inout Mix) -> String { texts[Int(rng.next() % UInt64(texts.count))] }

    static func duration(_ rng: inout Mix) -> Double {
        switch rng.next() % 8 {
        case 0: -0.0
        case 1: -1.5
        case 2: .infinity
        case 3: .nan
        case 4: Double(bitPattern: rng.next() << 29 ^ rng.next())   // any bits, signalling NaNs too
        default: Double(rng.next() % 100_000) / 997
        }
    }

    /// 6,000 results over several 64 KiB chunks, every field varied (each status, absent and
    /// present messages and tracebacks, output, attachments, negative and huge lines and runs,
    /// the file changing now and then, durations of any bit pattern, NaNs and infinities
    /// included, records larger than a chunk) come back equal, bit for bit,
    /// in order, and `count` counts them.
    @Test func everyFieldComesBack() {
        var rng = Mix(state: 42)
        var log = TestResultLog()
        var appended: [TestResult] = []
        let lines = [0, 1, -1, 127, 128, Int(Int32.max), Int.min, Int.max]
        for n in 0..<6_000 {
            let status = TestStatus.allCases[Int(rng.next() % UInt64(TestStatus.allCases.count))]
            var result = TestResult(file: n / 700 % 2 == 0 ? "spec/a_spec.lua" : Self.text(&rng),
                                    path: (0..<Int(rng.next() % 4)).map { _ in Self.text(&rng) },
                                    line: rng.next() % 3 == 0 ? lines[Int(rng.next() % 8)] : n,
                                    status: status,
                                    message: rng.next() % 2 == 0 ? nil : Self.text(&rng),
                                    traceback: rng.next() % 3 == 0 ? Self.text(&rng) : nil,
                                    output: rng.next() % 4 == 0 ? Self.text(&rng) : "",
                                    duration: Self.duration(&rng),
                                    run: rng.next() % 7 == 0 ? -3 : Int(rng.next() % 300))
            if rng.next() % 6 == 0 { result.attachments = [Self.text(&rng), "/tmp/a.png"] }
            if n % 1_000 == 999 { result.traceback = String(repeating: "stack\n", count: 20_000) }
            log.append(result)
            appended.append(result)
        }
        #expect(log.count == appended.count)
        let decoded = log.all
        #expect(decoded.count == appended.count)
        for (a, b) in zip(decoded, appended) {
            #expect(a.duration.bitPattern == b.duration.bitPattern)
            var (a, b) = (a, b)   // NaN != NaN: the rest compared apart from the duration
            (a.duration, b.duration) = (0, 0)
            #expect(a == b)
        }
    }

    /// Every status fits the two bits the log keeps it in.
    @Test func everyStatusFitsTwoBits() {
        for status in TestStatus.allCases {
            var log = TestResultLog()
            log.append(TestResult(file: "f", path: ["t"], line: 1, status: status))
            #expect(log.all.first?.status == status)
        }
        #expect(TestStatus.allCases.allSatisfy { $0.rawValue < 4 })
    }

    /// A file equal to the one before as a Swift string but not in its bytes (`é` composed, then
    /// decomposed: two names a file system keeps apart) comes back with its own bytes.
    @Test func aFileEqualAsAStringButNotInBytesComesBackAsItsOwn() {
        let files = ["spec/caf\u{E9}_spec.lua", "spec/cafe\u{301}_spec.lua"]
        var log = TestResultLog()
        for file in files { log.append(TestResult(file: file, path: ["t"], line: 1, status: .success)) }
        #expect(log.all.map { Array($0.file.utf8) } == files.map { Array($0.utf8) })
    }
}
