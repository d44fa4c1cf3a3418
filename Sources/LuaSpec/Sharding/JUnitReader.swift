// JUnitReader: a small, strict reader for the JUnit reports alongside itself writes.

/// Reads a report in exactly the form `JUnitDocument` writes and `docs/junit.xsd` describes.
///
/// `alongside merge` only needs the counts of `<testsuites>` and each `<testsuite>`, and each
/// suite's text to copy, so this is not a general XML parser (the project keeps Foundation and
/// FoundationXML out of `Sources`). It is strict on purpose: it accepts the elements, attributes
/// and nesting of the schema, well-formed tags, valid entity references and XML 1.0 characters,
/// and checks that every count matches the elements it counts. A file that passes can be copied
/// into a merged report that is still schema-valid; anything else (another tool's JUnit, a
/// truncated or hand-edited report, comments, CDATA, a DOCTYPE) is refused with its line.
struct JUnitReader {
    /// One `<testsuite>`: its attributes (values still escaped) and the text after its start tag.
    struct Suite {
        /// Attributes in document order; values exactly as written (escaped).
        var attributes: [(name: String, value: String)]
        /// Everything after the start tag up to and including `</testsuite>`; nil when written `<testsuite …/>`.
        var body: String?
        var tests: Int
        var failures: Int
        var errors: Int
        var skipped: Int
        /// The `time` attribute in milliseconds (exact: times have three decimals).
        var milliseconds: Int
    }

    /// A whole report: the root's counts and its suites in order.
    struct Report {
        var tests: Int
        var failures: Int
        var errors: Int
        var milliseconds: Int
        var suites: [Suite]
    }

    /// Why a document is not an alongside report, and where.
    struct Failure: Error {
        /// 1-based line of the problem.
        var line: Int
        var message: String
    }

    // MARK: - Reading

    let bytes: [UInt8]
    var position = 0

    /// Reads `text` as an alongside JUnit report.
    /// - Throws: `Failure` with the line and what was expected there.
    static func read(_ text: String) throws(Failure) -> Report {
        var reader = JUnitReader(bytes: Array(text.utf8))
        return try reader.readReport()
    }

    mutating func readReport() throws(Failure) -> Report {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipSpace()
        if starts(with: "<?xml") { try skipDeclaration() }
        skipSpace()
        guard position < bytes.count else { throw fail("the file is empty; expected <testsuites name=\"alongside\">") }
        guard peek(at: 0) == UInt8(ascii: "<"), peek(at: 1).map(isNameStart) == true else {
            throw fail("expected the root element <testsuites name=\"alongside\">")
        }
        let root = try readStartTag()
        guard root.name == "testsuites", !root.empty else {
            throw fail("the root element is <\(root.name)>, not <testsuites> with suites inside")
        }
        let attributes = try check(root, required: ["name", "tests", "failures", "errors", "time"], optional: [])
        guard attributes["name"] == "alongside" else {
            throw fail("<testsuites name=\"\(attributes["name"] ?? "")\"> was not written by alongside (its reports say name=\"alongside\")")
        }
        var report = Report(tests: try count(attributes, "tests"), failures: try count(attributes, "failures"),
                            errors: try count(attributes, "errors"), milliseconds: try seconds(attributes, "time"),
                            suites: [])
        while true {
            skipSpace()
            if starts(with: "</") {
                let name = try readEndTag()
                guard name == "testsuites" else { throw fail("</\(name)> closes <testsuites>") }
                break
            }
            guard starts(with: "<testsuite"), peek(at: 10).map(isNameChar) != true else {
                throw fail("expected <testsuite> or </testsuites>")
            }
            report.suites.append(try readSuite())
        }
        skipSpace()
        guard position == bytes.count else { throw fail("text after </testsuites>") }
        let sums = report.suites.reduce(into: (0, 0, 0)) { $0 = ($0.0 + $1.tests, $0.1 + $1.failures, $0.2 + $1.errors) }
        guard sums == (report.tests, report.failures, report.errors) else {
            throw fail("<testsuites> counts tests=\(report.tests) failures=\(report.failures) errors=\(report.errors), "
                + "but its suites add up to tests=\(sums.0) failures=\(sums.1) errors=\(sums.2)")
        }
        return report
    }

    /// Reads one `<testsuite>` and its content, checking nesting and counts.
    mutating func readSuite() throws(Failure) -> Suite {
        let start = position
        let tag = try readStartTag()
        let attributes = try check(tag, required: ["name", "tests", "failures", "errors", "skipped", "time", "id", "file"],
                                   optional: ["timestamp"])
        var suite = Suite(attributes: tag.attributes, body: nil,
                          tests: try count(attributes, "tests"), failures: try count(attributes, "failures"),
                          errors: try count(attributes, "errors"), skipped: try count(attributes, "skipped"),
                          milliseconds: try seconds(attributes, "time"))
        if let stamp = attributes["timestamp"], !matches(stamp, "dddd-dd-ddTdd:dd:dd") {
            throw fail("timestamp=\"\(stamp)\" is not of the form 2026-11-30T08:00:00")
        }
        _ = try count(attributes, "id")
        var found = (tests: 0, failures: 0, errors: 0, skipped: 0)
        if !tag.empty {
            let bodyStart = position
            try readContent(of: "testsuite") { name in
                switch name {
                case "testcase": found.tests += 1
                case "failure": found.failures += 1
                case "error": found.errors += 1
                case "skipped": found.skipped += 1
                default: break
                }
            }
            suite.body = String(decoding: bytes[bodyStart..<position], as: UTF8.self)
        }
        guard found == (suite.tests, suite.failures, suite.errors, suite.skipped) else {
            position = start
            throw fail("<testsuite> says tests=\(suite.tests) failures=\(suite.failures) errors=\(suite.errors) "
                + "skipped=\(suite.skipped) but holds \(found.tests) test cases with \(found.failures) failures, "
                + "\(found.errors) errors and \(found.skipped) skipped")
        }
        return suite
    }

    /// The children each element may have, with their place in the schema's sequence (`rank`,
    /// never decreasing) and whether they may repeat. Elements not listed hold text only.
    static let children: [String: [String: (rank: Int, many: Bool)]] = [
        "testsuite": ["properties": (0, false), "testcase": (1, true), "system-out": (2, false)],
        "properties": ["property": (0, true)],
        "testcase": ["skipped": (0, false), "failure": (0, false), "error": (0, false), "system-out": (1, false)],
        "property": [:],
    ]

    /// The attributes each element inside a suite must and may have.
    static let attributes: [String: (required: [String], optional: [String])] = [
        "properties": ([], []), "property": (["name", "value"], []),
        // file and line: --junit-testcase-files (docs/junit-gitlab.xsd)
        "testcase": (["classname", "name", "time"], ["file", "line"]), "system-out": ([], []),
        "skipped": ([], ["message"]), "failure": (["type"], ["message"]), "error": (["type"], ["message"]),
    ]

    /// Reads the content of an open `element` through its end tag, calling `saw` for every element.
    mutating func readContent(of element: String, saw: (String) -> Void) throws(Failure) {
        // Each open element, the rank of its last child, and how many children it has had.
        var open: [(name: String, rank: Int, children: Int)] = [(element, -1, 0)]
        while let parent = open.last {
            try skipText(allowed: Self.children[parent.name] == nil)
            guard position < bytes.count else { throw fail("the file ends inside <\(parent.name)>") }
            if starts(with: "</") {
                let name = try readEndTag()
                guard name == parent.name else { throw fail("</\(name)> closes <\(parent.name)>") }
                guard name != "properties" || parent.children > 0 else { throw fail("<properties> without a <property>") }
                open.removeLast()
                continue
            }
            guard peek(at: 1).map(isNameStart) == true else {
                throw fail("'<' that does not start an element (comments, CDATA, DOCTYPEs and processing instructions are not part of an alongside report)")
            }
            let tag = try readStartTag()
            guard let place = Self.children[parent.name]?[tag.name], let rule = Self.attributes[tag.name] else {
                throw fail("<\(tag.name)> is not allowed inside <\(parent.name)>")
            }
            guard place.rank > parent.rank || (place.many && place.rank == parent.rank) else {
                throw fail("<\(tag.name)> is out of place inside <\(parent.name)> (repeated, or after what follows it)")
            }
            open[open.count - 1].rank = place.rank
            open[open.count - 1].children += 1
            let values = try check(tag, required: rule.required, optional: rule.optional)
            switch tag.name {
            case "testcase": _ = try seconds(values, "time")
            case "failure" where values["type"] != "assertion", "error" where values["type"] != "error":
                throw fail("<\(tag.name) type=\"\(values["type"] ?? "")\"> has the wrong type")
            case "properties" where tag.empty: throw fail("<properties> without a <property>")
            default: break
            }
            saw(tag.name)
            if !tag.empty { open.append((tag.name, -1, 0)) }
        }
    }
}
