// The busted compatibility fixtures (Fixtures/compat/): their lists, and one run of alongside on one.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What busted's summary line counts: successes / failures / errors / pending.
struct SpecCounts: Equatable, Sendable, CustomStringConvertible {
    var successes: Int, failures: Int, errors: Int, pending: Int

    /// Reads "S F E P" as written in the fixture lists; nil unless it is four whole numbers.
    init?(listed text: Substring) {
        let n = text.split(separator: " ").compactMap { Int($0) }
        guard n.count == 4, text.split(separator: " ").count == 4 else { return nil }
        (successes, failures, errors, pending) = (n[0], n[1], n[2], n[3])
    }

    init(successes: Int, failures: Int, errors: Int, pending: Int) {
        (self.successes, self.failures, self.errors, self.pending) = (successes, failures, errors, pending)
    }

    var description: String { "\(successes)/\(failures)/\(errors)/\(pending)" }
}

/// One fixture run: its name (the folder, or `folder:variant` when one folder is run with
/// several command lines), the arguments it is run with, and the counts busted 2.1.1 gives.
struct CompatCase: Sendable, CustomStringConvertible {
    var name: String
    var busted: SpecCounts
    var arguments: [String]

    /// The folder in Fixtures/compat/ the run starts in.
    var folder: String { String(name.prefix { $0 != ":" }) }

    /// A CI command line of a real suite: it must never be refused (exit 2).
    var isCILine: Bool { name.hasPrefix("ci_") }

    var description: String { name }
}

enum CompatFixtures {
    /// Fixtures/compat/ of the checkout.
    static let root = Alongside.fixtures + "/compat"

    /// The rows of one of the lists: lines that are not blank or `#` comments, split at `|`
    /// into trimmed fields. A list that cannot be read gives no rows (a test checks the count).
    static func rows(_ list: String) -> [[Substring]] {
        let text = (try? String(contentsOfFile: root + "/" + list, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            return line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces)[...] }
        }
    }

    /// busted-counts.txt: every fixture with busted's counts. Arguments are split at spaces
    /// (no quoting: write `--lpath=` for busted's `--lpath=""`).
    static let cases: [CompatCase] = rows("busted-counts.txt").compactMap { f in
        guard f.count == 3, let counts = SpecCounts(listed: f[1]) else { return nil }
        return CompatCase(name: String(f[0]), busted: counts, arguments: f[2].split(separator: " ").map(String.init))
    }

    /// known-different.txt: fixture runs (by name) that do not give busted's counts yet.
    static let knownDifferent: Set<String> = Set(rows("known-different.txt").map { String($0[0]) })

    /// by-design.txt: fixture runs (by name) where alongside's own counts are kept on purpose.
    static let byDesign: [String: SpecCounts] = Dictionary(uniqueKeysWithValues: rows("by-design.txt").compactMap { f in
        guard f.count == 3, let counts = SpecCounts(listed: f[1]) else { return nil }
        return (String(f[0]), counts)
    })

    /// The folders present in Fixtures/compat/.
    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Runs alongside with the fixture's arguments in a temporary copy of its folder (a run may
    /// write there, and `.busted` is read from the working directory), plus a JUnit report outside
    /// the copy from which the counts are read: the report does not depend on the `-o` format a
    /// fixture's `.busted` asks for. Counts are nil when no report was written.
    static func run(_ fixture: CompatCase) throws -> (result: RunResult, counts: SpecCounts?) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("alongside-compat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let copy = try copyFolder(of: fixture, into: scratch.path)
        let report = scratch.appendingPathComponent("report.xml").path
        // `env -C DIR` starts alongside in the copy; Alongside.run starts its program in Fixtures/.
        let result = try Alongside.run(viaProgram: "/usr/bin/env",
                                       ["-C", copy, Alongside.binary] + fixture.arguments + ["--junit", report])
        return (result, try counts(junit: report))
    }

    /// Copies the fixture's folder, hidden files (`.busted`) included, into `directory`; returns the copy's path.
    static func copyFolder(of fixture: CompatCase, into directory: String) throws -> String {
        let copy = directory + "/" + fixture.folder
        try FileManager.default.copyItem(atPath: root + "/" + fixture.folder, toPath: copy)
        return copy
    }

    /// Counts a JUnit report's testcases by outcome, as busted's summary does: a file that fails
    /// to load is one testcase with an error, a pending test one with `<skipped>`.
    static func counts(junit path: String) throws -> SpecCounts? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
        let count = { (xpath: String) in try doc.nodes(forXPath: xpath).count }
        let all = try count("//testcase"), failures = try count("//testcase[failure]")
        let errors = try count("//testcase[error]"), pending = try count("//testcase[skipped]")
        return SpecCounts(successes: all - failures - errors - pending, failures: failures, errors: errors, pending: pending)
    }
}
