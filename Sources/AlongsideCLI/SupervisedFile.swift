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
    /// The selected tests, declared by the worker block by block before the block's first test
    /// runs, and which of them have a result.
    private(set) var tests = TestLedger()
    /// The running test's entry in `tests` (a worker names the test it starts by its
    /// declaration's number), until its result or the worker's death.
    private var runningIndex: Int?
    /// Whether a test is running.
    var isRunning: Bool { runningIndex != nil }
    /// The running test, rebuilt from its declaration (only a death needs its name).
    var running: TestKey? { runningIndex.map(tests.key) }
    var runningSince: Double = 0
    /// Set when the file is over (done, or its worker died): then it can be published.
    var outcome: SpecFileOutcome?

    init(file: SpecFile, run: Int) {
        self.file = file
        self.run = run
    }

    mutating func declare(_ test: TestKey) { tests.declare(test) }

    /// The test declared `declaration`-th (from 0) started: it is the running test until its
    /// result (or the worker's death). A number no declaration has (only a garbled message
    /// could send one) starts nothing.
    mutating func start(declaration: Int) {
        runningIndex = declaration >= 0 && declaration < tests.count ? declaration : nil
    }

    /// The worker died: the running test (or the file, if none ran) gets `message` as its error.
    /// - Parameters:
    ///   - plain: `message` does not name the test (added for the file-level error).
    ///   - output: what the test (or the file, outside tests) had written before the death.
    /// - Returns: whether a test was running (then the file can resume in a fresh worker).
    mutating func recordDeath(_ message: String, plain: Bool = false, output: String = "") -> Bool {
        if let i = runningIndex, tests.isFinished(i) {
            // a resumed worker died in a test that already has a result (should not happen, as
            // every declared test has a key of its own): resuming again could loop
            runningIndex = nil
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
        finishRunning()
        return true
    }

    private mutating func finishRunning() {
        if let runningIndex { tests.finish(runningIndex) }
        runningIndex = nil
    }

    /// A worker's result for one of the file's tests: kept for the report, with the file's path
    /// shared where they are equal (so the results do not each hold a copy of it), and its test
    /// marked finished. One mutating call: the supervisor reading `files[i]` to build the event
    /// copied the whole file's record (its ledger, its events) for every test.
    mutating func record(_ r: consuming TestResult) {
        if r.file.hasSameBytes(as: file.path) { r.file = file.path }   // bytes: `==` is canonical
        finish(r)
        events.append(.testFinished(r))
    }

    /// Records `r`'s test as finished: the running test when it matches (tests can run
    /// shuffled), else the first declared test at that path and line still without a result
    /// (a block's error reports its tests in declaration order without starting them).
    mutating func finish(_ r: TestResult) {
        if let i = runningIndex, tests.matches(i, path: r.path, line: r.line) {
            finishRunning()
            return
        }
        if let i = (0..<tests.count).first(where: { tests.matches($0, path: r.path, line: r.line) && !tests.isFinished($0) }) {
            tests.finish(i)
        } else {
            tests.finish(TestKey(path: r.path, line: r.line))
        }
        runningIndex = nil
    }

    /// Declared tests without a result yet.
    mutating func unfinished() -> [TestKey] {
        tests.index()
        return (0..<tests.count).filter { !tests.isFinished($0) }.map(tests.key)
    }

    /// The file again, leaving out every test that has a result (for a fresh worker).
    var resumed: SpecFile {
        var f = file
        f.skipping.formUnion(tests.finished.map(\.skipKey))
        return f
    }

    /// The worker died in a test and the file resumes: the fresh worker declares its tests
    /// again; which ones finished is kept.
    mutating func forgetDeclarations() {
        tests.forgetDeclarations()
        runningIndex = nil
    }

    /// The file is over and published: nothing of its tests is needed any more.
    mutating func forgetTests() { tests.forget() }

    /// Ends the file: every declared test without a result gets `rest` as its error.
    mutating func abandon(_ rest: String, stopped: Bool) {
        tests.index()
        for i in 0..<tests.count where !tests.isFinished(i) {
            let d = tests.key(i)
            events.append(.testFinished(TestResult(file: file.path, path: d.path, line: d.line, status: .error,
                                                   message: rest, run: run)))
            tests.finish(i)
        }
        runningIndex = nil
        outcome = SpecFileOutcome(selected: max(tests.count, 1), stopped: stopped)
    }
}
