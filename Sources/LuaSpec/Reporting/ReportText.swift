// ReportText: small text helpers shared by every reporter, so all formats agree on times and markers.

/// Formatting helpers that every reporter shares, so that times, first lines and markers read alike.
enum ReportText {
    // MARK: - Lines

    /// Returns the text before the first line break, used where a format wants a one-line summary.
    /// - Parameter text: Any text; a message may span lines.
    /// - Returns: The first line, without its terminator.
    static func firstLine(_ text: String) -> String {
        guard let end = text.unicodeScalars.firstIndex(where: { $0 == "\n" || $0 == "\r" }) else {
            return text
        }
        return String(text.unicodeScalars[..<end])
    }

    /// Returns `text` with `prefix` in front of every line, so nested blocks stay readable.
    ///
    /// Empty lines get the prefix without its trailing spaces, so no line ends in blanks.
    /// - Parameters:
    ///   - text: Lines separated by `\n`; a trailing `\n` is dropped first, and empty text
    ///     gives no lines at all.
    ///   - prefix: What to put in front of each line (spaces, or `# ` for TAP comments).
    /// - Returns: The indented lines, each ending with `\n`.
    static func indented(_ text: String, by prefix: String) -> String {
        var body = Substring(text)
        if body.hasSuffix("\n") { body = body.dropLast() }
        guard !text.isEmpty else { return "" }
        let bare = String(prefix.reversed().drop { $0 == " " }.reversed())
        var result = ""
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            result += (line.isEmpty ? bare : prefix + line) + "\n"
        }
        return result
    }

    // MARK: - Size

    /// The most UTF-8 bytes of one name, message or output a report keeps.
    ///
    /// libxml2 refuses a text node or attribute over 10,000,000 bytes unless run with `--huge`,
    /// so `xmllint --schema` (and CI parsers built on it) would reject the whole report; escaping
    /// can grow text sixfold (`"` → `&quot;`), and 6 × 1.6 MB stays under that limit. It is above
    /// the runner's 1 MiB cap of a test's output, so that cap's own marker is kept.
    static let textLimit = 1_600_000

    /// Returns `text` cut to at most `limit` UTF-8 bytes at a character boundary, with a marker
    /// saying how much was dropped; shorter text is returned as it is.
    static func capped(_ text: String, limit: Int = textLimit) -> String {
        let utf8 = text.utf8
        guard utf8.count > limit else { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: limit)
        while end > utf8.startIndex && end.samePosition(in: text.unicodeScalars) == nil {
            end = utf8.index(before: end)
        }
        let kept = utf8.distance(from: utf8.startIndex, to: end)
        return String(text[..<end]) + " [truncated by alongside: \(utf8.count - kept) more bytes]"
    }

    // MARK: - Control characters

    /// Returns a visible marker for a character that cannot or should not be written as is.
    ///
    /// Markers (`\x00`, `\x1B`, `\u{FFFE}`) were chosen over U+FFFD because they say *which*
    /// character it was: a stray ESC from a colour code and a NUL from a binary buffer point to
    /// different bugs. The marker can be confused with the same literal text in a name; the JSON
    /// report keeps the exact characters when that matters.
    /// - Parameter scalar: The character to show.
    /// - Returns: `\xNN` for scalars up to U+00FF, `\u{NNNN}` above.
    static func marker(for scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        if scalar.value <= 0xFF { return "\\x" + (hex.count < 2 ? "0" + hex : hex) }
        return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
    }

    /// Replaces terminal control characters with visible markers, so a name cannot move the cursor.
    ///
    /// C0 controls other than tab, DEL and C1 controls (U+0080–U+009F, which some terminals
    /// read as escape sequences) are replaced; line feeds are kept only when asked.
    /// - Parameters:
    ///   - text: A name, message or traceback from Lua.
    ///   - keepingNewlines: Whether `\n` stays a line break (messages) or becomes `\x0A` (names).
    /// - Returns: Text that is safe to print on one or several lines.
    static func visible(_ text: String, keepingNewlines: Bool) -> String {
        // Fast path: printable ASCII needs no change (most test names).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (v == 0x0A && keepingNewlines) || v == 0x09 {
                result.unicodeScalars.append(scalar)
            } else if v < 0x20 || (0x7F...0x9F).contains(v) {
                result += marker(for: scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
