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
    var declared: [TestKey] = []
    var finished: Set<TestKey> = []
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
        f.skipping.formUnion(finished.map(\.skipKey))
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
