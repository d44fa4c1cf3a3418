// WorkerMessage: the typed protocol between the supervisor and its workers, one line per message.
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// What a worker tells its supervisor, in order, for each file it is given.
enum WorkerMessage: Equatable {
    /// A selected test, declared when the runner reaches its block, before that block's tests run.
    case declared(TestIdentity)
    /// A test is about to run (the supervisor's hard deadline starts now).
    case started(TestIdentity)
    /// A finished test, with everything the reporters show.
    case finished(TestResult)
    /// Output the file printed outside any test.
    case output(String)
    /// The file is done; the worker waits for the next.
    case fileDone(SpecFileOutcome)

    /// One line (without its newline): tab-separated escaped fields, the kind first.
    var line: String {
        switch self {
        case .declared(let t): return WireFields.join(["declare", WireFields.list(t.path), String(t.line), String(t.occurrence)])
        case .started(let t): return WireFields.join(["start", WireFields.list(t.path), String(t.line), String(t.occurrence)])
        case .finished(let r):
            return WireFields.join(["test", r.status.word, WireFields.text(r.file), WireFields.list(r.path),
                                    String(r.line), String(r.duration), WireFields.optional(r.message),
                                    WireFields.optional(r.traceback), WireFields.text(r.output), String(r.run),
                                    WireFields.list(r.attachments)])
        case .output(let text): return WireFields.join(["output", WireFields.text(text)])
        case .fileDone(let o): return WireFields.join(["done", String(o.selected), o.stopped ? "1" : "0"])
        }
    }

    /// Parses a line written by `line`; nil for anything else (a worker that wrote garbage).
    init?(line: Substring) {
        guard let m = WireLine.reading(line, Self.init(fields:)) else { return nil }
        self = m
    }

    /// Parses a line's fields (the supervisor's way: straight from the bytes it read).
    init?(fields f: WireLine) {
        if (f.is(0, "declare") || f.is(0, "start")) && f.count == 4 {
            guard let n = f.int(2), let occurrence = f.int(3), let path = f.list(1) else { return nil }
            let test = TestIdentity(path: path, line: n, occurrence: occurrence)
            self = f.is(0, "declare") ? .declared(test) : .started(test)
        } else if f.is(0, "test") && f.count == 11 {
            guard let status = TestStatus(word: f.text(1)), let path = f.list(3),
                  let line = f.int(4), let duration = f.double(5), let run = f.int(9),
                  let attachments = f.list(10) else { return nil }
            var result = TestResult(file: f.text(2), path: path, line: line, status: status,
                                    message: f.optional(6), traceback: f.optional(7), output: f.text(8),
                                    duration: duration, run: run)
            result.attachments = attachments
            self = .finished(result)
        } else if f.is(0, "output") && f.count == 2 {
            self = .output(f.text(1))
        } else if f.is(0, "done") && f.count == 3 {
            guard let n = f.int(1) else { return nil }
            self = .fileDone(SpecFileOutcome(selected: n, stopped: f.is(2, "1")))
        } else {
            return nil
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
        guard let job = WireLine.reading(line, Self.init(fields:)) else { return nil }
        self = job
    }

    private init?(fields f: WireLine) {
        guard f.count == 5, let run = f.int(2), let lines = f.list(1), let skipping = f.list(3),
              let raw = f.list(4) else { return nil }
        // a path that is not UTF-8 travels as its bytes (decimal), so the worker opens the same file
        let rawPath = raw.isEmpty ? nil : raw.compactMap { UInt8($0) }
        self.init(file: SpecFile(path: f.text(0), lines: lines.compactMap { Int($0) },
                                 rawPath: rawPath, skipping: Set(skipping)), run: run)
    }
}

/// Field escaping: a field never holds a raw tab, newline or list separator, so a line is one
/// message and a tab a field boundary whatever a spec printed. Builders escape each field
/// (`text`) or list (`list`); `join` only puts tabs between them. `WireLine` reads them back.
enum WireFields {
    static let separator: Character = "\u{1F}"
    static let separatorByte: UInt8 = 0x1F

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

    /// Already-escaped fields, tab-separated.
    static func join(_ fields: [String]) -> String { fields.joined(separator: "\t") }

    /// A list as one field: its count, a colon, then the escaped items joined by the separator.
    static func list(_ items: [String]) -> String {
        String(items.count) + ":" + items.map(text).joined(separator: String(separator))
    }

    static func optional(_ s: String?) -> String { s.map { "+" + text($0) } ?? "-" }
}
