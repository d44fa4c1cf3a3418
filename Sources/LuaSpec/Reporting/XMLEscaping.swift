// XMLEscaping: turns any Swift string into well-formed XML 1.0 attribute values and text.

/// Escaping for XML 1.0, so that any test name, message or output yields a well-formed document.
///
/// busted writes NUL and ESC bytes into its JUnit files unchanged, and the result is not XML
/// (notes/lua-testing-landscape.md §3, problem 2). This escaper follows XML 1.0 §2.2 (`Char`):
///
/// - `&`, `<`, `>`, `"` and `'` become entity references in both contexts;
/// - tab and line feed become `&#9;` / `&#10;` in attributes, where attribute-value
///   normalisation would otherwise turn them into spaces, and stay literal in text;
/// - carriage return becomes `&#13;` in both contexts, because end-of-line handling (§2.11)
///   turns a literal CR into LF even in text;
/// - every other C0 control (NUL included) and U+FFFE / U+FFFF cannot appear in XML 1.0 at all,
///   not even as `&#N;`, so each becomes a visible marker such as `\x00` or `\u{FFFE}`
///   (see `ReportText.marker(for:)` for why a marker rather than U+FFFD).
///
/// Lone surrogates need no handling: a Swift `String` always holds valid Unicode, and invalid
/// UTF-8 from Lua has already become U+FFFD when it was decoded. Other non-ASCII characters are
/// written as UTF-8, which the document declares.
public enum XMLEscaping {
    /// Where the escaped text goes; tab and line feed differ between the two.
    public enum Context: Sendable {
        /// Inside a double- or single-quoted attribute value.
        case attribute
        /// Element content (character data).
        case text
    }

    /// Escapes `string` for `context`, replacing characters XML 1.0 forbids with visible markers.
    /// - Parameters:
    ///   - string: Any text, including control characters.
    ///   - context: Whether the result goes into an attribute value or element text.
    /// - Returns: Text that parses back to `string`, except for the replaced characters.
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    public static func escape(_ string: String, for context: Context) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += context == .attribute ? "&#9;" : "\t"
            case "\n": result += context == .attribute ? "&#10;" : "\n"
            case "\r": result += "&#13;"
            case _ where isForbidden(scalar): result += ReportText.marker(for: scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Returns whether `utf8` comes out of `escape(_:for:)` unchanged, by a byte scan that
    /// lets JUnit writers copy most names as they are. Conservative: every byte 0xEF (which
    /// starts U+FFFE and U+FFFF, and other characters too) sends the text to `escape`.
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>, for context: Context) -> Bool {
        let layoutIsText = context == .text
        for b in utf8 {
            // &, <, >, ", ' and every control character are below '?' (0x3F)
            if b >= 0x3F {
                if b == 0xEF { return false }
                continue
            }
            if b < 0x20 {
                if layoutIsText && (b == 0x09 || b == 0x0A) { continue }
                return false
            }
            if b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || b == 0x27 { return false }
        }
        return true
    }

    // MARK: - Internal

    /// Returns whether XML 1.0 forbids `scalar` everywhere, escaped or not.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || v == 0xFFFE || v == 0xFFFF
    }
}
