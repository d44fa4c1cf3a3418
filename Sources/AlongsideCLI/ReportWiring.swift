// ReportWiring: turns the output options into the run's reporters, so AlongsideCommand only asks.
import LuaSpec

extension Invocation {
    /// The notes the output options leave once the whole command line is known: `-Xoutput`
    /// values no layout reads (only `-o junit` reads one, its file name).
    var outputNotes: [String] {
        let extra = format == .junit ? Array(report.outputArguments.dropFirst()) : report.outputArguments
        guard !extra.isEmpty else { return [] }
        return ["-Xoutput " + extra.map { "'\($0)'" }.joined(separator: ", ")
                + " ignored (only --color and --plain are understood, and a file name with -o junit)"]
    }

    /// The reporters for this run: the `-o` format on `stdout`, plus the `--junit` report.
    /// - Parameters:
    ///   - stdout: Standard output.
    ///   - colour: Whether colours are on (the TTY, `NO_COLOR`, `--no-color`, `-Xoutput`).
    ///   - junitPath: Where `--junit` (or a CI variable) sends our JUnit report, if anywhere.
    func reporters(stdout: TextSink, colour: Bool, junitPath: String?) -> [Reporter] {
        let handler = BustedHandlerOptions(verbose: report.verbose, deferPrint: report.deferPrint, colour: colour)
        var list: [Reporter] = []
        if options.listOnly {
            // --list prints `file:line: name` lines whatever the format, as busted's --list does.
            list.append(TerminalReporter(sink: stdout, colour: colour))
        } else {
            list.append(formatReporter(stdout: stdout, colour: colour, handler: handler))
            if let junitPath {
                list.append(JUnitReporter(path: junitPath, testcaseFiles: report.junitTestcaseFiles))
            }
        }
        return report.suppressPending ? list.map(PendingSuppressor.init) : list
    }

    /// The reporter that writes the `-o` format.
    private func formatReporter(stdout: TextSink, colour: Bool, handler: BustedHandlerOptions) -> Reporter {
        switch format {
        case .terminal:
            TerminalReporter(sink: stdout, colour: colour, showOutput: showOutput, deferPrint: report.deferPrint)
        case .plainTerminal: PlainTerminalReporter(sink: stdout, options: handler)
        case .tap: TAPReporter(sink: stdout)
        case .bustedTAP: BustedTAPReporter(sink: stdout, options: handler)
        case .json: BustedJSONReporter(sink: stdout)
        case .jsonDetailed: JSONReporter(sink: stdout)
        case .junit: BustedJUnitReporter(path: report.outputArguments.first, sink: stdout)
        case .gtest: GTestReporter(sink: stdout, options: handler)
        }
    }
}
