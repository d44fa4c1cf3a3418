// TerminalReporter+Summary: the closing sections, pending tests, failures and errors, and counts.

extension TerminalReporter {
    // MARK: - Closing sections

    /// Writes the pending section, each failure and error, the counts and the final line.
    ///
    /// Pending tests come first and problems last, so the failures stay closest to the counts
    /// and the prompt, where the reader looks.
    /// - Parameter summary: The run's counts; the runner's own when `runFinished` arrived.
    func writeSummary(_ summary: RunSummary) {
        guard !wroteSummary else { return }
        wroteSummary = true
        endLine()
        write("\n")

        let passed = notable.filter { $0.status == .success }
        if !passed.isEmpty {
            write(paint("Output of passing tests:", .green) + "\n\n")
            for result in passed { write(outputEntry(result) + "\n") }
        }
        let pending = notable.filter { $0.status == .pending }
        if !pending.isEmpty {
            write(paint("Pending:", .yellow) + "\n\n")
            for result in pending { write(pendingEntry(result) + "\n") }
        }
        let problems = notable.filter { $0.status == .failure || $0.status == .error }
        for (index, result) in problems.enumerated() {
            write(problemEntry(result, number: index + 1) + "\n")
        }

        write(countsLine(summary) + "\n")
        if let seed = summary.seed ?? info?.seed { write("Randomized with seed \(seed)\n") }
        if summary.stoppedEarly { write("Stopped after the first failure (--fail-fast)\n") }
        // Kept uncoloured and alone on the last line: scripts and CI logs grep for it.
        write("\(summary.successes) passed, \(summary.failures + summary.errors) failed, "
            + "\(summary.pending) skipped\n")
    }

    /// Returns a pending test's entry: its name, `file:line` and the reason, if any.
    func pendingEntry(_ result: TestResult) -> String {
        var entry = "  " + paint(displayName(result), .yellow) + "\n"
        entry += "  " + location(result) + "\n"
        if let reason = result.message, !reason.isEmpty {
            entry += ReportText.indented(ReportText.visible(reason, keepingNewlines: true), by: "  ")
        }
        return entry
    }

    /// Returns a failure's or an error's entry: a numbered header, `file:line`, the message,
    /// the indented traceback and the captured output.
    func problemEntry(_ result: TestResult, number: Int) -> String {
        let word = paint(result.status.word, Self.colour(for: result.status))
        var entry = "\(number)) \(word): \(displayName(result))\n"
        entry += "   " + location(result) + "\n"
        if let message = result.message, !message.isEmpty {
            entry += ReportText.indented(ReportText.visible(message, keepingNewlines: true), by: "   ")
        }
        if let traceback = result.traceback, !traceback.isEmpty {
            entry += ReportText.indented(ReportText.visible(traceback, keepingNewlines: true), by: "     ")
        }
        if !result.output.isEmpty {
            entry += "   Output:\n" + ReportText.indented(ReportText.visible(result.output, keepingNewlines: true), by: "     ")
        }
        if !result.attachments.isEmpty {
            entry += "   Attachments:\n" + result.attachments.map { "     " + ReportText.visible($0, keepingNewlines: false) + "\n" }.joined()
        }
        return entry
    }

    /// Returns a passing test's output entry (`--show-output`): its name, `file:line`, the output.
    func outputEntry(_ result: TestResult) -> String {
        "  " + paint(displayName(result), .green) + "\n  " + location(result) + "\n"
            + ReportText.indented(ReportText.visible(result.output, keepingNewlines: true), by: "     ")
    }

    /// Returns the counts line, e.g. `3 successes / 1 failure / 1 error / 2 pending : 0.012 seconds`.
    func countsLine(_ summary: RunSummary) -> String {
        func counted(_ n: Int, _ one: String, _ many: String) -> String { "\(n) " + (n == 1 ? one : many) }
        return [
            paint(counted(summary.successes, "success", "successes"), .green),
            paint(counted(summary.failures, "failure", "failures"), .red),
            paint(counted(summary.errors, "error", "errors"), .magenta),
            paint("\(summary.pending) pending", .yellow),
        ].joined(separator: " / ") + " : " + Clock.seconds(summary.duration) + " seconds"
    }

    // MARK: - Internal

    /// Returns the full name made safe to print, with ` (run N)` when the suite repeats.
    func displayName(_ result: TestResult) -> String {
        let name = ReportText.visible(result.fullName, keepingNewlines: false)
        return (info?.repeatCount ?? 1) > 1 ? "\(name) (run \(result.run))" : name
    }

    /// Returns `file:line`, the form editors and terminals turn into a link.
    func location(_ result: TestResult) -> String {
        ReportText.visible(result.file, keepingNewlines: false) + ":\(result.line)"
    }
}
