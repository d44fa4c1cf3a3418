// SpecFileRunner+Reporter: the Swift function behind runner.lua's `report` calls, which turns
// each report into an event (a test's result, its declaration and start for a supervisor).
import LuaKit

extension SpecFileRunner {
    /// The block paths a reporter has read, by their table's address. A class with unchecked
    /// exclusivity rather than a captured `var`: a file runs on one thread, and the run-time
    /// checks of the captured variable cost two calls a test.
    private final class BlockPaths {
        @exclusivity(unchecked) var byTable: [UnsafeRawPointer: [String]] = [:]
        /// The last one asked for: a block's tests are declared and run one after another, so
        /// this answers nearly every look-up without hashing.
        /// (Two fields rather than an optional tuple, whose type the runtime would look up by
        /// name at start-up.)
        @exclusivity(unchecked) var lastTable: UnsafeRawPointer?
        @exclusivity(unchecked) var lastPath: [String] = []

        func path(of table: UnsafeRawPointer) -> [String]? {
            if lastTable == table { return lastPath }
            guard let path = byTable[table] else { return nil }
            lastTable = table
            lastPath = path
            return path
        }

        func add(_ path: [String], of table: UnsafeRawPointer) {
            byTable[table] = path
            lastTable = table
            lastPath = path
        }
    }

    /// What a runner's `report` call reports: its first argument (runner.lua's `TEST`, `LIST`...),
    /// a number rather than a word, which cost a String made and compared three times a test.
    enum ReportKind: Int64 {
        case test = 1, list, output, declare, declared, start
    }

    /// The Swift function behind the runner's `report(kind, ...)` calls (kind: `ReportKind`):
    /// `(test, status, blockPath, name?, line, seconds, message?, traceback?, output)` (the status
    /// as `TestStatus`'s raw value), `(list, blockPath, name, line)` and `(output, text)`; with a
    /// supervisor, `(declare, blockPath, name, line, occurrence)`, `(declared)` and `(start, n)`,
    /// the test declared n-th (from 0) in this file's run.
    static func reporter(file: String, run: Int,
                         publish: @escaping (Event) -> Void,
                         announce: ((TestAnnouncement) -> Void)?,
                         attach: @escaping (TestResult) -> [String]) -> LuaFunction {
        // Block paths are tables that live as long as the file's state, so each is read once.
        let blockPaths = BlockPaths()
        return { args throws(LuaCallError) in
            func path(_ list: Int32, _ name: Int32) throws(LuaCallError) -> [String] {
                var path: [String]
                if let key = args.identity(list), let cached = blockPaths.path(of: key) {
                    path = cached
                } else {
                    path = try args.stringList(list)
                    if let key = args.identity(list) { blockPaths.add(path, of: key) }
                }
                if let n = try args.optionalString(name) { path.append(n) }
                return path
            }
            guard let kind = ReportKind(rawValue: try args.integer(1)) else {
                throw .argument(1, "unknown report kind")
            }
            switch kind {
            case .test:
                guard let status = TestStatus(rawValue: Int(try args.integer(2))) else {
                    throw .argument(2, "unknown status")
                }
                var result = TestResult(
                    file: file, path: try path(3, 4), line: Int(try args.integer(5)),
                    status: status, message: try args.optionalString(7),
                    traceback: try args.optionalString(8), output: try args.optionalString(9) ?? "",
                    duration: try args.number(6), run: run)
                result.attachments = attach(result)
                publish(.testFinished(result))
            case .list:
                publish(.testFinished(TestResult(file: file, path: try path(2, 3),
                                                 line: Int(try args.integer(4)), status: .success, run: run)))
            case .output:
                publish(.fileOutput(file: file, run: run, text: try args.string(2)))
            case .declare:
                announce?(.declared(TestIdentity(path: try path(2, 3), line: Int(try args.integer(4)),
                                                 occurrence: Int(try args.integer(5)))))
            case .declared:
                announce?(.declarationsEnd)
            case .start:
                announce?(.started(declaration: Int(try args.integer(2))))
            }
            return []
        }
    }
}
