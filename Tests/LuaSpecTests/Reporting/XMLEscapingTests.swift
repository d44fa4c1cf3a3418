// XMLEscapingTests: table-driven checks that any string becomes well-formed XML 1.0.
import Foundation
import FoundationXML
import Testing
@testable import LuaSpec

@Suite struct XMLEscapingTests {
    /// One row: input, expected attribute form, expected text form.
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var input: String
        var attribute: String
        var text: String
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "plain ASCII", input: "adds an item", attribute: "adds an item", text: "adds an item"),
        Case(label: "ampersand", input: "a & b", attribute: "a &amp; b", text: "a &amp; b"),
        Case(label: "angle brackets", input: "<tag>", attribute: "&lt;tag&gt;", text: "&lt;tag&gt;"),
        Case(label: "CDATA end", input: "]]>", attribute: "]]&gt;", text: "]]&gt;"),
        Case(label: "double quote", input: #"say "hi""#, attribute: "say &quot;hi&quot;", text: "say &quot;hi&quot;"),
        Case(label: "single quote", input: "it's", attribute: "it&apos;s", text: "it&apos;s"),
        Case(label: "tab", input: "a\tb", attribute: "a&#9;b", text: "a\tb"),
        Case(label: "line feed", input: "a\nb", attribute: "a&#10;b", text: "a\nb"),
        Case(label: "carriage return", input: "a\rb", attribute: "a&#13;b", text: "a&#13;b"),
        Case(label: "CRLF", input: "a\r\nb", attribute: "a&#13;&#10;b", text: "a&#13;\nb"),
        Case(label: "NUL", input: "a\u{0}b", attribute: "a\\x00b", text: "a\\x00b"),
        Case(label: "ESC colour code", input: "\u{1B}[31mred", attribute: "\\x1B[31mred", text: "\\x1B[31mred"),
        Case(label: "bell and unit separator", input: "\u{7}\u{1F}", attribute: "\\x07\\x1F", text: "\\x07\\x1F"),
        Case(label: "U+FFFE", input: "a\u{FFFE}b", attribute: "a\\u{FFFE}b", text: "a\\u{FFFE}b"),
        Case(label: "U+FFFF", input: "\u{FFFF}", attribute: "\\u{FFFF}", text: "\\u{FFFF}"),
        Case(label: "replacement character", input: "bad \u{FFFD} byte", attribute: "bad \u{FFFD} byte",
             text: "bad \u{FFFD} byte"),
        Case(label: "emoji and accents", input: "café 🎉", attribute: "café 🎉", text: "café 🎉"),
        Case(label: "DEL and C1 are legal XML", input: "\u{7F}\u{85}", attribute: "\u{7F}\u{85}",
             text: "\u{7F}\u{85}"),
        Case(label: "empty", input: "", attribute: "", text: ""),
    ]

    @Test("escapes for attributes", arguments: cases)
    func attribute(_ row: Case) {
        #expect(XMLEscaping.escape(row.input, for: .attribute) == row.attribute)
    }

    @Test("escapes for text", arguments: cases)
    func text(_ row: Case) {
        #expect(XMLEscaping.escape(row.input, for: .text) == row.text)
    }

    /// Every escaped row parses, and comes back unchanged except for the visible markers.
    @Test("round-trips through an XML parser", arguments: cases)
    func roundTrip(_ row: Case) throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?>"#
            + "<r a=\"\(XMLEscaping.escape(row.input, for: .attribute))\">"
            + XMLEscaping.escape(row.input, for: .text) + "</r>"
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        let root = try #require(document.rootElement())
        let expected = row.input.unicodeScalars
            .map { XMLEscaping.isForbidden($0) ? ReportText.marker(for: $0) : String($0) }
            .joined()
        #expect(root.attribute(forName: "a")?.stringValue == expected)
        #expect(root.stringValue == expected)
    }

    /// Every scalar below U+0020 either survives or becomes a marker; none reaches the output raw.
    @Test func noRawControlCharacters() {
        let all = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        for context in [XMLEscaping.Context.attribute, .text] {
            let escaped = XMLEscaping.escape(all, for: context)
            let raw = escaped.unicodeScalars.filter { $0.value < 0x20 }
            #expect(raw.allSatisfy { context == .text && ($0 == "\t" || $0 == "\n") },
                    "context \(context): raw controls \(raw.map(\.value))")
        }
    }
}

@Suite struct ReportTextTests {
    @Test("seconds are plain decimals", arguments: [
        (0.0, "0.000"), (0.00001, "0.000"), (1e-05, "0.000"), (0.0125, "0.013"), (12.3456, "12.346"),
        (-1.0, "0.000"), (Double.nan, "0.000"), (Double.infinity, "0.000"), (-Double.infinity, "0.000"),
        (1e300, "1000000000000.000"),
    ])
    func seconds(_ value: Double, _ expected: String) {
        #expect(Clock.seconds(value) == expected)
        #expect(!Clock.seconds(value).contains("e"))
    }

    @Test("first line", arguments: [
        ("one", "one"), ("one\ntwo", "one"), ("one\r\ntwo", "one"), ("", ""), ("\nlater", ""),
    ])
    func firstLine(_ input: String, _ expected: String) {
        #expect(ReportText.firstLine(input) == expected)
    }

    @Test("visible markers", arguments: [
        ("a\u{0}b", false, "a\\x00b"), ("\u{1B}[0m", false, "\\x1B[0m"), ("a\nb", false, "a\\x0Ab"),
        ("a\nb", true, "a\nb"), ("tab\tok", false, "tab\tok"), ("\u{9B}", false, "\\x9B"),
        ("\u{7F}", true, "\\x7F"), ("🎉 \u{FFFD}", false, "🎉 \u{FFFD}"),
    ])
    func visible(_ input: String, _ keepingNewlines: Bool, _ expected: String) {
        #expect(ReportText.visible(input, keepingNewlines: keepingNewlines) == expected)
    }

    @Test func indentation() {
        #expect(ReportText.indented("a\n\nb\n", by: "  ") == "  a\n\n  b\n")
        #expect(ReportText.indented("x", by: "# ") == "# x\n")
        #expect(ReportText.indented("", by: "  ") == "")
        #expect(ReportText.indented("a\n\n", by: "# ") == "# a\n#\n")
    }
}
