// SpecFileRunner: runs one spec file in a fresh Lua state and turns its reports into events.
import LuaKit
import LuaSpecScripts

/// Runs one spec file: a fresh state, the DSL, the plan, the tests.
///
/// Every failure of the file itself (unreadable, a syntax error, a top-level error, a runner
/// fault) becomes an error result of that file, so nothing is silently dropped.
struct SpecFileRunner {
    let options: SpecOptions
    let seed: UInt64

    /// What one file's run produced.
    struct Outcome {
        /// How many tests the plan selected.
        var selected = 0
        /// `--fail-fast` tripped.
        var stopped = false
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
            source = try FileSystem.read(file.path)
        } catch {
            errorResult(error.message, nil)
            return Outcome(selected: 1, stopped: options.failFast)
        }
        do throws(LuaError) {
            let state = try LuaState(memoryLimit: options.memoryLimitMiB * 1024 * 1024)
            try state.openHarness()
            configurePackagePath(state)
            let chunk: LuaValue
            do throws(LuaError) {
                chunk = try state.compile(bytes: source, name: "@" + file.path)
            } catch {
                errorResult(error.message, nil)
                return Outcome(selected: 1, stopped: options.failFast)
            }
            let report = state.function(Self.reporter(file: file.path, run: run, publish: publish))
            let makeRunner = try state.compile(Self.runnerSource, name: "=[alongside]")
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
        return t
    }

    private func sequence(_ state: LuaState, _ values: [String]) -> LuaValue {
        let l = state.newTable()
        for (i, v) in values.enumerated() { state.setRaw(l, key: .integer(Int64(i + 1)), value: .string(v)) }
        return l
    }

    /// The Swift function behind the runner's `report(kind, ...)` calls.
    private static func reporter(file: String, run: Int, publish: @escaping (Event) -> Void) -> LuaFunction {
        return { args throws(LuaCallError) in
            switch try args.string(1) {
            case "test":
                guard let status = TestStatus(word: try args.string(2)) else {
                    throw .argument(2, "unknown status")
                }
                publish(.testFinished(TestResult(
                    file: file, path: try args.stringList(3), line: Int(try args.integer(4)),
                    status: status, message: try args.optionalString(6),
                    traceback: try args.optionalString(7), output: try args.optionalString(8) ?? "",
                    duration: try args.number(5), run: run)))
            case "list":
                publish(.testFinished(TestResult(file: file, path: try args.stringList(2),
                                                 line: Int(try args.integer(3)), status: .success, run: run)))
            case "output":
                publish(.fileOutput(file: file, run: run, text: try args.string(2)))
            default:
                throw .argument(1, "unknown report kind")
            }
            return []
        }
    }
}
