// busted's output layouts: alongside's -o plainTerminal|TAP|gtest|junit|json against what busted
// 2.1.1 printed for the same fixture runs (Fixtures/busted_layouts: cases.txt, expected/, record.sh).
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct BustedLayoutTests {
    /// One recorded case: a name and the command line both runners were given.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var testDescription: String { name }
    }

    static let folder = Alongside.fixtures + "/busted_layouts"

    /// The cases of cases.txt (the file record.sh reads too).
    static let cases: [Case] = {
        let text = (try? String(contentsOfFile: folder + "/cases.txt", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let words = line.split(separator: " ").map(String.init)
            return Case(name: words[0], arguments: Array(words.dropFirst()))
        }
    }()

    /// Replaces times and table addresses as record.sh does, so two runs compare byte for byte.
    static func masked(_ text: String) -> String {
        let rules = [
            (#"[0-9]+\.[0-9]+ seconds"#, "T seconds"), (#"\(([0-9]+\.[0-9]+) ms( total)?\)"#, "(T ms$2)"),
            (#"0x[0-9a-f]+"#, "0xADDR"), (#"time='[0-9.]+'"#, "time='T'"), (#"timestamp='[^']*'"#, "timestamp='T'"),
            (#""duration":[0-9.e+-]+"#, #""duration":0"#),
        ]
        var text = text
        for (pattern, template) in rules {
            text = text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
        }
        return text
    }

    /// The recorded busted output of `c`, and alongside's, masked alike.
    static func outputs(_ c: Case) throws -> (busted: String, alongside: String) {
        let expected = try String(contentsOfFile: folder + "/expected/\(c.name).txt", encoding: .utf8)
        let r = try Alongside.run(c.arguments)
        #expect(r.stderr.isEmpty, "stderr: \(r.stderr)")
        return (expected, masked(r.stdout))
    }

    @Test func everyCaseHasARecording() {
        #expect(Self.cases.count >= 12)
        for c in Self.cases {
            #expect(FileManager.default.fileExists(atPath: Self.folder + "/expected/\(c.name).txt"), "\(c.name)")
        }
    }

    /// The text layouts are busted's, byte for byte once times and addresses are masked.
    @Test(arguments: cases.filter { !$0.name.hasPrefix("junit") && !$0.name.hasPrefix("json") })
    func textLayoutIsBustedsByteForByte(_ c: Case) throws {
        let (busted, alongside) = try Self.outputs(c)
        #expect(alongside == busted)
    }

    /// busted's XML comes from a Lua table, so its attribute order changes from run to run:
    /// compared as elements, attribute sets (times aside) and texts, in document order.
    @Test(arguments: cases.filter { $0.name.hasPrefix("junit") })
    func junitLayoutIsBusteds(_ c: Case) throws {
        let (busted, alongside) = try Self.outputs(c)
        #expect(alongside.hasPrefix("\n<testsuites "), "busted's pl.xml starts with an empty line, no declaration")
        #expect(try Self.canonicalXML(alongside) == Self.canonicalXML(busted))
    }

    /// busted's JSON also follows table order; compared as the fields each element carries.
    @Test(arguments: cases.filter { $0.name.hasPrefix("json") })
    func jsonLayoutIsBusteds(_ c: Case) throws {
        let (busted, alongside) = try Self.outputs(c)
        #expect(try Self.canonicalJSON(alongside) == Self.canonicalJSON(busted))
        #expect(!(try Self.canonicalJSON(alongside)).isEmpty)
    }

    // MARK: - Canonical forms

    /// One line per element: depth, name, sorted attributes without times, trimmed text.
    static func canonicalXML(_ text: String) throws -> [String] {
        let doc = try XMLDocument(data: Data(text.utf8), options: [])
        var lines: [String] = []
        func walk(_ e: XMLElement, _ depth: Int) {
            let attributes = (e.attributes ?? []).compactMap { a -> String? in
                guard let n = a.name, n != "time", n != "timestamp" else { return nil }
                return n + "=" + (a.stringValue ?? "")
            }.sorted()
            let text = (e.children ?? []).filter { $0.kind == .text }.compactMap(\.stringValue).joined()
            lines.append("\(depth) \(e.name ?? "") \(attributes) \(text.trimmingCharacters(in: .whitespacesAndNewlines))")
            for child in e.children ?? [] { if let c = child as? XMLElement { walk(c, depth + 1) } }
        }
        if let root = doc.rootElement() { walk(root, 0) }
        return lines
    }

    /// One line per test element of each run's document: the list it is in and the fields
    /// alongside writes (a success's declaration traceback is busted's alone: not compared).
    static func canonicalJSON(_ text: String) throws -> [String] {
        var lines: [String] = []
        for line in text.split(separator: "\n") {
            let doc = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(doc["duration"] != nil)
            for key in ["successes", "failures", "errors", "pendings"] {
                for case let e as [String: Any] in try #require(doc[key] as? [Any]) {
                    let element = e["element"] as? [String: Any] ?? [:]
                    let declared = element["trace"] as? [String: Any] ?? [:]
                    let trace = e["trace"] as? [String: Any] ?? [:]
                    let traceback = key == "failures" || key == "errors" ? "\(trace["traceback"] ?? "-")" : "-"
                    lines.append([key, "\(e["name"] ?? "-")", "\(e["message"] ?? "-")", "\(e["isError"] ?? "-")",
                                  "\(element["name"] ?? "-")", "\(element["descriptor"] ?? "-")",
                                  "\(declared["short_src"] ?? "-")", "\(declared["currentline"] ?? "-")",
                                  "\(trace["currentline"] ?? "-")", traceback].joined(separator: " | "))
                }
            }
        }
        return lines
    }
}
