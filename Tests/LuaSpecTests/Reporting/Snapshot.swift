// Snapshot: golden-file comparison for reporter output, with a line diff on mismatch.
import Foundation
import Testing

/// Golden files under `Tests/LuaSpecTests/__Snapshots__/<Suite>/<test>.<ext>`.
///
/// Set `RECORD_SNAPSHOTS=1` to rewrite the goldens from the current output instead of comparing;
/// review the diff before committing them. A missing golden fails the test rather than being
/// recorded silently, so CI can never pass against nothing.
enum Snapshot {
    /// The `__Snapshots__` folder, found from this file's path so tests run from any directory.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Reporting/
        .deletingLastPathComponent()  // LuaSpecTests/
        .appendingPathComponent("__Snapshots__")

    /// Whether goldens are rewritten rather than compared.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    }

    /// Compares `actual` byte for byte with the golden file, or rewrites it when recording.
    /// - Parameters:
    ///   - actual: The reporter's output.
    ///   - suite: The folder under `__Snapshots__`, usually the test suite's type name.
    ///   - test: The file's base name, usually the test function's name.
    ///   - ext: The file extension (`xml`, `tap`, `json`, `txt`).
    static func expectMatch(
        _ actual: String, suite: String, test: String, ext: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = directory.appendingPathComponent(suite)
        let file = folder.appendingPathComponent("\(test).\(ext)")
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: file, options: .atomic)
            } catch {
                Issue.record("could not record golden '\(file.path)': \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record("""
                no golden file at '\(file.path)'. \
                Run `RECORD_SNAPSHOTS=1 swift test --filter LuaSpecTests` to create it, then review it.
                """, sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard Array(expected.utf8) != Array(actual.utf8) else { return }
        Issue.record("""
            output differs from golden '\(file.path)' (Expected: -, Actual: +):
            \(lineDiff(expected: expected, actual: actual))
            Run with RECORD_SNAPSHOTS=1 to accept the new output.
            """, sourceLocation: sourceLocation)
    }

    /// Returns the changed lines with two lines of context, `-` for expected and `+` for actual.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = new.difference(from: old)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [(text: String, changed: Bool)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count && removed.contains(i) {
                lines.append(("-" + visible(old[i]), true)); i += 1
            } else if j < new.count && inserted.contains(j) {
                lines.append(("+" + visible(new[j]), true)); j += 1
            } else {
                lines.append((" " + visible(old[i]), false)); i += 1; j += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].changed }
        let shown = lines.indices.filter { index in changed.contains { abs($0 - index) <= 2 } }
        var out: [String] = []
        var previous: Int?
        for index in shown {
            if let previous, index != previous + 1 { out.append("  …") }
            out.append(lines[index].text)
            previous = index
        }
        return out.joined(separator: "\n")
    }

    /// Returns `line` with control characters shown as `\u{N}`, so invisible differences show.
    static func visible(_ line: String) -> String {
        line.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" ? "\\u{\(String($0.value, radix: 16))}" : String($0) }
            .joined()
    }
}
