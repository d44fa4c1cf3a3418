// HelpText: the text of --help and --version, the one place that documents every flag.

/// The version printed by `--version`.
public let alongsideVersion = "0.1.0"

/// The `--help` text.
public let alongsideHelp = """
USAGE: alongside [options] [path ...]

Runs Lua 5.4 spec files (busted's describe/it DSL with luassert) and reports the results.
Each path is a folder (searched recursively for *_spec.lua), a Lua file, or file.lua:LINE to
run only the test or block declared at (or spanning) that line. Default: spec/

OUTPUT
  -o, --output FORMAT     terminal (default), tap or json, written to standard output
  --junit FILE            also write a JUnit XML report to FILE (written atomically)
  --no-color              no ANSI colours (also: the NO_COLOR environment variable);
                          colours are only ever used when standard output is a terminal

SELECTION AND ORDER
  --filter PATTERN        run only tests whose full name matches this Lua pattern (repeatable)
  --filter-out PATTERN    skip tests whose full name matches this Lua pattern (repeatable)
  --tags TAG[,TAG]        run only tests with one of these #tags in their full name
  --exclude-tags TAG[,TAG]
                          skip tests with one of these #tags
  --list                  print 'file:line: full name' for each selected test; run nothing
  --shuffle               randomise the order of blocks and tests within each block
  --seed N                seed for --shuffle (printed at the start and end of a run)
  --repeat N              run the whole suite N times (default 1)
  --fail-fast             stop after the first failure or error

LIMITS
  --timeout SECONDS       stop a test, hook or file body running longer than this, as an error
                          (default 10; 0 for no limit)
  --memory-limit MIB      memory cap of each spec file's Lua state (default 1024; 0 for none)

LUA
  -m, --lpath PATH        prepend PATH (';'-separated templates) to package.path, after
                          ./?.lua;./?/init.lua;./src/?.lua;./src/?/?.lua;./src/?/init.lua
  --cpath PATH            prepend PATH to package.cpath
  --lazy                  setup/teardown mean lazy_setup/lazy_teardown (as busted's --lazy)
  --allow-binary-chunks   let load, loadfile, dofile and require load binary (precompiled)
                          chunks; refused by default: a tampered chunk can crash the run
  --sandbox               for specs you did not write: no os.execute, io.popen,
                          package.loadlib, C modules, binary chunks, temporary files, or
                          writes outside the working directory; each refusal is an error

  -h, --help              show this help
  --version               show the version

Each spec file runs in a fresh Lua state. print() and io.write() inside a test are captured
into the test's result (shown with failures, and in the JUnit <system-out>). os.exit() inside
a spec is reported as an error instead of ending the run.

EXIT STATUS
  0 all selected tests passed (pending tests do not fail a run)
  1 at least one failure or error
  2 usage error (unknown option, bad value, no spec files found)
  3 harness fault (for example the JUnit file could not be written)
"""
