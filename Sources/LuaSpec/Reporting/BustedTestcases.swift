// BustedTestcases: a run's `<testcase>` elements for busted's JUnit layout, kept as short records.

/// A `--repeat` run's `<testcase>` elements and the counts its `<testsuite>` shows.
///
/// Why records, not the rendered elements: the report is written only when the run ends (its
/// header carries the counts), so the supervisor holds every test until then, while the worker
/// still holds the file's Lua state. A passing test's element is about 90 bytes, of which all but
/// its line, time and name repeat from test to test: 10,000 tests held about 0.9 MB. A passing
/// test is kept as its line, its time in hundredths of a second and its escaped name (about
/// 15 bytes); the file is kept once, each time it changes. Any other outcome is rare and kept
/// rendered whole.
struct BustedTestcases {
    private(set) var records = ByteChunks()
    /// The file of the last record (a `file` record is written when it changes).
    private var lastFile: String?
    var tests = 0, errors = 0, failures = 0, skip = 0

    /// What each record starts with.
    private enum Kind: UInt8 {
        /// The escaped file name that the `passed` records after it share, then `end`.
        case file
        /// A passing test: its line and its time in hundredths (varints), its escaped name, `end`.
        case passed
        /// Any other outcome: the whole element's length (a varint) and bytes.
        case rendered
    }

    /// Counts `result` and keeps it; `render` writes the whole element of a test that did not
    /// pass (a passing one is rebuilt by `render(_:)` exactly as `BustedJUnitReporter` writes it).
    mutating func add(_ result: TestResult, render: (inout XMLBuffer) -> Void) {
        tests += 1
        switch result.status {
        case .success: break
        case .error: errors += 1
        case .failure: failures += 1
        case .pending: skip += 1
        }
        if result.status == .success {
            // bytes, not `!=`: Swift's equality is canonical (`é` composed equals `é` decomposed,
            // two files on disk), and each test shows its own file's bytes
            let fileChanged = !(lastFile?.hasSameBytes(as: result.file) ?? false)
            // escaped, a byte takes at most 6 (`"` is `&quot;`): room for that, or a chunk
            // nearly full grows to twice its size for a name with `&` or `<`
            records.room(for: 24 + Self.maxEscaped * ((fileChanged ? result.file.utf8.count : 0)
                              + result.path.reduce(0) { $0 + $1.utf8.count + 1 }))
            if fileChanged {
                lastFile = result.file
                records.current.byte(Kind.file.rawValue)
                records.current.escaped(result.file, for: .attribute)
                records.current.byte(Self.end)
            }
            records.current.byte(Kind.passed.rawValue)
            records.current.varint(Varint.zigzag(result.line))
            records.current.varint(UInt64(XMLBuffer.hundredths(result.duration)))
            BustedJUnitReporter.name(result, into: &records.current)
            records.current.byte(Self.end)
        } else {
            var element = XMLBuffer(capacity: 256)
            render(&element)
            records.room(for: element.bytes.count + 11)
            records.current.byte(Kind.rendered.rawValue)
            records.current.varint(UInt64(element.bytes.count))
            records.current.raw(element)
        }
    }

    /// Adds `other`'s counts (not its tests): the totals of every run.
    mutating func count(_ other: BustedTestcases) {
        tests += other.tests
        errors += other.errors
        failures += other.failures
        skip += other.skip
    }

    /// The `tests`, `errors`, `failures` and `skip` attributes.
    var counts: [(String, String)] {
        [("tests", "\(tests)"), ("errors", "\(errors)"), ("failures", "\(failures)"), ("skip", "\(skip)")]
    }

    /// Hands the elements to `write` in order, in pieces of about 64 KiB that each end at an
    /// element's end (so at a newline).
    func render(_ write: ([UInt8]) -> Void) {
        var out = XMLBuffer(capacity: ByteChunks.size + 1024)
        var file: ArraySlice<UInt8> = []
        for chunk in records.chunks {
            var at = chunk.startIndex
            while at < chunk.endIndex {
                let kind = chunk[at]
                at += 1
                switch kind {
                case Kind.file.rawValue:
                    file = Self.terminated(chunk, &at)
                case Kind.passed.rawValue:
                    let line = Varint.unzigzag(Varint.read(chunk, &at))
                    let hundredths = Int(Varint.read(chunk, &at))
                    let name = Self.terminated(chunk, &at)
                    BustedJUnitReporter.testcaseStart(line: line, hundredths: hundredths, into: &out,
                                                      file: { $0.raw(file) }, name: { $0.raw(name) })
                    out.raw("'/>\n")
                default:
                    let length = Int(Varint.read(chunk, &at))
                    out.raw(chunk[at..<at + length])
                    at += length
                }
                if out.bytes.count >= ByteChunks.size {
                    write(out.bytes)
                    out = XMLBuffer(capacity: ByteChunks.size + 1024)
                }
            }
        }
        if !out.bytes.isEmpty { write(out.bytes) }
    }

    // MARK: - Records

    /// Ends a file or a name. Text escaped for an attribute holds no byte below 0x20
    /// (`XMLEscaping`: controls become entities or visible markers), so a zero cannot be in it.
    private static let end: UInt8 = 0
    /// The most bytes one byte of a name becomes escaped for an attribute (`&quot;`, `&apos;`).
    static let maxEscaped = 6

    /// The bytes from `at` to the next `end`, moving `at` past it.
    private static func terminated(_ bytes: [UInt8], _ at: inout Int) -> ArraySlice<UInt8> {
        let stop = bytes[at...].firstIndex(of: end) ?? bytes.endIndex
        defer { at = stop + 1 }
        return bytes[at..<stop]
    }
}
