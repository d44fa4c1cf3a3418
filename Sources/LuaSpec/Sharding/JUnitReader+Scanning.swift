// JUnitReader+Scanning: tags, attribute values, character data and entities, one byte at a time.

/// The lexical half of `JUnitReader`: what a well-formed tag, name, character or entity reference
/// is. Kept apart from the report's structure so that each file reads as one job.
extension JUnitReader {
    // MARK: - Tags

    /// A start tag as written.
    struct Tag {
        var name: String
        var attributes: [(name: String, value: String)]
        var empty: Bool
    }

    /// Reads `<name a="v" …>` or `<name …/>` at the current position.
    mutating func readStartTag() throws(Failure) -> Tag {
        position += 1
        let name = readName()
        var tag = Tag(name: name, attributes: [], empty: false)
        while true {
            let spaced = skipSpace()
            guard let byte = peek(at: 0) else { throw fail("the file ends inside <\(name)>") }
            if byte == UInt8(ascii: ">") { position += 1; return tag }
            if starts(with: "/>") { position += 2; tag.empty = true; return tag }
            guard spaced, isNameStart(byte) else { throw fail("malformed start tag <\(name)>") }
            let attribute = readName()
            skipSpace()
            guard peek(at: 0) == UInt8(ascii: "=") else { throw fail("attribute \(attribute) of <\(name)> has no value") }
            position += 1
            skipSpace()
            // Double quotes only, as alongside writes them: a value is then copied as is.
            guard let quote = peek(at: 0), quote == UInt8(ascii: "\"") else {
                throw fail("attribute \(attribute) of <\(name)> is not in double quotes")
            }
            position += 1
            let valueStart = position
            while let b = peek(at: 0), b != quote {
                guard b != UInt8(ascii: "<") else { throw fail("'<' inside attribute \(attribute) of <\(name)>") }
                try checkCharacter()
            }
            guard position < bytes.count else { throw fail("the file ends inside attribute \(attribute) of <\(name)>") }
            let value = String(decoding: bytes[valueStart..<position], as: UTF8.self)
            position += 1
            guard !tag.attributes.contains(where: { $0.name == attribute }) else {
                throw fail("attribute \(attribute) appears twice on <\(name)>")
            }
            tag.attributes.append((attribute, value))
        }
    }

    /// Reads `</name>` at the current position and returns the name.
    mutating func readEndTag() throws(Failure) -> String {
        position += 2
        let name = readName()
        skipSpace()
        guard peek(at: 0) == UInt8(ascii: ">") else { throw fail("malformed end tag </\(name)>") }
        position += 1
        return name
    }

    /// Checks that `tag` has every `required` attribute and no other than `optional`; returns them by name.
    func check(_ tag: Tag, required: [String], optional: [String]) throws(Failure) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in tag.attributes {
            guard required.contains(name) || optional.contains(name) else {
                throw fail("<\(tag.name)> has an attribute \(name), which alongside never writes")
            }
            values[name] = value
        }
        for name in required where values[name] == nil {
            throw fail("<\(tag.name)> lacks the attribute \(name)")
        }
        return values
    }

    /// The attribute `name` as a count (decimal digits).
    func count(_ values: [String: String], _ name: String) throws(Failure) -> Int {
        guard let text = values[name], let n = Shard.decimal(Substring(text)) else {
            throw fail("\(name)=\"\(values[name] ?? "")\" is not a count")
        }
        return n
    }

    /// The attribute `name` as seconds with three decimals, in milliseconds.
    func seconds(_ values: [String: String], _ name: String) throws(Failure) -> Int {
        let text = values[name] ?? ""
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].utf8.count == 3,
              let whole = Shard.decimal(parts[0]), let fraction = Shard.decimal(parts[1]),
              whole <= Int.max / 1000 - 1 else {
            throw fail("time=\"\(text)\" is not seconds with three decimals")
        }
        return whole * 1000 + fraction
    }

    /// Whether `text` has the shape of `pattern`, where `d` is any ASCII digit.
    func matches(_ text: String, _ pattern: String) -> Bool {
        let (t, p) = (Array(text.utf8), Array(pattern.utf8))
        return t.count == p.count && zip(t, p).allSatisfy { c, q in
            q == UInt8(ascii: "d") ? isDigit(c) : c == q
        }
    }

    // MARK: - Characters

    /// Skips character data (only whitespace unless `allowed`), checking characters and entities.
    mutating func skipText(allowed: Bool) throws(Failure) {
        while let b = peek(at: 0), b != UInt8(ascii: "<") {
            guard allowed || isSpace(b) else { throw fail("text where only elements may appear") }
            try checkCharacter()
        }
    }

    /// Checks and steps over one character or entity reference of text or an attribute value.
    mutating func checkCharacter() throws(Failure) {
        guard let b = peek(at: 0) else { return }
        if b == UInt8(ascii: "&") {
            guard let end = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw fail("'&' that does not start an entity reference")
            }
            let entity = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
            guard Self.isEntity(entity) else { throw fail("unknown entity &\(entity);") }
            position = end + 1
            return
        }
        guard b >= 0x20 || b == 0x09 || b == 0x0A || b == 0x0D else {
            throw fail("control character \(b) is not allowed in XML")
        }
        position += 1
    }

    /// Whether `&name;` is one of XML's five entities or a character reference to a legal character.
    static func isEntity(_ name: String) -> Bool {
        if ["amp", "lt", "gt", "quot", "apos"].contains(name) { return true }
        guard name.hasPrefix("#") else { return false }
        let digits = name.dropFirst()
        let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let code, !digits.hasPrefix("x+"), !digits.hasPrefix("+") else { return false }
        return code == 0x9 || code == 0xA || code == 0xD || (0x20...0xD7FF).contains(code)
            || (0xE000...0xFFFD).contains(code) || (0x10000...0x10FFFF).contains(code)
    }

    /// Reads an XML name (ASCII is enough for our element and attribute names).
    mutating func readName() -> String {
        let start = position
        while let b = peek(at: 0), isNameChar(b) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Steps over `<?xml … ?>`.
    mutating func skipDeclaration() throws(Failure) {
        while position < bytes.count, !starts(with: "?>") { position += 1 }
        guard position < bytes.count else { throw fail("the XML declaration is not closed") }
        position += 2
    }

    /// Steps over whitespace; returns whether there was any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = position
        while let b = peek(at: 0), isSpace(b) { position += 1 }
        return position > start
    }

    func peek(at offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    func starts(with text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }
    func isNameStart(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
            || b == UInt8(ascii: "_")
    }
    func isNameChar(_ b: UInt8) -> Bool {
        isNameStart(b) || isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: ":")
    }

    /// A failure at the current position.
    func fail(_ message: String) -> Failure {
        let line = bytes[..<min(position, bytes.count)].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        return Failure(line: line, message: message)
    }
}
