// SpecFileRunner+Snapshots: the Swift half of `assert.snapshot` (the runner registers the
// assertion; the files and the diff are SnapshotStore's and LineDiff's).
import LuaKit

extension SpecFileRunner {
    /// `snapshot(name, text)` → `kind, path-or-message, diff`, kind one of `matched`, `written`,
    /// `updated`, `differs`, `missing` (under `--no-new-snapshots`), `failed` (I/O or `--sandbox`), `badname`
    /// (the message says why). Never raises: the runner turns the answer into a pass or a
    /// failure in the spec's words.
    func snapshotFunction(_ state: LuaState, file: String) -> LuaValue {
        let store = SnapshotStore(mode: options.snapshots, sandbox: options.sandbox ? sandboxPaths : nil)
        return state.function { args throws(LuaCallError) in
            let name = try args.string(1), text = try args.string(2)
            if let problem = SnapshotStore.problem(withName: name) { return [.string("badname"), .string(problem)] }
            switch store.check(specFile: file, name: name, actual: text) {
            case .matched: return [.string("matched")]
            case .written(let path): return [.string("written"), .string(path)]
            case .updated(let path): return [.string("updated"), .string(path)]
            case .differs(let path, let diff): return [.string("differs"), .string(path), .string(diff)]
            case .missing(let path): return [.string("missing"), .string(path)]
            case .failed(let message): return [.string("failed"), .string(message)]
            }
        }
    }
}
