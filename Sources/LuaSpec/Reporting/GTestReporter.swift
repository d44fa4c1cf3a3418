// GTestReporter: busted's `-o gtest` layout (Google Test's console output), which some suites'
// .busted files ask for and CI log parsers read.

/// A reporter that writes what busted 2.1's `gtest` handler writes: `[ RUN      ]` and
/// `[       OK ]` lines per test, a block per file, and the `[  PASSED  ]`/`[  FAILED  ]`
/// summary, in busted's colours when colour is on (`-Xoutput --color`, or a terminal).
///
/// Debian's busted 2.1.1 aborts with `-o gtest` and `--verbose` together; this one does not.
public final class GTestReporter: BustedRunReporter {
    typealias C = BustedStyle.Colour

    /// The tests of the file in progress.
    var fileTests = 0
    /// The files finished in this run.
    var fileCount = 0

    /// Creates a reporter writing busted's gtest layout to `sink`.
    public override init(sink: TextSink, options: BustedHandlerOptions = BustedHandlerOptions()) {
        super.init(sink: sink, options: options)
    }

    // MARK: - Hooks

    override func fileStarted(_ file: String) {
        fileTests = 0
        sink.write(paint("[----------]", .green) + " Running tests from \(visible(file))\n")
    }

    override func testFinished(_ result: TestResult) {
        fileTests += 1
        write(result)
    }

    override func fileOutput(_ text: String) {
        sink.write(ReportText.visible(text, keepingNewlines: true))
    }

    override func fileFinished(_ file: String, duration: Double) {
        fileCount += 1
        sink.write(paint("[----------]", .green) + " \(fileTests) \(fileTests == 1 ? "test" : "tests") from "
            + visible(file) + " (\(milliseconds(duration)) ms total)\n\n")
    }

    /// busted's suite start: the repeat header, the seed note, the global setup lines.
    override func runStarted(_ run: Int) {
        fileCount = 0
        sink.write(BustedTerminalText.repeatHeader(run: run, of: repeatCount))
        if let seed = info?.seed { sink.write(paint("Note: Randomizing test order with a seed of \(seed).\n", .yellow)) }
        sink.write(paint("[==========]", .green) + " Running tests from scanned files.\n")
        sink.write(paint("[----------]", .green) + " Global test environment setup.\n")
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

    /// busted's suite end: teardown, totals, then the lists of skipped, failed and errored tests.
    override func runEnded(duration: Double) {
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
    }

    /// With `--defer-print`, what follows a listed test: a pending reason, or a problem's description.
    func deferredDescription(_ result: TestResult) -> String {
        if result.status != .pending { return problemDescription(result) }
        return BustedStyle.reason(result).map { ReportText.visible($0, keepingNewlines: true) + "\n" } ?? ""
    }
}
