// WorkerMessage: the typed protocol between the supervisor and its workers, one line per message.
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// What a worker tells its supervisor, in order, for each file it is given.
enum WorkerMessage: Equatable {
    /// A test the file's plan selected; all are declared before the first one runs.
    case declared(path: [String], line: Int)
    /// A test is about to run (the supervisor's hard deadline starts now).
    case started(path: [String], line: Int)
    /// A finished test, with everything the reporters show.
    case finished(TestResult)
    /// Output the file printed outside any test.
    case output(String)
    /// The file is done; the worker waits for the next.
    case fileDone(SpecFileOutcome)

    /// One line (without its newline): tab-separated escaped fields, the kind first.
    var line: String {
        switch self {
        case .declared(let path, let line): return WireFields.join(["declare", WireFields.list(path), String(line)])
        case .started(let path, let line): return WireFields.join(["start", WireFields.list(path), String(line)])
        case .finished(let r):
            return WireFields.join(["test", r.status.word, WireFields.text(r.file), WireFields.list(r.path),
                                    String(r.line), String(r.duration), WireFields.optional(r.message),
                                    WireFields.optional(r.traceback), WireFields.text(r.output), String(r.run)])
        case .output(let text): return WireFields.join(["output", WireFields.text(text)])
        case .fileDone(let o): return WireFields.join(["done", String(o.selected), o.stopped ? "1" : "0"])
        }
    }

    /// Parses a line written by `line`; nil for anything else (a worker that wrote garbage).
    init?(line: Substring) {
        let f = WireFields.split(line)
        guard let kind = f.first else { return nil }
        switch (kind, f.count) {
        case ("declare", 3), ("start", 3):
            guard let n = Int(f[2]), let path = WireFields.unlist(f[1]) else { return nil }
            self = kind == "declare" ? .declared(path: path, line: n) : .started(path: path, line: n)
        case ("test", 10):
            guard let status = TestStatus(word: String(f[1])), let path = WireFields.unlist(f[3]),
                  let line = Int(f[4]), let duration = Double(f[5]), let run = Int(f[9]) else { return nil }
            self = .finished(TestResult(file: WireFields.untext(f[2]), path: path, line: line, status: status,
                                        message: WireFields.unoptional(f[6]),
                                        traceback: WireFields.unoptional(f[7]), output: WireFields.untext(f[8]),
                                        duration: duration, run: run))
        case ("output", 2): self = .output(WireFields.untext(f[1]))
        case ("done", 3):
            guard let n = Int(f[1]) else { return nil }
            self = .fileDone(SpecFileOutcome(selected: n, stopped: f[2] == "1"))
        default: return nil
        }
    }
}

/// What the supervisor tells a worker: run this file (repetition `run`), skipping the tests a
/// dead worker already finished or died in.
struct WorkerJob: Equatable {
    var file: SpecFile
    var run: Int

    var line: String {
        WireFields.join([WireFields.text(file.path), WireFields.list(file.lines.map(String.init)), String(run),
                         WireFields.list(file.skipping.sorted()),
                         WireFields.list(file.rawPath.map { $0.map(String.init) } ?? [])])
    }

    init(file: SpecFile, run: Int) {
        self.file = file
        self.run = run
    }

    init?(line: Substring) {
        let f = WireFields.split(line)
        guard f.count == 5, let run = Int(f[2]), let lines = WireFields.unlist(f[1]),
              let skipping = WireFields.unlist(f[3]), let raw = WireFields.unlist(f[4]) else { return nil }
        // a path that is not UTF-8 travels as its bytes (decimal), so the worker opens the same file
        let rawPath = raw.isEmpty ? nil : raw.compactMap { UInt8($0) }
        self.init(file: SpecFile(path: WireFields.untext(f[0]), lines: lines.compactMap { Int($0) },
                                 rawPath: rawPath, skipping: Set(skipping)), run: run)
    }
}

/// Field escaping: a field never holds a raw tab, newline or list separator, so a line is one
/// message and a tab a field boundary whatever a spec printed. Builders escape each field
/// (`text`) or list (`list`); `join` only puts tabs between them.
enum WireFields {
    static let separator: Character = "\u{1F}"

    static func text(_ s: String) -> String {
        if !needsEscaping(s) { return s }  // the common case, at memchr speed (10 MB names exist)
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\u{1F}": out += "\\u"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Whether `s` holds a byte `text` escapes, searched with memchr rather than a Swift loop.
    private static func needsEscaping(_ s: String) -> Bool {
        var copy = s
        return copy.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return false }
            return [UInt8(ascii: "\\"), 9, 10, 13, 0x1F].contains { memchr(base, Int32($0), buffer.count) != nil }
        }
    }

    static func untext(_ s: Substring) -> String {
        guard s.utf8.contains(UInt8(ascii: "\\")) else { return String(s) }
        var out = ""
        var escaped = false
        for c in s.unicodeScalars {
            if escaped {
                switch c {
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                case "u": out += "\u{1F}"
                default: out.unicodeScalars.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Already-escaped fields, tab-separated.
    static func join(_ fields: [String]) -> String { fields.joined(separator: "\t") }

    /// The raw (still escaped) fields of a line.
    static func split(_ line: Substring) -> [Substring] { cut(line, at: UInt8(ascii: "\t")) }

    /// `s` cut at every `byte` (an ASCII control character: a grapheme of its own, so every cut
    /// is a character boundary). Searched byte by byte, not by Character: the supervisor parses
    /// every message of every worker, and grapheme breaking was a third of its time.
    static func cut(_ s: Substring, at byte: UInt8) -> [Substring] {
        var pieces: [Substring] = []
        let bytes = s.utf8
        var start = bytes.startIndex
        var i = start
        while i != bytes.endIndex {
            if bytes[i] == byte {
                pieces.append(s[start..<i])
                start = bytes.index(after: i)
            }
            i = bytes.index(after: i)
        }
        pieces.append(s[start...])
        return pieces
    }

    /// A list as one field: its count, a colon, then the escaped items joined by the separator.
    static func list(_ items: [String]) -> String {
        String(items.count) + ":" + items.map(text).joined(separator: String(separator))
    }

    static func unlist(_ field: Substring) -> [String]? {
        guard let colon = field.utf8.firstIndex(of: UInt8(ascii: ":")), let n = Int(field[..<colon]) else { return nil }
        if n == 0 { return [] }
        let items = cut(field[field.utf8.index(after: colon)...], at: 0x1F)
        return items.count == n ? items.map(untext) : nil
    }

    static func optional(_ s: String?) -> String { s.map { "+" + text($0) } ?? "-" }
    static func unoptional(_ s: Substring) -> String? {
        s.utf8.first == UInt8(ascii: "+") ? untext(s[s.utf8.index(after: s.startIndex)...]) : nil
    }
}
