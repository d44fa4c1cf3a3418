// ProcessStateScanTests: the C shim keeps no process-wide mutable state (issue 10, point 6):
// every per-run value lives in the per-state host (host.h), so states never see each other's.
import Foundation
import Testing

@Suite("No process-wide mutable state in the C shim")
struct ProcessStateScanTests {
    /// A `static` or file-scope variable that is not `const`: `static int n;`, `static char *p = 0;`.
    static var mutableStatic: Regex<(Substring, Substring?, Substring?)> { #/^\s*static\s+(?!const\b)(?!inline\b)[A-Za-z_][\w\s\*]*\b\w+\s*(\[[^\]]*\])?\s*(=[^;]*)?;/# }

    @Test("Every static in Sources/CLuaShim is a constant or a function")
    func noMutableStatics() throws {
        let dir = BoundaryScanTests.packageRoot.appendingPathComponent("Sources/CLuaShim")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".c") }
        #expect(files.count >= 8, "the shim is split by job")
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("static") && !line.contains("(") {
                if (try? Self.mutableStatic.wholeMatch(in: String(line))) != nil {
                    offenders.append("\(file):\(i + 1): \(line)")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test("The scan sees a mutable static")
    func scanWorks() throws {
        #expect((try Self.mutableStatic.wholeMatch(in: "  static int continuing = 0;")) != nil)
        #expect((try Self.mutableStatic.wholeMatch(in: "static const char kKey = 0;")) == nil)
    }
}
