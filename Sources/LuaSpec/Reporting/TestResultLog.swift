// TestResultLog: finished tests kept as bytes until a report is written, and given back whole.

/// The results a reporter must hold until the run ends, each encoded into a few bytes.
///
/// Why: `JUnitReporter` writes its file only when the run ends (the document's counts come
/// first), so the supervisor holds every result until then, while its workers still run. A
/// `TestResult` is about 110 bytes in an array plus an allocation for its path: a 10,000-test
/// file held about 1.8 MiB. Encoded, a passing test is its flags, line, run, time and name,
/// about 20 bytes; its file is written only when it differs from the result before it.
/// Decoding gives back every field exactly (`TestResultLogTests`).
struct TestResultLog {
    private var records = ByteChunks()
    /// The file of the last result appended.
    private var lastFile: String?
    /// How many results the log holds.
    private(set) var count = 0

    /// What a result's first byte says besides its status (the low two bits).
    private enum Flag {
        static let message: UInt8 = 1 << 2
        static let traceback: UInt8 = 1 << 3
        static let output: UInt8 = 1 << 4
        static let attachments: UInt8 = 1 << 5
        /// The file differs from the previous result's and follows.
        static let file: UInt8 = 1 << 6
    }

    /// Appends `result`.
    mutating func append(_ result: TestResult) {
        // bytes, not `!=`: Swift's equality is canonical (`é` composed equals `é` decomposed)
        let fileChanged = !(lastFile?.hasSameBytes(as: result.file) ?? false)
        let texts = [result.message, result.traceback, result.output].reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        records.room(for: 32 + (fileChanged ? result.file.utf8.count : 0) + texts
                          + (result.path + result.attachments).reduce(0) { $0 + $1.utf8.count + 2 })
        var flags = UInt8(truncatingIfNeeded: result.status.rawValue) & 3
        if result.message != nil { flags |= Flag.message }
        if result.traceback != nil { flags |= Flag.traceback }
        if !result.output.isEmpty { flags |= Flag.output }
        if !result.attachments.isEmpty { flags |= Flag.attachments }
        if fileChanged { flags |= Flag.file }
        records.current.byte(flags)
        if fileChanged {
            lastFile = result.file
            write(result.file)
        }
        records.current.varint(Varint.zigzag(result.line))
        records.current.varint(Varint.zigzag(result.run))
        withUnsafeBytes(of: result.duration.bitPattern.littleEndian) { records.current.raw($0) }
        records.current.varint(UInt64(result.path.count))
        for part in result.path { write(part) }
        if let message = result.message { write(message) }
        if let traceback = result.traceback { write(traceback) }
        if !result.output.isEmpty { write(result.output) }
        if !result.attachments.isEmpty {
            records.current.varint(UInt64(result.attachments.count))
            for path in result.attachments { write(path) }
        }
        count += 1
    }

    /// Every result, in the order appended, exactly as appended.
    var all: [TestResult] {
        var results: [TestResult] = []
        results.reserveCapacity(count)
        var file = ""
        for chunk in records.chunks {
            var at = chunk.startIndex
            while at < chunk.endIndex {
                let flags = chunk[at]
                at += 1
                if flags & Flag.file != 0 { file = Self.string(chunk, &at) }
                let line = Varint.unzigzag(Varint.read(chunk, &at))
                let run = Varint.unzigzag(Varint.read(chunk, &at))
                var bits: UInt64 = 0
                for i in 0..<8 { bits |= UInt64(chunk[at + i]) << (8 * UInt64(i)) }
                at += 8
                var path: [String] = []
                let parts = Int(Varint.read(chunk, &at))
                path.reserveCapacity(parts)
                for _ in 0..<parts { path.append(Self.string(chunk, &at)) }
                var result = TestResult(file: file, path: path, line: line,
                                        status: TestStatus(rawValue: Int(flags & 3)) ?? .error,
                                        duration: Double(bitPattern: bits), run: run)
                if flags & Flag.message != 0 { result.message = Self.string(chunk, &at) }
                if flags & Flag.traceback != 0 { result.traceback = Self.string(chunk, &at) }
                if flags & Flag.output != 0 { result.output = Self.string(chunk, &at) }
                if flags & Flag.attachments != 0 {
                    let n = Int(Varint.read(chunk, &at))
                    for _ in 0..<n { result.attachments.append(Self.string(chunk, &at)) }
                }
                results.append(result)
            }
        }
        return results
    }

    // MARK: - Encoding

    /// Appends `text`'s UTF-8 length, then its bytes.
    private mutating func write(_ text: String) {
        records.current.varint(UInt64(text.utf8.count))
        records.current.raw(text)
    }

    private static func string(_ bytes: [UInt8], _ at: inout Int) -> String {
        let length = Int(Varint.read(bytes, &at))
        defer { at += length }
        return String(decoding: bytes[at..<at + length], as: UTF8.self)
    }
}
