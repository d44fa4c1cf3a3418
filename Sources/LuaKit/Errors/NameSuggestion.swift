// NameSuggestion: the known name a misspelt one was probably meant to be ("did you mean ...?").

/// Finds the known name nearest to a misspelt one, for the "did you mean" hint of binding errors.
///
/// A name differing only in case wins outright (`iOS` → `ios`). Otherwise the nearest name by
/// optimal-string-alignment distance (Damerau–Levenshtein with adjacent swaps, compared without
/// case) is suggested when it is close enough: at most one edit per three characters of the
/// typed name, and never more than three (so a one- or two-letter name gets no guess), unless
/// the caller sets its own limit. Ties go to the alphabetically first name, so the hint is
/// deterministic. When nothing is that close, a name the typed one is the only beginning of is
/// suggested (`numberOfRows` → `numberOfRowsInSection`), unless the caller sets its own limit.
public enum NameSuggestion {
    /// The known name `name` was most likely meant to be, or nil when none is close.
    /// - Parameter maximumDistance: the most edits a suggestion may be away; nil for the
    ///   default above. The command line, whose options all start with `--`, allows more.
    /// - Complexity: O(n × m × k) for `k` candidates of length about `m`; only run on errors.
    public static func nearest(to name: String, among candidates: some Sequence<String>,
                               maximumDistance: Int? = nil) -> String? {
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates).sorted() where candidate != name {
            let lowered = Array(candidate.lowercased())
            if lowered == typed { return candidate }
            let d = distance(typed, lowered)
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        if let best, best.distance <= maximumDistance ?? min(3, typed.count / 3) { return best.name }
        return maximumDistance == nil ? onlyExtension(of: typed, among: candidates) : nil
    }

    /// The one candidate that begins with the typed name (without case), when the typed name has
    /// at least four letters and no other candidate begins with it: a UIKit name typed short
    /// (`numberOfRows` for `numberOfRowsInSection`) is too far for the distance, but unambiguous.
    static func onlyExtension(of typed: [Character], among candidates: some Sequence<String>) -> String? {
        guard typed.filter(\.isLetter).count >= 4 else { return nil }
        var found: String?
        for candidate in Set(candidates) {
            let lowered = Array(candidate.lowercased())
            guard lowered.count > typed.count, Array(lowered.prefix(typed.count)) == typed else { continue }
            if found != nil { return nil }
            found = candidate
        }
        return found
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two adjacent characters each count one.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = d
            }
        }
        return rows[a.count][b.count]
    }
}
