// HelpText: the text of --help, generated from the option table, and the version.

/// The version printed by `--version`.
public let alongsideVersion = "0.1.0"

/// The `--help` text: the fixed prose around the option table's sections.
public let alongsideHelp: String = {
    var text = """
    USAGE: alongside [options] [path ...]
           alongside merge OUT.xml IN.xml [IN.xml ...]   (one JUnit report from shards' reports)
           alongside run [--timeout S] (FILE.lua | -e CODE | -) [ARGS ...]   (a plain Lua script)
           alongside repl   (an interactive Lua session with the ui module)
           (each subcommand has its own --help)

    Runs Lua 5.4 spec files (busted's describe/it DSL with luassert) and reports the results.
    Each path is a folder (searched for .lua files with _spec in their name, see -p), a Lua file,
    or file.lua:LINE to run only the test or block declared at (or spanning) that line.
    Default: .busted's ROOT, else spec/
    An option's value follows it (--jobs 2), or '=' (--jobs=2, --lpath= for an empty one), or is
    attached to a short option (-j2). Every option of busted 2.1 is accepted with busted's meaning
    (those marked "(busted)" are busted's alone); one that cannot mean the same here is accepted
    with a note on standard error. A ./.busted file (or -f FILE) is read as busted reads it: the
    task (-r TASK, else default) over _all, the command line over both; its keys are the long
    option names (lpath, pattern, exclude-tags, ROOT...), an unknown key gets a note.

    """
    for section in CommandOption.Section.allCases {
        text += section.rawValue.isEmpty ? "\n" : "\n" + section.rawValue + "\n"
        for option in CommandOption.all where option.section == section {
            text += helpLines(option)
        }
    }
    text += """

    Each spec file runs in a fresh Lua state, in a worker process (see -j). print(), io.write(),
    io.stdout, io.stderr (real Lua files, as in busted) and warn() inside a test are captured into
    the test's result (shown with failures, and in the JUnit <system-out>). os.exit() inside a
    spec, a crash or a hang is reported as an error of the test it happened in, with what it
    wrote, instead of ending the run. arg is the command line, as busted leaves it.

    EXIT STATUS
      0 all selected tests passed (pending tests do not fail a run)
      1 at least one failure or error
      2 usage error (unknown option, bad value, no spec files found)
      3 harness fault (for example the JUnit file could not be written)
      130/143 interrupted by SIGINT/SIGTERM (the JUnit report is still written)

    """
    return text
}()

/// One option's entry: the synopsis in a 26-column field, then its help lines.
private func helpLines(_ option: CommandOption) -> String {
    let column = 26
    let synopsis = "  " + option.synopsis
    var lines: [String] = []
    var first = option.help.first ?? ""
    var rest = option.help.dropFirst()
    if synopsis.count < column - 1 {
        lines.append(synopsis + String(repeating: " ", count: column - synopsis.count) + first)
    } else {
        lines.append(synopsis)
        rest.insert(first, at: rest.startIndex)
        first = ""
    }
    for l in rest { lines.append(String(repeating: " ", count: column) + l) }
    return lines.joined(separator: "\n") + "\n"
}
