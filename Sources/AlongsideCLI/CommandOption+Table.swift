// CommandOption+Table: every option of `alongside`, in the order --help lists them.
import LuaSpec

extension CommandOption {
    private static func arg(_ placeholder: String, _ expects: String, _ example: String) -> Argument {
        Argument(placeholder: placeholder, expects: expects, example: example)
    }

    /// The largest --output-limit (1 GiB): a test's output is held in memory, then in every report.
    static let maxOutputLimitKiB = 1 << 20

    /// alongside's options (busted's names where they mean the same). Add an option here (or to
    /// `bustedOnly`) and it is parsed, documented and suggested.
    static let table: [CommandOption] = [
        CommandOption(names: ["-o", "--output", "--format"], argument: arg("FORMAT", "a format, e.g. utfTerminal, TAP, json, junit", "TAP"),
                      section: .output,
                      help: ["the layout on standard output. busted's: utfTerminal (the",
                             "default, = terminal, ours), plainTerminal, TAP, json, gtest,",
                             "junit (to standard output, or to -Xoutput FILE). Ours: tap",
                             "(TAP 13 with YAML; 'TAP' spelt so is busted's), json-detailed",
                             "(every test's file, line, output). Case does not matter; a",
                             "custom handler (a Lua module or file) is refused"]) {
            inv, name, v throws(UsageError) in
            guard let f = Invocation.Format.named(v) else { throw unknownFormat(name, v) }
            inv.format = f
        },
        CommandOption(names: ["--junit"], argument: arg("FILE", "a file path", "report.xml"), section: .output,
                      help: ["also write a JUnit XML report to FILE (written atomically; also",
                             "written, with the unfinished tests as errors, on SIGINT/SIGTERM)"]) {
            inv, _, v throws(UsageError) in inv.junitPath = v
        },
        CommandOption(names: ["--junit-testcase-files"], section: .output,
                      help: ["add file and line attributes to each <testcase> of the --junit",
                             "report, which GitLab reads (Jenkins' schema forbids them, so the",
                             "report then validates against docs/junit-gitlab.xsd)"]) {
            inv, _, _ throws(UsageError) in inv.report.junitTestcaseFiles = true
        },
        CommandOption(names: ["--suppress-pending", "--no-suppress-pending"], section: .output,
                      help: ["leave pending tests out of every output and count (as busted)"]) {
            inv, name, _ throws(UsageError) in inv.report.suppressPending = name == "--suppress-pending"
        },
        CommandOption(names: ["--defer-print", "--no-defer-print"], section: .output,
                      help: ["no progress characters while running; -o gtest prints each",
                             "failure's message in the closing list instead (as busted)"]) {
            inv, name, _ throws(UsageError) in inv.report.deferPrint = name == "--defer-print"
        },
        CommandOption(names: ["--attachments"], argument: arg("DIR", "a folder path", "out/attachments"), section: .output,
                      help: ["where a failing test's pictures go (its ui recordings as SVG and",
                             "CSV, its worlds' scenes as text): DIR/<suite>/<test>/; default:",
                             "beside the --junit report (report.xml -> report-attachments/),",
                             "else .alongside/attachments; the report and the terminal name them"]) {
            inv, _, v throws(UsageError) in inv.options.attachmentsFolder = v
        },
        CommandOption(names: ["--show-output"], section: .output,
                      help: ["also show what passing tests printed (terminal format)"]) {
            inv, _, _ throws(UsageError) in inv.showOutput = true
        },
        CommandOption(names: ["--no-color", "--no-colour"], section: .output,
                      help: ["no ANSI colours (also: the NO_COLOR environment variable);",
                             "colours are used only when standard output is a terminal,",
                             "unless -Xoutput --color asks for them"]) {
            inv, _, _ throws(UsageError) in inv.colour = false
        },
        CommandOption(names: ["-v", "--verbose", "--no-verbose"], section: .output,
                      help: ["busted's layouts add each failure's traceback (TAP: also a",
                             "'# file @ line: name' line per test); the terminal format always",
                             "shows each failure's message, traceback and captured output"]) {
            inv, name, _ throws(UsageError) in inv.report.verbose = name != "--no-verbose"
        },
        CommandOption(names: ["-Xoutput", "--Xoutput"], argument: arg("OPT[,OPT]", "output options, comma-separated", "--color"),
                      section: .output,
                      help: ["busted's output-handler options: --color forces colours even when",
                             "standard output is not a terminal, --plain means --no-color;",
                             "with -o junit the first other value is the file to write (as",
                             "busted's junit handler); others are ignored with a note"]) {
            inv, _, v throws(UsageError) in
            for o in v.split(separator: ",").map(String.init) where !o.isEmpty {
                switch o {
                case "--color", "--colour": inv.forceColour = true; inv.colour = true
                case "--plain", "--no-color", "--no-colour": inv.colour = false; inv.forceColour = false
                default: inv.report.outputArguments.append(o)   // noted once the format is known
                }
            }
        },
        CommandOption(names: ["-c", "--coverage", "--no-coverage"], section: .output,
                      help: ["accepted for busted; coverage is not collected (LuaCov is not",
                             "available), so -c/--coverage prints a note on standard error"]) {
            inv, name, _ throws(UsageError) in
            if name != "--no-coverage" {
                inv.note("coverage is not collected (LuaCov is not available); \(name) ignored")
            }
        },
        CommandOption(names: ["--coverage-config-file"], argument: arg("FILE", "a file path", ".luacov"),
                      section: .output,
                      help: ["accepted for busted; ignored with a note (no coverage, see -c)"]) {
            inv, name, _ throws(UsageError) in
            inv.note("coverage is not collected (LuaCov is not available); \(name) ignored")
        },
        CommandOption(names: ["--filter"], argument: arg("PATTERN", "a Lua pattern", "'list'"), section: .selection,
                      help: ["run only tests whose full name matches this Lua pattern (repeatable)"]) {
            inv, _, v throws(UsageError) in inv.options.filters.append(v)
        },
        CommandOption(names: ["--filter-out"], argument: arg("PATTERN", "a Lua pattern", "'list'"), section: .selection,
                      help: ["skip tests whose full name matches this Lua pattern (repeatable)"]) {
            inv, _, v throws(UsageError) in inv.options.filtersOut.append(v)
        },
        CommandOption(names: ["-t", "--tags"], argument: arg("TAG[,TAG]", "tags, comma-separated", "fast,ui"),
                      section: .selection, help: ["run only tests with one of these #tags in their full name"]) {
            inv, _, v throws(UsageError) in inv.options.tags += tagList(v)
        },
        CommandOption(names: ["--exclude-tags"], argument: arg("TAG[,TAG]", "tags, comma-separated", "fast,ui"),
                      section: .selection, help: ["skip tests with one of these #tags"]) {
            inv, _, v throws(UsageError) in inv.options.excludeTags += tagList(v)
        },
        CommandOption(names: ["-l", "--list"], section: .selection,
                      help: ["print 'file:line: full name' for each selected test; run nothing"]) {
            inv, _, _ throws(UsageError) in inv.options.listOnly = true
        },
        CommandOption(names: ["--shard"], argument: arg("K/N", "shard K of N, e.g. 2/4 (K counts from 1)", "2/4"),
                      section: .selection,
                      help: ["run only shard K of N of the spec files (a deterministic split",
                             "balanced by file size; also from Bazel's TEST_TOTAL_SHARDS and",
                             "TEST_SHARD_INDEX or GitLab's CI_NODE_TOTAL and CI_NODE_INDEX)"]) {
            inv, _, v throws(UsageError) in
            do throws(ShardError) { inv.shard = try Shard.parse(v) } catch { throw .sharding(error.message) }
        },
        CommandOption(names: ["--shuffle", "--no-shuffle"], section: .selection,
                      help: ["randomise the order of the files, and of the blocks and tests",
                             "within each block (busted: --shuffle-files and --shuffle-tests)"]) {
            inv, name, _ throws(UsageError) in
            inv.options.shuffle = name == "--shuffle"
            inv.shuffleFiles = name == "--shuffle"
        },
        CommandOption(names: ["--seed"], argument: arg("N", "a whole number", "1"), section: .selection,
                      help: ["seed for the shuffle options and for ui.explore without a seed of",
                             "its own (printed at the start and end of a run); given without",
                             "any shuffle option, it turns --shuffle on"]) {
            inv, name, v throws(UsageError) in
            guard let s = UInt64(v), s <= UInt64(Int64.max) else {
                throw .badValue(option: name, value: v, expects: "a whole number from 0 to \(Int64.max)")
            }
            inv.options.seed = s   // alone, it also turns shuffling on (Invocation.seedAloneShuffles)
        },
        CommandOption(names: ["--repeat"], argument: arg("N", "a count", "1"), section: .selection,
                      help: ["run the whole suite N times (default 1)"]) {
            inv, name, v throws(UsageError) in
            inv.options.repeatCount = try whole(name, v, "a whole number of at least 1", min: 1)
        },
        CommandOption(names: ["-k", "--keep-going", "--no-keep-going", "--fail-fast"], section: .selection,
                      help: ["-k/--keep-going (the default) runs every test; --no-keep-going",
                             "and --fail-fast stop after the first failure or error"]) {
            inv, name, _ throws(UsageError) in inv.options.failFast = name == "--no-keep-going" || name == "--fail-fast"
        },
        CommandOption(names: ["--timeout"], argument: arg("SECONDS", "seconds", "5"), section: .limits,
                      help: ["stop a test, hook or file body running longer than this, as an error",
                             "(default 10; 0 for no limit); a test stuck in C code is stopped",
                             "by killing its worker (a \"hard timeout\") half the limit later,",
                             "at most 2 s later"]) {
            inv, name, v throws(UsageError) in
            inv.options.timeout = try number(name, v, "a number of seconds (0 for no limit)", min: 0)
        },
        CommandOption(names: ["--memory-limit"], argument: arg("MIB", "MiB", "256"), section: .limits,
                      help: ["memory cap of each spec file's Lua state and what the ui module",
                             "holds for it (default 1024; 0 for none);",
                             "each worker's address space is capped at 4 x MIB + 1 GiB"]) {
            inv, name, v throws(UsageError) in
            inv.options.memoryLimitMiB = try whole(name, v, "a whole number of MiB (0 for no limit)", min: 0)
        },
        CommandOption(names: ["--output-limit"], argument: arg("KIB", "KiB", "64"), section: .limits,
                      help: ["output kept per test, and per file outside tests, in KiB (default",
                             "1024, at most 1048576); the rest is counted in a truncation note"]) {
            inv, name, v throws(UsageError) in
            guard let kib = Int(v), (1...maxOutputLimitKiB).contains(kib) else {
                throw .badValue(option: name, value: v, expects: "a whole number of KiB from 1 to \(maxOutputLimitKiB)")
            }
            inv.options.outputLimitBytes = kib * 1024
        },
        CommandOption(names: ["-j", "--jobs"], argument: arg("N", "a count of worker processes", "2"), section: .limits,
                      help: ["run spec files in N worker processes (default: one per core);",
                             "-j 1 still runs them outside the supervisor, so a crash, os.exit",
                             "or hang loses only the test it happened in"]) {
            inv, name, v throws(UsageError) in
            inv.jobs = try whole(name, v, "a whole number of at least 1", min: 1)
        },
        CommandOption(names: ["-m", "--lpath"], argument: arg("PATH", "';'-separated path templates", "./lua/?.lua"),
                      section: .lua,
                      help: ["put PATH (';'-separated templates, repeatable) before package.path",
                             "INSTEAD of busted's default ./src/?.lua;./src/?/?.lua;./src/?/init.lua",
                             "(as busted: --lpath=\"\" leaves package.path as Lua has it, which",
                             "still ends with ./?.lua;./?/init.lua); also .busted's lpath"]) {
            inv, _, v throws(UsageError) in inv.options.luaPath.append(v)
        },
        CommandOption(names: ["--cpath"], argument: arg("PATH", "';'-separated path templates", "./lib/?.so"),
                      section: .lua,
                      help: ["put PATH before package.cpath instead of busted's default",
                             "./csrc/?.so;./csrc/?/?.so (--cpath=\"\" adds nothing)"]) {
            inv, _, v throws(UsageError) in inv.options.luaCPath.append(v)
        },
        CommandOption(names: ["--lazy", "--no-lazy"], section: .lua,
                      help: ["setup/teardown mean lazy_setup/lazy_teardown (as busted's --lazy)"]) {
            inv, name, _ throws(UsageError) in inv.options.lazySetup = name == "--lazy"
        },
        CommandOption(names: ["--allow-binary-chunks"], section: .lua,
                      help: ["let load, loadfile, dofile and require load binary (precompiled)",
                             "chunks; refused by default: a tampered chunk can crash the run"]) {
            inv, _, _ throws(UsageError) in inv.options.allowBinaryChunks = true
        },
        CommandOption(names: ["--sandbox"], section: .lua,
                      help: ["for specs you did not write: no os.execute, io.popen,",
                             "package.loadlib, C modules, binary chunks, temporary files, or",
                             "writes outside the working directory; each refusal is an error"]) {
            inv, _, _ throws(UsageError) in inv.options.sandbox = true
        },
        CommandOption(names: ["-u", "--update-snapshots"], section: .lua,
                      help: ["rewrite each snapshot assert.snapshot finds different (in",
                             "__snapshots__/ beside each spec) with this run's text"]) {
            inv, _, _ throws(UsageError) in inv.options.snapshots = .update
        },
        CommandOption(names: ["--no-new-snapshots"], section: .lua,
                      help: ["a missing snapshot fails instead of being written (the default",
                             "when the CI environment variable is set; --update-snapshots wins)"]) {
            inv, _, _ throws(UsageError) in if inv.options.snapshots != .update { inv.options.snapshots = .compareOnly }
        },
        CommandOption(names: ["-h", "--help"], section: .general, help: ["show this help"]) {
            inv, _, _ throws(UsageError) in inv.action = .help
        },
        CommandOption(names: ["--version"], section: .general, help: ["show the version"]) {
            inv, _, _ throws(UsageError) in inv.action = .version
        },
    ]
}
