// WorkerMessage: the typed protocol between the supervisor and its workers, one line per message.
import LuaSpec

#if canImport(Glibc)
import Glibc
#endif

/// What a worker tells its supervisor, in order, for each file it is given.
enum WorkerMessage: Equatable {
    /// A selected test, declared when the runner reaches its block, before that block's tests run.
    case declared(TestIdentity)
    /// A test is about to run (the supervisor's hard deadline starts now): the one declared
    /// `declaration`-th (from 0) for this file.
    case started(declaration: Int)
    /// A finished test, with everything the reporters show.
    case finished(TestResult)
    /// Output the file printed outside any test.
    case output(String)
    /// The file is done; the worker waits for the next.
    case fileDone(SpecFileOutcome)

    /// One line (without its newline): tab-separated escaped fields, the kind first.
    var line: String {
        let bytes = WireBytes()
        write(to: bytes)
        return bytes.text
    }

    /// Appends `line`'s bytes to `out`, each field escaped straight into it: a worker sends
    /// three messages a test, and building them as arrays of Strings joined by tabs cost about
    /// a microsecond each.
    func write(to out: WireBytes) {
        switch self {
        case .declared(let t): Self.write(identity: t, kind: "declare", to: out)
        case .started(let declaration):
            WireFields.append("start", to: out)
            WireFields.appendInteger(declaration, to: out)
        case .finished(let r):
            WireFields.append("test", to: out)
            WireFields.appendField(r.status.word, to: out)
            WireFields.appendField(r.file, to: out)
            WireFields.appendList(r.path, to: out)
            WireFields.appendInteger(r.line, to: out)
            WireFields.appendBits(r.duration.bitPattern, to: out)
            WireFields.appendOptional(r.message, to: out)
            WireFields.appendOptional(r.traceback, to: out)
            WireFields.appendField(r.output, to: out)
            WireFields.appendInteger(r.run, to: out)
            WireFields.appendList(r.attachments, to: out)
        case .output(let text):
            WireFields.append("output", to: out)
            WireFields.appendField(text, to: out)
        case .fileDone(let o):
            WireFields.append("done", to: out)
            WireFields.appendField(String(o.selected), to: out)
            WireFields.appendField(o.stopped ? "1" : "0", to: out)
        }
    }

    private static func write(identity t: TestIdentity, kind: String, to out: WireBytes) {
        WireFields.append(kind, to: out)
        WireFields.appendList(t.path, to: out)
        WireFields.appendInteger(t.line, to: out)
        WireFields.appendInteger(t.occurrence, to: out)
    }

    /// Parses a line written by `line`; nil for anything else (a worker that wrote garbage).
    init?(line: Substring) {
        guard let m = WireLine.reading(line, Self.init(fields:)) else { return nil }
        self = m
    }

    /// Parses a line's fields (the supervisor's way: straight from the bytes it read).
    init?(fields f: WireLine) {
        if f.is(0, "declare") && f.count == 4 {
            guard let n = f.int(2), let occurrence = f.int(3), let path = f.list(1) else { return nil }
            self = .declared(TestIdentity(path: path, line: n, occurrence: occurrence))
        } else if f.is(0, "start") && f.count == 2 {
            guard let declaration = f.int(1), declaration >= 0 else { return nil }
            self = .started(declaration: declaration)
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
        let out = WireBytes(capacity: s.utf8.count + 16)
        append(s, to: out)
        return out.text
    }

    /// Appends `s` escaped as `text` escapes it. Every byte it escapes is ASCII, so escaping
    /// bytes gives what escaping characters would.
    static func append(_ s: String, to out: WireBytes) {
        // A native string's bytes in place (no copy of the String, so no retain and release);
        // a bridged one is copied once.
        if s.utf8.withContiguousStorageIfAvailable({ append(escaping: $0, to: out) }) == nil {
            var copy = s
            copy.withUTF8 { append(escaping: $0, to: out) }
        }
    }

    private static func append(escaping utf8: UnsafeBufferPointer<UInt8>, to out: WireBytes) {
        guard let base = utf8.baseAddress else { return }
        if !needsEscaping(base, utf8.count) {
            out.append(utf8)
            return
        }
        for b in utf8 {
            let escaped: UInt8? = switch b {
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case 9: UInt8(ascii: "t")
            case 10: UInt8(ascii: "n")
            case 13: UInt8(ascii: "r")
            case separatorByte: UInt8(ascii: "u")
            default: nil
            }
            if let escaped {
                out.append(UInt8(ascii: "\\"))
                out.append(escaped)
            } else {
                out.append(b)
            }
        }
    }

    /// Appends a tab, then `s` escaped (a field after the first).
    static func appendField(_ s: String, to out: WireBytes) {
        out.append(9)
        append(s, to: out)
    }

    /// Appends a tab, then `n` in decimal, as `String(n)` writes it (without making the String).
    static func appendInteger(_ n: Int, to out: WireBytes) {
        out.append(9)
        out.appendDecimal(n)
    }

    /// Appends a tab, then `bits` as 16 lowercase hex digits: how a duration travels, exact,
    /// and read back without a decimal conversion (`WireLine.double`), which the supervisor
    /// paid (strtod) for every test.
    /// The 17 bytes are written in one append (a loop of 16 appends cost about 450
    /// instructions a test).
    static func appendBits(_ bits: UInt64, to out: WireBytes) {
        var field: (UInt64, UInt64, UInt64) = (0, 0, 0)   // room for the tab and 16 digits
        withUnsafeMutableBytes(of: &field) { raw in
            raw.withMemoryRebound(to: UInt8.self) { f in
                f[0] = 9
                for i in 0..<16 {
                    let digit = UInt8((bits >> UInt64(60 - 4 * i)) & 0xF)
                    f[i + 1] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                }
                out.append(UnsafeBufferPointer(rebasing: f[0..<17]))
            }
        }
    }

    /// Appends a tab, then the list as `list` writes it (its count's digits without a String:
    /// two lists a test).
    static func appendList(_ items: [String], to out: WireBytes) {
        out.append(9)
        out.appendDecimal(items.count)
        out.append(UInt8(ascii: ":"))
        for i in items.indices {
            if i > 0 { out.append(separatorByte) }
            append(items[i], to: out)
        }
    }

    /// Appends a tab, then the optional as `optional` writes it.
    static func appendOptional(_ s: String?, to out: WireBytes) {
        out.append(9)
        guard let s else {
            out.append(UInt8(ascii: "-"))
            return
        }
        out.append(UInt8(ascii: "+"))
        append(s, to: out)
    }

    /// Whether `s` holds a byte `text` escapes, searched with memchr rather than a Swift loop.
    private static func needsEscaping(_ s: String) -> Bool {
        var copy = s
        return copy.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return false }
            return needsEscaping(base, buffer.count)
        }
    }

    private static func needsEscaping(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        if count < 256 {  // a short field (most are): one pass, no call per byte searched for
            for i in 0..<count where isEscaped(base[i]) { return true }
            return false
        }
        return memchr(base, Int32(UInt8(ascii: "\\")), count) != nil || memchr(base, 9, count) != nil
            || memchr(base, 10, count) != nil || memchr(base, 13, count) != nil
            || memchr(base, Int32(separatorByte), count) != nil
    }

    /// Every byte escaped is a backslash or below 0x20, so most bytes take two comparisons.
    private static func isEscaped(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "\\") || (b < 0x20 && (b == 9 || b == 10 || b == 13 || b == separatorByte))
    }

    /// Already-escaped fields, tab-separated.
    static func join(_ fields: [String]) -> String { joined(fields, by: "\t") }

    /// A list as one field: its count, a colon, then the escaped items joined by the separator.
    static func list(_ items: [String]) -> String {
        joined(items.map(text), by: String(separator), after: String(items.count) + ":")
    }

    /// `start`, then `items` with `separator` between them: `joined(separator:)` by hand, whose
    /// generic code's first call cost the supervisor about 100,000 instructions of the Swift
    /// runtime's associated-type look-ups in every run.
    private static func joined(_ items: [String], by separator: String, after start: String = "") -> String {
        var result = start
        for i in items.indices {
            if i > items.startIndex { result += separator }
            result += items[i]
        }
        return result
    }

    static func optional(_ s: String?) -> String { s.map { "+" + text($0) } ?? "-" }
}
