// SpecFileRunner: runs one spec file in a fresh Lua state and turns its reports into events.
import LuaKit
import LuaSpecScripts

/// Compiled system modules, kept for the whole run so each file does not parse them again.
final class ModuleCache {
    /// Module name → its file and, for a Lua module, its bytecode (nil for a C module).
    var entries: [String: (path: String, code: [UInt8]?)] = [:]
    /// runner.lua compiled once (0.4 ms a file saved); loaded as trusted bytecode afterwards.
    var runner: [UInt8]?
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
    /// Bytecode of system modules, shared by every file of the run (see runner.lua).
    let modules = ModuleCache()

    typealias Outcome = SpecFileOutcome

    init(options: SpecOptions, seed: UInt64, preloads: [SpecPreload] = [],
         announce: ((TestAnnouncement) -> Void)? = nil) {
        self.options = options
        self.seed = seed
        self.preloads = preloads
        self.announce = announce
    }

    /// Runs `file` (the `run`-th repetition), publishing through `publish`.
    func run(_ file: SpecFile, run: Int, publish: @escaping (Event) -> Void) -> Outcome {
        let errorResult = { (message: String, traceback: String?) in
            publish(.testFinished(TestResult(file: file.path, path: ["(file)"],
                                             line: Self.line(in: message, of: file.path), status: .error,
                                             message: message, traceback: traceback, run: run)))
        }
        let source: [UInt8]
        do throws(ReportError) {
            source = SpecSource.withoutPreamble(try FileSystem.read(bytes: file.pathBytes, shownAs: file.path))
        } catch {
            errorResult(error.message, nil)
            return Outcome(selected: 1, stopped: options.failFast)
        }
        do throws(LuaError) {
            let state = try LuaState(memoryLimit: options.memoryLimitBytes)
            try state.openHarness()
            configurePackagePath(state)
            for preload in preloads { try preload(state) }
            let chunk: LuaValue
            do throws(LuaError) {
                chunk = try state.compile(bytes: source, name: "@" + file.path)
            } catch {
                errorResult(error.message, nil)
                return Outcome(selected: 1, stopped: options.failFast)
            }
            let report = state.function(Self.reporter(file: file.path, run: run, modules: modules,
                                                      publish: publish, announce: announce))
            let makeRunner: LuaValue
            if let code = modules.runner {
                makeRunner = try state.compile(trustedBytecode: code, name: "=[alongside]")
            } else {
                makeRunner = try state.compile(Self.runnerSource, name: "=[alongside]")
                modules.runner = state.dump(makeRunner)
            }
            let runFile = try state.call(makeRunner, [report, optionsTable(state, file: file)])
            let results = try state.call(runFile.first ?? .nil, [chunk])
            return Outcome(selected: Int(results.first?.integer ?? 0),
                           stopped: results.count > 1 && results[1].isTruthy)
        } catch {
            errorResult("harness fault: " + error.message, nil)
            return Outcome(selected: 1, stopped: options.failFast)
        }
    }

    /// The line a `path:LINE: message` error names, or 1.
    static func line(in message: String, of path: String) -> Int {
        guard message.hasPrefix(path + ":") else { return 1 }
        let rest = message.dropFirst(path.count + 1)
        return Int(rest.prefix { $0.isNumber }) ?? 1
    }

    /// The runner chunk, embedded from runner.lua.
    static let runnerSource: String = {
        var length = 0
        let base = alongside_runner_source(&length)
        return base.map { p in
            p.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
        } ?? ""
    }()

    /// busted's defaults first (`./src/...`), then `--lpath`, then Lua's own path.
    private func configurePackagePath(_ state: LuaState) {
        let package = state.global("package")
        let path = (["./?.lua", "./?/init.lua", "./src/?.lua", "./src/?/?.lua", "./src/?/init.lua"]
            + options.luaPath).joined(separator: ";")
        if let old = state.field(package, "path").string {
            state.setField(package, "path", .string(path + ";" + old))
        }
        if !options.luaCPath.isEmpty, let old = state.field(package, "cpath").string {
            state.setField(package, "cpath", .string((options.luaCPath + [old]).joined(separator: ";")))
        }
    }

    /// The options table the Lua runner reads.
    private func optionsTable(_ state: LuaState, file: SpecFile) -> LuaValue {
        let t = state.newTable()
        state.setField(t, "file", .string(file.path))
        state.setField(t, "timeout", .number(options.timeout))
        state.setField(t, "output_limit", .integer(Int64(options.outputLimitBytes)))
        state.setField(t, "shuffle", .boolean(options.shuffle))
        state.setField(t, "seed", .integer(Int64(bitPattern: seed)))
        state.setField(t, "fail_fast", .boolean(options.failFast))
        state.setField(t, "list", .boolean(options.listOnly))
        state.setField(t, "lazy", .boolean(options.lazySetup))
        state.setField(t, "announce", .boolean(announce != nil))
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
        let cache = state.newTable()
        for (name, module) in modules.entries {
            let entry = state.newTable()
            state.setField(entry, "path", .string(module.path))
            if let code = module.code {
                state.setField(entry, "code", .bytes(code))
            } else {
                state.setField(entry, "kind", .string("c"))
            }
            state.setField(cache, name, entry)
        }
        state.setField(t, "module_cache", cache)
        return t
    }

    private func sequence(_ state: LuaState, _ values: [String]) -> LuaValue {
        let l = state.newTable()
        for (i, v) in values.enumerated() { state.setRaw(l, key: .integer(Int64(i + 1)), value: .string(v)) }
        return l
    }

    /// The Swift function behind the runner's `report(kind, ...)` calls:
    /// `("test", status, blockPath, name?, line, seconds, message?, traceback?, output)`,
    /// `("list", blockPath, name, line)` and `("output", text)`.
    private static func reporter(file: String, run: Int, modules: ModuleCache,
                                 publish: @escaping (Event) -> Void,
                                 announce: ((TestAnnouncement) -> Void)?) -> LuaFunction {
        // Block paths are tables that live as long as the file's state, so each is read once.
        var blockPaths: [UnsafeRawPointer: [String]] = [:]
        return { args throws(LuaCallError) in
            func path(_ list: Int32, _ name: Int32) throws(LuaCallError) -> [String] {
                var path: [String]
                if let key = args.identity(list), let cached = blockPaths[key] {
                    path = cached
                } else {
                    path = try args.stringList(list)
                    if let key = args.identity(list) { blockPaths[key] = path }
                }
                if let n = try args.optionalString(name) { path.append(n) }
                return path
            }
            switch try args.string(1) {
            case "test":
                guard let status = TestStatus(word: try args.string(2)) else {
                    throw .argument(2, "unknown status")
                }
                publish(.testFinished(TestResult(
                    file: file, path: try path(3, 4), line: Int(try args.integer(5)),
                    status: status, message: try args.optionalString(7),
                    traceback: try args.optionalString(8), output: try args.optionalString(9) ?? "",
                    duration: try args.number(6), run: run)))
            case "list":
                publish(.testFinished(TestResult(file: file, path: try path(2, 3),
                                                 line: Int(try args.integer(4)), status: .success, run: run)))
            case "declare":
                announce?(.declared(path: try path(2, 3), line: Int(try args.integer(4))))
            case "start":
                announce?(.started(path: try path(2, 3), line: Int(try args.integer(4))))
            case "output":
                publish(.fileOutput(file: file, run: run, text: try args.string(2)))
            case "module":
                modules.entries[try args.string(2)] = (path: try args.string(3),
                                                       code: args.isNil(4) ? nil : try args.bytes(4))
            default:
                throw .argument(1, "unknown report kind")
            }
            return []
        }
    }
}
