// SupervisedFile: what the supervisor knows of one file while a worker runs it.
import LuaSpec

/// A test as declared, started and finished: path, line and occurrence at that line.
typealias TestKey = TestIdentity

extension TestIdentity {
    var fullName: String { path.joined(separator: " ") }
    /// How a resumed worker's runner recognises the test: "LINE.OCCURRENCE NAME" with the name's
    /// ASCII only. A name travels from the worker as text, where bytes that are not UTF-8 became
    /// U+FFFD; the runner (runner.lua, `plan`) drops every byte from 0x80 up, so both sides agree
    /// on any name (found by scripts/soak: a non-UTF-8 name that killed its worker restarted the
    /// file forever). The occurrence tells apart tests declared in a loop.
    var skipKey: String {
        "\(line).\(occurrence) " + String(String.UnicodeScalarView(fullName.unicodeScalars.filter(\.isASCII)))
    }
}

/// One file of a repetition: its buffered events and enough to name what a dead worker lost.
struct SupervisedFile {
    var file: SpecFile
    var run: Int
    var dispatched = false
    var events: [Event] = []
    /// The selected tests, declared by the worker block by block, before the block's first test runs.
    var declared: [TestKey] = [] {
        didSet { if declared.isEmpty { nextStart = 0 } }
    }
    /// Where the next started test is looked for in `declared` (tests start in declaration
    /// order unless shuffled), to share its storage.
    private var nextStart = 0
    let finished = FinishedTests()
    var running: TestKey?
    var runningSince: Double = 0
    /// Set when the file is over (done, or its worker died): then it can be published.
    var outcome: SpecFileOutcome?

    init(file: SpecFile, run: Int) {
        self.file = file
        self.run = run
    }

    /// The worker died: the running test (or the file, if none ran) gets `message` as its error.
    /// - Parameters:
    ///   - plain: `message` does not name the test (added for the file-level error).
    ///   - output: what the test (or the file, outside tests) had written before the death.
    /// - Returns: whether a test was running (then the file can resume in a fresh worker).
    mutating func recordDeath(_ message: String, plain: Bool = false, output: String = "") -> Bool {
        if let r = running, finished.contains(r) {
            // a resumed worker died in a test that already has a result (should not happen, as
            // every declared test has a key of its own): resuming again could loop
            running = nil
            return false
        }
        guard let r = running else {
            let text = plain ? message + " (outside any test)" : message
            events.append(.testFinished(TestResult(file: file.path, path: ["(file)"], line: 1, status: .error,
                                                   message: text, output: output, run: run)))
            return false
        }
        events.append(.testFinished(TestResult(file: file.path, path: r.path, line: r.line, status: .error,
                                               message: message, output: output, duration: Clock.now() - runningSince,
                                               run: run)))
        finished.insert(r)
        running = nil
        return true
    }

    /// `test`, as it started, with the storage of its declaration when it is the next declared
    /// test: the declaration, the running test, its key and its result then share one path.
    mutating func started(_ test: TestKey) -> TestKey {
        guard nextStart < declared.count, declared[nextStart] == test else { return test }
        nextStart += 1
        return declared[nextStart - 1]
    }

    /// `r` with the file's path and the running test's path where they are equal, so the
    /// results kept for the report do not each hold copies of them.
    func sharing(_ r: TestResult) -> TestResult {
        var r = r
        if r.file == file.path { r.file = file.path }
        if let running, running.path == r.path { r.path = running.path }
        return r
    }

    /// The key of a finished result: the running test when it matches (tests can run shuffled),
    /// else the first declared test at that path and line still without a result (a block's
    /// error reports its tests in declaration order without starting them).
    func key(of r: TestResult) -> TestKey {
        if let running, running.path == r.path, running.line == r.line { return running }
        return declared.first { $0.path == r.path && $0.line == r.line && !finished.contains($0) }
            ?? TestKey(path: r.path, line: r.line)
    }

    /// Declared tests without a result yet.
    var unfinished: [TestKey] { declared.filter { !finished.contains($0) } }

    /// The file again, leaving out every test that has a result (for a fresh worker).
    var resumed: SpecFile {
        var f = file
        f.skipping.formUnion(finished.all.map(\.skipKey))
        return f
    }

    /// Ends the file: every declared test without a result gets `rest` as its error.
    mutating func abandon(_ rest: String, stopped: Bool) {
        for d in unfinished {
            events.append(.testFinished(TestResult(file: file.path, path: d.path, line: d.line, status: .error,
                                                   message: rest, run: run)))
            finished.insert(d)
        }
        running = nil
        outcome = SpecFileOutcome(selected: max(declared.count, 1), stopped: stopped)
    }
}

/// The tests of a file that have a result. Why not a `Set`: hashing every finished test's whole
/// name was a measurable part of the supervisor's time, and the look-ups it serves happen only
/// when a worker dies or a block's error reports tests that never started; the set is built
/// then, and kept up to date from there on.
final class FinishedTests {
    private(set) var all: [TestKey] = []
    private var index: Set<TestKey>?

    func insert(_ key: TestKey) {
        all.append(key)
        index?.insert(key)
    }

    func contains(_ key: TestKey) -> Bool {
        if let index { return index.contains(key) }
        let built = Set(all)
        index = built
        return built.contains(key)
    }

    /// Drops every key (the file is over and published).
    func forget() {
        all = []
        index = nil
    }
}
