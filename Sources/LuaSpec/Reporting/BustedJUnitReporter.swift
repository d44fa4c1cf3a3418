// BustedJUnitReporter: busted's `-o junit` layout, to standard output or to `-Xoutput FILE`.

/// A reporter that writes what busted 2.1's `junit` handler writes when the run exits: a
/// `<testsuites>` with one `<testsuite name='Run N of M'>` per `--repeat` run, `classname`
/// `file:LINE`, the `skip` count, single-quoted attributes, the message and traceback as the
/// text of `<failure>`/`<error>`/`<skipped>`, tab indentation, and no XML declaration.
///
/// busted's attribute order follows Lua's table order and changes between runs; ours is fixed.
/// Results never land outside a `<testcase>`: an error outside any test is a test case here.
/// This layout is not valid against Jenkins' schema (`skip`, `classname` with a line); our own
/// `--junit FILE` report (`JUnitReporter`) is, and is the one to give CI.
public final class BustedJUnitReporter: Reporter {
    /// The file `-Xoutput` named (busted's `options.arguments[1]`), or nil for standard output.
    let path: String?
    /// Standard output, used when there is no path.
    let sink: TextSink
    /// The run announced by `runStarted`.
    var info: RunInfo?
    /// Each `--repeat` run, at index run - 1: its tests (`BustedTestcases`: short records, not
    /// `TestResult`s, a few hundred bytes each, nor whole elements), its counts and its summed
    /// file time. Why an array, not `[Int: ...]`: a process's first Int-keyed dictionary cost the
    /// Swift runtime about 130,000 instructions of metadata and conformance look-ups, 7 % of the
    /// supervisor's instructions on an empty file.
    var runs: [RunReport] = []
    /// The whole run's time, once `runFinished` arrives.
    var totalTime: Double?

    /// Creates a reporter writing busted's JUnit layout to `path`, or to `sink` when `path` is nil.
    public init(path: String?, sink: TextSink) {
        self.path = path
        self.sink = sink
    }

    /// Collects the run; nothing is written before `finish()`, as busted writes on exit.
    public func handle(_ event: Event) {
        switch event {
        case .runStarted(let info): self.info = info
        case .fileStarted(_, let run):
            let i = slot(run)
            runs[i].shown = true
        case .testFinished(let result):
            let i = slot(result.run)
            runs[i].shown = true
            runs[i].cases.add(result) { testcase(result, into: &$0) }
        case .fileFinished(_, let run, let duration):
            let i = slot(run)
            runs[i].time += duration
        case .fileOutput: break
        case .runFinished(let summary): totalTime = summary.duration
        }
    }

    /// The index of `run` in `runs`, made if needed (run numbers start at 1).
    private func slot(_ run: Int) -> Int {
        let i = max(run, 1) - 1
        while runs.count <= i { runs.append(RunReport()) }
        return i
    }

    /// Writes the document to the file (replaced atomically, or written through when it is a
    /// device or FIFO: `ReportFile`) or to standard output.
    /// - Throws: `ReportError` naming the path when the file cannot be written.
    public func finish() throws(ReportError) {
        if let path {
            try ReportFile.write(renderBytes(), to: path)
        } else {
            // in pieces: the rendered testcases are not copied into one more buffer and a String
            render { piece in
                var start = piece.startIndex
                while start < piece.endIndex {
                    sink.write(String(decoding: piece[start..<Self.cut(piece, from: start)], as: UTF8.self))
                    start = Self.cut(piece, from: start)
                }
            }
            sink.flush()
        }
    }

    /// Where a piece of standard output that starts at `start` ends: after the first newline
    /// 64 KiB on (so no character is cut in two), or at the end.
    private static func cut(_ bytes: [UInt8], from start: Int) -> Int {
        guard bytes.endIndex - start > 1 << 16 else { return bytes.endIndex }
        return bytes[(start + (1 << 16))...].firstIndex(of: 10).map { $0 + 1 } ?? bytes.endIndex
    }

    /// Returns the document, starting with the empty line busted's `pl.xml` writes first.
    public func render() -> String { String(decoding: renderBytes(), as: UTF8.self) }

    /// The document's bytes, in one array.
    func renderBytes() -> [UInt8] {
        var all: [UInt8] = []
        all.reserveCapacity(4096 + 96 * runs.reduce(0) { $0 + $1.cases.tests })
        render { all += $0 }
        return all
    }

    /// Hands the document to `write` in order, in pieces: each head is a small `XMLBuffer`, each
    /// run's testcases the bytes rendered when they arrived. A report of 10,000 tests built by
    /// String concatenation paid for a String per tag, attribute and test.
    func render(_ write: ([UInt8]) -> Void) {
        let total = info?.repeatCount ?? max(1, (runs.lastIndex { $0.shown } ?? 0) + 1)
        let all = runs.reduce(into: BustedTestcases()) { $0.count($1.cases) }
        let time = totalTime ?? runs.reduce(0) { $0 + $1.time }
        var out = XMLBuffer(capacity: 512)
        out.raw("\n")
        Self.tag("testsuites", all.counts + [("time", seconds(time))], into: &out)
        out.raw("\n")
        for (i, report) in runs.enumerated() where report.shown {
            let cases = report.cases
            var attributes = [("name", "Run \(i + 1) of \(total)")] + cases.counts
            attributes += [("time", seconds(total == 1 ? time : report.time))]
            attributes.append(("timestamp", info?.timestamp ?? ""))
            out.raw("\t")
            Self.tag("testsuite", attributes, empty: cases.tests == 0, into: &out)
            out.raw("\n")
            guard cases.tests > 0 else { continue }
            write(out.bytes)
            out = XMLBuffer(capacity: 512)
            cases.render(write)
            out.raw("\t</testsuite>\n")
        }
        out.raw("</testsuites>\n")
        write(out.bytes)
    }

    // MARK: - Internal

    /// busted's `%.2f` seconds.
    func seconds(_ value: Double) -> String { BustedStyle.fixed(value, decimals: 2) }

    /// One `<testcase>`, as `testcase(_:)` gives it, appended without a String per attribute.
    func testcase(_ result: TestResult, into out: inout XMLBuffer) {
        Self.testcaseStart(line: result.line, hundredths: XMLBuffer.hundredths(result.duration), into: &out,
                           file: { $0.escaped(result.file, for: .attribute) }, name: { Self.name(result, into: &$0) })
        guard result.status != .success else {
            out.raw("'/>\n")
            return
        }
        out.raw("'>\n\t\t\t")
        out.raw(outcome(result))
        out.raw("\n\t\t</testcase>\n")
    }

    /// A `<testcase>` up to the closing quote of its `time`: the one layout of its attributes, for
    /// elements written whole and for those `BustedTestcases` keeps short. `file` and `name`
    /// append their text escaped for an attribute.
    static func testcaseStart(line: Int, hundredths: Int, into out: inout XMLBuffer,
                              file: (inout XMLBuffer) -> Void, name: (inout XMLBuffer) -> Void) {
        out.raw("\t\t<testcase classname='")
        file(&out)
        out.raw(":")
        out.decimal(line)
        out.raw("' name='")
        name(&out)
        out.raw("' time='")
        out.fixed2(hundredths: hundredths)
    }

    /// A test's `fullName`, escaped part by part for an attribute.
    static func name(_ result: TestResult, into out: inout XMLBuffer) {
        for (i, part) in result.path.enumerated() {
            if i > 0 { out.raw(" ") }
            out.escaped(part, for: .attribute)
        }
    }

    /// One `<testcase>`, with its outcome element holding the message and traceback as text.
    func testcase(_ result: TestResult) -> String {
        var out = XMLBuffer(capacity: 256)
        testcase(result, into: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// A test's outcome element (`<failure>`, `<error>`, `<skipped>`) with the message and
    /// traceback as its text.
    private func outcome(_ result: TestResult) -> String {
        let element = switch result.status {
        case .success, .pending: "skipped"
        case .failure: "failure"
        case .error: "error"
        }
        var text = ""
        if result.status != .pending, let seed = info?.seed { text += "Random seed: \(seed)\n" }
        if let message = result.status == .pending ? BustedStyle.reason(result) : result.message { text += message }
        if let traceback = BustedStyle.traceback(result) { text += traceback }
        return text.isEmpty ? "<\(element)/>"
            : "<\(element)>" + XMLEscaping.escape(ReportText.capped(text), for: .text) + "</\(element)>"
    }

    /// A tag with single-quoted, escaped attributes, as `pl.xml` writes them.
    static func tag(_ name: String, _ attributes: [(String, String)], empty: Bool = false, into out: inout XMLBuffer) {
        out.raw("<")
        out.raw(name)
        for (key, value) in attributes {
            out.raw(" ")
            out.raw(key)
            out.raw("='")
            out.escaped(value, for: .attribute)
            out.raw("'")
        }
        out.raw(empty ? "/>" : ">")
    }
}

/// One `--repeat` run of a JUnit report: whether it has a `<testsuite>` (a file of it started,
/// or a test of it finished), its testcases and its summed file time.
struct RunReport {
    var shown = false
    var cases = BustedTestcases()
    var time = 0.0
}
