// SpecFileRunner: runs one spec file in a fresh Lua state and turns its reports into events.
import LuaKit
import LuaSpecScripts

/// What Swift compiles once per run and every file's fresh state loads: nothing in it comes
/// from a spec (see SystemModules), so no file can change what a later one runs.
final class ModuleCache {
    /// System modules (luassert, say, ...), compiled by Swift from their files.
    let system = SystemModules()
    /// runner.lua's bytecode: made by scripts/compile-runner and embedded (so not even the first
    /// file compiles it: 0.4 ms of every run's start-up), else compiled once, at the first file.
    var runner: [UInt8]? = ModuleCache.embedded(alongside_runner_bytecode)
    /// fast_assertions.lua's bytecode, embedded, which the runner loads itself when a spec first
    /// reads `assert` (`fastAssertionsCode`).
    let fastAssertions: [UInt8]? = ModuleCache.embedded(alongside_fast_assertions_bytecode)
    /// Set when this Lua refused embedded bytecode (made by another Lua 5.4 build): the runner
    /// then gets the fast assertions' text too.
    private(set) var bytecodeRefused = false

    /// What the runner loads the fast assertions from: their bytecode when it is current and this
    /// Lua takes bytecode, else their text.
    func fastAssertionsCode(source: @autoclosure () -> String) -> LuaValue {
        if !bytecodeRefused, let fastAssertions { return .bytes(fastAssertions) }
        return .string(source())
    }

    /// `source` as a function of `state`: loaded from `cache` when it holds bytecode, else
    /// compiled (and its bytecode kept in `cache` for the next file). The text is read only
    /// then: making a Swift String of the runner's 85 KB (UTF-8 validation) cost about 0.7
    /// million instructions of every worker's start-up when the bytecode was used anyway.
    func chunk(_ state: LuaState, source: @autoclosure () -> String, name: String,
               cache: ReferenceWritableKeyPath<ModuleCache, [UInt8]?>) throws(LuaError) -> LuaValue {
        if let code = self[keyPath: cache] {
            if let function = try? state.compile(trustedBytecode: code, name: name) { return function }
            // bytecode this Lua refuses (embedded by another Lua 5.4 build): the text, then
            self[keyPath: cache] = nil
            bytecodeRefused = true
        }
        let function = try state.compile(source(), name: name)
        self[keyPath: cache] = state.dump(function)
        return function
    }

    /// The embedded bytecode of one runner file, or nil when scripts/compile-runner did not
    /// make it from the embedded text.
    static func embedded(_ bytecode: (UnsafeMutablePointer<Int>?) -> UnsafePointer<CChar>?) -> [UInt8]? {
        var length = 0
        guard let base = bytecode(&length), length > 0 else { return nil }
        return base.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }
}

/// Runs one spec file: a fresh state, the DSL, the plan, the tests.
///
/// Every failure of the file itself (unreadable, a syntax error, a top-level error, a runner
/// fault) becomes an error result of that file, so nothing is silently dropped.
struct SpecFileRunner {
    let options: SpecOptions
    let seed: UInt64
    /// Run on each file's fresh state before the spec file (modules such as `ui`).
    var preloads: [SpecPreload] = []
    /// Told of the selected tests and of each test as it starts (a worker's supervisor).
    var announce: ((TestAnnouncement) -> Void)?
    /// Bytecode of the runner and of system modules, compiled by Swift for every file of the run.
    let modules = ModuleCache()
    /// Where `--sandbox` lets a spec write.
    let sandboxPaths = SandboxPaths()
    /// Where the captured streams keep their bytes (shared with a supervisor), or nil.
    var outputRegion: UnsafeMutableRawBufferPointer?
    /// Writes failing tests' attachments, when the options name a folder.
    let attachments: AttachmentWriter?

    typealias Outcome = SpecFileOutcome

    init(options: SpecOptions, seed: UInt64, preloads: [SpecPreload] = [],
         announce: ((TestAnnouncement) -> Void)? = nil) {
        self.options = options
        self.seed = seed
        self.preloads = preloads
        self.announce = announce
        attachments = options.attachmentsFolder.map(AttachmentWriter.init(folder:))
    }

    /// Runs `file` (the `run`-th repetition), publishing through `publish`.
    func run(_ file: SpecFile, run: Int, publish: @escaping (Event) -> Void) -> Outcome {
        let errorResult = { (message: String, traceback: String?) in
            publish(.testFinished(TestResult(file: file.path, path: ["(file)"],
                                             line: Self.line(in: message, of: file.path), status: .error,
                                             message: message, traceback: traceback, run: run)))
        }
        var source: [UInt8]
        do throws(ReportError) {
            source = SpecSource.withoutPreamble(try FileSystem.read(bytes: file.pathBytes, shownAs: file.path))
        } catch {
            errorResult(error.message, nil)
            return Outcome(selected: 1, stopped: options.failFast)
        }
        do throws(LuaError) {
            let state = try LuaState(memoryLimit: options.memoryLimitBytes)
            configurePackagePath(state)
            setArg(state)
            SpecRunSeed.record(on: state, options: options, resolved: seed)
            for preload in preloads { try preload(state) }
            let chunk: LuaValue
            do throws(LuaError) {
                chunk = try state.compile(bytes: source, name: "@" + file.path)
            } catch {
                errorResult(error.message, nil)
                return Outcome(selected: 1, stopped: options.failFast)
            }
            // The file's text is not needed once compiled: released before its tests are
            // declared, when the state grows most (a 10,000-test file's text is 0.5 MiB).
            source = []
            let runFile = try prepareRunner(state, file: file, run: run, publish: publish)
            let results = try state.call(runFile, [chunk])
            return Outcome(selected: Int(results.first?.integer ?? 0),
                           stopped: results.count > 1 && results[1].isTruthy)
        } catch {
            errorResult("harness fault: " + error.message, nil)
            return Outcome(selected: 1, stopped: options.failFast)
        }
    }

    /// Runs runner.lua with its report channel, options and LuaKit's limits library (the
    /// limited call that runs each test under `--timeout` and `--memory-limit`), returning its
    /// `run(chunk)` function.
    ///
    /// A function of its own so that Swift's references to the channel, the options and the
    /// library (registry slots a spec could find with `debug.getregistry`) are released before
    /// any spec code runs: afterwards they are only upvalues of the runner's closures, which the
    /// runner's guarded debug library does not open (see runner.lua).
    private func prepareRunner(_ state: LuaState, file: SpecFile, run: Int,
                               publish: @escaping (Event) -> Void) throws(LuaError) -> LuaValue {
        let report = state.function(Self.reporter(file: file.path, run: run, publish: publish, announce: announce,
                                                  attach: attachmentCollector(state)))
        let makeRunner = try modules.chunk(state, source: Self.runnerSource, name: "=[alongside]", cache: \.runner)
        // Loaded by the runner at the spec's first read of `assert` (runner.lua, install_fast)
        let fastAssertions = modules.fastAssertionsCode(source: Self.fastAssertionsSource)
        let limits = try state.openLimits()
        // io.stdout and io.stderr for the spec: real Lua files whose bytes the runner collects per test
        state.setField(limits, "streams", try state.openCapturedStreams(limit: options.outputLimitBytes,
                                                                            region: outputRegion))
        return try state.call(makeRunner, [report, optionsTable(state, file: file), limits, fastAssertions,
                                           state.cFunction(alongside_make_decider)]).first ?? .nil
    }

    /// After each test: asks the state's attachment providers (so they forget the test either
    /// way) and, for a failure or error, writes their files; returns the paths written.
    /// The providers are the ones the preloads added (before the runner starts), called
    /// directly, without a Lua call (SpecAttachmentProviders).
    private func attachmentCollector(_ state: LuaState) -> (TestResult) -> [String] {
        let writer = attachments
        let providers = SpecAttachmentProviders.of(state)
        return { result in
            guard let providers, !providers.isEmpty else { return [] }
            let failed = result.status == .failure || result.status == .error
            let files = providers.attachments(testFailed: failed && writer != nil)
            guard failed, let writer else { return [] }
            return writer.write(files, for: result)
        }
    }

    /// The line a `path:LINE: message` error names, or 1.
    static func line(in message: String, of path: String) -> Int {
        guard message.hasPrefix(path + ":") else { return 1 }
        let rest = message.dropFirst(path.count + 1)
        return Int(rest.prefix { $0.isNumber }) ?? 1
    }

    /// The runner chunk, embedded from runner.lua.
    static let runnerSource = embedded(alongside_runner_source)

    /// The fast assertions chunk, embedded from fast_assertions.lua (the runner installs it on
    /// luassert when luassert loads).
    static let fastAssertionsSource = embedded(alongside_fast_assertions_source)

    /// The text of one embedded Lua file.
    private static func embedded(_ source: (UnsafeMutablePointer<Int>?) -> UnsafePointer<CChar>?) -> String {
        var length = 0
        let base = source(&length)
        return base.map { p in
            p.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
        } ?? ""
    }

    /// busted's prefixes before Lua's own paths: `--lpath`/`--cpath` (or `.busted`'s `lpath`/`cpath`)
    /// when given, else busted's defaults; `--lpath=""` leaves Lua's path alone. As busted, no
    /// `./?.lua` of our own goes first: Lua's path already ends with `./?.lua;./?/init.lua`, so an
    /// installed module wins over a same-named file in the working directory, as under busted.
    ///
    /// The path is joined by hand: `split` and `joined(separator:)` cost the worker's start-up
    /// about 170,000 instructions (the Swift runtime's first look-ups of their generic types).
    private func configurePackagePath(_ state: LuaState) {
        let package = state.global("package")
        func prefix(_ key: String, given: [String], default defaults: String) {
            var path: [UInt8] = []
            for list in given.isEmpty ? [defaults] : given {
                Self.appendEntries(of: list, to: &path)
            }
            guard !path.isEmpty, let old = state.field(package, key).string else { return }
            state.setField(package, key, .string(String(decoding: path, as: UTF8.self) + ";" + old))
        }
        prefix("path", given: options.luaPath, default: "./src/?.lua;./src/?/?.lua;./src/?/init.lua")
        prefix("cpath", given: options.luaCPath, default: "./csrc/?.so;./csrc/?/?.so")
    }

    /// Appends the non-empty `;`-separated entries of `list` to `path`, each after a `;`
    /// unless `path` is empty (as `split(separator: ";")` then `joined(separator: ";")`).
    static func appendEntries(of list: String, to path: inout [UInt8]) {
        let separator = UInt8(ascii: ";")
        var entryStarted = false
        for byte in list.utf8 {
            if byte == separator { entryStarted = false; continue }
            if !entryStarted {
                if !path.isEmpty { path.append(separator) }
                entryStarted = true
            }
            path.append(byte)
        }
    }

    /// The global `arg`: `options.commandLine` from index 0 and `options.interpreter` below it,
    /// as Lua's interpreter makes it (Penlight's `pl.app`, lua_cliargs' `#arg` and specs that
    /// print their command line read it).
    private func setArg(_ state: LuaState) {
        guard !options.commandLine.isEmpty else { return }
        let arg = state.newTable()
        for (i, v) in options.commandLine.enumerated() {
            state.setRaw(arg, key: .integer(Int64(i)), value: .string(v))
        }
        for (i, v) in options.interpreter.reversed().enumerated() {
            state.setRaw(arg, key: .integer(Int64(-1 - i)), value: .string(v))
        }
        state.setGlobal("arg", arg)
    }

    /// The options table the Lua runner reads.
    private func optionsTable(_ state: LuaState, file: SpecFile) -> LuaValue {
        let t = state.newTable()
        state.setField(t, "file", .string(file.path))
        state.setField(t, "timeout", .number(options.timeout))
        state.setField(t, "output_limit", .integer(Int64(options.outputLimitBytes)))
        state.setField(t, "memory_limit_mib", .integer(Int64(options.memoryLimitMiB)))
        state.setField(t, "announce", .boolean(announce != nil))
        state.setField(t, "shuffle", .boolean(options.shuffle))
        state.setField(t, "seed", .integer(Int64(bitPattern: seed)))
        state.setField(t, "fail_fast", .boolean(options.failFast))
        state.setField(t, "list", .boolean(options.listOnly))
        state.setField(t, "lazy", .boolean(options.lazySetup))
        func set(_ name: String, _ keys: [LuaValue]) {
            let s = state.newTable()
            state.setField(t, name, s)
            for k in keys { state.setRaw(s, key: k, value: .boolean(true)) }
        }
        state.setField(t, "filter", sequence(state, options.filters))
        state.setField(t, "filter_out", sequence(state, options.filtersOut))
        set("tags", options.tags.map { .string($0) })
        set("exclude_tags", options.excludeTags.map { .string($0) })
        set("lines", file.lines.map { .integer(Int64($0)) })
        set("skip", file.skipping.map { .string($0) })
        if let helper = options.helper { state.setField(t, "helper", .string(helper)) }
        state.setField(t, "helper_args", sequence(state, options.helperArguments))
        state.setField(t, "auto_insulate", .boolean(options.autoInsulate))
        state.setField(t, "sort_tests", .boolean(options.sortTests))
        state.setField(t, "execute", sequence(state, options.execute))
        state.setField(t, "allow_binary_chunks", .boolean(options.allowBinaryChunks))
        state.setField(t, "sandbox", .boolean(options.sandbox))
        state.setField(t, "host", hostTable(state, file: file.path))
        return t
    }

    /// The Swift functions the runner keeps before any spec code runs: `module(name[, path])`
    /// finds a Lua module on `path` (the configured `package.path` when absent: the common
    /// case, which then costs no string from Lua) and, if it is a system file, loads it from Swift's cache
    /// (the function and its file; false for a file that is not a system one; nil for none);
    /// `cmodule(name[, cpath])` finds a system C module's file (nil if none); `writable(path)`
    /// says whether `--sandbox` lets a spec write there; `snapshot(name, text)` is
    /// `assert.snapshot`'s comparison (`snapshotFunction`). Each is harmless if a spec reaches
    /// it: it only ever loads real system files, and writes only its own file's snapshots.
    private func hostTable(_ state: LuaState, file: String) -> LuaValue {
        let t = state.newTable()
        let system = modules.system
        let package = state.global("package")
        let path = state.field(package, "path").string ?? "", cpath = state.field(package, "cpath").string ?? ""
        state.setField(t, "module", state.function { [unowned state] args throws(LuaCallError) in
            let searched = args.isNil(2) ? path : try args.string(2)
            guard let file = system.locate(try args.string(1), path: searched) else { return [] }
            guard let function = system.load(file, on: state) else { return [.boolean(false)] }
            return [function, .string(file)]
        })
        state.setField(t, "cmodule", state.function { args throws(LuaCallError) in
            let searched = args.isNil(2) ? cpath : try args.string(2)
            guard let file = system.locate(try args.string(1), path: searched),
                  SystemModules.isSystem(file) else { return [] }
            return [.string(file)]
        })
        let paths = sandboxPaths
        state.setField(t, "writable", state.function { args throws(LuaCallError) in
            [.boolean(paths.allows(try args.string(1)))]
        })
        state.setField(t, "snapshot", snapshotFunction(state, file: file))
        return t
    }

    private func sequence(_ state: LuaState, _ values: [String]) -> LuaValue {
        let l = state.newTable()
        for (i, v) in values.enumerated() { state.setRaw(l, key: .integer(Int64(i + 1)), value: .string(v)) }
        return l
    }
}
