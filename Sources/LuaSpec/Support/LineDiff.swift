// LineDiff: a unified-style line diff, for a snapshot that no longer matches — the reader sees
// the lines that changed, with a little context, instead of two long texts side by side.

/// The difference between an expected and an actual text, line by line.
public enum LineDiff {
    /// Lines of context kept around each change, as `diff -u` does.
    public static let context = 3

    /// Hunks in unified style: `@@ -a,n +b,m @@`, then ` ` for context, `-` for an expected
    /// line that is gone, `+` for an actual line that is new. Empty when the texts are equal.
    ///
    /// A longest-common-subsequence alignment, so a line inserted at the top shows as one `+`
    /// line rather than every line changed. Quadratic in the line counts; past a few million
    /// pairs (texts far larger than any scene) it shows the whole texts replaced instead.
    public static func unified(expected: String, actual: String) -> String {
        let a = lines(expected), b = lines(actual)
        guard a != b else { return "" }
        let ops = a.count * b.count <= 4_000_000 ? align(a, b)
            : a.map { Op.removed($0) } + b.map { Op.added($0) }
        return hunks(ops).joined(separator: "\n")
    }

    /// One step of the alignment.
    enum Op: Equatable {
        case same(String), removed(String), added(String)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The edit script of a longest common subsequence (removals before additions in a change).
    static func align(_ a: [String], _ b: [String]) -> [Op] {
        let n = a.count, m = b.count
        // lcs[i][j]: the LCS length of a[i...] and b[j...]
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [Op] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] {
                ops.append(.same(a[i])); i += 1; j += 1
            } else if j == m || (i < n && lcs[i + 1][j] >= lcs[i][j + 1]) {
                ops.append(.removed(a[i])); i += 1
            } else {
                ops.append(.added(b[j])); j += 1
            }
        }
        return ops
    }

    /// Groups the script into hunks with `context` unchanged lines around each change.
    static func hunks(_ ops: [Op]) -> [String] {
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        guard let first = changed.first else { return [] }
        // ranges of ops to show, merged when their context overlaps
        var ranges: [ClosedRange<Int>] = []
        var start = max(0, first - context), end = min(ops.count - 1, first + context)
        for c in changed.dropFirst() {
            if c - context <= end + 1 {
                end = min(ops.count - 1, c + context)
            } else {
                ranges.append(start...end)
                start = c - context
                end = min(ops.count - 1, c + context)
            }
        }
        ranges.append(start...end)
        var out: [String] = []
        for r in ranges {
            // line numbers (1-based) where the hunk starts in each text
            var oldLine = 1, newLine = 1
            for op in ops[..<r.lowerBound] {
                switch op {
                case .same: oldLine += 1; newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            var body: [String] = [], oldCount = 0, newCount = 0
            for op in ops[r] {
                switch op {
                case .same(let s): body.append(" " + s); oldCount += 1; newCount += 1
                case .removed(let s): body.append("-" + s); oldCount += 1
                case .added(let s): body.append("+" + s); newCount += 1
                }
            }
            out.append("@@ -\(oldCount == 0 ? oldLine - 1 : oldLine),\(oldCount) +\(newCount == 0 ? newLine - 1 : newLine),\(newCount) @@")
            out += body
        }
        return out
    }
}
