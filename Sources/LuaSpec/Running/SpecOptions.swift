// SpecOptions: how a run selects, orders and limits tests. Filled by the command line.

/// Settings of one run.
public struct SpecOptions: Sendable, Equatable {
    /// Seconds one test (or hook) may run before it is stopped as an error; 0 for no limit.
    public var timeout: Double = 10
    /// MiB each spec file's Lua state may allocate; 0 for no limit.
    public var memoryLimitMiB: Int = 1024
    /// Bytes of output (print, io.write, io.stderr, warn) one test keeps; the rest is dropped
    /// and a marker says how much. Keeps a test printing 100 MB from holding it twice and from
    /// swelling every report.
    public var outputLimitBytes: Int = 1 << 20
    /// Lua patterns: run only tests whose full name matches one (`--filter`).
    public var filters: [String] = []
    /// Lua patterns: skip tests whose full name matches one (`--filter-out`).
    public var filtersOut: [String] = []
    /// Run only tests tagged `#tag` with one of these (`--tags`).
    public var tags: [String] = []
    /// Skip tests tagged with one of these (`--exclude-tags`).
    public var excludeTags: [String] = []
    /// Randomise the order of the blocks and tests inside each block.
    public var shuffle = false
    /// Shuffle the order of the spec files too, by the same seed (`--shuffle`, and
    /// `--shuffle-files` beside `--shuffle-tests`); busted shuffles files and tests apart.
    public var shuffleFiles = false
    /// The shuffle seed; chosen at random (and printed) when shuffling without one.
    public var seed: UInt64?
    /// Run the whole suite this many times.
    public var repeatCount = 1
    /// Stop after the first failure or error.
    public var failFast = false
    /// Print the selected tests instead of running them.
    public var listOnly = false
    /// Make `setup`/`teardown` mean the lazy variants (busted's `--lazy`).
    public var lazySetup = false
    /// Entries prepended to `package.path` (`--lpath`), `;`-separated templates.
    public var luaPath: [String] = []
    /// Entries prepended to `package.cpath` (`--cpath`).
    public var luaCPath: [String] = []
    /// Let spec code load binary chunks with `load`, `loadfile`, `dofile` and `require`
    /// (`--allow-binary-chunks`). Off by default: Lua 5.4 does not verify bytecode, so a
    /// tampered chunk can crash the process and take every result with it; refused chunks
    /// fail with a message naming the flag. `sandbox` wins over it.
    public var allowBinaryChunks = false
    /// Run specs you did not write (`--sandbox`): no `os.execute`, `io.popen`,
    /// `package.loadlib`, C modules, binary chunks, temporary files, or writes, removals and
    /// renames outside the working directory. Each refusal is a Lua error naming `--sandbox`.
    public var sandbox = false
    /// Where a failing test's attachments go (`SpecAttachments`); nil writes none. The command
    /// line sets it: `--attachments`, else beside the JUnit report, else `.alongside/attachments`.
    public var attachmentsFolder: String?
    /// What `assert.snapshot` does with a missing or different snapshot (`--update-snapshots`,
    /// `--no-new-snapshots`); see `SnapshotMode`.
    public var snapshots: SnapshotMode = .writeNew

    /// A Lua file run in each spec file's state before the spec (`--helper`, `.busted`'s
    /// `helper`), as busted does; its `arg` is `helperArguments`. Nil for none.
    public var helper: String?
    /// The helper's arguments (`-Xhelper`, comma-separated on the command line).
    public var helperArguments: [String] = []
    /// Wrap each spec file in an implicit `insulate` (busted's default; `--no-auto-insulate`).
    public var autoInsulate = true
    /// Run the tests of each block in the order of their names (`--sort-tests`).
    public var sortTests = false
    /// Lua statements run in each spec file's state before the helper and the spec (`-e`).
    public var execute: [String] = []
    /// The global `arg` of every spec file, as busted leaves the interpreter's: `arg[0]` is the
    /// program as it was started, `arg[1...]` the command line the user gave it (a worker is
    /// given its supervisor's, never its own). Empty: no `arg` (a library user's run).
    public var commandLine: [String] = []
    /// What runs a plain Lua script, at `arg`'s negative indices (`arg[-1]` last), as `lua`
    /// puts itself there: busted's `arg[-1]` is "lua5.4", and code that starts a Lua of its own
    /// from it (Penlight's `pl.app.lua()`) needs a command that runs `-e CODE` or a file.
    public var interpreter: [String] = []

    public init() {}

    /// The memory cap in bytes for `LuaState(memoryLimit:)`; 0 for none.
    ///
    /// A cap whose bytes do not fit in an `Int` (8796093022208 MiB is 2^63 bytes) is larger than
    /// any address space, so it means no practical limit; multiplying it would trap.
    public var memoryLimitBytes: Int {
        let (bytes, overflow) = max(0, memoryLimitMiB).multipliedReportingOverflow(by: 1 << 20)
        return overflow ? 0 : bytes
    }
}

/// A spec file to run, optionally narrowed to the tests or blocks at some lines (`file:LINE`).
public struct SpecFile: Sendable, Equatable, Hashable {
    /// The path as reports show it; a byte that is not UTF-8 is shown as `\xNN`.
    public var path: String
    public var lines: [Int]
    /// The path's bytes when they are not valid UTF-8 (then `path` cannot be opened); nil
    /// otherwise. A file named in Latin-1 still runs instead of being skipped.
    public var rawPath: [UInt8]?
    /// Tests to leave out, as `"LINE FULL NAME"`: a file resumed in a fresh worker after its
    /// first worker died skips the tests it already has results for.
    public var skipping: Set<String> = []

    public init(path: String, lines: [Int] = [], rawPath: [UInt8]? = nil, skipping: Set<String> = []) {
        self.path = path
        self.lines = lines
        self.rawPath = rawPath
        self.skipping = skipping
    }

    /// The bytes to open: `rawPath`, or the UTF-8 of `path`.
    public var pathBytes: [UInt8] { rawPath ?? Array(path.utf8) }
}
