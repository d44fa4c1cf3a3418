// GTestReporter: busted's `-o gtest` layout (Google Test's console output), which some suites'
// .busted files ask for and CI log parsers read.

/// A reporter that writes what busted 2.1's `gtest` handler writes: `[ RUN      ]` and
/// `[       OK ]` lines per test, a block per file, and the `[  PASSED  ]`/`[  FAILED  ]`
/// summary, in busted's colours when colour is on (`-Xoutput --color`, or a terminal).
///
/// Debian's busted 2.1.1 aborts with `-o gtest` and `--verbose` together; this one does not.
public final class GTestReporter: Reporter {
    typealias C = BustedStyle.Colour

    /// Where the text goes.
    let sink: TextSink
    /// `-v`, `--defer-print` and colour.
    let options: BustedHandlerOptions
    /// The run announced by `runStarted`.
    var info: RunInfo?
    /// The `--repeat` run in progress and its tests.
    var tracker = BustedRunTracker()
    /// The tests of the file in progress.
    var fileTests = 0
    /// The files finished in this run.
    var fileCount = 0
    /// Whether the current run's summary has been written.
    var summarised = true

    /// Creates a reporter writing busted's gtest layout to `sink`.
    public init(sink: TextSink, options: BustedHandlerOptions = BustedHandlerOptions()) {
        self.sink = sink
        self.options = options
    }

    /// Writes each file's and test's lines as they finish, and each run's summary.
    public func handle(_ event: Event) {
        switch event {
        case .runStarted(let info):
            self.info = info
        case .fileStarted(let file, let run):
            enter(run)
            fileTests = 0
            sink.write(paint("[----------]", .green) + " Running tests from \(visible(file))\n")
        case .testFinished(let result):
            enter(result.run)
            tracker.results.append(result)
            fileTests += 1
            write(result)
        case .fileOutput(_, _, let text):
            sink.write(ReportText.visible(text, keepingNewlines: true))
        case .fileFinished(let file, _, let duration):
            fileCount += 1
            tracker.fileTime += duration
            sink.write(paint("[----------]", .green) + " \(fileTests) \(fileTests == 1 ? "test" : "tests") from "
                + visible(file) + " (\(milliseconds(duration)) ms total)\n\n")
        case .runFinished(let summary):
            endRun(duration: (info?.repeatCount ?? 1) > 1 ? tracker.fileTime : summary.duration)
        }
    }

    /// Writes the last run's summary if `runFinished` never came, then flushes.
    public func finish() throws(ReportError) {
        endRun(duration: tracker.fileTime)
        sink.flush()
    }

    // MARK: - Internal

    func paint(_ text: String, _ colour: C) -> String { BustedStyle.paint(text, colour, if: options.colour) }
    func visible(_ text: String) -> String { ReportText.visible(text, keepingNewlines: false) }
    func milliseconds(_ seconds: Double) -> String { BustedStyle.fixed(seconds * 1000, decimals: 2) }

    /// `file @ line: name`, with busted's cyan and bright.
    func fullName(_ result: TestResult) -> String {
        paint(visible(result.file), .cyan) + " @ " + paint("\(result.line)", .cyan) + ": "
            + paint(BustedStyle.name(result), .bright)
    }

    /// Starts `run` (busted's suite start), ending the previous run with its summary.
    func enter(_ run: Int) {
        let previous = tracker.current
        guard tracker.enter(run) else { return }
        if previous != 0 { endRun(duration: tracker.fileTime) }
        summarised = false
        fileCount = 0
        let total = info?.repeatCount ?? 1
        if total > 1 { sink.write("\nRepeating all tests (run \(run) of \(total)) . . .\n\n") }
        if let seed = info?.seed { sink.write(paint("Note: Randomizing test order with a seed of \(seed).\n", .yellow)) }
        sink.write(paint("[==========]", .green) + " Running tests from scanned files.\n")
        sink.write(paint("[----------]", .green) + " Global test environment setup.\n")
    }

    /// Writes one test: the RUN line, what it printed, its message (unless deferred), its result line.
    func write(_ result: TestResult) {
        sink.write(paint("[ RUN      ]", .green) + " " + fullName(result) + "\n")
        if !result.output.isEmpty { sink.write(ReportText.visible(result.output, keepingNewlines: true)) }
        if (result.status == .failure || result.status == .error) && !options.deferPrint {
            sink.write(problemDescription(result))
        }
        let tag = switch result.status {
        case .success: paint("[       OK ]", .green)
        case .pending: paint("[ SKIPPED  ]", .yellow)
        case .failure: paint("[  FAILED  ]", .red)
        case .error: paint("[  ERROR   ]", .magenta)
        }
        sink.write(tag + " " + fullName(result) + " (\(milliseconds(result.duration)) ms)\n")
    }

    /// The seed (when shuffling), the message and with `-v` the traceback, each ending a line.
    func problemDescription(_ result: TestResult) -> String {
        var text = info?.seed.map { "Random seed: \($0)\n" } ?? ""
        text += ReportText.visible(BustedStyle.message(result), keepingNewlines: true) + "\n"
        if options.verbose, let traceback = BustedStyle.traceback(result) {
            text += ReportText.visible(traceback, keepingNewlines: true) + "\n"
        }
        return text
    }

    /// Writes busted's suite end: teardown, totals, then the lists of skipped, failed and errored tests.
    func endRun(duration: Double) {
        guard !summarised else { return }
        summarised = true
        let results = tracker.results
        let count = results.count
        sink.write(paint("[----------]", .green) + " Global test environment teardown.\n")
        sink.write(paint("[==========]", .green) + " \(count) \(count == 1 ? "test" : "tests") from \(fileCount) test "
            + (fileCount == 1 ? "file" : "files") + " ran. (\(milliseconds(duration)) ms total)\n")
        let passed = tracker.results(.success).count
        var text = paint("[  PASSED  ]", .green) + " \(passed) \(passed == 1 ? "test" : "tests").\n"
        let lists: [(TestStatus, String, C)] = [(.pending, "[ SKIPPED  ]", .yellow), (.failure, "[  FAILED  ]", .red),
                                                (.error, "[  ERROR   ]", .magenta)]
        for (status, tag, colour) in lists {
            let listed = tracker.results(status)
            guard !listed.isEmpty else { continue }
            let noun = status == .error ? (listed.count == 1 ? "error" : "errors") : (listed.count == 1 ? "test" : "tests")
            text += paint(tag, colour) + " \(listed.count) \(noun), listed below:\n"
            for result in listed {
                text += paint(tag, colour) + " " + fullName(result) + "\n"
                if options.deferPrint { text += deferredDescription(result) }
            }
        }
        let skipped = tracker.results(.pending).count, failed = tracker.results(.failure).count
        let errors = tracker.results(.error).count
        if skipped + failed + errors > 0 { text += "\n" }
        if skipped > 0 { text += " \(skipped) SKIPPED \(skipped == 1 ? "TEST" : "TESTS")\n" }
        if failed > 0 { text += " \(failed) FAILED \(failed == 1 ? "TEST" : "TESTS")\n" }
        if errors > 0 { text += " \(errors) \(errors == 1 ? "ERROR" : "ERRORS")\n" }
        sink.write(text)
        tracker.reset()
    }

    /// With `--defer-print`, what follows a listed test: a pending reason, or a problem's description.
    func deferredDescription(_ result: TestResult) -> String {
        if result.status != .pending { return problemDescription(result) }
        return BustedStyle.reason(result).map { ReportText.visible($0, keepingNewlines: true) + "\n" } ?? ""
    }
}
